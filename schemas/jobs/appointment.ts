import type { Issue } from '../../src/engine/kinds';
import {
  datetime,
  defineEntity,
  longText,
  reference,
  select,
  text,
  url,
  type RecordValidator,
} from '../../src/engine/schema';

/** A moment as milliseconds, whether stored (a Date) or given (ISO text); NaN when unreadable. */
const instant = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value)));

/** An appointment ends after it starts. */
const endsAfterStart: RecordValidator = (record) => {
  const issues: Record<string, Issue> = {};
  const { starts_at: start, ends_at: end } = record;
  if (start && end && !(instant(end) > instant(start)))
    issues.ends_at = { message: 'resources.appointments.messages.endsBeforeStart' };
  return issues;
};

/**
 * Meetings between companies, candidates and supporters: interviews,
 * orientations before the first day, visa paperwork and other meetings.
 */
export const appointment = defineEntity({
  name: 'appointments',
  route: 'appointments',
  permission: 'JOB_APPLICATIONS',
  menu: false,
  fields: {
    /** What the appointment is about, e.g. 一次面接：介護スタッフ. */
    title: text({ required: true, max: 200 }),
    /** The kind of appointment. */
    kind: select(['interview', 'orientation', 'visa_support', 'meeting'] as const),
    /** The company taking part. */
    company_id: reference('companies'),
    /** The candidate taking part. */
    candidate_id: reference('candidates'),
    /** The supporter interpreting. */
    translator_id: reference('translators'),
    /** The application an interview belongs to. */
    job_application_id: reference('job_applications'),
    /** When it starts. */
    starts_at: datetime({ required: true }),
    /** When it ends; after the start. */
    ends_at: datetime(),
    /** Where it takes place, for meetings in person. */
    location: text({ max: 300 }),
    /** The video-call link, for meetings online. */
    online_url: url(),
    /** Notes for the participants. */
    note: longText({ max: 5000 }),
    /** scheduled: to come; done: took place; cancelled: called off; no_show: someone did not come. No action moves it, so admins set it here. */
    status: select(['scheduled', 'done', 'cancelled', 'no_show'] as const, {
      required: true,
      tones: { scheduled: 'info', done: 'success', cancelled: 'default', no_show: 'error' },
    }),
  },
  recordTitle: 'title',
  validate: endsAfterStart,
  list: {
    columns: ['id', 'title', 'kind', 'company_id', 'candidate_id', 'translator_id', 'starts_at', 'status'],
    sort: '-starts_at',
    filters: ['status', 'kind', 'company_id', 'candidate_id', 'translator_id', 'job_application_id', 'starts_at'],
    secondary: 'starts_at',
  },
});
