import { defineEntity, email, language, longText, text } from '../../src/engine/schema';
import { decisionActions, decisionStatus } from '../fields';

/**
 * Requests for a back-office account, sent by visitors from the public
 * /Register page (POST register/requests, no sign-in). An administrator reads
 * them, accepts or denies each, and creates the account by hand when accepted.
 */
export const accessRequest = defineEntity({
  name: 'access_requests',
  path: 'admin/access_requests',
  route: 'accessRequests',
  permission: 'SETTING_MODERATOR',
  menu: { group: 'settings', icon: 'groups' },
  fields: {
    /** The person asking, as they wrote it. */
    name: text({ required: true, max: 100 }),
    /** Where the answer goes. */
    email: email({ required: true }),
    /** The company, agency or team they work for. */
    organisation: text({ required: true, max: 200 }),
    /** Why they need the back office: what they will manage. */
    reason: longText({ required: true, max: 2000 }),
    /** The interface language the request was sent in: the language to answer in. */
    language_code: language({ required: true }),
    /** The client address it came from (requests per address are limited). */
    client_address: text({ readOnly: true, max: 100 }),
    /** Pending until an administrator accepts or denies it. */
    status: decisionStatus(),
  },
  recordTitle: 'name',
  list: {
    columns: ['id', 'name', 'email', 'organisation', 'language_code', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'language_code'],
    secondary: 'organisation',
  },
  // Written by visitors only; an administrator reads, decides and may delete.
  views: { create: false, edit: false },
  actions: decisionActions('admin/access_requests'),
});
