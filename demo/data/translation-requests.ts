import type { translationRequest as schema } from '../../schemas/requests/translation-request';
import type { DemoRow } from '../rows';
import { byName, DEMO_TODAY, nth, randomSource } from './demo';

type Row = DemoRow<typeof schema>;

export { DEMO_TODAY };

type Language = 'en' | 'ja' | 'vi';

/** A text as a company or a candidate would have it translated, in the three languages. */
export interface TranslationText {
  owner: 'company' | 'candidate';
  /** What the text is, in the owner's language. */
  label: string;
  texts: Record<Language, string>;
}

export const TRANSLATION_TEXTS: readonly TranslationText[] = [
  {
    owner: 'company',
    label: '求人票（介護職）',
    texts: {
      ja: '介護職員を募集します。夜勤あり、月給22万円から。日本語能力N3以上の方を歓迎します。',
      vi: 'Chúng tôi tuyển nhân viên điều dưỡng. Có ca đêm, lương tháng từ 220.000 yên. Ưu tiên người có tiếng Nhật N3 trở lên.',
      en: 'We are hiring care workers. Night shifts included; monthly salary from 220,000 yen. Applicants with Japanese N3 or above are welcome.',
    },
  },
  {
    owner: 'company',
    label: '求人票（食品製造）',
    texts: {
      ja: '食品工場でのライン作業です。未経験者歓迎、寮完備。',
      vi: 'Làm việc theo dây chuyền tại nhà máy thực phẩm. Nhận người chưa có kinh nghiệm, có ký túc xá.',
      en: 'Production line work at a food factory. No experience needed; dormitory provided.',
    },
  },
  {
    owner: 'company',
    label: '求人票（建設・型枠）',
    texts: {
      ja: '建設現場での型枠作業です。資格取得支援あり。社会保険完備。',
      vi: 'Làm cốp pha tại công trường xây dựng. Có hỗ trợ lấy chứng chỉ. Đóng đầy đủ bảo hiểm xã hội.',
      en: 'Formwork at construction sites. Support for obtaining qualifications. Full social insurance.',
    },
  },
  {
    owner: 'company',
    label: '求人票（ホテル客室清掃）',
    texts: {
      ja: 'ホテルの客室清掃スタッフを募集します。シフト制、交通費支給。',
      vi: 'Tuyển nhân viên dọn phòng khách sạn. Làm theo ca, có trợ cấp đi lại.',
      en: 'Hiring hotel room cleaning staff. Shift work; commuting costs paid.',
    },
  },
  {
    owner: 'company',
    label: '会社紹介文',
    texts: {
      ja: '当社は愛知県の自動車部品メーカーです。外国人スタッフ30名が活躍しています。',
      vi: 'Chúng tôi là nhà sản xuất linh kiện ô tô tại tỉnh Aichi. Hiện có 30 nhân viên người nước ngoài đang làm việc.',
      en: 'We are an automotive parts maker in Aichi Prefecture. Thirty foreign staff work with us.',
    },
  },
  {
    owner: 'company',
    label: '雇用条件書',
    texts: {
      ja: '雇用条件書：勤務時間は8時から17時、休憩60分、週休2日制です。',
      vi: 'Bản điều kiện lao động: giờ làm từ 8 giờ đến 17 giờ, nghỉ giải lao 60 phút, nghỉ 2 ngày mỗi tuần.',
      en: 'Employment terms: working hours 8:00 to 17:00, a 60-minute break, two days off a week.',
    },
  },
  {
    owner: 'candidate',
    label: 'Phần tự giới thiệu',
    texts: {
      vi: 'Tôi 24 tuổi, đến từ Nghệ An. Tôi đã làm việc 3 năm tại một xưởng cơ khí và muốn tiếp tục làm nghề hàn tại Nhật Bản.',
      ja: '24歳、ゲアン省出身です。機械工場で3年間働いた経験があり、日本でも溶接の仕事を続けたいと考えています。',
      en: 'I am 24 and come from Nghe An. I worked for three years at a machine workshop and want to continue welding in Japan.',
    },
  },
  {
    owner: 'candidate',
    label: 'Bằng cấp và chứng chỉ',
    texts: {
      vi: 'Tôi có chứng chỉ tiếng Nhật N3 và đã hoàn thành khóa đào tạo điều dưỡng 6 tháng.',
      ja: '日本語能力試験N3に合格し、6か月間の介護研修を修了しました。',
      en: 'I passed JLPT N3 and completed a six-month care training course.',
    },
  },
  {
    owner: 'candidate',
    label: 'Điểm mạnh bản thân',
    texts: {
      vi: 'Điểm mạnh của tôi là chăm chỉ và có tinh thần trách nhiệm. Tôi muốn học hỏi kỹ thuật của Nhật Bản.',
      ja: '私の長所は勤勉で責任感が強いことです。日本の技術を学びたいと思っています。',
      en: 'My strengths are hard work and a strong sense of responsibility. I want to learn Japanese techniques.',
    },
  },
  {
    owner: 'candidate',
    label: 'Bằng tốt nghiệp THPT',
    texts: {
      vi: 'Bằng tốt nghiệp trung học phổ thông, năm 2019, Trường THPT Quỳnh Lưu 1.',
      ja: '高等学校卒業証書、2019年、クインルー第一高等学校。',
      en: 'Upper secondary school diploma, 2019, Quynh Luu 1 High School.',
    },
  },
  {
    owner: 'candidate',
    label: 'Lý do ứng tuyển',
    texts: {
      vi: 'Lý do ứng tuyển: Tôi muốn làm việc lâu dài trong ngành nông nghiệp và gửi tiền giúp đỡ gia đình.',
      ja: '志望動機：農業分野で長く働き、家族を支えるために仕送りをしたいと考えています。',
      en: 'Reason for applying: I want to work long-term in agriculture and send money home to support my family.',
    },
  },
  {
    owner: 'candidate',
    label: 'Quá trình làm việc',
    texts: {
      vi: '2019–2022: Công nhân may tại Công ty May Việt Tiến, TP. Hồ Chí Minh.',
      ja: '2019年〜2022年：ホーチミン市のベトティエン縫製会社にて縫製工として勤務。',
      en: '2019–2022: Sewing worker at Viet Tien Garment Company, Ho Chi Minh City.',
    },
  },
];

/** The texts of one owner, by their index in TRANSLATION_TEXTS. */
export const textsOf = (owner: TranslationText['owner']) =>
  TRANSLATION_TEXTS.flatMap((t, i) => (t.owner === owner ? [i] : []));

/** A translated text's title: what it is and the language it is in, in the owner's language. */
export function translationTitle(text: TranslationText, target: Language): string {
  return text.owner === 'company'
    ? `${text.label}（${{ en: '英語', ja: '日本語', vi: 'ベトナム語' }[target]}訳）`
    : `${text.label} (bản ${{ en: 'tiếng Anh', ja: 'tiếng Nhật', vi: 'tiếng Việt' }[target]})`;
}

const DAY = 86_400_000;
/** The day `days` after an ISO day. */
export const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY).toISOString().slice(0, 10);

type State = 'open' | 'assigned' | 'in_progress' | 'done' | 'cancelled';

/** One request in plain indices, so the translations delivered for it can follow it. */
export interface TranslationRequestPlan {
  text: number;
  company?: number;
  candidate?: number;
  translator?: number;
  source: Language;
  target: Language;
  /** The day it was asked. */
  askedOn: string;
  dueOn: string;
  status: State;
}

const COUNT = 48;
/** Requests of the last weeks, still being worked on. */
const RECENT = 12;
const random = randomSource(4202);

/** Positions reserved for accounts 0–4: company k at 2k, candidate k at 2k+1, spread over the years. */
const SHOWCASE = Array.from({ length: 10 }, (_, k) => 2 + k * 4);

export const translationRequestPlans: TranslationRequestPlan[] = Array.from({ length: COUNT }, (_, i) => {
  // Oldest first: most over February 2025 to September 2026, the last twelve in the past seven weeks.
  const askedOn =
    i < COUNT - RECENT
      ? addDays('2025-02-03', Math.round((i * 600) / (COUNT - RECENT)) + random.int(0, 6))
      : addDays('2026-10-02', (i - (COUNT - RECENT)) * 4 + random.int(0, 3));
  const dueOn = addDays(askedOn, random.int(7, 30));
  const showcase = SHOWCASE.indexOf(i);
  const byCompany = showcase >= 0 ? showcase % 2 === 0 : random.chance(0.6);
  const owner = byCompany ? 'company' : 'candidate';
  const requester = showcase >= 0 ? Math.floor(showcase / 2) : byCompany ? random.int(5, 339) : random.int(5, 999);
  const source: Language = byCompany ? 'ja' : 'vi';
  const target: Language = byCompany ? (random.chance(0.7) ? 'vi' : 'en') : random.chance(0.8) ? 'ja' : 'en';
  let status: State;
  // The first request is delivered, so its translations page has one to show.
  if (i < COUNT - RECENT) status = random.chance(0.88) || i === 0 ? 'done' : 'cancelled';
  else
    status = random.pick([
      'open',
      'open',
      'assigned',
      'assigned',
      'in_progress',
      'in_progress',
      'in_progress',
      'done',
      'cancelled',
    ] as const);
  // Supporters 0–4 each have requests; the showcase requests are never left without one.
  if (showcase >= 0 && (status === 'open' || status === 'cancelled')) status = dueOn < DEMO_TODAY ? 'done' : 'assigned';
  const translator =
    showcase >= 0
      ? showcase % 5
      : status === 'open' || (status === 'cancelled' && random.chance(0.5))
        ? undefined
        : random.int(0, 29);
  return {
    text: random.pick(textsOf(owner)),
    ...(byCompany ? { company: requester } : { candidate: requester }),
    translator,
    source,
    target,
    askedOn,
    dueOn,
    status,
  };
});

/** The agreed fee: yen mostly; candidates sometimes pay in dong, companies sometimes in dollars. */
function fee(byCompany: boolean): { fee: number; currency_id: unknown } {
  const roll = random.next();
  if (!byCompany && roll < 0.35) return { fee: random.int(6, 40) * 50_000, currency_id: byName('Vietnamese dong') };
  if (byCompany && roll < 0.1) return { fee: random.int(8, 60) * 5, currency_id: byName('US dollar') };
  return { fee: random.int(6, 60) * 500, currency_id: byName('Japanese yen') };
}

export const translationRequests: Row[] = translationRequestPlans.map((plan): Row => {
  const text = TRANSLATION_TEXTS[plan.text];
  const byCompany = plan.company !== undefined;
  return {
    subject: byCompany ? `翻訳依頼：${text.label}` : `Yêu cầu dịch: ${text.label}`,
    ...((byCompany ? { company_id: nth(plan.company!) } : { candidate_id: nth(plan.candidate!) }) satisfies Row),
    ...(plan.translator !== undefined ? ({ translator_id: nth(plan.translator) } satisfies Row) : {}),
    source_language: plan.source,
    target_language: plan.target,
    content: text.texts[plan.source],
    due_on: plan.dueOn,
    ...fee(byCompany),
    status: plan.status,
  };
});
