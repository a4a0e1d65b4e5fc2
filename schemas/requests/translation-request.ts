import type { Issue } from '../../src/engine/kinds';
import {
  date,
  defineEntity,
  language,
  longText,
  money,
  reference,
  select,
  text,
  type RecordValidator,
} from '../../src/engine/schema';

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

/** A text is translated into another language: the target must differ from the source. */
export function differentLanguages(record: Record<string, unknown>, message: string): Record<string, Issue> {
  const { source_language: source, target_language: target } = record;
  return isSet(source) && source === target ? { target_language: { message } } : {};
}

/** States in which a supporter works on the request. */
const ASSIGNED = ['assigned', 'in_progress', 'done'];

const rules: RecordValidator = (record) => {
  const issues: Record<string, Issue> = {
    ...differentLanguages(record, 'resources.translation_requests.errors.sameLanguage'),
  };
  // One requester: a company or a candidate.
  const requesters = (['company_id', 'candidate_id'] as const).filter((field) => isSet(record[field]));
  if (requesters.length !== 1) {
    const issue = { message: 'resources.translation_requests.errors.oneRequester' };
    for (const field of requesters.length ? requesters : (['company_id', 'candidate_id'] as const))
      issues[field] = issue;
  }
  if (isSet(record.fee) && !isSet(record.currency_id))
    issues.currency_id = { message: 'resources.translation_requests.errors.feeCurrency' };
  // Once assigned, the request keeps its supporter.
  if (ASSIGNED.includes(String(record.status)) && !isSet(record.translator_id)) {
    issues.translator_id = { message: 'resources.translation_requests.errors.translatorRequired' };
  }
  return issues;
};

/**
 * Translation requests: a company or a candidate asks for a text (a job post,
 * a profile, documents) to be translated; the team assigns a supporter, who
 * delivers translations against it.
 */
export const translationRequest = defineEntity({
  name: 'translation_requests',
  path: 'admin/request/translations',
  route: 'requestTranslation',
  permission: 'REQUEST_TRANSLATIONS',
  notify: { transitioned: { type: 'STATUS_REQUEST' } },
  menu: { group: 'jobs', icon: 'translate' },
  fields: {
    /** A short line naming what is to be translated, e.g. "求人票の翻訳（介護職）". */
    subject: text({ required: true, max: 200 }),
    /** The company asking, when a company asks. */
    company_id: reference('companies'),
    /** The candidate asking, when a candidate asks. */
    candidate_id: reference('candidates'),
    /** The supporter assigned to translate. */
    translator_id: reference('translators'),
    /** Language of the text to translate. */
    source_language: language(),
    /** Language to translate into; must differ from the source. */
    target_language: language(),
    /** The text to translate, or what to translate and how. */
    content: longText({ max: 50_000 }),
    /** Date the translation is needed by. */
    due_on: date(),
    /** Fee agreed for the work, in the currency beside it. */
    fee: money({ currency: 'currency_id' }),
    /** Currency of the fee. */
    currency_id: reference('currencies'),
    /** Open until a supporter is assigned; then in progress, done, or cancelled. */
    status: select(['open', 'assigned', 'in_progress', 'done', 'cancelled'] as const, {
      required: true,
      tones: { open: 'warning', assigned: 'info', in_progress: 'primary', done: 'success', cancelled: 'default' },
    }),
  },
  recordTitle: 'subject',
  list: {
    columns: [
      'id',
      'subject',
      'company_id',
      'translator_id',
      'target_language',
      'due_on',
      'fee',
      'status',
      'created_at',
    ],
    sort: '-created_at',
    filters: ['status', 'company_id', 'candidate_id', 'translator_id', 'source_language', 'target_language', 'due_on'],
    secondary: 'status',
  },
  validate: rules,
  subPages: [{ path: 'translation', kind: 'related', entity: 'translations', field: 'translation_request_id' }],
});
