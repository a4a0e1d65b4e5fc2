import type { appointment as schema } from '../../schemas/jobs/appointment';
import type { DemoRow } from '../rows';
import { nth, randomSource } from './demo';
import { APPLICATION_FACTS } from './job-applications';
import { addDays, JOB_FACTS, minDay, TODAY } from './jobs';

type Row = DemoRow<typeof schema>;

// Interviews of applications (with an interpreter when a supporter helps),
// orientations and visa paperwork for hired candidates, and companies'
// meetings with interpreters. Past ones took place (or not); later ones are
// scheduled.

const TRANSLATORS = 30;
const SLOTS: [string, string][] = [
  ['10:00', '11:00'],
  ['13:30', '14:30'],
  ['15:00', '16:00'],
  ['16:30', '17:30'],
];
const ROOMS = ['本社 会議室A', '本社 3階 面接室', '工場 事務所 応接室', '営業所 会議室'];
const IMMIGRATION: Record<string, string> = {
  Tokyo: '東京出入国在留管理局',
  Yokohama: '東京出入国在留管理局 横浜支局',
  Osaka: '大阪出入国在留管理局',
  Kyoto: '大阪出入国在留管理局 京都出張所',
  Nagoya: '名古屋出入国在留管理局',
  Sapporo: '札幌出入国在留管理局',
  Fukuoka: '福岡出入国在留管理局',
};

const r = randomSource(8_080);
const at = (day: string, time: string) => `${day}T${time}:00+09:00`;
const meetUrl = () => {
  const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + r.int(0, 25))).join('');
  return `https://meet.google.com/${letters(3)}-${letters(4)}-${letters(3)}`;
};
const baseTitle = (job: number) => JOB_FACTS[job].title[0];

const list: Row[] = [];

/** `past` is the status of an appointment before today; one from today on is scheduled unless `always` says otherwise. */
function add(record: Row, day: string, slot: [string, string], past: string, hours = 1, always?: string) {
  const [end, min] = slot[1].split(':').map(Number);
  list.push({
    ...record,
    starts_at: at(day, slot[0]),
    ends_at: at(day, `${String(end + hours - 1).padStart(2, '0')}:${String(min).padStart(2, '0')}`),
    status: always ?? (day >= TODAY ? 'scheduled' : past),
  });
}

APPLICATION_FACTS.forEach((a, i) => {
  const f = JOB_FACTS[a.job];
  const wanted =
    i < 25 ||
    a.status === 'accepted' ||
    (a.status === 'rejected' && r.chance(0.3)) ||
    (a.status === 'applied' && r.chance(0.4)) ||
    (a.status === 'withdrawn' && r.chance(0.15));
  if (!wanted) return;
  const decided = a.status === 'accepted' || a.status === 'rejected';
  let day = addDays(a.applied_on, r.int(3, 20));
  if (decided) day = minDay(day, addDays(TODAY, -1));
  const interpreter = a.translator ?? (r.chance(0.3) ? r.int(0, TRANSLATORS - 1) : null);
  const online = !f.japan || r.chance(0.4);
  const pastStatus =
    a.status === 'withdrawn' ? 'cancelled' : a.status === 'rejected' && r.chance(0.15) ? 'no_show' : 'done';
  add(
    {
      title: `${a.status === 'accepted' ? '最終面接' : '一次面接'}：${baseTitle(a.job)}`,
      kind: 'interview',
      company_id: nth(f.company),
      candidate_id: nth(a.candidate),
      translator_id: interpreter === null ? null : nth(interpreter),
      job_application_id: nth(i),
      location: online ? null : r.pick(ROOMS),
      online_url: online ? meetUrl() : null,
      note: interpreter === null ? null : '通訳同席（日本語⇔ベトナム語）',
    },
    day,
    r.pick(SLOTS),
    pastStatus,
    1,
    a.status === 'withdrawn' ? 'cancelled' : undefined,
  );
  if (a.status !== 'accepted') return;

  if (r.chance(0.5)) {
    add(
      {
        title: `入社前オリエンテーション：${baseTitle(a.job)}`,
        kind: 'orientation',
        company_id: nth(f.company),
        candidate_id: nth(a.candidate),
        translator_id: interpreter === null ? null : nth(interpreter),
        job_application_id: nth(i),
        location: '本社 研修室',
        note: '就業規則、安全衛生、寮のルールを説明します。在留カードを持参してください。',
      },
      addDays(day, r.int(20, 60)),
      ['13:00', '14:00'],
      'done',
      2,
    );
  }
  if (f.japan && r.chance(0.3)) {
    add(
      {
        title: r.chance(0.5) ? '在留資格認定証明書の申請サポート' : '在留資格変更許可申請の同行',
        kind: 'visa_support',
        candidate_id: nth(a.candidate),
        translator_id: nth(interpreter ?? r.int(0, TRANSLATORS - 1)),
        job_application_id: nth(i),
        location: IMMIGRATION[f.city] ?? IMMIGRATION.Tokyo,
        note: '必要書類：パスポート、写真、雇用契約書の写し',
      },
      addDays(day, r.int(7, 30)),
      ['09:30', '10:30'],
      r.chance(0.9) ? 'done' : 'cancelled',
      2,
    );
  }
});

// Companies 0–4 and supporters 0–4 first, then others: planning with an interpreter.
for (let k = 0; k < 40; k++) {
  const company = k < 5 ? k : r.int(0, 299);
  const translator = k < 5 ? k : r.int(0, TRANSLATORS - 1);
  const day = addDays(TODAY, r.int(-200, 40));
  add(
    {
      title: r.pick(['通訳者との事前打ち合わせ', '採用計画の打ち合わせ', '受け入れ後の定期面談']),
      kind: 'meeting',
      company_id: nth(company),
      translator_id: nth(translator),
      online_url: meetUrl(),
    },
    day,
    r.pick(SLOTS),
    r.chance(0.9) ? 'done' : 'cancelled',
  );
}

export const appointments: Row[] = list;
