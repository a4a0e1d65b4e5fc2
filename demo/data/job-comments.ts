import type { jobComment as schema } from '../../schemas/jobs/job-comment';
import type { DemoRow } from '../rows';
import { nth, randomSource } from './demo';
import { JOB_FACTS } from './jobs';

type Row = DemoRow<typeof schema>;

// Questions under public job postings from candidates (accounts 370 + i) and
// the posting company's answers (company i signs in with account i). A few
// spam comments were hidden by admins.

const CANDIDATE_ACCOUNTS = 370;
const CANDIDATES = 1000;

/** A question in the asker's language and the company's answer. */
const THREADS: [question: string, answer: string][] = [
  ['寮はありますか？', 'はい、会社の寮があります。家賃は月2万円です。'],
  ['日本語N4でも応募できますか？', 'N4の方も応募できます。面接には通訳が同席します。'],
  ['Công việc này có làm thêm giờ không ạ?', '残業は月10〜20時間程度です。残業代は全額支給します。'],
  ['Em đang ở Việt Nam, có thể phỏng vấn online được không ạ?', 'はい、オンライン面接に対応しています。'],
  ['未経験ですが大丈夫ですか？', '未経験の方も歓迎します。入社後に研修があります。'],
  ['Does the company support the visa application?', '在留資格の申請は当社と登録支援機関がサポートします。'],
  [
    '特定技能の試験に合格しましたが、実務経験はありません。応募できますか？',
    'はい、応募できます。先輩スタッフが丁寧に指導します。',
  ],
  ['Bao giờ có kết quả phỏng vấn ạ?', '面接後1週間以内にご連絡します。'],
  ['家族と一緒に住めますか？', '家族寮はありませんが、近くのアパート探しをお手伝いします。'],
  ['交通費は出ますか？', '月3万円まで支給します。'],
  ['Công ty có hỗ trợ tiền vé máy bay sang Nhật không ạ?', '入国時の航空券代は会社が負担します。'],
  ['How many days off are there per month?', '月8〜9日の休みがあります（シフト制）。'],
];
const SPAM = [
  '高収入の副業あります！詳しくはLINEで連絡ください',
  'Nhận làm hồ sơ visa giá rẻ, bao đậu, liên hệ Zalo 0901 234 567',
  'Earn ¥500,000 a month from home, message me now!!!',
];

const r = randomSource(4_417);
const comments: Row[] = [];
const visible = JOB_FACTS.map((f, job) => ({ ...f, job })).filter(
  (f) => f.status !== 'draft' && f.status !== 'pending',
);

function thread(job: number, company: number) {
  const [question, answer] = r.pick(THREADS);
  comments.push({
    job_id: nth(job),
    account_id: nth(CANDIDATE_ACCOUNTS + r.int(0, CANDIDATES - 1)),
    body: question,
    status: 'visible',
  });
  if (r.chance(0.85)) comments.push({ job_id: nth(job), account_id: nth(company), body: answer, status: 'visible' });
}

// Jobs 0–4 have a conversation each, and one hidden spam comment among them.
for (let job = 0; job < 5; job++) {
  thread(job, JOB_FACTS[job].company);
  thread(job, JOB_FACTS[job].company);
}
comments.push({ job_id: nth(2), account_id: nth(CANDIDATE_ACCOUNTS + 999), body: SPAM[0], status: 'hidden' });

for (let k = 0; k < 220; k++) {
  const f = r.pick(visible);
  thread(f.job, f.company);
  if (r.chance(0.06))
    comments.push({
      job_id: nth(f.job),
      account_id: nth(CANDIDATE_ACCOUNTS + r.int(0, CANDIDATES - 1)),
      body: r.pick(SPAM),
      status: 'hidden',
    });
}

export const jobComments: Row[] = comments;
