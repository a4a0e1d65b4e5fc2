import type { jobBrokerApplication as schema } from '../../schemas/jobs/job-broker-application';
import type { DemoRow } from '../rows';
import { nth, randomSource } from './demo';
import { addDays, BROKERS, daysBetween, EMPLOYERS, JOB_FACTS, minDay, TODAY } from './jobs';

type Row = DemoRow<typeof schema>;

// 160 offers of broker companies (300–339) to fill employers' published
// jobs in Japan, at most one per job and broker.

const COUNT = 160;

type State = 'applied' | 'accepted' | 'rejected' | 'withdrawn';

export interface BrokerApplicationFacts {
  job: number;
  broker: number;
  status: State;
  applied_on: string;
}

const NOTES = [
  '全員ベトナムで6か月の日本語研修を修了しています。',
  '候補者は全員、特定技能評価試験に合格済みです。',
  'オンラインでの面接日程をご提案いただけますと幸いです。',
  '入国後の生活支援（住居・銀行口座・携帯電話）も弊社が担当いたします。',
  '候補者の履歴書とエントリーシートを添付いたします。',
];

const r = randomSource(31_337);
const targets = JOB_FACTS.map((f, job) => ({ ...f, job })).filter(
  (f) => f.company < EMPLOYERS && f.japan && f.published_on && (f.status === 'active' || f.status === 'closed'),
);
const taken = new Set<string>();
const facts: BrokerApplicationFacts[] = [];
while (facts.length < COUNT) {
  const f = r.pick(targets);
  const broker = EMPLOYERS + r.int(0, BROKERS - 1);
  if (taken.has(`${f.job}:${broker}`)) continue;
  taken.add(`${f.job}:${broker}`);
  const x = r.next();
  const status: State =
    f.status === 'active'
      ? x < 0.45
        ? 'applied'
        : x < 0.7
          ? 'accepted'
          : x < 0.9
            ? 'rejected'
            : 'withdrawn'
      : x < 0.45
        ? 'accepted'
        : x < 0.9
          ? 'rejected'
          : 'withdrawn';
  const last = minDay(f.closes_on ?? TODAY, TODAY);
  facts.push({
    job: f.job,
    broker,
    status,
    applied_on: addDays(f.published_on!, r.int(0, Math.max(0, daysBetween(f.published_on!, last)))),
  });
}

export const BROKER_APPLICATION_FACTS: readonly BrokerApplicationFacts[] = facts;

export const jobBrokerApplications: Row[] = facts.map((a): Row => {
  const f = JOB_FACTS[a.job];
  const count = r.int(1, 12);
  const level = f.level === 'none' ? '' : `日本語${f.level}以上の`;
  return {
    job_id: nth(a.job),
    broker_company_id: nth(a.broker),
    candidate_count: count,
    message: `「${f.title[0]}」の求人について、弊社の登録者から${level}候補者を${count}名ご推薦いたします。\n${r.pick(NOTES)}`,
    applied_on: a.applied_on,
    status: a.status,
  };
});
