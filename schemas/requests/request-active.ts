import type { Issue } from '../../src/engine/kinds';
import { defineEntity, longText, reference, text, textList, type RecordValidator } from '../../src/engine/schema';
import { decisionActions, decisionStatus } from '../fields';

/** The accounts a request can come from; exactly one is set. */
const REQUESTERS = ['company_id', 'candidate_id', 'translator_id'] as const;

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

/** A request comes from one account: a company, a candidate or a supporter, never none or two. */
export const oneRequester: RecordValidator = (record) => {
  const given = REQUESTERS.filter((field) => isSet(record[field]));
  if (given.length === 1) return {};
  const issue: Issue = { message: 'resources.request_actives.errors.oneRequester' };
  return Object.fromEntries((given.length ? given : REQUESTERS).map((field) => [field, issue]));
};

/**
 * Activation requests: a company, candidate or supporter whose account is
 * still pending (or was deactivated) asks the marketplace team to open it,
 * usually with documents. Accepting or denying answers the request; the
 * account itself is activated on its own page.
 */
export const requestActive = defineEntity({
  name: 'request_actives',
  path: 'admin/request/actives',
  table: 'request_actives',
  route: 'request',
  permission: 'REQUEST_ACTIVES',
  notify: {
    created: { type: 'ADMIN', content: 'USER_REQUEST_ACTIVE_ACCOUNT' },
    transitioned: { type: 'STATUS_REQUEST' },
  },
  menu: { group: 'accounts', icon: 'forum', key: 'q' },
  fields: {
    /** A short line naming the request, e.g. "Activation request: 株式会社山田工業". */
    subject: text({ required: true, max: 200 }),
    /** The company asking, when a company asks. */
    company_id: reference('companies'),
    /** The candidate asking, when a candidate asks. */
    candidate_id: reference('candidates'),
    /** The supporter (translator) asking, when a supporter asks. */
    translator_id: reference('translators'),
    /** What the requester wrote to the team. */
    message: longText({ max: 5000 }),
    /** Names of the files sent with the request (registration certificate, residence card…). */
    documents: textList({ maxItems: 20, max: 255 }),
    /** Pending until a team member accepts or denies it. */
    status: decisionStatus(),
  },
  recordTitle: 'subject',
  list: {
    columns: ['id', 'subject', 'company_id', 'candidate_id', 'translator_id', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'company_id', 'candidate_id', 'translator_id'],
    secondary: 'status',
  },
  actions: decisionActions('admin/request/actives'),
  validate: oneRequester,
});
