import { date, defineEntity, longText, reference, select, text, textList } from '../../src/engine/schema';

/**
 * A candidate's entry sheet (エントリーシート): the written profile a company
 * reads before an interview, for a direct or a broker's application.
 */
export const entrySheet = defineEntity({
  name: 'entry_sheets',
  route: 'entrySheets',
  permission: 'JOB_APPLICATIONS',
  menu: false,
  fields: {
    /** The candidate the sheet presents. */
    candidate_id: reference('candidates', { required: true }),
    /** The company it is addressed to. */
    company_id: reference('companies'),
    /** The direct application it belongs to, if any. */
    job_application_id: reference('job_applications'),
    /** The broker's application it belongs to, if any. */
    job_broker_application_id: reference('job_broker_applications'),
    /** A short name for the sheet, e.g. the job it is for. */
    title: text({ required: true, max: 200 }),
    /** The candidate's self-promotion (自己PR). */
    self_pr: longText({ max: 10_000 }),
    /** Why the candidate wants this job (志望動機). */
    motivation: longText({ max: 10_000 }),
    /** Past jobs, most recent first. */
    work_history: longText({ max: 10_000 }),
    /** Schools and training, most recent first. */
    education_history: longText({ max: 10_000 }),
    /** Certificates and licences (e.g. JLPT N3), one per item. */
    qualifications: textList({ maxItems: 30, max: 100 }),
    /** The day the sheet was sent to the company. */
    submitted_on: date(),
    /** draft: being written; submitted: sent to the company; reviewed: read by it. No action moves it, so admins set it here. */
    status: select(['draft', 'submitted', 'reviewed'] as const, {
      required: true,
      tones: { draft: 'default', submitted: 'info', reviewed: 'success' },
    }),
  },
  recordTitle: 'title',
  scopes: [{ name: 'brokered', path: 'entry_sheets/brokered', where: { job_broker_application_id: { is: 'set' } } }],
  list: {
    columns: ['id', 'title', 'candidate_id', 'company_id', 'submitted_on', 'status', 'created_at'],
    sort: '-created_at',
    filters: [
      'status',
      'candidate_id',
      'company_id',
      'job_application_id',
      'job_broker_application_id',
      'submitted_on',
    ],
    secondary: 'candidate_id',
  },
});
