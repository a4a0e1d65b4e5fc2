import type { qna as schema } from '../../schemas/content/qna';
import type { DemoRow } from '../rows';
import { CANDIDATE_ACCOUNT_BASE, CANDIDATE_COUNT } from './candidates';
import { nth, randomSource } from './demo';
import { TRANSLATOR_ACCOUNT_BASE, TRANSLATOR_COUNT } from './translators';

type Row = DemoRow<typeof schema>;

// Community questions, mostly from Vietnamese workers, under the Q&A topics
// (tags). Twenty questions were asked once, then asked again from another
// city by other users: users reported most repeats as the same question, and
// a few first questions for outdated visa information. Advertising posted as
// questions was reported too; admins hid some of it already.

export type Language = 'ja' | 'vi' | 'en';
type Status = 'published' | 'reported' | 'hidden';
type City = Record<Language, string>;

interface Question {
  tag: string;
  language: Language;
  title: (city: string) => string;
  body: (city: string) => string;
  /** The answer that helped most. */
  answer: string;
  /** Reported for outdated visa information. */
  outdated?: true;
}

const CITIES: City[] = [
  { ja: '大阪', vi: 'Osaka', en: 'Osaka' },
  { ja: '名古屋', vi: 'Nagoya', en: 'Nagoya' },
  { ja: '福岡', vi: 'Fukuoka', en: 'Fukuoka' },
  { ja: '横浜', vi: 'Yokohama', en: 'Yokohama' },
  { ja: '埼玉', vi: 'Saitama', en: 'Saitama' },
  { ja: '広島', vi: 'Hiroshima', en: 'Hiroshima' },
];

const QUESTIONS: Question[] = [
  {
    tag: 'work-visa',
    language: 'vi',
    outdated: true,
    title: (c) => `Đổi công ty thì có phải xin lại visa không? (${c})`,
    body: (c) =>
      `Mình đang làm ở ${c} với visa kỹ thuật - nhân văn - quốc tế. Nếu chuyển sang công ty khác cùng ngành thì có cần xin visa mới không ạ?`,
    answer:
      'Cùng loại công việc thì không cần xin visa mới, nhưng bạn phải nộp thông báo thay đổi nơi làm việc cho Cục xuất nhập cảnh trong vòng 14 ngày.',
  },
  {
    tag: 'residence-card-renewal',
    language: 'vi',
    title: (c) => `Gia hạn thẻ ngoại kiều ở ${c} mất bao lâu?`,
    body: (c) => `Thẻ của mình hết hạn sau 2 tháng nữa. Ở Cục xuất nhập cảnh ${c} thường chờ bao lâu thì có kết quả ạ?`,
    answer: 'Thường khoảng 2 tuần đến 1 tháng. Bạn có thể nộp từ 3 tháng trước khi hết hạn, nên nộp sớm cho yên tâm.',
  },
  {
    tag: 'permanent-residency',
    language: 'vi',
    outdated: true,
    title: (c) => `Điều kiện xin vĩnh trú khi đang sống ở ${c}`,
    body: () => 'Mình ở Nhật được 8 năm, visa 3 năm. Cần những điều kiện gì để xin vĩnh trú ạ?',
    answer:
      'Thường cần sống ở Nhật liên tục 10 năm, trong đó 5 năm có visa lao động, visa hiện tại 3 năm trở lên và đóng thuế, bảo hiểm, lương hưu đầy đủ.',
  },
  {
    tag: 'student-visa',
    language: 'vi',
    title: (c) => `Du học sinh ở ${c} được làm thêm bao nhiêu giờ?`,
    body: () => 'Mình mới sang theo visa du học. Một tuần được làm thêm tối đa bao nhiêu giờ ạ? Kỳ nghỉ dài thì sao?',
    answer:
      'Có giấy phép hoạt động ngoài tư cách thì được làm tối đa 28 giờ/tuần, kỳ nghỉ dài của trường được 8 giờ/ngày.',
  },
  {
    tag: 'job-hunting',
    language: 'vi',
    title: (c) => `Tìm việc ở ${c} khi tiếng Nhật mới N4`,
    body: (c) => `Mình mới có N4, muốn tìm việc ở ${c}. Những ngành nào nhận người tiếng Nhật chưa giỏi ạ?`,
    answer:
      'Nhà máy thực phẩm, đóng gói và nông nghiệp thường nhận N4. Vừa làm vừa học lên N3 thì sẽ có nhiều lựa chọn hơn.',
  },
  {
    tag: 'specified-skilled-worker',
    language: 'vi',
    title: (c) => `Thi kỹ năng đặc định ngành nhà hàng ở ${c}`,
    body: () => 'Mọi người ôn thi kỹ năng đặc định ngành nhà hàng bằng tài liệu gì ạ? Đề có khó không?',
    answer:
      'Tài liệu học có trên trang của hiệp hội, có cả bản tiếng Việt. Đề không khó nếu học kỹ phần vệ sinh an toàn thực phẩm.',
  },
  {
    tag: 'technical-intern-training',
    language: 'vi',
    title: (c) => `Thực tập sinh ở ${c} bị bắt làm thêm giờ không lương`,
    body: () => 'Công ty bắt mình làm thêm 2 tiếng mỗi ngày nhưng không trả tiền. Mình nên làm gì ạ?',
    answer:
      'Hãy ghi lại giờ làm mỗi ngày và liên hệ nghiệp đoàn hoặc Tổ chức thực tập kỹ năng (OTIT). Họ có đường dây tư vấn tiếng Việt.',
  },
  {
    tag: 'overtime-and-labor-law',
    language: 'vi',
    title: (c) => `Làm ca đêm ở ${c} được tính lương thế nào?`,
    body: () => 'Mình làm ca từ 22 giờ đến 6 giờ sáng. Lương ca đêm có được cộng thêm không ạ?',
    answer: 'Làm từ 22 giờ đến 5 giờ sáng được cộng ít nhất 25% lương giờ. Kiểm tra mục 深夜手当 trên phiếu lương nhé.',
  },
  {
    tag: 'renting-an-apartment',
    language: 'vi',
    title: (c) => `Thuê nhà ở ${c} không cần người bảo lãnh`,
    body: (c) => `Mình muốn thuê phòng ở ${c} nhưng không có người Nhật bảo lãnh. Có cách nào không ạ?`,
    answer: 'Hầu hết nhà bây giờ dùng công ty bảo lãnh, chỉ cần thẻ ngoại kiều, hợp đồng lao động và phiếu lương.',
  },
  {
    tag: 'garbage-sorting',
    language: 'vi',
    title: (c) => `Cách phân loại rác ở ${c}`,
    body: () => 'Mình bị hàng xóm nhắc vì bỏ rác sai ngày. Có tài liệu tiếng Việt về phân loại rác không ạ?',
    answer:
      'Ủy ban thành phố có tờ hướng dẫn tiếng Việt, xin ở quầy hoặc tải trên trang web. Có cả ứng dụng nhắc lịch đổ rác.',
  },
  {
    tag: 'pension-refund',
    language: 'vi',
    title: (c) => `Rút tiền nenkin khi về nước từ ${c}`,
    body: () => 'Mình sắp về nước sau 5 năm làm việc. Thủ tục rút tiền lương hưu một lần thế nào ạ?',
    answer:
      'Sau khi về nước, nộp đơn xin trợ cấp rút một lần trong vòng 2 năm, kèm bản sao hộ chiếu và sổ tài khoản ngân hàng.',
  },
  {
    tag: 'sending-money-home',
    language: 'vi',
    title: (c) => `Chuyển tiền về Việt Nam từ ${c} cách nào rẻ nhất?`,
    body: () => 'Mọi người hay chuyển tiền về nhà bằng dịch vụ nào? Phí và tỷ giá thế nào ạ?',
    answer:
      'Các dịch vụ chuyển tiền có giấy phép thường rẻ hơn ngân hàng. Đừng dùng dịch vụ chuyển tiền chui, rất dễ bị khóa tài khoản.',
  },
  {
    tag: 'keigo',
    language: 'ja',
    title: (c) => `${c}の職場で敬語が難しいです`,
    body: () => '上司と話すとき、尊敬語と謙譲語をよく間違えます。おすすめの勉強方法はありますか。',
    answer: 'まずは職場でよく使う10個の表現だけ覚えましょう。「いたします」「おっしゃる」などから始めるといいです。',
  },
  {
    tag: 'jlpt-n2',
    language: 'ja',
    title: (c) => `${c}でN2の勉強会はありますか`,
    body: (c) => `${c}に住んでいます。仕事のあとに参加できるN2の勉強会を探しています。`,
    answer: '市の国際交流協会が夜の日本語教室を開いています。N2対策のクラスもありますよ。',
  },
  {
    tag: 'healthcare',
    language: 'ja',
    title: (c) => `${c}でベトナム語が通じる病院`,
    body: () => '母が日本に来ています。ベトナム語で診察を受けられる病院を知っていたら教えてください。',
    answer: '県の医療通訳サービスを使うと、電話で通訳してもらえます。予約の時に伝えてください。',
  },
  {
    tag: 'mobile-phone',
    language: 'ja',
    title: (c) => `${c}で在留カードだけで携帯を契約できますか`,
    body: () => '来日したばかりでクレジットカードがありません。携帯電話の契約に何が必要ですか。',
    answer: '格安SIMの多くは口座振替に対応しています。在留カードとキャッシュカードを持っていきましょう。',
  },
  {
    tag: 'taxes',
    language: 'ja',
    title: (c) => `年末調整の書類の書き方（${c}在住）`,
    body: () => 'ベトナムの家族を扶養に入れたいです。どの書類が必要ですか。',
    answer: '親族関係書類と送金関係書類が必要です。翻訳も付けてください。会社の担当者に早めに相談しましょう。',
  },
  {
    tag: 'share-house',
    language: 'en',
    title: (c) => `Is a share house in ${c} a good first home?`,
    body: () => 'I arrive next month and do not want to pay a large deposit. Are share houses a good idea?',
    answer: 'Yes for the first months: no key money, furniture included, and you can move out on short notice.',
  },
  {
    tag: 'bank-account',
    language: 'en',
    title: (c) => `Opening a bank account in ${c} in my first six months`,
    body: () => 'The bank said I need to be in Japan for six months. Is there any bank that opens an account sooner?',
    answer:
      'Japan Post Bank usually opens one with your residence card and an employment certificate from your company.',
  },
  {
    tag: 'utilities',
    language: 'en',
    title: (c) => `How do I start electricity and gas in ${c}?`,
    body: () => 'I am moving into my first apartment. Who do I call to start electricity, gas and water?',
    answer: 'Electricity and water can be started online; gas needs a visit, so book it a few days before you move in.',
  },
];

/** Advertising posted as questions. */
const SPAM: { tag: string; language: Language; title: string; body: string }[] = [
  {
    tag: 'work-visa',
    language: 'vi',
    title: 'Nhận làm visa kỹ năng đặc định bao đậu',
    body: 'Không cần thi, không cần tiếng Nhật. Liên hệ Zalo 0901 234 567.',
  },
  {
    tag: 'job-hunting',
    language: 'ja',
    title: '在留資格不問！高収入の仕事あります',
    body: '誰でも月50万円。詳しくはLINEで。',
  },
  {
    tag: 'sending-money-home',
    language: 'vi',
    title: 'Chuyển tiền về Việt Nam tỷ giá cao nhất, không cần giấy tờ',
    body: 'Nhắn tin ngay để được tỷ giá tốt, không cần thẻ ngoại kiều.',
  },
  {
    tag: 'jlpt-n2',
    language: 'en',
    title: 'Buy a JLPT N2 certificate, no exam',
    body: 'Real certificates in 7 days. Contact us on WhatsApp.',
  },
  {
    tag: 'bank-account',
    language: 'en',
    title: 'Selling Japanese bank accounts',
    body: 'Ready-made accounts with cards, message me for the price.',
  },
  {
    tag: 'renting-an-apartment',
    language: 'ja',
    title: '審査なしで入居できる部屋、紹介料だけ',
    body: '手付金を振り込めばすぐ紹介します。',
  },
];

export interface QnaFacts {
  language: Language;
  status: Status;
  spam: boolean;
  repeat: boolean;
  outdated: boolean;
  answer?: string;
  /** Answers besides the one that helped (none under advertising, which gets one warning). */
  more: number;
}

const r = randomSource(9_090);
const asker = () =>
  r.chance(0.9)
    ? CANDIDATE_ACCOUNT_BASE + r.int(0, CANDIDATE_COUNT - 1)
    : TRANSLATOR_ACCOUNT_BASE + r.int(0, TRANSLATOR_COUNT - 1);
const facts: QnaFacts[] = [];
export const qnas: Row[] = [];

function add(record: Row, fact: Omit<QnaFacts, 'more'>) {
  const more = fact.spam ? 0 : r.int(1, 2);
  facts.push({ ...fact, more });
  // Every answer shown counts (qna-comments.ts writes them).
  qnas.push({ ...record, answer_count: 1 + more, status: fact.status });
}

// First askings: three reported for outdated visa information (the visa questions' answers changed).
QUESTIONS.forEach((q, i) => {
  const city = CITIES[i % CITIES.length][q.language];
  add(
    {
      title: q.title(city),
      account_id: nth(asker()),
      tag_id: { $lookup: { slug: q.tag } },
      language_code: q.language,
      body: q.body(city),
    },
    {
      language: q.language,
      status: q.outdated || i === 3 ? 'reported' : 'published',
      spam: false,
      repeat: false,
      outdated: Boolean(q.outdated || i === 3),
      answer: q.answer,
    },
  );
});
// The same questions again from another city: reported as repeats, one hidden already.
QUESTIONS.forEach((q, i) => {
  const city = CITIES[(i + 3) % CITIES.length][q.language];
  add(
    {
      title: q.title(city),
      account_id: nth(asker()),
      tag_id: { $lookup: { slug: q.tag } },
      language_code: q.language,
      body: q.body(city),
    },
    {
      language: q.language,
      status: i === 7 ? 'hidden' : 'reported',
      spam: false,
      repeat: true,
      outdated: false,
      answer: q.answer,
    },
  );
});
SPAM.forEach((q, i) => {
  add(
    {
      title: q.title,
      account_id: nth(CANDIDATE_ACCOUNT_BASE + r.int(0, CANDIDATE_COUNT - 1)),
      tag_id: { $lookup: { slug: q.tag } },
      language_code: q.language,
      body: q.body,
    },
    { language: q.language, status: i < 2 ? 'hidden' : 'reported', spam: true, repeat: false, outdated: false },
  );
});

/** Per question index: its language, state and why it was reported. */
export const QNA_FACTS: readonly QnaFacts[] = facts;
