import type { Issue } from '../../src/engine/kinds';
import {
  date,
  defineEntity,
  integer,
  longText,
  money,
  reference,
  select,
  text,
  textList,
  type RecordValidator,
} from '../../src/engine/schema';

/** JLPT levels a job asks for (none: no Japanese needed). */
export const JAPANESE_LEVELS = ['N1', 'N2', 'N3', 'N4', 'N5', 'none'] as const;

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;

/** The salary range must not be upside down, nor may the posting close before it opens. */
const jobRules: RecordValidator = (record) => {
  const issues: Record<string, Issue> = {};
  const { salary_min: min, salary_max: max, published_on: from, closes_on: to } = record;
  if (min != null && max != null && Number(max) < Number(min))
    issues.salary_max = { message: 'resources.jobs.messages.salaryMaxBelowMin' };
  // Days are YYYY-MM-DD strings, so text order is date order.
  if (from && to && String(to) < String(from))
    issues.closes_on = { message: 'resources.jobs.messages.closesBeforePublished' };
  return issues;
};

/**
 * Job postings: a company (an employer, or a broker on behalf of one) offers
 * positions to foreign workers. The posting is written in the company's
 * language; its other languages are job translations.
 */
export const job = defineEntity({
  name: 'jobs',
  path: 'admin/jobs',
  route: 'jobs',
  permission: 'JOBS',
  menu: { group: 'jobs', icon: 'work', key: 'j' },
  fields: {
    /** The headline candidates see in job lists, in the company's language. */
    title: text({ required: true, max: 200 }),
    /** The company that posts the job and hires (or a broker posting for its clients). */
    company_id: reference('companies', { required: true }),
    /** The specific occupation the work is, for search by occupation. */
    occupation_id: reference('occupations'),
    /** The specific industry of the workplace. */
    industry_id: reference('industries'),
    /** Where the work is done. */
    city_id: reference('cities', { bulkEdit: true }),
    /** The kind of contract offered. */
    employment_type: select(EMPLOYMENT_TYPES, { bulkEdit: true }),
    /** The lowest pay offered, per salary period. */
    salary_min: money({ currency: 'currency_id' }),
    /** The highest pay offered, per salary period; not below the minimum. */
    salary_max: money({ currency: 'currency_id' }),
    /** The currency of the salaries. */
    currency_id: reference('currencies'),
    /** What the salaries are paid per: hour, month or year. */
    salary_period: select(['hour', 'month', 'year'] as const),
    /** How many people the company hires for this posting. */
    openings: integer({ min: 1, max: 999 }),
    /** The lowest JLPT level the work needs. */
    japanese_level: select(JAPANESE_LEVELS),
    /** Residence statuses the company accepts (e.g. 特定技能1号), one per item. */
    visa_types: textList({ maxItems: 20, max: 100, helperText: 'resources.jobs.hints.visa_types' }),
    /** The work itself: duties, place, hours. */
    description: longText({ max: 20_000 }),
    /** What candidates must bring: skills, experience, licences. */
    requirements: longText({ max: 10_000 }),
    /** What the company offers besides pay: housing, insurance, bonuses. */
    benefits: longText({ max: 10_000 }),
    /** The day the posting went (or goes) public. */
    published_on: date(),
    /** The last day applications are taken; not before publication. */
    closes_on: date({ bulkEdit: true }),
    /**
     * draft: being written; pending: awaiting review; active: public;
     * inactive: taken down by an admin; closed: applications ended.
     */
    status: select(['draft', 'pending', 'active', 'inactive', 'closed'] as const, {
      required: true,
      readOnly: true,
      tones: { draft: 'default', pending: 'warning', active: 'success', inactive: 'default', closed: 'info' },
    }),
  },
  recordTitle: 'title',
  // A large table: the list's search looks in the title alone, through its index, not in the long texts.
  search: ['title'],
  list: {
    columns: [
      'id',
      'title',
      'company_id',
      'city_id',
      'occupation_id',
      'employment_type',
      'status',
      'closes_on',
      'created_at',
    ],
    sort: '-created_at',
    filters: [
      'status',
      'company_id',
      'city_id',
      'occupation_id',
      'industry_id',
      'employment_type',
      'salary_period',
      'japanese_level',
      'published_on',
      'closes_on',
    ],
    secondary: 'company_id',
  },
  validate: jobRules,
  actions: [
    {
      name: 'activate',
      call: 'PATCH admin/jobs/{id}/active',
      transition: { from: ['draft', 'pending', 'inactive'], to: 'active' },
    },
    {
      name: 'deactivate',
      call: 'PATCH admin/jobs/{id}/deactivate',
      reason: true,
      transition: { from: ['pending', 'active'], to: 'inactive' },
    },
  ],
  translatedBy: { entity: 'job_translations', field: 'job_id', fallback: 'ja' },
  subPages: [
    { path: 'comment', kind: 'related', entity: 'job_comments', field: 'job_id' },
    { path: 'detailTranslation', kind: 'translation' },
    { path: 'jobTranslation', kind: 'related', entity: 'job_translations', field: 'job_id' },
  ],
});
