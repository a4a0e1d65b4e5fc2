import { date, defineEntity, integer, longText, reference, select } from '../../src/engine/schema';
import { APPLICATION_STATES, APPLICATION_TONES, applicationActions } from './job-application';

/** A broker company's offer to fill a job with candidates it represents. */
export const jobBrokerApplication = defineEntity({
  name: 'job_broker_applications',
  path: 'admin/job_broker_applications',
  route: 'job-broker-application',
  permission: 'JOB_APPLICATIONS',
  notify: { transitioned: { type: 'STATUS_JOB_BROKER_APPLICATION' } },
  menu: { group: 'jobs', icon: 'groups' },
  fields: {
    /** The job the broker applies to. */
    job_id: reference('jobs', { required: true }),
    /** The broker company (sending organisation or registered support organisation) that applies. */
    broker_company_id: reference('companies', { required: true }),
    /** How many candidates the broker proposes. */
    candidate_count: integer({ min: 1, max: 100 }),
    /** The broker's message to the company. */
    message: longText({ max: 10_000 }),
    /** The day the broker applied. */
    applied_on: date(),
    /** applied: waiting for the company; accepted / rejected: its decision; withdrawn: by the broker. */
    status: select(APPLICATION_STATES, { required: true, readOnly: true, tones: APPLICATION_TONES }),
  },
  recordTitle: 'job_id',
  list: {
    columns: ['id', 'job_id', 'broker_company_id', 'candidate_count', 'applied_on', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'job_id', 'broker_company_id', 'applied_on'],
    secondary: 'broker_company_id',
  },
  actions: applicationActions('admin/job_broker_applications'),
  // Without an application, /job-broker-application/entrySheet lists every entry sheet sent through a broker.
  subPages: [
    {
      path: 'entrySheet',
      kind: 'related',
      entity: 'entry_sheets',
      field: 'job_broker_application_id',
      withoutRecord: 'brokered',
    },
  ],
});
