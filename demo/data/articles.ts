import type { article as schema } from '../../schemas/content/article';
import type { DemoRow } from '../rows';
import { CANDIDATE_ACCOUNT_BASE, CANDIDATE_COUNT, CANDIDATE_PROFILES } from './candidates';
import { COMPANY_PROFILES, EMPLOYER_COUNT } from './companies';
import { nth, randomSource } from './demo';
import { htmlParagraphs } from './html';
import { demoImage } from './images';
import { addDays, TODAY } from './jobs';
import { TRANSLATOR_ACCOUNT_BASE, TRANSLATOR_COUNT, TRANSLATOR_PROFILES } from './translators';

type Row = DemoRow<typeof schema>;

// Articles: Vietnamese workers on life and work in Japan (in Vietnamese or
// Japanese), Japanese companies on how they hire, and supporters' tips on
// visas and studying Japanese (in Vietnamese or English). Articles 0–9 are by
// candidates 0–4, two each. Advertising posts were rejected by admins.

type Language = 'ja' | 'vi' | 'en';
type Author = 'candidate' | 'company' | 'supporter';
/** A word in each language. */
type Texts = Record<Language, string>;

/** What a template fills in, so the same story reads differently each time. */
interface Params {
  city: Texts;
  field: Texts;
  years: number;
  level: string;
  year: number;
  /** The author's company name (company posts). */
  company: string;
}

interface Template {
  by: Author;
  language: Language;
  /** A specific category of `language` (categories.ts). */
  category: string;
  hashtags: string[];
  /** Advertising that admins reject. */
  spam?: true;
  write: (p: Params) => [title: string, summary: string, paragraphs: string[]];
}

const CITIES: Texts[] = [
  { ja: '大阪', vi: 'Osaka', en: 'Osaka' },
  { ja: '東京', vi: 'Tokyo', en: 'Tokyo' },
  { ja: '名古屋', vi: 'Nagoya', en: 'Nagoya' },
  { ja: '福岡', vi: 'Fukuoka', en: 'Fukuoka' },
  { ja: '横浜', vi: 'Yokohama', en: 'Yokohama' },
  { ja: '広島', vi: 'Hiroshima', en: 'Hiroshima' },
  { ja: '埼玉', vi: 'Saitama', en: 'Saitama' },
  { ja: '静岡', vi: 'Shizuoka', en: 'Shizuoka' },
  { ja: '岐阜', vi: 'Gifu', en: 'Gifu' },
  { ja: '熊本', vi: 'Kumamoto', en: 'Kumamoto' },
];

const FIELDS: Texts[] = [
  { ja: '介護', vi: 'điều dưỡng', en: 'care work' },
  { ja: '食品製造', vi: 'chế biến thực phẩm', en: 'food processing' },
  { ja: '建設', vi: 'xây dựng', en: 'construction' },
  { ja: 'ホテル', vi: 'khách sạn', en: 'hotels' },
  { ja: '農業', vi: 'nông nghiệp', en: 'farming' },
  { ja: '自動車部品製造', vi: 'sản xuất linh kiện ô tô', en: 'auto parts manufacturing' },
  { ja: '外食', vi: 'nhà hàng', en: 'restaurants' },
  { ja: '溶接', vi: 'hàn', en: 'welding' },
];

const TEMPLATES: Template[] = [
  // Candidates, in Vietnamese.
  {
    by: 'candidate',
    language: 'vi',
    category: 'van-hoa-cong-so',
    hashtags: ['làmviệctạiNhật', 'vănhóacôngsở', 'hourenso'],
    write: (p) => [
      `Năm đầu tiên làm ${p.field.vi} ở ${p.city.vi}: những điều tôi ước mình biết sớm hơn`,
      `Chia sẻ sau một năm làm ${p.field.vi} tại ${p.city.vi}: giờ giấc, cách báo cáo với cấp trên và cách hòa nhập với đồng nghiệp Nhật.`,
      [
        `Tôi sang Nhật cách đây hơn một năm và bắt đầu làm ${p.field.vi} tại ${p.city.vi}. Trước khi đi, tôi nghĩ khó khăn lớn nhất sẽ là tiếng Nhật. Thực tế, điều làm tôi bỡ ngỡ nhất lại là cách làm việc của người Nhật.`,
        'Điều đầu tiên là giờ giấc. Ở công ty tôi, mọi người có mặt trước giờ làm khoảng 10 phút để thay đồ và họp buổi sáng (chōrei). Đến đúng giờ vẫn bị coi là hơi muộn.',
        'Thứ hai là "hō-ren-sō": báo cáo, liên lạc, thảo luận. Lúc đầu tôi ngại hỏi vì sợ làm phiền, nên có lần làm sai cả một lô hàng. Sau lần đó, tổ trưởng dặn tôi: không chắc thì cứ hỏi, hỏi nhiều không sao cả.',
        'Thứ ba là đồng nghiệp. Người Nhật ít nói trong giờ làm, nhưng sau giờ làm họ rất thân thiện. Tôi học được nhiều từ vựng nhất trong những bữa trưa và buổi nomikai.',
        'Nếu bạn sắp sang Nhật, hãy học trước những câu chào hỏi ở nơi làm việc như "Otsukaresama desu" và "Shitsurei shimasu". Chúc các bạn một năm đầu thuận lợi!',
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'vi',
    category: 'nha-o',
    hashtags: ['thuênhà', 'nhàở', 'cuộcsốngNhật'],
    write: (p) => [
      `Kinh nghiệm thuê nhà ở ${p.city.vi} cho người mới sang Nhật`,
      'Tiền lễ, tiền cọc, công ty bảo lãnh và những chi phí ban đầu khi thuê căn hộ đầu tiên.',
      [
        `Sau ${p.years} năm ở ký túc xá công ty, tôi quyết định tự thuê nhà ở ${p.city.vi}. Quá trình này mất gần một tháng và tốn nhiều tiền hơn tôi nghĩ.`,
        'Chi phí ban đầu thường gồm tiền cọc (shikikin), tiền lễ (reikin), phí môi giới, phí công ty bảo lãnh và tiền nhà tháng đầu. Tổng cộng tôi trả khoảng 4–5 tháng tiền nhà.',
        'Nhiều chủ nhà vẫn ngại cho người nước ngoài thuê. Tôi tìm được nhà nhờ một công ty bất động sản có nhân viên nói tiếng Việt và chấp nhận công ty bảo lãnh thay cho người bảo lãnh.',
        'Khi ký hợp đồng, hãy đọc kỹ điều khoản về việc trả phòng và phí vệ sinh. Nhớ chụp ảnh căn phòng trước khi dọn vào để tránh tranh chấp sau này.',
        'Cuối cùng, đừng quên khai báo địa chỉ mới ở ủy ban quận trong vòng 14 ngày và tìm hiểu lịch phân loại rác của khu vực.',
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'vi',
    category: 'chuyen-viec',
    hashtags: ['chuyểnviệc', 'kỹnăngđặcđịnh', 'thựctậpsinh'],
    write: (p) => [
      `Từ thực tập sinh đến kỹ năng đặc định: ${p.years + 3} năm làm ${p.field.vi} của tôi`,
      'Hành trình chuyển từ thực tập sinh kỹ năng sang visa kỹ năng đặc định số 1, và những thay đổi về lương, ngày nghỉ và cơ hội.',
      [
        `Tôi sang Nhật theo diện thực tập sinh kỹ năng ngành ${p.field.vi}. Những năm đầu rất vất vả: lương thấp, không được đổi công ty, và tôi luôn cảm thấy mình chỉ là "người học việc".`,
        'Khi sắp hết hạn thực tập, tôi thi đỗ kỳ thi kỹ năng đặc định và được công ty cũ mời ở lại. Tôi cũng tham khảo thêm hai công ty khác qua một tổ chức hỗ trợ đăng ký.',
        `Sau khi chuyển sang visa kỹ năng đặc định, lương của tôi tăng khoảng 30%, ngang với nhân viên người Nhật cùng vị trí. Tính cả 3 năm thực tập, đến nay tôi đã làm ${p.field.vi} được ${p.years + 3} năm.`,
        'Lời khuyên của tôi: hãy học tiếng Nhật ngay từ năm đầu thực tập. Có N3 hoặc N2, bạn sẽ có nhiều lựa chọn hơn khi đổi việc và dễ thăng tiến hơn.',
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'vi',
    category: 'luyen-thi-jlpt',
    hashtags: ['JLPT', 'luyệnthi', 'họctiếngNhật'],
    write: (p) => [
      `Vừa đi làm vừa ôn thi: tôi đã đỗ JLPT ${p.level} ở ${p.city.vi} như thế nào`,
      `Lịch học mỗi ngày, sách và ứng dụng tôi dùng để đỗ ${p.level} khi vẫn làm ca.`,
      [
        `Tôi làm theo ca trong ngành ${p.field.vi} tại ${p.city.vi} nên có rất ít thời gian học. Tôi quyết định học mỗi ngày một chút thay vì học dồn vào cuối tuần.`,
        'Buổi sáng trên tàu tôi học 20 từ mới bằng ứng dụng flashcard. Giờ nghỉ trưa tôi làm 10 câu ngữ pháp. Buổi tối tôi nghe một bài choukai trước khi ngủ.',
        'Sách tôi dùng là bộ Shin Kanzen Master và các đề thi cũ. Một tháng trước kỳ thi, mỗi tuần tôi làm một đề hoàn chỉnh và bấm giờ như thi thật.',
        'Điều quan trọng nhất là nói chuyện với đồng nghiệp Nhật. Họ sửa lỗi cho tôi rất nhiệt tình, và nhờ vậy phần nghe của tôi tiến bộ nhanh hơn hẳn.',
        `Sau kỳ thi tháng 12, tôi đã đỗ ${p.level}. Nếu tôi làm được thì các bạn cũng làm được. Cố lên!`,
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'vi',
    category: 'y-te-bao-hiem',
    hashtags: ['bảohiểmytế', 'bệnhviện', 'sứckhỏe'],
    write: (p) => [
      `Đi khám bệnh ở ${p.city.vi}: bảo hiểm, hóa đơn và những điều cần biết`,
      'Lần đầu bị ốm ở Nhật: chọn phòng khám, mang theo gì và bảo hiểm chi trả bao nhiêu.',
      [
        `Mùa đông năm ngoái tôi bị sốt cao khi đang làm việc ở ${p.city.vi}. Vì chưa từng đi khám ở Nhật nên tôi rất lo.`,
        'Bạn cần mang thẻ bảo hiểm y tế và thẻ ngoại kiều. Có bảo hiểm, bạn chỉ trả 30% chi phí. Lần đó tôi chỉ mất khoảng 2.000 yên cả tiền khám và tiền thuốc.',
        'Với bệnh thông thường, hãy đến phòng khám nhỏ (kurinikku) gần nhà. Bệnh viện lớn thường thu thêm phí nếu bạn không có giấy giới thiệu.',
        'Nếu không tự tin về tiếng Nhật, bạn có thể gọi đường dây hỗ trợ y tế cho người nước ngoài hoặc nhờ công ty, tổ chức hỗ trợ đi cùng. Hãy lưu số cấp cứu 119 vào điện thoại.',
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'vi',
    category: 'visa',
    hashtags: ['visa', 'giahạnvisa', 'kỹnăngđặcđịnh'],
    write: (p) => [
      `Gia hạn visa kỹ năng đặc định lần đầu ở ${p.city.vi}`,
      'Giấy tờ cần chuẩn bị, thời gian chờ và kinh nghiệm khi nộp hồ sơ tại Cục quản lý xuất nhập cảnh.',
      [
        `Visa kỹ năng đặc định số 1 của tôi có thời hạn một năm, nên năm nay tôi lần đầu đi gia hạn tại Cục xuất nhập cảnh ở ${p.city.vi}.`,
        'Hồ sơ gồm đơn xin gia hạn, ảnh 4x3, hộ chiếu, thẻ ngoại kiều, giấy chứng nhận thuế và nộp thuế, cùng các giấy tờ công ty chuẩn bị như hợp đồng lao động và kế hoạch hỗ trợ.',
        'Nên nộp sớm, khoảng 3 tháng trước khi hết hạn. Tôi chờ khoảng một tháng thì nhận được bưu thiếp báo kết quả, sau đó mua tem 6.000 yên và mang đến nhận thẻ mới.',
        'Nhớ kiểm tra xem mình đã đóng đủ thuế cư trú và bảo hiểm chưa. Chậm đóng có thể khiến hồ sơ bị xét lâu hơn.',
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'vi',
    category: 'tim-viec',
    hashtags: ['tìmviệc', 'phỏngvấn', 'phỏngvấnonline'],
    write: (p) => [
      `Phỏng vấn online đơn hàng ${p.field.vi} ở ${p.city.vi}: những câu hỏi tôi đã gặp`,
      'Năm câu hỏi thường gặp khi phỏng vấn online từ Việt Nam và cách tôi trả lời.',
      [
        `Tháng trước, khi vẫn còn ở Việt Nam, tôi phỏng vấn online với một công ty ở ${p.city.vi} tuyển người làm ${p.field.vi}. Buổi phỏng vấn kéo dài 30 phút, có phiên dịch tham gia.`,
        'Các câu hỏi tôi gặp: Vì sao bạn muốn làm việc ở Nhật? Bạn đã học tiếng Nhật bao lâu? Bạn có làm được ca đêm không? Gia đình bạn nghĩ gì? Bạn muốn làm ở công ty bao lâu?',
        'Tôi chuẩn bị câu trả lời bằng tiếng Nhật, luyện trước gương và nhờ giáo viên sửa. Phần tự giới thiệu nên ngắn, khoảng một phút.',
        'Hãy kiểm tra mạng, camera và ánh sáng trước buổi phỏng vấn. Mặc trang phục lịch sự như phỏng vấn trực tiếp, và cúi chào khi bắt đầu và kết thúc.',
      ],
    ],
  },
  // Candidates, in Japanese.
  {
    by: 'candidate',
    language: 'ja',
    category: 'workplace-manners',
    hashtags: ['報連相', 'ビジネスマナー', '日本で働く'],
    write: (p) => [
      `${p.city.ja}の${p.field.ja}の現場で学んだ「報連相」`,
      'ベトナム出身の私が日本の職場で一番大切だと感じた、報告・連絡・相談について。',
      [
        `私は${p.city.ja}で${p.field.ja}の仕事をしています。日本に来て${p.years}年になりますが、最初の半年は失敗の連続でした。`,
        'ベトナムでは、問題があっても自分で何とかしようとするのが普通でした。しかし日本の職場では、小さなことでもすぐに上司に報告することが求められます。',
        'ある日、機械の音がおかしいと思いながら作業を続けてしまい、班長に「気づいたらすぐ言ってね」と言われました。それから、迷ったらまず相談するようにしています。',
        '今では後輩のベトナム人スタッフに、報連相の大切さを自分の経験から伝えています。日本で働く皆さん、わからないことは遠慮せずに聞きましょう。',
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'ja',
    category: 'career-change',
    hashtags: ['転職', '特定技能', '技能実習'],
    write: (p) => [
      `技能実習から特定技能へ：${p.field.ja}の仕事を続けて${p.years + 3}年`,
      '技能実習を終えて特定技能1号で転職するまでの準備と、転職してわかったこと。',
      [
        `技能実習生として${p.field.ja}の仕事を3年間続けたあと、特定技能1号の在留資格で別の会社に転職しました。`,
        '転職を考えた理由は、給料と将来のことです。特定技能では日本人と同等以上の給与が求められ、家族を呼べる2号を目指すこともできます。',
        '準備としては、技能試験と日本語試験の勉強、そして登録支援機関への相談をしました。通訳の方が面接に同席してくれたので安心でした。',
        `今は${p.city.ja}の会社で働いて${p.years}年になります。手取りは以前より増え、休みも取りやすくなりました。転職を考えている方は、早めに情報を集めることをおすすめします。`,
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'ja',
    category: 'housing',
    hashtags: ['部屋探し', '賃貸', '外国人'],
    write: (p) => [
      `${p.city.ja}で初めての部屋探し：外国人として困ったこと`,
      '保証会社、初期費用、ゴミの分別。初めて自分で部屋を借りたときの体験談です。',
      [
        `会社の寮に${p.years}年住んだあと、${p.city.ja}で初めて自分で部屋を借りることにしました。`,
        '最初に困ったのは、外国人だという理由で断られることでした。3つ目の不動産会社で、外国人向けの物件を紹介してもらえました。',
        '初期費用は敷金・礼金・仲介手数料・保証会社の費用などで、家賃の約4か月分でした。事前に貯金しておいてよかったです。',
        '入居してから、ゴミの分別と出す日が地域ごとに決まっていることを知りました。区役所でもらったベトナム語の案内がとても役に立ちました。',
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'ja',
    category: 'jlpt',
    hashtags: ['JLPT', '日本語能力試験', '日本語学習'],
    write: (p) => [
      `働きながら日本語能力試験${p.level}に合格した勉強法`,
      '仕事のすき間時間を使った勉強法と、使ってよかった教材を紹介します。',
      [
        `${p.city.ja}で${p.field.ja}の仕事をしながら、日本語能力試験の${p.level}に合格しました。`,
        '平日は通勤中に単語アプリ、昼休みに文法問題を10問、寝る前に聴解を15分と決めていました。週末は過去問を時間を計って解きました。',
        '一番効果があったのは、職場の日本人と毎日話すことです。わからない言葉はメモして、休憩時間に意味を聞きました。',
        '合格してから、仕事で任される作業が増え、給料も上がりました。次はもう一つ上のレベルを目指します。',
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'ja',
    category: 'domestic-travel',
    hashtags: ['温泉', '国内旅行', '家族旅行'],
    write: (p) => [
      `ベトナムの家族と${p.city.ja}から温泉旅行`,
      '家族が日本に遊びに来たときの週末旅行。温泉のマナーも一緒に紹介します。',
      [
        `去年、ベトナムから両親が遊びに来たので、${p.city.ja}から電車で行ける温泉に一泊旅行をしました。`,
        '両親は温泉が初めてだったので、入る前に体を洗うこと、タオルを湯船に入れないことなど、マナーを説明しました。',
        '旅館の夕食は季節の料理がたくさん出て、母はとても喜んでいました。浴衣を着て写真を撮ったのもいい思い出です。',
        '日本で働いていると忙しいですが、たまには家族と旅行する時間を作るのも大切だと思いました。',
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'ja',
    category: 'vietnam-travel',
    hashtags: ['ベトナム旅行', 'ハノイ', 'ブンチャー'],
    write: (p) => [
      `${p.city.ja}の職場の先輩をハノイに案内しました`,
      '職場の日本人の先輩がベトナムに来たときの、おすすめの食べ物と場所。',
      [
        `${p.city.ja}の職場の先輩たちが、休みを使ってハノイに遊びに来てくれました。私も帰省中だったので、2日間案内しました。`,
        '朝はフォー、昼はブンチャー、夜はビアホイ。先輩たちは特にブンチャーが気に入って、2回も食べに行きました。',
        '旧市街やホアンキエム湖を散歩し、バイクの多さにみんな驚いていました。道を渡るときは、ゆっくり一定の速さで歩くのがコツです。',
        '職場ではいつもお世話になっているので、少し恩返しができてうれしかったです。ベトナムに興味を持ってくれる日本人が増えるといいなと思います。',
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'ja',
    category: 'job-hunting',
    hashtags: ['就職活動', '面接対策', 'オンライン面接'],
    write: (p) => [
      `${p.field.ja}の面接で聞かれたこと：${p.city.ja}の会社に内定するまで`,
      '通訳付きのオンライン面接から内定までの流れと、準備してよかったこと。',
      [
        `ベトナムにいながら、${p.city.ja}の${p.field.ja}の会社の面接を受け、内定をもらいました。`,
        '面接では、日本で働きたい理由、日本語の勉強期間、夜勤ができるか、何年くらい働きたいかを聞かれました。',
        '自己紹介は1分で話せるように練習しました。わからない質問は、そのままにせず「もう一度お願いします」と言うことも大切です。',
        '面接のあと、会社の方から寮や研修について丁寧に説明してもらい、安心して日本に来ることができました。',
      ],
    ],
  },
  // Companies, in Japanese.
  {
    by: 'company',
    language: 'ja',
    category: 'job-hunting',
    hashtags: ['採用', '外国人採用', '社員紹介'],
    write: (p) => [
      `${p.company}で働くベトナム人スタッフの一日`,
      `${p.field.ja}の現場で活躍するベトナム人スタッフの一日を紹介します。`,
      [
        `${p.company}では現在、ベトナム出身のスタッフが${p.field.ja}の現場で活躍しています。今回は入社${p.years}年目のスタッフの一日を紹介します。`,
        '朝8時、朝礼で当日の作業と安全確認を共有します。日本語が難しい内容は、先輩のベトナム人スタッフが母語で補足しています。',
        '昼休みは社員食堂で日本人スタッフと一緒に食事をします。午後は新人の指導も担当し、作業手順書のベトナム語版づくりにも協力してくれました。',
        '当社では、日本語学習の費用補助や資格取得支援を行っています。一緒に働く仲間を募集していますので、興味のある方はお気軽にご応募ください。',
      ],
    ],
  },
  {
    by: 'company',
    language: 'ja',
    category: 'workplace-manners',
    hashtags: ['外国人材', '多文化共生', 'やさしい日本語'],
    write: (p) => [
      `外国人材の受け入れを始めて${p.years}年：${p.company}の取り組み`,
      '受け入れ開始から今までに工夫してきたこと、うまくいかなかったことをまとめました。',
      [
        `${p.company}が外国人材の受け入れを始めて${p.years}年になります。きっかけは、${p.city.ja}の事業所での人手不足でした。`,
        '最初は言葉の壁が大きく、作業指示がうまく伝わらないこともありました。そこで、写真やイラストを使ったマニュアルを作り、やさしい日本語で話すよう全社員で心がけました。',
        '生活面では、登録支援機関と協力して、役所の手続きや銀行口座の開設、病院への同行を行っています。',
        '今では外国籍スタッフがリーダーとして後輩を指導するようになりました。多様な仲間が働きやすい職場づくりを、これからも続けていきます。',
      ],
    ],
  },
  {
    by: 'company',
    language: 'ja',
    category: 'job-hunting',
    hashtags: ['特定技能', '採用', '面接'],
    write: (p) => [
      `${p.company}が特定技能の採用で大切にしていること`,
      '面接で見ているポイントと、入社後のサポート体制について。',
      [
        `${p.company}では、${p.field.ja}分野で特定技能の人材を採用しています。`,
        '面接で重視しているのは、日本語のレベルよりも、わからないことを質問できるか、長く働きたいという気持ちがあるかです。',
        '入社後は、3か月間の研修と、先輩社員によるマンツーマン指導を行います。月1回の面談で、仕事や生活の困りごとを聞いています。',
        '給与は日本人社員と同じ基準で決め、昇給や賞与もあります。ご応募をお待ちしています。',
      ],
    ],
  },
  {
    by: 'company',
    language: 'ja',
    category: 'career-change',
    hashtags: ['キャリアアップ', '特定技能', '社員紹介'],
    write: (p) => [
      `ベトナム人社員が職長になりました：${p.company}`,
      `技能実習生として入社した社員が、${p.years}年で現場のリーダーになるまで。`,
      [
        `${p.company}に技能実習生として入社したベトナム出身の社員が、この春、職長に就任しました。`,
        `入社当初は日本語がほとんど話せませんでしたが、毎日の勉強を続け、日本語能力試験${p.level}に合格しました。`,
        '特定技能に移行してからは、新人教育や日本人スタッフとの調整役も担っています。現場の安全成績も向上しました。',
        '当社では、国籍に関係なく、努力と成果を正当に評価しています。次のリーダーを目指す仲間を募集しています。',
      ],
    ],
  },
  {
    by: 'company',
    language: 'ja',
    category: 'housing',
    hashtags: ['社員寮', '生活サポート', '外国人採用'],
    write: (p) => [
      `寮と生活サポートのご紹介：${p.company}（${p.city.ja}）`,
      '外国籍スタッフの住まいと、入社直後の生活サポートの内容です。',
      [
        `${p.company}では、${p.city.ja}の事業所から徒歩10分の場所に社員寮を用意しています。`,
        '寮は1人1部屋で、家具・家電付きです。家賃は月2万円、水道光熱費は実費です。Wi-Fiも無料で使えます。',
        '入社直後は、住民登録、銀行口座の開設、携帯電話の契約に担当者が同行します。ゴミの出し方や近くのスーパーも案内します。',
        '寮を出て自分で部屋を借りたい方には、提携する不動産会社を紹介しています。',
      ],
    ],
  },
  // Supporters, in Vietnamese.
  {
    by: 'supporter',
    language: 'vi',
    category: 'visa',
    hashtags: ['visa', 'Gijinkoku', 'duhọcsinh'],
    write: (p) => [
      `Chuyển từ visa du học sang visa kỹ sư (Gijinkoku) năm ${p.year}`,
      'Điều kiện, giấy tờ và những lỗi thường gặp khi du học sinh chuyển sang visa Kỹ thuật – Tri thức nhân văn – Nghiệp vụ quốc tế.',
      [
        'Mỗi năm tôi hỗ trợ nhiều bạn du học sinh Việt Nam chuyển sang visa làm việc sau khi tốt nghiệp. Visa phổ biến nhất là "Kỹ thuật – Tri thức nhân văn – Nghiệp vụ quốc tế", thường gọi là Gijinkoku.',
        'Điều kiện quan trọng nhất: công việc phải liên quan đến chuyên ngành bạn đã học. Ví dụ học quản trị kinh doanh thì có thể làm kế toán, phiên dịch, nhân sự; còn công việc đứng dây chuyền sẽ không được chấp nhận.',
        'Giấy tờ gồm đơn xin đổi tư cách lưu trú, bằng tốt nghiệp hoặc giấy chứng nhận sắp tốt nghiệp, hợp đồng lao động, giấy tờ về công ty và bản mô tả công việc.',
        'Lỗi thường gặp là làm thêm quá 28 giờ mỗi tuần khi còn là du học sinh. Cục xuất nhập cảnh sẽ kiểm tra thuế và thu nhập, nên hãy tuân thủ quy định ngay từ đầu.',
        'Nếu cần tư vấn, hãy liên hệ tổ chức hỗ trợ hoặc chuyên viên thủ tục hành chính (gyōseishoshi) trước khi nộp hồ sơ.',
      ],
    ],
  },
  {
    by: 'supporter',
    language: 'vi',
    category: 'kinh-ngu',
    hashtags: ['kínhngữ', 'keigo', 'tiếngNhậtcôngsở'],
    write: (p) => [
      `Kính ngữ cho người mới đi làm ngành ${p.field.vi}: bắt đầu từ đâu?`,
      'Những câu kính ngữ dùng hằng ngày ở công ty và cách học không bị rối.',
      [
        'Kính ngữ (keigo) là phần khiến nhiều bạn Việt Nam "sợ" nhất khi đi làm. Thật ra, ở nơi làm việc bạn chỉ cần nắm chắc khoảng 20 câu là đủ dùng trong tháng đầu.',
        'Hãy bắt đầu từ thể lịch sự (desu/masu), rồi học các động từ khiêm nhường hay dùng: itadakimasu, mairimasu, mōshimasu, itashimasu.',
        'Những câu nên thuộc lòng: "Osaki ni shitsurei shimasu" khi về trước, "Shōshō omachi kudasai" khi nhờ người khác chờ, "Kashikomarimashita" khi nhận chỉ thị.',
        `Ngành ${p.field.vi} có nhiều từ chuyên môn riêng. Hãy xin đồng nghiệp danh sách từ hay dùng và ghi chú cả cách đọc.`,
        'Đừng sợ dùng sai. Người Nhật đánh giá cao sự cố gắng hơn là một câu hoàn hảo.',
      ],
    ],
  },
  {
    by: 'supporter',
    language: 'vi',
    category: 'truong-nhat-ngu',
    hashtags: ['trườngNhậtngữ', 'duhọcNhậtBản', 'duhọcsinh'],
    write: (p) => [
      `Chọn trường Nhật ngữ ở ${p.city.vi}: học phí, ký túc xá và học lên`,
      'Những tiêu chí nên so sánh trước khi nộp hồ sơ du học.',
      [
        `${p.city.vi} có nhiều trường Nhật ngữ nhận du học sinh Việt Nam. Học phí năm đầu thường khoảng 750.000–850.000 yên, chưa tính ký túc xá.`,
        'Hãy hỏi trường về tỷ lệ học sinh học lên đại học hoặc senmon, số học sinh Việt Nam trong mỗi lớp và chương trình luyện thi EJU, JLPT.',
        'Ký túc xá của trường tiện lợi trong những tháng đầu nhưng thường đắt hơn tự thuê. Nhiều bạn ở ký túc xá 6 tháng rồi chuyển ra ngoài cùng bạn bè.',
        'Cẩn thận với những trung tâm hứa hẹn "vừa học vừa làm trả hết nợ". Du học sinh chỉ được làm thêm tối đa 28 giờ mỗi tuần.',
      ],
    ],
  },
  {
    by: 'supporter',
    language: 'vi',
    category: 'hoc-bong',
    hashtags: ['họcbổng', 'MEXT', 'JASSO'],
    write: (p) => [
      `Các học bổng cho du học sinh Việt Nam tại Nhật năm ${p.year}`,
      'Tổng hợp học bổng Chính phủ Nhật (MEXT), JASSO và học bổng của các quỹ tư nhân.',
      [
        'Học bổng MEXT của Chính phủ Nhật Bản chi trả học phí, vé máy bay và sinh hoạt phí hằng tháng. Hồ sơ nộp qua Đại sứ quán Nhật Bản tại Hà Nội hoặc Tổng lãnh sự quán tại TP. Hồ Chí Minh.',
        'Học bổng khuyến học của JASSO dành cho du học sinh tự túc có thành tích tốt, khoảng 48.000 yên mỗi tháng, thường nộp qua trường đang học.',
        'Nhiều quỹ tư nhân và chính quyền địa phương cũng có học bổng riêng, đôi khi kèm điều kiện làm việc tại địa phương sau khi tốt nghiệp.',
        `Lời khuyên: chuẩn bị sớm chứng chỉ JLPT ${p.level} trở lên và bài luận về kế hoạch học tập. Hạn nộp thường vào mùa xuân và mùa thu.`,
      ],
    ],
  },
  {
    by: 'supporter',
    language: 'vi',
    category: 'visa',
    hashtags: ['kỹnăngđặcđịnh', 'hồsơvisa', 'visa'],
    write: (p) => [
      `Chuẩn bị hồ sơ kỹ năng đặc định ngành ${p.field.vi}: danh sách giấy tờ`,
      'Danh sách giấy tờ người lao động cần có khi xin visa kỹ năng đặc định số 1.',
      [
        `Nhiều bạn hỏi tôi cần chuẩn bị gì để xin visa kỹ năng đặc định ngành ${p.field.vi}. Dưới đây là phần người lao động tự chuẩn bị.`,
        'Chứng chỉ kỳ thi kỹ năng ngành và chứng chỉ tiếng Nhật (JFT-Basic hoặc JLPT N4 trở lên), trừ khi bạn đã hoàn thành tốt thực tập kỹ năng số 2 cùng ngành.',
        'Hộ chiếu, ảnh, giấy khám sức khỏe theo mẫu; nếu đang ở Nhật thì thêm thẻ ngoại kiều, giấy chứng nhận thuế cư trú và biên lai đóng bảo hiểm, lương hưu.',
        'Phần công ty chuẩn bị gồm hợp đồng lao động, kế hoạch hỗ trợ và giấy tờ về công ty. Hãy đọc kỹ bản hợp đồng tiếng Việt trước khi ký.',
      ],
    ],
  },
  // Supporters, in English.
  {
    by: 'supporter',
    language: 'en',
    category: 'visa',
    hashtags: ['visa', 'residencecard', 'immigration'],
    write: (p) => [
      `Renewing your residence card in ${p.city.en}: a step-by-step guide`,
      'When to apply, what to bring and how long it takes to extend your period of stay.',
      [
        `As a supporter in ${p.city.en}, I help many workers extend their period of stay every year. The process is simple once you know the steps.`,
        'You can apply from three months before your card expires. Bring your passport, residence card, a 4 x 3 cm photo, the application form and the documents your employer prepares.',
        'Check that your resident tax and social insurance are paid. Unpaid taxes are the most common reason for delays.',
        'After applying, you get a stamp on your card and may stay while the application is reviewed. When the postcard arrives, buy a revenue stamp and collect your new card.',
      ],
    ],
  },
  {
    by: 'supporter',
    language: 'en',
    category: 'jlpt',
    hashtags: ['JLPT', 'studytips', 'learnjapanese'],
    write: (p) => [
      `How to prepare for JLPT ${p.level} in six months while working full time`,
      'A weekly plan, the books I recommend and how to use your commute.',
      [
        `Many of the workers I support want to pass ${p.level} to get a better position or a new visa. Six months is enough if you study a little every day.`,
        'Weekdays: 20 new words on the train, 10 grammar questions at lunch, 15 minutes of listening before bed. Weekends: one reading section and a review of your mistakes.',
        'Two months before the exam, take one full practice test every weekend under exam time limits.',
        'Speak with Japanese colleagues as much as you can. Listening is the section most people fail, and real conversation is the best practice.',
      ],
    ],
  },
  {
    by: 'supporter',
    language: 'en',
    category: 'business-japanese',
    hashtags: ['businessjapanese', 'keigo', 'firstjob'],
    write: (p) => [
      `Business Japanese phrases every new employee in ${p.field.en} should know`,
      'Greetings, reporting and asking for help: the phrases you need in your first month.',
      [
        `Starting a job in ${p.field.en} in Japan? These phrases will help you from day one.`,
        '"Ohayō gozaimasu" is used at the start of every shift, even in the evening. "Otsukaresama desu" greets colleagues during the day and thanks them at the end.',
        'To report: "Shitsurei shimasu, hōkoku ga arimasu." To ask: "Sumimasen, chotto yoroshii desu ka?" To confirm: "Kakunin sasete itadakimasu."',
        'When you leave before others, say "Osaki ni shitsurei shimasu". When you make a mistake, say "Mōshiwake arimasen" and explain what happened.',
      ],
    ],
  },
  {
    by: 'supporter',
    language: 'en',
    category: 'healthcare',
    hashtags: ['healthinsurance', 'healthcare', 'lifeinjapan'],
    write: (p) => [
      `Health insurance in Japan explained for foreign workers (${p.year})`,
      'National Health Insurance, company insurance and what each one covers.',
      [
        'Everyone living in Japan for more than three months must join public health insurance. If you work for a company, you usually join its employee health insurance (shakai hoken).',
        'If you are a student, self-employed or between jobs, join National Health Insurance (kokumin kenkō hoken) at your city office within 14 days.',
        'With insurance you pay 30% of most medical costs, and the high-cost medical expense benefit limits how much you pay in one month.',
        'Do not leave a gap between two insurances when you change jobs. A gap can cause problems when you renew your visa.',
      ],
    ],
  },
  {
    by: 'supporter',
    language: 'en',
    category: 'housing',
    hashtags: ['apartmenthunting', 'rent', 'guarantor'],
    write: (p) => [
      `Finding an apartment in ${p.city.en} as a foreigner: guarantor companies explained`,
      'Why landlords ask for a guarantor and how guarantor companies work.',
      [
        `Renting your first apartment in ${p.city.en} can be hard. Most landlords ask for a Japanese guarantor, which most foreign workers do not have.`,
        'A guarantor company (hoshō gaisha) takes that role for a fee, usually 50–100% of one month’s rent at the start and a small yearly renewal fee.',
        'Agencies that work with foreigners often accept your residence card, employment contract and recent payslips instead of a personal guarantor.',
        'Read the contract for the notice period and cleaning fee before you sign, and take photos of the room on moving day.',
      ],
    ],
  },
  {
    by: 'supporter',
    language: 'en',
    category: 'job-hunting',
    hashtags: ['interview', 'interpreter', 'jobhunting'],
    write: (p) => [
      `Working with an interpreter at your job interview in ${p.city.en}`,
      'How to prepare when a supporter interprets at your job interview.',
      [
        `Many companies in ${p.city.en} now hold interviews with an interpreter. As an interpreter, here is what helps me help you.`,
        'Send your résumé and questions to the interpreter before the interview, so we know your experience and the words you will use.',
        'Speak in short sentences and pause so the interpreter can translate. Look at the interviewer, not at the interpreter.',
        'Try to answer simple questions in Japanese yourself. Companies value the effort, and the interpreter is there for the difficult parts.',
      ],
    ],
  },
  // Advertising, posted from candidate accounts and rejected.
  {
    by: 'candidate',
    language: 'vi',
    category: 'visa',
    hashtags: ['visa', 'baođậu'],
    spam: true,
    write: (p) => [
      `Nhận làm hồ sơ visa ${p.field.vi} giá rẻ, bao đậu 100%`,
      'Liên hệ ngay qua Zalo để được tư vấn miễn phí!',
      [
        'Dịch vụ làm hồ sơ visa nhanh, không cần chứng chỉ tiếng Nhật, không cần thi kỹ năng. Bao đậu 100%, không đậu hoàn tiền.',
        'Liên hệ Zalo 0901 234 567 để được báo giá. Số lượng có hạn!',
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'ja',
    category: 'job-hunting',
    hashtags: ['副業', '高収入'],
    spam: true,
    write: (p) => [
      `${p.city.ja}在住の方限定！在宅で月50万円稼げる副業`,
      '誰でも簡単に稼げます。詳しくはLINEで。',
      [
        'スマホだけでできる簡単なお仕事です。日本語ができなくても大丈夫！',
        '在留資格に関係なく働けます。今すぐLINEで友だち追加してください。',
      ],
    ],
  },
  {
    by: 'candidate',
    language: 'en',
    category: 'jlpt',
    hashtags: ['JLPT', 'certificate'],
    spam: true,
    write: (p) => [
      `Get your JLPT ${p.level} certificate without taking the exam`,
      'Fast, guaranteed and confidential. Message us now.',
      [
        'We provide JLPT certificates for all levels in 7 days. No exam, no study needed.',
        'Payment by bank transfer. Contact us on WhatsApp for the price list.',
      ],
    ],
  },
];

/** What the comments need of an article. */
export interface ArticleFacts {
  language: Language;
  status: 'pending' | 'approved' | 'rejected';
  /** The author's user account index. */
  author: number;
}

const r = randomSource(20260505);

const candidateTemplates = TEMPLATES.filter((t) => t.by === 'candidate' && !t.spam);
const others = TEMPLATES.filter((t) => t.by !== 'candidate' || t.spam);
// Articles 0–9 use the first ten candidate stories; then the rest once, then every template again.
const plan: Template[] = [...candidateTemplates.slice(0, 10), ...candidateTemplates.slice(10), ...others, ...TEMPLATES];

const activeVietnamese = CANDIDATE_PROFILES.map((c, i) => ({ ...c, i }))
  .filter((c) => c.i >= 5 && c.language === 'vi' && c.status === 'active')
  .map((c) => c.i);
/** The field a company's foreign staff work in, read from its sector word; companies outside these fields do not write. */
const COMPANY_FIELDS: [sector: string, field: number][] = [
  ['工業', 7],
  ['精機', 7],
  ['自動車部品', 5],
  ['食品', 1],
  ['水産', 1],
  ['建設', 2],
  ['工務店', 2],
  ['ケアサービス', 0],
  ['フードサービス', 6],
  ['ホテルズ', 3],
  ['農園', 4],
];
const fieldOf = (name: string) => COMPANY_FIELDS.find(([sector]) => name.includes(sector))?.[1];
const activeEmployers = COMPANY_PROFILES.slice(0, EMPLOYER_COUNT)
  .map((c, i) => ({ ...c, i }))
  .filter((c) => c.status === 'active' && fieldOf(c.name) !== undefined)
  .map((c) => c.i);
const activeSupporters = (native?: 'vi') =>
  TRANSLATOR_PROFILES.slice(0, TRANSLATOR_COUNT)
    .map((t, i) => ({ ...t, i }))
    .filter((t) => t.status === 'active' && (!native || t.native === native))
    .map((t) => t.i);

// Besides the advertising, one ordinary post was rejected.
const REJECTED_EXTRA = 45;
// Fifteen posts wait for review: later, non-advertising ones, chosen once here.
const pendingPool = plan
  .map((t, n) => ({ t, n }))
  .filter(({ t, n }) => n >= 10 && !t.spam && n !== REJECTED_EXTRA)
  .map(({ n }) => n);
const pending = new Set<number>();
while (pending.size < 15) pending.add(r.pick(pendingPool));

/** A moment from 2025-01-05 to the day before the demo's today, Japan time: more of them lately. */
function publishedAt(): string {
  const start = Date.UTC(2025, 0, 5);
  const end = Date.parse(addDays(TODAY, -1));
  const at = new Date(end - Math.floor(r.next() ** 1.6 * (end - start)));
  const dayPart = at.toISOString().slice(0, 10);
  return `${dayPart}T${String(r.int(7, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00+09:00`;
}

const facts: ArticleFacts[] = [];
const titles = new Set<string>();

export const articles: Row[] = plan.map((template, n): Row => {
  let author: number;
  let candidate: number | undefined;
  let company = '';
  if (n < 10) {
    candidate = Math.floor(n / 2);
    author = CANDIDATE_ACCOUNT_BASE + candidate;
  } else if (template.by === 'candidate') {
    candidate = template.spam ? r.int(5, CANDIDATE_COUNT - 1) : r.pick(activeVietnamese);
    author = CANDIDATE_ACCOUNT_BASE + candidate;
  } else if (template.by === 'company') {
    const c = r.pick(activeEmployers);
    company = COMPANY_PROFILES[c].name;
    author = c;
  } else {
    author = TRANSLATOR_ACCOUNT_BASE + r.pick(activeSupporters(template.language === 'vi' ? 'vi' : undefined));
  }
  // A template used again gets other details, so no two posts share a title.
  let params: Params;
  let written: ReturnType<Template['write']>;
  do {
    const field = company ? FIELDS[fieldOf(company)!] : r.pick(FIELDS);
    params = {
      city: r.pick(CITIES),
      field,
      years: r.int(2, 7),
      level: r.pick(['N3', 'N2', 'N2', 'N1']),
      year: r.pick([2025, 2026]),
      company,
    };
    written = template.write(params);
  } while (titles.has(written[0]));
  const [title, summary, paragraphs] = written;
  titles.add(title);
  const status: ArticleFacts['status'] =
    template.spam || n === REJECTED_EXTRA ? 'rejected' : pending.has(n) ? 'pending' : 'approved';
  facts.push({ language: template.language, status, author });
  return {
    title,
    author_account_id: nth(author),
    ...(candidate !== undefined ? ({ candidate_id: nth(candidate) } satisfies Row) : {}),
    category_id: { $lookup: { slug: template.category, language_code: template.language } },
    language_code: template.language,
    summary,
    body: htmlParagraphs(paragraphs),
    ...(template.spam ? {} : ({ cover_image_url: demoImage('article', n) } satisfies Row)),
    hashtags: [...template.hashtags, ...(r.chance(0.5) ? [params.city.en] : [])],
    ...(status === 'approved' ? ({ published_at: publishedAt() } satisfies Row) : {}),
    status,
  };
});

/** Per article index: its language, state and author, for the comments. */
export const ARTICLE_FACTS: readonly ArticleFacts[] = facts;
