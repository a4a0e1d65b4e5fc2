import type { jobApplication as schema } from '../../schemas/jobs/job-application';
import type { DemoRow } from '../rows';
import { byName, nth, randomSource } from './demo';
import { addDays, JOB_FACTS, minDay, TODAY, daysBetween } from './jobs';

type Row = DemoRow<typeof schema>;

// 1,500 applications of candidates 0–999 to published jobs, one per job and
// candidate. Applications 0–24 go to jobs 0–4 from candidates 0–24, with
// supporters 0–4 helping the first fifteen, so those records' pages have rows.

export const APPLICATION_COUNT = 1500;
const CANDIDATES = 1000;
const TRANSLATORS = 30;

type State = 'applied' | 'accepted' | 'rejected' | 'withdrawn';

export interface ApplicationFacts {
  job: number;
  candidate: number;
  translator: number | null;
  status: State;
  applied_on: string;
}

// Written by the candidate in Japanese, or in Vietnamese when a supporter translates.
const LETTERS_JA = [
  'はじめまして。ベトナム出身で、日本で働くことが長年の目標でした。',
  'ベトナムで3年間、同じ分野の仕事を経験しました。',
  '日本語を毎日勉強しており、現在はJLPTの上の級を目指しています。',
  '体力には自信があり、チームで働くことが好きです。',
  '御社の求人を拝見し、研修制度が充実している点に魅力を感じました。',
  '長く働ける職場を探しています。どうぞよろしくお願いいたします。',
];
const LETTERS_VI = [
  'Em kính chào quý công ty. Em rất mong muốn được làm việc lâu dài tại Nhật Bản.',
  'Em đã có 2 năm kinh nghiệm làm công việc tương tự tại Việt Nam.',
  'Em chăm chỉ, chịu khó và luôn tuân thủ nội quy.',
  'Em đang học tiếng Nhật mỗi ngày để giao tiếp tốt hơn với đồng nghiệp.',
  'Em xin cảm ơn và mong có cơ hội được phỏng vấn ạ.',
];

const letter = (r: ReturnType<typeof randomSource>, lines: string[]) => {
  const picked = lines.filter(() => r.chance(0.5));
  return (picked.length ? picked : lines.slice(0, 2)).join('\n');
};

function stateFor(r: ReturnType<typeof randomSource>, jobStatus: string): State {
  const x = r.next();
  if (jobStatus === 'active') return x < 0.45 ? 'applied' : x < 0.6 ? 'accepted' : x < 0.88 ? 'rejected' : 'withdrawn';
  return x < 0.35 ? 'accepted' : x < 0.85 ? 'rejected' : 'withdrawn';
}

const r = randomSource(90_210);
const open = JOB_FACTS.map((f, job) => ({ ...f, job })).filter(
  (f) => f.published_on && f.published_on <= TODAY && ['active', 'closed', 'inactive'].includes(f.status),
);
const taken = new Set<string>();
const facts: ApplicationFacts[] = [];
const FIRST_STATES: State[] = ['accepted', 'rejected', 'applied', 'accepted', 'withdrawn'];

while (facts.length < APPLICATION_COUNT) {
  const i = facts.length;
  const first = i < 25;
  const job = first ? i % 5 : r.pick(open).job;
  const candidate = first ? i : r.int(0, CANDIDATES - 1);
  const key = `${job}:${candidate}`;
  if (taken.has(key)) continue;
  taken.add(key);
  const f = JOB_FACTS[job];
  const status = first ? FIRST_STATES[Math.floor(i / 5)] : stateFor(r, f.status);
  const last = minDay(f.closes_on ?? TODAY, TODAY);
  const applied_on = addDays(f.published_on!, r.int(0, Math.max(0, daysBetween(f.published_on!, last))));
  const translator = first ? (i < 15 ? i % 5 : null) : r.chance(0.35) ? r.int(0, TRANSLATORS - 1) : null;
  facts.push({ job, candidate, translator, status, applied_on });
}

export const APPLICATION_FACTS: readonly ApplicationFacts[] = facts;

export const jobApplications: Row[] = facts.map((a): Row => {
  const f = JOB_FACTS[a.job];
  const step = f.period === 'hour' ? 10 : f.currency === 'VND' ? 500_000 : f.period === 'year' ? 100_000 : 5_000;
  const asks = r.chance(0.6);
  return {
    job_id: nth(a.job),
    candidate_id: nth(a.candidate),
    translator_id: a.translator === null ? null : nth(a.translator),
    cover_letter: a.translator === null ? letter(r, LETTERS_JA) : letter(r, LETTERS_VI),
    expected_salary: asks ? Math.round(r.int(f.salary[0], f.salary[1]) / step) * step : null,
    currency_id: asks ? byName(f.currency === 'JPY' ? 'Japanese yen' : 'Vietnamese dong') : null,
    applied_on: a.applied_on,
    status: a.status,
  };
});
