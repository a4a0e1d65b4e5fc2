import { date, defineEntity, longText, money, reference, select, type ActionDefinition } from '../../src/engine/schema';

/** States of an application, directly or through a broker; a new one is applied. */
export const APPLICATION_STATES = ['applied', 'accepted', 'rejected', 'withdrawn'] as const;
export const APPLICATION_TONES = {
  applied: 'info',
  accepted: 'success',
  rejected: 'error',
  withdrawn: 'default',
} as const;

/** Accept (after a confirmation), and reject with a reason, at <path>/{id}/accept_apply and /reject_apply (spec section 7). */
export const applicationActions = (path: string): ActionDefinition[] => [
  {
    name: 'accept_apply',
    call: `PATCH ${path}/{id}/accept_apply`,
    confirm: true,
    transition: { from: ['applied'], to: 'accepted' },
  },
  {
    name: 'reject_apply',
    call: `PATCH ${path}/{id}/reject_apply`,
    reason: true,
    transition: { from: ['applied', 'accepted'], to: 'rejected' },
  },
];

/** A candidate's application to a job, possibly with a supporter's help. */
export const jobApplication = defineEntity({
  name: 'job_applications',
  path: 'admin/job_applications',
  route: 'jobApplication',
  permission: 'JOB_APPLICATIONS',
  notify: { transitioned: { type: 'STATUS_JOB_APPLICATION' } },
  menu: { group: 'jobs', icon: 'forum', key: 'p' },
  fields: {
    /** The job applied to. */
    job_id: reference('jobs', { required: true }),
    /** The candidate who applies. */
    candidate_id: reference('candidates', { required: true }),
    /** The supporter helping the candidate (translation, interpreting at interviews). */
    translator_id: reference('translators'),
    /** The candidate's message to the company. */
    cover_letter: longText({ max: 10_000 }),
    /** The pay the candidate asks for, per the job's salary period. */
    expected_salary: money({ currency: 'currency_id' }),
    /** The currency of the expected salary. */
    currency_id: reference('currencies'),
    /** The day the candidate applied. */
    applied_on: date(),
    /** applied: waiting for the company; accepted / rejected: its decision; withdrawn: by the candidate. */
    status: select(APPLICATION_STATES, { required: true, readOnly: true, tones: APPLICATION_TONES }),
  },
  recordTitle: 'job_id',
  uniqueTogether: [['job_id', 'candidate_id']],
  list: {
    columns: ['id', 'job_id', 'candidate_id', 'translator_id', 'applied_on', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'job_id', 'candidate_id', 'translator_id', 'applied_on'],
    secondary: 'candidate_id',
  },
  actions: applicationActions('admin/job_applications'),
  subPages: [{ path: 'entrySheet', kind: 'related', entity: 'entry_sheets', field: 'job_application_id' }],
});
