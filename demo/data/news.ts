import type { news as schema } from '../../schemas/content/news';
import type { DemoRow } from '../rows';
import { byName, randomSource } from './demo';
import { htmlParagraphs } from './html';
import { demoImage } from './images';
import { addDays, TODAY } from './jobs';

type Row = DemoRow<typeof schema>;

// News by the marketplace team: twelve kinds of story, each told three times
// with other details (a prefecture, a date, an amount) and written first in
// Japanese, Vietnamese or English in turn. The same story in the other
// languages gives the translations (news-translations.ts).

export type Language = 'ja' | 'vi' | 'en';
type Texts = Record<Language, string>;
/** Title, summary and paragraphs in one language. */
export type Written = [title: string, summary: string, paragraphs: string[]];

interface Params {
  place: Texts;
  /** A day as YYYY-MM-DD. */
  day: string;
  amount: number;
  field: Texts;
  feature: Texts;
}

interface Story {
  /** The English name of a specific news category. */
  category: string;
  hashtags: string[];
  source?: { name: string; url: string };
  write: (p: Params) => Record<Language, Written>;
}

const PLACES: Texts[] = [
  { ja: '東京都', vi: 'Tokyo', en: 'Tokyo' },
  { ja: '大阪府', vi: 'Osaka', en: 'Osaka' },
  { ja: '愛知県', vi: 'Aichi', en: 'Aichi' },
  { ja: '福岡県', vi: 'Fukuoka', en: 'Fukuoka' },
  { ja: '埼玉県', vi: 'Saitama', en: 'Saitama' },
  { ja: '広島県', vi: 'Hiroshima', en: 'Hiroshima' },
  { ja: '静岡県', vi: 'Shizuoka', en: 'Shizuoka' },
  { ja: '熊本県', vi: 'Kumamoto', en: 'Kumamoto' },
];

const FIELDS: Texts[] = [
  { ja: '介護', vi: 'điều dưỡng', en: 'nursing care' },
  { ja: '外食業', vi: 'dịch vụ ăn uống', en: 'food service' },
  { ja: '建設', vi: 'xây dựng', en: 'construction' },
  { ja: '農業', vi: 'nông nghiệp', en: 'agriculture' },
  { ja: '宿泊', vi: 'khách sạn', en: 'accommodation' },
];

const FEATURES: Texts[] = [
  {
    ja: '求人のベトナム語自動翻訳',
    vi: 'dịch tự động tin tuyển dụng sang tiếng Việt',
    en: 'automatic Vietnamese translation of job posts',
  },
  { ja: '面接日程のオンライン調整', vi: 'đặt lịch phỏng vấn trực tuyến', en: 'online interview scheduling' },
  { ja: '物件の地図検索', vi: 'tìm nhà trên bản đồ', en: 'map search for homes' },
];

const MONTH_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day written as each language writes it. */
function dayIn(day: string): Texts {
  const [y, m, d] = day.split('-').map(Number);
  return { ja: `${y}年${m}月${d}日`, vi: `ngày ${d}/${m}/${y}`, en: `${d} ${MONTH_EN[m - 1]} ${y}` };
}

const yen = (amount: number) => amount.toLocaleString('en-US');
/** Yen as Vietnamese texts write it: 1.151. */
const yenVi = (amount: number) => amount.toLocaleString('vi-VN');

const STORIES: Story[] = [
  {
    category: 'Minimum wage',
    hashtags: ['最低賃金', 'minimumwage', 'lươngtốithiểu'],
    source: { name: '厚生労働省', url: 'https://www.mhlw.go.jp/' },
    write: (p) => {
      const d = dayIn(p.day);
      return {
        ja: [
          `${p.place.ja}の最低賃金、${d.ja}から時給${yen(p.amount)}円に`,
          `${p.place.ja}の地域別最低賃金が引き上げられます。外国人スタッフにも同じく適用されます。`,
          [
            `${p.place.ja}の最低賃金が${d.ja}から時給${yen(p.amount)}円に引き上げられます。`,
            '最低賃金は国籍や在留資格にかかわらず、すべての労働者に適用されます。給与明細で時給を確認しましょう。',
          ],
        ],
        vi: [
          `Lương tối thiểu ở ${p.place.vi} tăng lên ${yenVi(p.amount)} yên/giờ từ ${d.vi}`,
          `Mức lương tối thiểu vùng của ${p.place.vi} được nâng lên, áp dụng cho cả lao động nước ngoài.`,
          [
            `Từ ${d.vi}, lương tối thiểu ở ${p.place.vi} tăng lên ${yenVi(p.amount)} yên mỗi giờ.`,
            'Lương tối thiểu áp dụng cho mọi người lao động, không phân biệt quốc tịch hay loại visa. Hãy kiểm tra mức lương theo giờ trên phiếu lương của bạn.',
          ],
        ],
        en: [
          `${p.place.en} minimum wage rises to ¥${yen(p.amount)} an hour from ${d.en}`,
          `The regional minimum wage of ${p.place.en} goes up, for foreign staff too.`,
          [
            `From ${d.en}, the minimum wage in ${p.place.en} is ¥${yen(p.amount)} an hour.`,
            'The minimum wage applies to every worker whatever their nationality or residence status. Check the hourly rate on your payslip.',
          ],
        ],
      };
    },
  },
  {
    category: 'Specified skilled worker',
    hashtags: ['特定技能', 'tokutei', 'kỹnăngđặcđịnh'],
    write: (p) => {
      const d = dayIn(p.day);
      return {
        ja: [
          `特定技能「${p.field.ja}」の技能試験、${d.ja}に実施`,
          `${p.field.ja}分野の特定技能評価試験の日程が発表されました。`,
          [
            `${p.field.ja}分野の特定技能1号評価試験が${d.ja}に行われます。申込みは試験日の1か月前までです。`,
            '合格すると、この分野で特定技能1号の在留資格を申請できます。日本語試験の合格も必要です。',
          ],
        ],
        vi: [
          `Kỳ thi kỹ năng đặc định ngành ${p.field.vi} được tổ chức vào ${d.vi}`,
          `Lịch thi đánh giá kỹ năng đặc định ngành ${p.field.vi} đã được công bố.`,
          [
            `Kỳ thi kỹ năng đặc định số 1 ngành ${p.field.vi} sẽ diễn ra vào ${d.vi}. Hạn đăng ký là một tháng trước ngày thi.`,
            'Đỗ kỳ thi này, bạn có thể xin tư cách lưu trú kỹ năng đặc định số 1 trong ngành. Bạn cũng cần đỗ kỳ thi tiếng Nhật.',
          ],
        ],
        en: [
          `Specified skilled worker exam in ${p.field.en} on ${d.en}`,
          `The date of the skills test for specified skilled workers in ${p.field.en} is out.`,
          [
            `The specified skilled worker (i) skills test in ${p.field.en} takes place on ${d.en}. Applications close one month before the test.`,
            'Passing it lets you apply for the specified skilled worker (i) status in this field. A Japanese language test is needed as well.',
          ],
        ],
      };
    },
  },
  {
    category: 'Japanese language tests',
    hashtags: ['JLPT', '日本語試験', 'thiJLPT'],
    source: { name: 'JLPT', url: 'https://www.jlpt.jp/' },
    write: (p) => {
      const d = dayIn(p.day);
      return {
        ja: [
          `日本語能力試験、${p.place.ja}会場の申込みは${d.ja}まで`,
          '次回の日本語能力試験（JLPT）の申込み期間が始まりました。',
          [
            `${p.place.ja}の会場で受験する場合、申込みの締切は${d.ja}です。`,
            '会場ごとに定員があり、締切前に受付を終えることがあります。早めに申し込みましょう。',
          ],
        ],
        vi: [
          `JLPT: hạn đăng ký thi tại ${p.place.vi} là ${d.vi}`,
          'Đợt đăng ký kỳ thi năng lực tiếng Nhật (JLPT) tiếp theo đã bắt đầu.',
          [
            `Nếu thi tại địa điểm ở ${p.place.vi}, hạn đăng ký là ${d.vi}.`,
            'Mỗi địa điểm có giới hạn số người, có thể đóng đăng ký trước hạn. Hãy đăng ký sớm.',
          ],
        ],
        en: [
          `JLPT: applications for the ${p.place.en} venue close on ${d.en}`,
          'Applications for the next Japanese-Language Proficiency Test are open.',
          [
            `To sit the test at the ${p.place.en} venue, apply by ${d.en}.`,
            'Each venue has a limited number of seats and may close earlier. Apply early.',
          ],
        ],
      };
    },
  },
  {
    category: 'Disaster preparedness',
    hashtags: ['防災', 'disaster', 'phòngchốngthiêntai'],
    write: (p) => ({
      ja: [
        `${p.place.ja}で防災訓練、外国人住民の参加を呼びかけ`,
        `${p.place.ja}の防災訓練では、やさしい日本語とベトナム語の案内があります。`,
        [
          `${p.place.ja}では地震と台風に備えた防災訓練を行います。避難場所の確認や非常用持ち出し袋の準備を体験できます。`,
          '会場ではやさしい日本語とベトナム語での案内があります。家族や同僚と一緒に参加しましょう。',
        ],
      ],
      vi: [
        `${p.place.vi} tổ chức diễn tập phòng chống thiên tai, mời cư dân nước ngoài tham gia`,
        `Buổi diễn tập ở ${p.place.vi} có hướng dẫn bằng tiếng Nhật dễ hiểu và tiếng Việt.`,
        [
          `${p.place.vi} tổ chức diễn tập phòng chống động đất và bão. Bạn có thể xác nhận nơi sơ tán và học cách chuẩn bị túi đồ khẩn cấp.`,
          'Tại buổi diễn tập có hướng dẫn bằng tiếng Nhật dễ hiểu và tiếng Việt. Hãy rủ gia đình và đồng nghiệp cùng tham gia.',
        ],
      ],
      en: [
        `${p.place.en} holds a disaster drill and invites foreign residents`,
        `The drill in ${p.place.en} comes with guidance in easy Japanese and Vietnamese.`,
        [
          `${p.place.en} is holding an earthquake and typhoon drill. You can find your evacuation site and learn what goes in an emergency bag.`,
          'Guidance is given in easy Japanese and Vietnamese. Come with your family and colleagues.',
        ],
      ],
    }),
  },
  {
    category: 'Events and festivals',
    hashtags: ['ベトナムフェスティバル', 'event', 'lễhội'],
    write: (p) => {
      const d = dayIn(p.day);
      return {
        ja: [
          `ベトナムフェスティバル、${d.ja}に${p.place.ja}で開催`,
          '屋台や伝統音楽、仕事と生活の相談コーナーもあります。',
          [
            `${d.ja}、${p.place.ja}でベトナムフェスティバルが開かれます。フォーやバインミーの屋台、伝統音楽のステージが並びます。`,
            '当サービスも出展し、仕事や住まいの相談を受け付けます。ぜひお立ち寄りください。',
          ],
        ],
        vi: [
          `Lễ hội Việt Nam tại ${p.place.vi} ${d.vi}`,
          'Có gian hàng ẩm thực, âm nhạc truyền thống và góc tư vấn việc làm, nhà ở.',
          [
            `${d.vi}, Lễ hội Việt Nam sẽ diễn ra tại ${p.place.vi} với các gian hàng phở, bánh mì và sân khấu âm nhạc truyền thống.`,
            'Chúng tôi cũng có gian hàng tư vấn việc làm và nhà ở. Mời bạn ghé thăm!',
          ],
        ],
        en: [
          `Vietnam Festival in ${p.place.en} on ${d.en}`,
          'Food stalls, traditional music and advice on work and housing.',
          [
            `On ${d.en}, ${p.place.en} hosts a Vietnam Festival with phở and bánh mì stalls and a traditional music stage.`,
            'We will be there too, with advice on jobs and housing. Come and see us.',
          ],
        ],
      };
    },
  },
  {
    category: 'Maintenance',
    hashtags: ['メンテナンス', 'maintenance', 'bảotrì'],
    write: (p) => {
      const d = dayIn(p.day);
      return {
        ja: [
          `${d.ja}未明にシステムメンテナンスを行います`,
          `メンテナンス中（午前2時〜${(p.amount % 3) + 4}時）はサービスをご利用いただけません。`,
          [
            `${d.ja}の午前2時から${(p.amount % 3) + 4}時まで、システムメンテナンスのためサービスを停止します。`,
            'メッセージや応募はメンテナンス後に送信してください。ご不便をおかけします。',
          ],
        ],
        vi: [
          `Bảo trì hệ thống vào rạng sáng ${d.vi}`,
          `Trong thời gian bảo trì (2 giờ đến ${(p.amount % 3) + 4} giờ sáng) dịch vụ tạm ngừng.`,
          [
            `Từ 2 giờ đến ${(p.amount % 3) + 4} giờ sáng ${d.vi}, dịch vụ tạm ngừng để bảo trì hệ thống.`,
            'Vui lòng gửi tin nhắn và hồ sơ ứng tuyển sau khi bảo trì xong. Xin lỗi vì sự bất tiện này.',
          ],
        ],
        en: [
          `System maintenance early on ${d.en}`,
          `The service is unavailable during maintenance (2 to ${(p.amount % 3) + 4} a.m.).`,
          [
            `From 2 to ${(p.amount % 3) + 4} a.m. on ${d.en} the service stops for system maintenance.`,
            'Please send messages and applications after the maintenance. We are sorry for the trouble.',
          ],
        ],
      };
    },
  },
  {
    category: 'New features',
    hashtags: ['新機能', 'newfeature', 'tínhnăngmới'],
    write: (p) => ({
      ja: [
        `新機能：${p.feature.ja}を始めました`,
        `${p.feature.ja}がアプリとウェブで使えるようになりました。`,
        [`本日から${p.feature.ja}をご利用いただけます。`, 'ご意見やご要望はお問い合わせフォームからお寄せください。'],
      ],
      vi: [
        `Tính năng mới: ${p.feature.vi}`,
        `Bạn đã có thể dùng ${p.feature.vi} trên ứng dụng và trang web.`,
        [`Từ hôm nay, bạn có thể sử dụng ${p.feature.vi}.`, 'Mọi ý kiến đóng góp xin gửi qua mẫu liên hệ.'],
      ],
      en: [
        `New: ${p.feature.en}`,
        `${p.feature.en[0].toUpperCase()}${p.feature.en.slice(1)} is now in the app and on the web.`,
        [`From today you can use ${p.feature.en}.`, 'Send us your comments through the contact form.'],
      ],
    }),
  },
  {
    category: 'Taxes and pensions',
    hashtags: ['税金', '年金', 'thuế'],
    write: (p) => ({
      ja: [
        `${p.place.ja}在住の方へ：住民税の納付書が届きます`,
        '6月から住民税の支払いが始まります。払い方と注意点をまとめました。',
        [
          `${p.place.ja}に住む方には、6月ごろ住民税の通知が届きます。会社員の多くは給与から天引きされます。`,
          '帰国する前には、残りの住民税を納めるか納税管理人を決めておく必要があります。',
        ],
      ],
      vi: [
        `Cư dân ${p.place.vi}: giấy báo thuế cư trú sắp được gửi`,
        'Thuế cư trú bắt đầu phải nộp từ tháng 6. Cách nộp và những điều cần lưu ý.',
        [
          `Người sống ở ${p.place.vi} sẽ nhận giấy báo thuế cư trú khoảng tháng 6. Phần lớn nhân viên công ty được trừ thẳng vào lương.`,
          'Trước khi về nước, bạn cần nộp hết thuế cư trú còn lại hoặc chỉ định người quản lý nộp thuế.',
        ],
      ],
      en: [
        `${p.place.en} residents: residence tax notices are on their way`,
        'Residence tax payments start in June. How to pay and what to watch for.',
        [
          `People living in ${p.place.en} receive their residence tax notice around June. Most employees pay it through their salary.`,
          'Before leaving Japan for good, pay the rest of the tax or name a tax agent.',
        ],
      ],
    }),
  },
  {
    category: 'Rent trends',
    hashtags: ['家賃', 'rent', 'giáthuênhà'],
    write: (p) => ({
      ja: [
        `${p.place.ja}のワンルーム平均家賃は${yen(p.amount * 50)}円`,
        '単身向け物件の家賃相場をまとめました。',
        [
          `${p.place.ja}のワンルームの平均家賃は月${yen(p.amount * 50)}円でした。駅から遠い物件ほど安くなる傾向です。`,
          '初期費用を抑えたい方は、敷金・礼金なしの物件も検討しましょう。',
        ],
      ],
      vi: [
        `Giá thuê phòng đơn trung bình ở ${p.place.vi}: ${yenVi(p.amount * 50)} yên`,
        'Tổng hợp giá thuê nhà cho người ở một mình.',
        [
          `Giá thuê trung bình một phòng đơn ở ${p.place.vi} là ${yenVi(p.amount * 50)} yên mỗi tháng. Nhà càng xa ga thì càng rẻ.`,
          'Nếu muốn giảm chi phí ban đầu, hãy tham khảo các nhà không cần tiền cọc và tiền lễ.',
        ],
      ],
      en: [
        `Average one-room rent in ${p.place.en}: ¥${yen(p.amount * 50)}`,
        'What single rooms cost to rent.',
        [
          `A one-room apartment in ${p.place.en} rents for ¥${yen(p.amount * 50)} a month on average. The further from a station, the cheaper.`,
          'To keep moving-in costs down, look for homes without deposit and key money.',
        ],
      ],
    }),
  },
  {
    category: 'Health and medical care',
    hashtags: ['医療', 'health', 'ytế'],
    write: (p) => ({
      ja: [
        `${p.place.ja}、外国語で相談できる医療窓口を開設`,
        'ベトナム語など多言語で受診の相談ができます。',
        [
          `${p.place.ja}は、外国人住民が母語で病院や症状について相談できる電話窓口を開設しました。`,
          'ベトナム語、英語、中国語など多くの言語に対応しています。相談は無料です。',
        ],
      ],
      vi: [
        `${p.place.vi} mở đường dây tư vấn y tế bằng tiếng nước ngoài`,
        'Có thể hỏi về khám bệnh bằng tiếng Việt và nhiều thứ tiếng khác.',
        [
          `${p.place.vi} đã mở đường dây điện thoại để cư dân nước ngoài hỏi về bệnh viện và triệu chứng bằng tiếng mẹ đẻ.`,
          'Đường dây hỗ trợ tiếng Việt, tiếng Anh, tiếng Trung và nhiều thứ tiếng khác. Tư vấn miễn phí.',
        ],
      ],
      en: [
        `${p.place.en} opens a medical advice line in foreign languages`,
        'Ask about seeing a doctor in Vietnamese and other languages.',
        [
          `${p.place.en} has opened a phone line where foreign residents can ask about hospitals and symptoms in their own language.`,
          'It covers Vietnamese, English, Chinese and more. The advice is free.',
        ],
      ],
    }),
  },
  {
    category: 'Hiring trends',
    hashtags: ['採用', 'hiring', 'tuyểndụng'],
    write: (p) => ({
      ja: [
        `${p.field.ja}の外国人向け求人、前年比${(p.amount % 30) + 10}%増`,
        `当サービスに掲載された${p.field.ja}の求人が大きく増えました。`,
        [
          `${p.field.ja}分野で外国人を対象とした求人が、前年より${(p.amount % 30) + 10}%増えました。`,
          '特定技能の資格や日本語能力を持つ方の採用が特に活発です。',
        ],
      ],
      vi: [
        `Tin tuyển dụng ngành ${p.field.vi} cho người nước ngoài tăng ${(p.amount % 30) + 10}%`,
        `Số tin tuyển dụng ngành ${p.field.vi} đăng trên trang của chúng tôi tăng mạnh.`,
        [
          `Số tin tuyển người nước ngoài trong ngành ${p.field.vi} tăng ${(p.amount % 30) + 10}% so với năm trước.`,
          'Nhu cầu tuyển người có tư cách kỹ năng đặc định và năng lực tiếng Nhật đặc biệt cao.',
        ],
      ],
      en: [
        `Jobs for foreign workers in ${p.field.en} up ${(p.amount % 30) + 10}%`,
        `Postings in ${p.field.en} on the marketplace have grown sharply.`,
        [
          `Job postings for foreign workers in ${p.field.en} are up ${(p.amount % 30) + 10}% on last year.`,
          'Demand is strongest for people with the specified skilled worker status and good Japanese.',
        ],
      ],
    }),
  },
  {
    category: 'Scholarships',
    hashtags: ['奨学金', 'scholarship', 'họcbổng'],
    write: (p) => {
      const d = dayIn(p.day);
      return {
        ja: [
          `${p.place.ja}の留学生向け奨学金、${d.ja}まで募集`,
          `月${yen(p.amount * 30)}円を1年間支給する奨学金の募集が始まりました。`,
          [
            `${p.place.ja}の大学・専門学校に通う留学生を対象に、月${yen(p.amount * 30)}円の奨学金の募集が始まりました。締切は${d.ja}です。`,
            '応募には在学証明書と成績証明書が必要です。',
          ],
        ],
        vi: [
          `Học bổng cho du học sinh ở ${p.place.vi}, hạn nộp ${d.vi}`,
          `Học bổng ${yenVi(p.amount * 30)} yên mỗi tháng trong một năm đang nhận hồ sơ.`,
          [
            `Học bổng ${yenVi(p.amount * 30)} yên mỗi tháng dành cho du học sinh các trường đại học, trường chuyên môn ở ${p.place.vi} đang nhận hồ sơ đến ${d.vi}.`,
            'Hồ sơ cần giấy chứng nhận đang theo học và bảng điểm.',
          ],
        ],
        en: [
          `Scholarship for international students in ${p.place.en}: apply by ${d.en}`,
          `A scholarship of ¥${yen(p.amount * 30)} a month for one year is open.`,
          [
            `International students at universities and colleges in ${p.place.en} can apply for ¥${yen(p.amount * 30)} a month until ${d.en}.`,
            'You need a certificate of enrolment and your transcript.',
          ],
        ],
      };
    },
  },
];

export interface NewsFacts {
  language: Language;
  status: 'draft' | 'published' | 'archived';
  texts: Record<Language, Written>;
}

const r = randomSource(20_261_101);
const LANGUAGES: Language[] = ['ja', 'vi', 'en'];
const facts: NewsFacts[] = [];

/** News items: every story three times. */
const COUNT = 3 * STORIES.length;

/** The day the n-th news was announced: about every nine days back from the demo's today, the last one newest. */
const announcedOn = (n: number) => addDays(TODAY, -(COUNT - 1 - n) * 9 - r.int(0, 4));

/** A moment of a day during office hours in Japan. */
const officeHours = (day: string) =>
  `${day}T${String(r.int(9, 18)).padStart(2, '0')}:${String(r.int(0, 5) * 10).padStart(2, '0')}:00+09:00`;

export const news: Row[] = [];
for (let round = 0; round < 3; round++) {
  STORIES.forEach((story, s) => {
    const n = round * STORIES.length + s;
    const language = LANGUAGES[(s + round) % 3];
    const announced = announcedOn(n);
    const params: Params = {
      place: PLACES[(s + round * 3) % PLACES.length],
      // What it announces is 10 to 40 days ahead.
      day: addDays(announced, r.int(10, 40)),
      amount: r.int(1000, 1200),
      field: FIELDS[(s + round) % FIELDS.length],
      feature: FEATURES[round],
    };
    const texts = story.write(params);
    const [title, summary, paragraphs] = texts[language];
    // The first news of each round is published; a few later ones are drafts or archived.
    const status: NewsFacts['status'] =
      s > 0 && n % 9 === 4 ? 'draft' : s > 0 && n % 11 === 6 ? 'archived' : 'published';
    facts.push({ language, status, texts });
    news.push({
      title,
      category_id: byName(story.category),
      language_code: language,
      summary,
      body: htmlParagraphs(paragraphs),
      cover_image: demoImage('news', n),
      hashtags: story.hashtags,
      ...(story.source ? ({ source_name: story.source.name, source_url: story.source.url } satisfies Row) : {}),
      ...(status !== 'draft' ? ({ published_at: officeHours(announced) } satisfies Row) : {}),
      pinned: status === 'published' && (n === 5 || n === 16),
      status,
    });
  });
}

/** Per news index: its language, state and its story in every language. */
export const NEWS_FACTS: readonly NewsFacts[] = facts;
