import type { jobTranslation as schema } from '../../schemas/jobs/job-translation';
import type { DemoRow } from '../rows';
import { nth, randomSource } from './demo';
import { JOB_TEXTS } from './jobs';

type Row = DemoRow<typeof schema>;

// English and Vietnamese versions of jobs 0–199, English only of jobs
// 200–299. Supporters (translators 0–29) translated most; the rest the
// company wrote itself.

const r = randomSource(7_301);
const LANGUAGES = [
  ['en', 1],
  ['vi', 2],
] as const;

export const jobTranslations: Row[] = JOB_TEXTS.slice(0, 300).flatMap((text, job) =>
  LANGUAGES.filter(([code]) => job < 200 || code === 'en').map(([language_code, k]): Row => ({
    job_id: nth(job),
    language_code,
    title: text.title[k],
    description: text.description[k],
    requirements: text.requirements[k],
    benefits: text.benefits[k],
    translator_id: r.chance(0.8) ? nth((job + (k === 1 ? 0 : 11)) % 30) : null,
  })),
);
