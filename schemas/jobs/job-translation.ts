import { defineEntity, language, longText, reference, text } from '../../src/engine/schema';

/** A job posting's texts in one more language (one record per job and language). */
export const jobTranslation = defineEntity({
  name: 'job_translations',
  route: 'jobTranslations',
  permission: 'JOBS',
  menu: false,
  fields: {
    /** The job posting these texts translate. */
    job_id: reference('jobs', { required: true }),
    /** The language of the texts. */
    language_code: language({ required: true }),
    /** The job's title in this language. */
    title: text({ required: true, max: 200 }),
    /** The job's description in this language. */
    description: longText({ max: 20_000 }),
    /** The job's requirements in this language. */
    requirements: longText({ max: 10_000 }),
    /** The job's benefits in this language. */
    benefits: longText({ max: 10_000 }),
    /** The supporter who translated the texts; empty when the company wrote them. */
    translator_id: reference('translators'),
  },
  recordTitle: 'title',
  uniqueTogether: [['job_id', 'language_code']],
  list: {
    columns: ['id', 'job_id', 'language_code', 'title', 'translator_id', 'updated_at'],
    sort: '-created_at',
    filters: ['job_id', 'language_code', 'translator_id'],
    secondary: 'language_code',
  },
});
