import type { entrySheet as schema } from '../../schemas/jobs/entry-sheet';
import type { DemoRow } from '../rows';
import { nth, randomSource } from './demo';
import { APPLICATION_FACTS } from './job-applications';
import { BROKER_APPLICATION_FACTS } from './job-broker-applications';
import { addDays, JOB_FACTS, minDay, TODAY } from './jobs';

type Row = DemoRow<typeof schema>;

// Entry sheets (in Japanese, for the hiring company) of most applications
// that went anywhere, and of the candidates brokers proposed.

type State = 'draft' | 'submitted' | 'reviewed';

const SELF_PR = [
  'ベトナムの工場で3年間、ライン作業のリーダーを務めました。責任感が強く、後輩の指導も得意です。',
  '明るい性格で、誰とでもすぐに仲良くなれます。日本の文化にも強い関心があります。',
  '大学で情報技術を専攻し、Webアプリの開発経験があります。新しい技術を学ぶことが好きです。',
  '祖母の介護をした経験から、お年寄りの役に立つ仕事がしたいと考えています。',
  '体力に自信があり、これまで一度も遅刻や欠勤をしたことがありません。',
  '日本語の勉強を毎日続けており、1年でN5からN3に合格しました。',
];
const MOTIVATION = [
  '御社の研修制度が充実している点に魅力を感じ、志望いたしました。',
  '日本で長く働き、将来はベトナムと日本の架け橋になりたいと考えています。',
  '家族を支えながら、専門的な技能を身につけたいと思い、志望しました。',
  '先輩のベトナム人スタッフが活躍していると聞き、安心して働けると思いました。',
];
const WORKPLACES = [
  'ハノイの食品工場（ライン作業）',
  'フンイエン省の縫製会社（縫製）',
  'ダナンのホテル（フロント）',
  'ホーチミン市のIT企業（ソフトウェア開発）',
  'ハイフォンの建設会社（作業員）',
  'カントーの病院（看護助手）',
  'ビンズオン省の電子部品工場（組立）',
  'フエのレストラン（調理補助）',
];
/** Schools with the years they take. */
const SCHOOLS: [string, number][] = [
  ['ハノイ工科大学 情報技術学部 卒業', 4],
  ['ダナン外国語大学 日本語学科 卒業', 4],
  ['ホーチミン市工業大学 機械工学部 卒業', 4],
  ['フエ医科薬科大学 看護学部 卒業', 4],
  ['ハイフォン職業短期大学 電気科 卒業', 3],
  ['タイビン高等学校 卒業', 3],
  ['ゲアン省の日本語センター 日本語研修修了', 1],
];
const QUALIFICATIONS = [
  '日本語能力試験N3',
  '日本語能力試験N4',
  '介護技能評価試験',
  '介護日本語評価試験',
  '外食業特定技能測定試験',
  '飲食料品製造業特定技能測定試験',
  'フォークリフト運転技能講習',
  '普通自動車免許（ベトナム）',
  '基本情報技術者試験',
  'TOEIC 650点',
];

const r = randomSource(55_001);
const sheets: Row[] = [];

function sheet(candidate: number, job: number, from: string, state: State, link: Row) {
  const f = JOB_FACTS[job];
  const start = r.int(2016, 2021);
  // Past jobs one after another, the latest first.
  let year = start;
  const work = Array.from({ length: r.int(1, 2) }, () => {
    const from = year;
    year += r.int(1, 2);
    return `${from}年${r.int(1, 6)}月〜${year}年${r.int(7, 12)}月　${r.pick(WORKPLACES)}`;
  })
    .reverse()
    .join('\n');
  const school = start - r.int(1, 4);
  sheets.push({
    candidate_id: nth(candidate),
    company_id: nth(f.company),
    ...link,
    title: `エントリーシート：${f.title[0]}`,
    self_pr: r.pick(SELF_PR),
    motivation: r.pick(MOTIVATION),
    work_history: work,
    education_history: ((name, years) => `${school - years}年9月〜${school}年6月　${name}`)(...r.pick(SCHOOLS)),
    qualifications: QUALIFICATIONS.filter(() => r.chance(0.2)),
    submitted_on: state === 'draft' ? null : minDay(addDays(from, r.int(0, 7)), TODAY),
    status: state,
  });
}

APPLICATION_FACTS.forEach((a, i) => {
  let state: State | null;
  if (a.status === 'accepted') state = 'reviewed';
  else if (a.status === 'rejected') state = r.chance(0.4) ? (r.chance(0.7) ? 'reviewed' : 'submitted') : null;
  else if (a.status === 'applied') state = r.chance(0.35) ? (r.chance(0.7) ? 'submitted' : 'draft') : null;
  else state = r.chance(0.2) ? 'draft' : null;
  // Applications 0–24 (jobs and candidates of the first pages) all have one.
  if (i < 25 && !state) state = 'submitted';
  if (state) sheet(a.candidate, a.job, a.applied_on, state, { job_application_id: nth(i) });
});

BROKER_APPLICATION_FACTS.forEach((b, i) => {
  // Applications 0–4 all have some, so their pages show rows.
  if (b.status === 'withdrawn' && i >= 5) return;
  const state: State = b.status === 'applied' ? 'submitted' : b.status === 'withdrawn' ? 'draft' : 'reviewed';
  for (let k = r.int(1, 3); k > 0; k--)
    sheet(r.int(0, 999), b.job, b.applied_on, state, { job_broker_application_id: nth(i) });
});

export const entrySheets: Row[] = sheets;
