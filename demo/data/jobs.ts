import type { job as schema } from '../../schemas/jobs/job';
import type { DemoRow } from '../rows';
import { byName, DEMO_TODAY, nth, randomSource } from './demo';

type Row = DemoRow<typeof schema>;

// Job postings 0–999. Employers (companies 0–299) post them in turn; every
// 25th job is a broker's (companies 300–339), half of those in Vietnam. Each
// posting is written in Japanese; JOB_TEXTS keeps its English and Vietnamese
// versions for the job translations.

type Random = ReturnType<typeof randomSource>;
/** A text in Japanese, English and Vietnamese. */
export type Texts = [ja: string, en: string, vi: string];
type Level = 'N1' | 'N2' | 'N3' | 'N4' | 'N5' | 'none';
type Employment = 'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship';
type JobStatus = 'draft' | 'pending' | 'active' | 'inactive' | 'closed';

export const JOB_COUNT = 1000;
export const EMPLOYERS = 300;
export const BROKERS = 40;
/** The day the demo data is "now" (moved to the day of seeding, demo.ts). */
export const TODAY = DEMO_TODAY;

/** The day `n` days after a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const minDay = (a: string, b: string) => (a < b ? a : b);

interface Template {
  occupation: string;
  industry: string;
  title: Texts;
  duty: Texts;
  requirement: Texts;
  levels: Level[];
  visas: string[];
  /** Monthly salary_min bounds in yen; an annual job gives yearly ones. */
  pay: [number, number];
  annual?: boolean;
  types: Employment[];
  /** Office hours (IT and office work) rather than shifts. */
  office?: boolean;
}

const CARE_VISAS = ['特定技能1号', '介護', '技能実習'];
const SKILLED = ['特定技能1号', '技能実習'];
const SKILLED_2 = ['特定技能1号', '特定技能2号', '技能実習'];
const RESIDENT = ['永住者', '定住者', '日本人の配偶者等'];
const ENGINEER = ['技術・人文知識・国際業務', '永住者'];
const STUDENT = ['留学（資格外活動許可）', '家族滞在'];

const TEMPLATES: Template[] = [
  {
    occupation: 'Care worker',
    industry: 'Elderly care services',
    title: ['介護スタッフ', 'Care worker', 'Nhân viên chăm sóc người cao tuổi'],
    duty: [
      '特別養護老人ホームでの入浴・食事・排せつの介助、レクリエーションの補助をお願いします。',
      'Helping residents of a nursing home with bathing, meals and toileting, and assisting with recreation.',
      'Hỗ trợ người cao tuổi tại viện dưỡng lão trong việc tắm rửa, ăn uống, vệ sinh và tham gia các hoạt động giải trí.',
    ],
    requirement: [
      '介護の経験者、介護職員初任者研修の修了者を歓迎します。',
      'Care experience or the Initial Care Worker Training is welcome.',
      'Ưu tiên người có kinh nghiệm chăm sóc hoặc đã hoàn thành khóa đào tạo nhân viên chăm sóc cơ bản.',
    ],
    levels: ['N4', 'N3', 'N2'],
    visas: CARE_VISAS,
    pay: [190_000, 230_000],
    types: ['full_time', 'full_time', 'full_time', 'part_time', 'internship'],
  },
  {
    occupation: 'Home care helper',
    industry: 'Elderly care services',
    title: ['訪問介護員', 'Home care helper', 'Nhân viên chăm sóc tại nhà'],
    duty: [
      '利用者のご自宅を訪問し、身体介護や掃除・調理などの生活援助を行います。',
      'Visiting clients at home for personal care and help with cleaning and cooking.',
      'Đến nhà khách hàng để chăm sóc cá nhân và hỗ trợ dọn dẹp, nấu ăn.',
    ],
    requirement: [
      '介護職員初任者研修以上の資格が必要です。自転車に乗れる方。',
      'The Initial Care Worker Training certificate or higher; able to ride a bicycle.',
      'Cần có chứng chỉ đào tạo nhân viên chăm sóc cơ bản trở lên; biết đi xe đạp.',
    ],
    levels: ['N3', 'N2'],
    visas: ['介護', ...RESIDENT],
    pay: [200_000, 240_000],
    types: ['full_time', 'part_time'],
  },
  {
    occupation: 'Nursing assistant',
    industry: 'Hospitals and clinics',
    title: ['看護助手', 'Nursing assistant', 'Hộ lý'],
    duty: [
      '病棟で看護師のサポート、患者さんの移送、シーツ交換、物品の補充を担当します。',
      'Supporting nurses on the ward: moving patients, changing sheets and restocking supplies.',
      'Hỗ trợ y tá tại khoa: di chuyển bệnh nhân, thay ga giường và bổ sung vật tư.',
    ],
    requirement: [
      '未経験可。医療・介護の現場に関心のある方。',
      'No experience needed; an interest in healthcare or care work.',
      'Không cần kinh nghiệm; quan tâm đến lĩnh vực y tế hoặc chăm sóc.',
    ],
    levels: ['N3', 'N2'],
    visas: ['特定技能1号', '永住者', '定住者'],
    pay: [185_000, 215_000],
    types: ['full_time', 'part_time'],
  },
  {
    occupation: 'Food processing worker',
    industry: 'Food and beverage manufacturing',
    title: ['食品製造スタッフ', 'Food production worker', 'Công nhân chế biến thực phẩm'],
    duty: [
      '工場でお弁当・惣菜の盛り付け、カット、包装などのライン作業を行います。',
      'Line work in a food factory: portioning, cutting and packing boxed meals and side dishes.',
      'Làm việc theo dây chuyền tại nhà máy thực phẩm: chia suất, cắt và đóng gói cơm hộp, món ăn kèm.',
    ],
    requirement: [
      '未経験可。立ち仕事に抵抗のない方、衛生ルールを守れる方。',
      'No experience needed; comfortable standing for long hours and following hygiene rules.',
      'Không cần kinh nghiệm; chịu được công việc đứng lâu và tuân thủ quy định vệ sinh.',
    ],
    levels: ['N5', 'N4', 'none'],
    visas: [...SKILLED, '永住者', '定住者'],
    pay: [180_000, 210_000],
    types: ['full_time', 'full_time', 'part_time', 'temporary', 'internship'],
  },
  {
    occupation: 'Food processing worker',
    industry: 'Food and beverage manufacturing',
    title: ['製パンスタッフ', 'Bakery production worker', 'Công nhân sản xuất bánh mì'],
    duty: [
      'パン工場で生地の仕込み、成形、焼成、検品を担当します。',
      'Mixing, shaping, baking and checking bread at a bakery factory.',
      'Nhào bột, tạo hình, nướng và kiểm tra bánh tại nhà máy bánh mì.',
    ],
    requirement: [
      '早朝・夜間のシフトに対応できる方。',
      'Able to work early-morning and night shifts.',
      'Có thể làm ca sáng sớm và ca đêm.',
    ],
    levels: ['N4', 'N5'],
    visas: SKILLED,
    pay: [185_000, 215_000],
    types: ['full_time', 'part_time', 'internship'],
  },
  {
    occupation: 'Scaffolder',
    industry: 'General construction',
    title: ['とび職人', 'Scaffolder', 'Thợ giàn giáo'],
    duty: [
      '建設現場での足場の組立・解体作業を行います。',
      'Putting up and taking down scaffolding on building sites.',
      'Lắp dựng và tháo dỡ giàn giáo tại công trường xây dựng.',
    ],
    requirement: [
      '体力に自信のある方、高所作業に抵抗のない方。',
      'Physically fit and comfortable working at heights.',
      'Có sức khỏe tốt, không ngại làm việc trên cao.',
    ],
    levels: ['N4', 'N5'],
    visas: SKILLED_2,
    pay: [220_000, 280_000],
    types: ['full_time', 'internship', 'contract'],
  },
  {
    occupation: 'Rebar worker',
    industry: 'Civil engineering works',
    title: ['鉄筋工', 'Rebar worker', 'Thợ cốt thép'],
    duty: [
      '橋梁やビルの基礎工事で鉄筋の加工・組立を行います。',
      'Cutting, bending and tying rebar for bridge and building foundations.',
      'Gia công và lắp đặt cốt thép cho móng cầu và tòa nhà.',
    ],
    requirement: [
      '鉄筋工の経験者を優遇します。',
      'Rebar experience preferred.',
      'Ưu tiên người có kinh nghiệm làm cốt thép.',
    ],
    levels: ['N4', 'N5'],
    visas: SKILLED_2,
    pay: [220_000, 270_000],
    types: ['full_time', 'internship'],
  },
  {
    occupation: 'Interior finisher',
    industry: 'Housing and renovation',
    title: ['内装仕上げ工', 'Interior finisher', 'Thợ hoàn thiện nội thất'],
    duty: [
      '住宅やオフィスのクロス貼り、床材の施工、ボード張りを行います。',
      'Hanging wallpaper, laying flooring and fixing boards in homes and offices.',
      'Dán giấy tường, lát sàn và ốp tấm tại nhà ở và văn phòng.',
    ],
    requirement: [
      '内装工事の経験1年以上。',
      'At least one year of interior work experience.',
      'Có ít nhất 1 năm kinh nghiệm hoàn thiện nội thất.',
    ],
    levels: ['N4', 'N3'],
    visas: SKILLED,
    pay: [210_000, 260_000],
    types: ['full_time', 'contract'],
  },
  {
    occupation: 'Heavy equipment operator',
    industry: 'Civil engineering works',
    title: [
      '建設作業員（重機オペレーター）',
      'Construction worker (heavy equipment)',
      'Công nhân xây dựng (vận hành máy công trình)',
    ],
    duty: [
      '土木工事現場で油圧ショベルなどの重機を操作し、掘削・整地を行います。',
      'Operating excavators and other heavy equipment for digging and levelling on civil works sites.',
      'Vận hành máy xúc và các máy công trình khác để đào đất, san lấp tại công trường.',
    ],
    requirement: [
      '車両系建設機械運転技能講習を修了している方。',
      'A vehicle-type construction machinery operator licence.',
      'Đã hoàn thành khóa đào tạo kỹ năng vận hành máy xây dựng (máy xúc, máy ủi...).',
    ],
    levels: ['N3', 'N4'],
    visas: ['特定技能1号', '特定技能2号', '永住者'],
    pay: [240_000, 300_000],
    types: ['full_time'],
  },
  {
    occupation: 'Construction site supervisor',
    industry: 'General construction',
    title: ['施工管理', 'Construction site supervisor', 'Giám sát thi công'],
    duty: [
      '建築現場の工程・品質・安全管理、協力会社との調整を担当します。',
      'Managing schedule, quality and safety on building sites and coordinating subcontractors.',
      'Quản lý tiến độ, chất lượng, an toàn tại công trường và điều phối nhà thầu phụ.',
    ],
    requirement: [
      '建築系の学科を卒業した方、または施工管理の経験者。',
      'A degree in architecture or construction, or site supervision experience.',
      'Tốt nghiệp ngành kiến trúc/xây dựng hoặc có kinh nghiệm giám sát thi công.',
    ],
    levels: ['N2', 'N3'],
    visas: ENGINEER,
    pay: [260_000, 330_000],
    types: ['full_time'],
    office: true,
  },
  {
    occupation: 'Software engineer',
    industry: 'Software development',
    title: ['ITエンジニア', 'Software engineer', 'Kỹ sư phần mềm'],
    duty: [
      '業務システムの設計・開発・テストを担当します。使用技術：Java、Spring、AWS。',
      'Designing, building and testing business systems with Java, Spring and AWS.',
      'Thiết kế, phát triển và kiểm thử hệ thống nghiệp vụ với Java, Spring và AWS.',
    ],
    requirement: [
      'Javaでの開発経験2年以上。情報系学部の卒業者を歓迎します。',
      'At least two years of Java development; an IT degree is welcome.',
      'Có ít nhất 2 năm kinh nghiệm lập trình Java; ưu tiên tốt nghiệp ngành CNTT.',
    ],
    levels: ['N2', 'N3'],
    visas: ENGINEER,
    pay: [3_800_000, 5_200_000],
    annual: true,
    types: ['full_time', 'full_time', 'contract'],
    office: true,
  },
  {
    occupation: 'Web developer',
    industry: 'Internet services',
    title: ['Webエンジニア', 'Web developer', 'Lập trình viên web'],
    duty: [
      '自社ECサイトのフロントエンド・バックエンド開発を担当します（TypeScript、React、Node.js）。',
      'Front-end and back-end work on our online shop (TypeScript, React, Node.js).',
      'Phát triển front-end và back-end cho trang thương mại điện tử của công ty (TypeScript, React, Node.js).',
    ],
    requirement: [
      'Webアプリケーション開発の実務経験1年以上。',
      'At least one year of professional web development.',
      'Có ít nhất 1 năm kinh nghiệm thực tế phát triển ứng dụng web.',
    ],
    levels: ['N3', 'N2'],
    visas: ENGINEER,
    pay: [3_600_000, 4_800_000],
    annual: true,
    types: ['full_time', 'contract'],
    office: true,
  },
  {
    occupation: 'Bridge system engineer',
    industry: 'IT outsourcing',
    title: ['ブリッジSE', 'Bridge system engineer', 'Kỹ sư cầu nối (BrSE)'],
    duty: [
      '日本の顧客とベトナムの開発チームの橋渡しとして、要件定義と進捗管理を行います。',
      'Linking Japanese clients and the development team in Vietnam: requirements and progress management.',
      'Làm cầu nối giữa khách hàng Nhật Bản và đội phát triển tại Việt Nam: phân tích yêu cầu và quản lý tiến độ.',
    ],
    requirement: [
      '開発経験3年以上。日本語でビジネスコミュニケーションができる方。',
      'Three or more years of development and business-level Japanese.',
      'Có từ 3 năm kinh nghiệm phát triển và giao tiếp tiếng Nhật trong công việc.',
    ],
    levels: ['N2', 'N1'],
    visas: ENGINEER,
    pay: [4_200_000, 5_500_000],
    annual: true,
    types: ['full_time'],
    office: true,
  },
  {
    occupation: 'Software tester',
    industry: 'IT outsourcing',
    title: ['テストエンジニア', 'Software tester', 'Kỹ sư kiểm thử phần mềm'],
    duty: [
      'スマートフォンアプリのテスト設計・実施、不具合の報告を担当します。',
      'Designing and running tests for smartphone apps and reporting bugs.',
      'Thiết kế, thực hiện kiểm thử ứng dụng điện thoại và báo cáo lỗi.',
    ],
    requirement: [
      'テスト業務の経験者歓迎。ITの基礎知識がある方。',
      'Testing experience welcome; basic IT knowledge.',
      'Ưu tiên người có kinh nghiệm kiểm thử; có kiến thức CNTT cơ bản.',
    ],
    levels: ['N3', 'N2'],
    visas: ['技術・人文知識・国際業務'],
    pay: [230_000, 280_000],
    types: ['full_time', 'contract'],
    office: true,
  },
  {
    occupation: 'Infrastructure engineer',
    industry: 'Telecommunications',
    title: ['インフラエンジニア', 'Infrastructure engineer', 'Kỹ sư hạ tầng'],
    duty: [
      'サーバー・ネットワークの構築、監視、運用保守を担当します。',
      'Building, monitoring and maintaining servers and networks.',
      'Xây dựng, giám sát và vận hành bảo trì máy chủ, mạng.',
    ],
    requirement: [
      'Linuxまたはネットワークの実務経験。CCNA保有者歓迎。',
      'Hands-on Linux or networking experience; CCNA welcome.',
      'Có kinh nghiệm thực tế về Linux hoặc mạng; ưu tiên có CCNA.',
    ],
    levels: ['N2', 'N3'],
    visas: ENGINEER,
    pay: [3_800_000, 5_000_000],
    annual: true,
    types: ['full_time'],
    office: true,
  },
  {
    occupation: 'CAD operator',
    industry: 'Industrial machinery',
    title: ['CADオペレーター', 'CAD operator', 'Nhân viên thiết kế CAD'],
    duty: [
      'AutoCADを使用して機械部品の図面の作成・修正を行います。',
      'Drawing and revising machine part drawings in AutoCAD.',
      'Vẽ và chỉnh sửa bản vẽ chi tiết máy bằng AutoCAD.',
    ],
    requirement: [
      'CADの使用経験1年以上。',
      'At least one year of CAD experience.',
      'Có ít nhất 1 năm kinh nghiệm sử dụng CAD.',
    ],
    levels: ['N3', 'N2'],
    visas: ['技術・人文知識・国際業務'],
    pay: [220_000, 270_000],
    types: ['full_time', 'contract'],
    office: true,
  },
  {
    occupation: 'Machine operator',
    industry: 'Automotive and auto parts',
    title: ['機械オペレーター', 'Machine operator', 'Công nhân vận hành máy'],
    duty: [
      '自動車部品工場でNC旋盤・プレス機の操作と製品のチェックを行います。',
      'Running CNC lathes and presses and checking parts at an auto-parts factory.',
      'Vận hành máy tiện CNC, máy dập và kiểm tra sản phẩm tại nhà máy phụ tùng ô tô.',
    ],
    requirement: [
      '製造業の経験者優遇。交替勤務ができる方。',
      'Factory experience preferred; able to work rotating shifts.',
      'Ưu tiên người có kinh nghiệm sản xuất; có thể làm theo ca.',
    ],
    levels: ['N4', 'N5'],
    visas: [...SKILLED, '永住者', '定住者'],
    pay: [200_000, 250_000],
    types: ['full_time', 'internship', 'temporary'],
  },
  {
    occupation: 'Assembly worker',
    industry: 'Electronics and electrical equipment',
    title: ['組立スタッフ', 'Assembly worker', 'Công nhân lắp ráp'],
    duty: [
      '電子機器の部品組立、はんだ付け、検品を行います。',
      'Assembling electronic parts, soldering and inspection.',
      'Lắp ráp linh kiện điện tử, hàn và kiểm tra sản phẩm.',
    ],
    requirement: ['細かい作業が得意な方。', 'Good at detailed handwork.', 'Khéo tay, làm tốt các công việc tỉ mỉ.'],
    levels: ['N4', 'N5', 'none'],
    visas: [...SKILLED, '定住者'],
    pay: [185_000, 220_000],
    types: ['full_time', 'part_time', 'internship', 'temporary'],
  },
  {
    occupation: 'Welder',
    industry: 'Industrial machinery',
    title: ['溶接工', 'Welder', 'Thợ hàn'],
    duty: [
      '産業機械のフレームの半自動溶接・TIG溶接を行います。',
      'Semi-automatic and TIG welding of industrial machine frames.',
      'Hàn bán tự động và hàn TIG khung máy công nghiệp.',
    ],
    requirement: [
      '溶接の経験者。JIS溶接技能者資格があれば尚可。',
      'Welding experience; a JIS welding certificate is a plus.',
      'Có kinh nghiệm hàn; có chứng chỉ hàn JIS là lợi thế.',
    ],
    levels: ['N4', 'N5'],
    visas: SKILLED_2,
    pay: [220_000, 270_000],
    types: ['full_time', 'internship'],
  },
  {
    occupation: 'Quality inspector',
    industry: 'Automotive and auto parts',
    title: ['品質検査スタッフ', 'Quality inspector', 'Nhân viên kiểm tra chất lượng'],
    duty: [
      '完成品の外観検査、寸法測定、検査記録の作成を行います。',
      'Visual checks and measuring of finished products, and keeping inspection records.',
      'Kiểm tra ngoại quan, đo kích thước thành phẩm và lập hồ sơ kiểm tra.',
    ],
    requirement: [
      'ノギス・マイクロメーターの使用経験者歓迎。',
      'Experience with calipers and micrometers welcome.',
      'Ưu tiên người biết sử dụng thước cặp, panme.',
    ],
    levels: ['N3', 'N4'],
    visas: [...SKILLED, '永住者'],
    pay: [195_000, 235_000],
    types: ['full_time', 'contract'],
  },
  {
    occupation: 'Cook',
    industry: 'Restaurants',
    title: ['調理スタッフ', 'Cook', 'Đầu bếp'],
    duty: [
      '和食レストランでの仕込み、調理、盛り付けを担当します。',
      'Prep, cooking and plating at a Japanese restaurant.',
      'Sơ chế, nấu và trình bày món ăn tại nhà hàng Nhật.',
    ],
    requirement: [
      '飲食店での調理経験者を優遇します。',
      'Restaurant kitchen experience preferred.',
      'Ưu tiên người có kinh nghiệm nấu ăn tại nhà hàng.',
    ],
    levels: ['N4', 'N3'],
    visas: ['特定技能1号', '永住者', ...STUDENT],
    pay: [200_000, 240_000],
    types: ['full_time', 'part_time'],
  },
  {
    occupation: 'Kitchen assistant',
    industry: 'Restaurants',
    title: ['キッチン補助', 'Kitchen assistant', 'Phụ bếp'],
    duty: [
      '食材の下ごしらえ、皿洗い、厨房の清掃をお願いします。',
      'Preparing ingredients, washing dishes and cleaning the kitchen.',
      'Sơ chế nguyên liệu, rửa bát và vệ sinh bếp.',
    ],
    requirement: ['未経験歓迎。', 'Beginners welcome.', 'Chào đón người chưa có kinh nghiệm.'],
    levels: ['N5', 'N4', 'none'],
    visas: [...STUDENT, '特定技能1号'],
    pay: [180_000, 200_000],
    types: ['part_time', 'part_time', 'full_time'],
  },
  {
    occupation: 'Restaurant server',
    industry: 'Restaurants',
    title: ['ホールスタッフ', 'Restaurant server', 'Nhân viên phục vụ'],
    duty: [
      '居酒屋での接客、注文受け、配膳、レジ対応を行います。',
      'Serving guests at an izakaya: taking orders, bringing food and working the till.',
      'Phục vụ khách tại quán izakaya: nhận gọi món, bưng món và thu ngân.',
    ],
    requirement: [
      '簡単な日本語で接客ができる方。',
      'Able to serve guests in simple Japanese.',
      'Có thể giao tiếp với khách bằng tiếng Nhật đơn giản.',
    ],
    levels: ['N3', 'N4'],
    visas: [...STUDENT, '特定技能1号'],
    pay: [180_000, 210_000],
    types: ['part_time', 'part_time', 'full_time'],
  },
  {
    occupation: 'Hotel front desk clerk',
    industry: 'Hotels and ryokan',
    title: ['ホテルフロントスタッフ', 'Hotel front desk clerk', 'Lễ tân khách sạn'],
    duty: [
      'チェックイン・チェックアウト、予約管理、外国人観光客の案内を担当します。',
      'Check-in and check-out, reservations and helping overseas guests.',
      'Làm thủ tục nhận, trả phòng, quản lý đặt phòng và hỗ trợ khách du lịch nước ngoài.',
    ],
    requirement: [
      '英語または中国語ができる方を歓迎します。',
      'English or Chinese is welcome.',
      'Ưu tiên người biết tiếng Anh hoặc tiếng Trung.',
    ],
    levels: ['N2', 'N3'],
    visas: ['技術・人文知識・国際業務', '特定技能1号'],
    pay: [210_000, 250_000],
    types: ['full_time', 'contract'],
  },
  {
    occupation: 'Room attendant',
    industry: 'Hotels and ryokan',
    title: ['客室清掃スタッフ', 'Room attendant', 'Nhân viên buồng phòng'],
    duty: [
      'ホテル客室の清掃、ベッドメイク、アメニティの補充を行います。',
      'Cleaning guest rooms, making beds and restocking amenities.',
      'Dọn phòng khách sạn, làm giường và bổ sung đồ dùng cho khách.',
    ],
    requirement: ['未経験可。', 'No experience needed.', 'Không cần kinh nghiệm.'],
    levels: ['N5', 'N4', 'none'],
    visas: ['特定技能1号', ...STUDENT],
    pay: [180_000, 205_000],
    types: ['part_time', 'full_time', 'temporary'],
  },
  {
    occupation: 'Crop farm worker',
    industry: 'Crop and livestock farming',
    title: ['農業スタッフ', 'Farm worker', 'Công nhân nông nghiệp'],
    duty: [
      'ビニールハウスでのトマト・いちごの栽培、収穫、出荷作業を行います。',
      'Growing, harvesting and shipping tomatoes and strawberries in greenhouses.',
      'Trồng, thu hoạch và đóng gói xuất hàng cà chua, dâu tây trong nhà kính.',
    ],
    requirement: ['農作業の経験者を歓迎します。', 'Farm experience welcome.', 'Ưu tiên người có kinh nghiệm làm nông.'],
    levels: ['N4', 'N5'],
    visas: SKILLED,
    pay: [180_000, 210_000],
    types: ['full_time', 'internship', 'temporary'],
  },
  {
    occupation: 'Livestock farm worker',
    industry: 'Crop and livestock farming',
    title: ['畜産スタッフ', 'Livestock farm worker', 'Công nhân chăn nuôi'],
    duty: [
      '養豚場・酪農場での給餌、清掃、家畜の健康管理を行います。',
      'Feeding, cleaning and looking after the animals at pig and dairy farms.',
      'Cho ăn, vệ sinh chuồng trại và theo dõi sức khỏe vật nuôi tại trang trại lợn, bò sữa.',
    ],
    requirement: ['動物が好きな方。', 'You like working with animals.', 'Thích làm việc với động vật.'],
    levels: ['N4', 'N5'],
    visas: SKILLED,
    pay: [185_000, 215_000],
    types: ['full_time', 'internship'],
  },
  {
    occupation: 'Aquaculture worker',
    industry: 'Fisheries and aquaculture',
    title: ['養殖スタッフ', 'Aquaculture worker', 'Công nhân nuôi trồng thủy sản'],
    duty: [
      '牡蠣・ホタテの養殖作業、水揚げ、出荷準備を行います。',
      'Farming oysters and scallops, landing the catch and preparing shipments.',
      'Nuôi hàu, sò điệp, thu hoạch và chuẩn bị xuất hàng.',
    ],
    requirement: ['船酔いしにくい方。', 'Not prone to seasickness.', 'Không bị say sóng.'],
    levels: ['N4', 'N5'],
    visas: SKILLED,
    pay: [190_000, 220_000],
    types: ['full_time', 'internship'],
  },
  {
    occupation: 'Warehouse worker',
    industry: 'Warehousing',
    title: ['倉庫内作業スタッフ', 'Warehouse worker', 'Nhân viên kho'],
    duty: [
      '物流センターでのピッキング、検品、梱包、仕分けを行います。',
      'Picking, checking, packing and sorting at a distribution centre.',
      'Lấy hàng, kiểm hàng, đóng gói và phân loại tại trung tâm logistics.',
    ],
    requirement: ['未経験歓迎。', 'Beginners welcome.', 'Chào đón người chưa có kinh nghiệm.'],
    levels: ['N5', 'N4', 'none'],
    visas: [...RESIDENT, '留学（資格外活動許可）'],
    pay: [185_000, 215_000],
    types: ['full_time', 'part_time', 'temporary'],
  },
  {
    occupation: 'Forklift operator',
    industry: 'Warehousing',
    title: ['フォークリフトオペレーター', 'Forklift operator', 'Nhân viên lái xe nâng'],
    duty: [
      'フォークリフトでの入出庫作業、トラックへの積み込みを行います。',
      'Moving goods in and out with a forklift and loading trucks.',
      'Dùng xe nâng nhập, xuất hàng và xếp hàng lên xe tải.',
    ],
    requirement: [
      'フォークリフト運転技能講習を修了している方。',
      'A forklift operator certificate.',
      'Có chứng chỉ lái xe nâng.',
    ],
    levels: ['N4', 'N3'],
    visas: RESIDENT,
    pay: [210_000, 250_000],
    types: ['full_time', 'contract'],
  },
  {
    occupation: 'Delivery driver',
    industry: 'Road freight',
    title: ['配送ドライバー', 'Delivery driver', 'Tài xế giao hàng'],
    duty: [
      '軽トラック・2トン車で店舗や個人宅への配送を担当します。',
      'Delivering to shops and homes by light truck or 2-tonne truck.',
      'Giao hàng đến cửa hàng và nhà riêng bằng xe tải nhỏ hoặc xe 2 tấn.',
    ],
    requirement: [
      '日本の普通自動車免許（AT限定可）をお持ちの方。',
      'A Japanese ordinary driving licence (automatic only is fine).',
      'Có bằng lái xe ô tô phổ thông của Nhật (chấp nhận bằng chỉ lái xe số tự động).',
    ],
    levels: ['N3', 'N2'],
    visas: RESIDENT,
    pay: [230_000, 290_000],
    types: ['full_time', 'contract'],
  },
  {
    occupation: 'Interpreter and translator',
    industry: 'Staffing and recruitment',
    title: ['通訳スタッフ（ベトナム語）', 'Vietnamese interpreter', 'Phiên dịch viên tiếng Việt'],
    duty: [
      'ベトナム人スタッフの生活支援、面接・研修での通訳、書類の翻訳を担当します。',
      'Supporting Vietnamese staff in daily life, interpreting at interviews and training, and translating documents.',
      'Hỗ trợ đời sống cho nhân viên người Việt, phiên dịch khi phỏng vấn, đào tạo và biên dịch tài liệu.',
    ],
    requirement: ['ベトナム語がネイティブレベルの方。', 'Native-level Vietnamese.', 'Tiếng Việt ở mức bản ngữ.'],
    levels: ['N2', 'N1'],
    visas: ENGINEER,
    pay: [230_000, 280_000],
    types: ['full_time', 'contract'],
    office: true,
  },
  {
    occupation: 'Sales representative',
    industry: 'Trading companies',
    title: [
      '営業スタッフ（ベトナム市場担当）',
      'Sales representative (Vietnam market)',
      'Nhân viên kinh doanh (thị trường Việt Nam)',
    ],
    duty: [
      'ベトナムの取引先への提案営業、見積作成、出張対応を行います。',
      'Proposal sales to partners in Vietnam, quotes and business trips.',
      'Chào hàng cho đối tác tại Việt Nam, lập báo giá và đi công tác.',
    ],
    requirement: ['営業経験2年以上。', 'Two or more years in sales.', 'Có từ 2 năm kinh nghiệm kinh doanh.'],
    levels: ['N2', 'N1'],
    visas: ENGINEER,
    pay: [250_000, 320_000],
    types: ['full_time'],
    office: true,
  },
  {
    occupation: 'Customer support representative',
    industry: 'Online retail',
    title: [
      'カスタマーサポート（ベトナム語対応）',
      'Customer support (Vietnamese)',
      'Nhân viên chăm sóc khách hàng (tiếng Việt)',
    ],
    duty: [
      '通販サイトのお客様からの問い合わせにメール・電話で対応します。',
      'Answering questions from online shop customers by e-mail and phone.',
      'Trả lời thắc mắc của khách hàng mua sắm trực tuyến qua email và điện thoại.',
    ],
    requirement: ['PCの基本操作ができる方。', 'Basic computer skills.', 'Sử dụng được máy tính ở mức cơ bản.'],
    levels: ['N2', 'N3'],
    visas: [...ENGINEER, '家族滞在'],
    pay: [200_000, 240_000],
    types: ['full_time', 'part_time', 'contract'],
    office: true,
  },
];

/** Jobs a broker (sending organisation) posts in Vietnam, paid monthly in dong. */
const VN_TEMPLATES: Template[] = [
  TEMPLATES.find((t) => t.occupation === 'Bridge system engineer')!,
  TEMPLATES.find((t) => t.occupation === 'Interpreter and translator')!,
  TEMPLATES.find((t) => t.occupation === 'Software tester')!,
  {
    occupation: 'Office clerk',
    industry: 'Staffing and recruitment',
    title: ['日本語事務スタッフ', 'Japanese-speaking office clerk', 'Nhân viên văn phòng tiếng Nhật'],
    duty: [
      '日本企業への人材送り出しに関する書類作成、候補者との連絡を担当します。',
      'Preparing documents for sending workers to Japanese companies and keeping in touch with candidates.',
      'Soạn hồ sơ phái cử lao động sang doanh nghiệp Nhật và liên lạc với ứng viên.',
    ],
    requirement: [
      'Word・Excelの基本操作ができる方。',
      'Basic Word and Excel skills.',
      'Sử dụng được Word và Excel ở mức cơ bản.',
    ],
    levels: ['N3', 'N2'],
    visas: [],
    pay: [0, 0],
    types: ['full_time'],
    office: true,
  },
];

/** Japanese cities the jobs are in, with their weights. */
const JP_CITIES: [en: string, ja: string, weight: number][] = [
  ['Tokyo', '東京', 30],
  ['Osaka', '大阪', 16],
  ['Nagoya', '名古屋', 13],
  ['Yokohama', '横浜', 12],
  ['Fukuoka', '福岡', 10],
  ['Sapporo', '札幌', 10],
  ['Kyoto', '京都', 9],
];
const VN_CITIES: Texts[] = [
  ['ハノイ', 'Hanoi', 'Hà Nội'],
  ['ホーチミン市', 'Ho Chi Minh City', 'Thành phố Hồ Chí Minh'],
  ['ダナン', 'Da Nang', 'Đà Nẵng'],
];

const EMPLOYMENT_NOTE: Record<Employment, Texts | null> = {
  full_time: null,
  part_time: ['（パート・アルバイト）', ' (part-time)', ' (bán thời gian)'],
  contract: ['（契約社員）', ' (contract)', ' (nhân viên hợp đồng)'],
  temporary: ['（短期）', ' (short-term)', ' (ngắn hạn)'],
  internship: ['（技能実習）', ' (technical intern)', ' (thực tập sinh kỹ năng)'],
};

const OFFICE_HOURS: Texts = [
  '9:00〜18:00（休憩60分）、土日祝休み',
  '9:00-18:00 (60-minute break), weekends and holidays off',
  '9:00-18:00 (nghỉ 60 phút), nghỉ thứ Bảy, Chủ nhật và ngày lễ',
];
const SHIFT_HOURS: Texts[] = [
  ['8:00〜17:00（休憩60分）', '8:00-17:00 (60-minute break)', '8:00-17:00 (nghỉ trưa 60 phút)'],
  [
    'シフト制（早番7:00〜16:00／遅番13:00〜22:00）',
    'Shifts (early 7:00-16:00 / late 13:00-22:00)',
    'Làm theo ca (ca sớm 7:00-16:00 / ca muộn 13:00-22:00)',
  ],
  [
    '2交替制（8:00〜17:00／20:00〜翌5:00）',
    'Two shifts (8:00-17:00 / 20:00-5:00)',
    '2 ca (8:00-17:00 / 20:00-5:00 sáng hôm sau)',
  ],
];
const PART_HOURS: Texts[] = [
  ['週3日〜、1日4時間〜OK', '3 days a week or more, 4 hours a day or more', 'Từ 3 ngày/tuần, từ 4 tiếng/ngày'],
  [
    '17:00〜22:00の間で応相談',
    'Between 17:00 and 22:00, hours negotiable',
    'Trong khoảng 17:00-22:00, giờ làm có thể thỏa thuận',
  ],
];
const CLOSINGS: Texts[] = [
  [
    '外国人スタッフが多数活躍中です。',
    'Many foreign staff work with us.',
    'Nhiều nhân viên người nước ngoài đang làm việc tại đây.',
  ],
  [
    'ベトナム人の先輩が仕事を丁寧に教えます。',
    'Vietnamese colleagues will teach you the work step by step.',
    'Các anh chị người Việt đi trước sẽ hướng dẫn công việc tận tình.',
  ],
  [
    '入社後は研修がありますので、未経験の方も安心です。',
    'Training is given after you join, so beginners need not worry.',
    'Sau khi vào công ty sẽ có đào tạo nên người chưa có kinh nghiệm cũng có thể yên tâm.',
  ],
];
const BENEFITS: Texts[] = [
  ['社会保険完備', 'Full social insurance', 'Bảo hiểm xã hội đầy đủ'],
  [
    '交通費支給（月3万円まで）',
    'Commuting allowance (up to ¥30,000 a month)',
    'Hỗ trợ phí đi lại (tối đa 30.000 yên/tháng)',
  ],
  ['社員寮あり（家賃2万円）', 'Company dormitory (rent ¥20,000)', 'Có ký túc xá công ty (tiền thuê 20.000 yên)'],
  ['賞与年2回', 'Bonus twice a year', 'Thưởng 2 lần/năm'],
  ['昇給年1回', 'Pay raise once a year', 'Tăng lương 1 lần/năm'],
  ['残業手当あり', 'Overtime paid', 'Có trả lương làm thêm giờ'],
  ['一時帰国休暇あり', 'Leave for visits home', 'Có kỳ nghỉ về nước'],
  ['資格取得支援制度', 'Support for gaining qualifications', 'Hỗ trợ lấy chứng chỉ'],
  ['日本語学習支援', 'Japanese lessons', 'Hỗ trợ học tiếng Nhật'],
  ['制服貸与', 'Uniform provided', 'Được cấp đồng phục'],
  ['引越し費用補助', 'Moving cost support', 'Hỗ trợ chi phí chuyển nhà'],
];
const VN_BENEFITS: Texts[] = [
  ['社会保険完備', 'Full social insurance', 'Bảo hiểm xã hội đầy đủ'],
  ['日本での研修の機会あり', 'Training trips to Japan', 'Cơ hội đào tạo tại Nhật Bản'],
  ['13か月目の給与支給', 'A 13th-month salary', 'Lương tháng thứ 13'],
  ['日本語学習支援', 'Japanese lessons', 'Hỗ trợ học tiếng Nhật'],
  ['年次有給休暇12日', '12 days of paid leave a year', '12 ngày nghỉ phép có lương mỗi năm'],
];

const levelText = (level: Level): Texts =>
  level === 'none'
    ? ['日本語力不問', 'No Japanese required', 'Không yêu cầu tiếng Nhật']
    : [`日本語能力試験${level}以上`, `JLPT ${level} or above`, `Tiếng Nhật JLPT ${level} trở lên`];

const LABELS = {
  location: ['勤務地：', 'Location: ', 'Địa điểm làm việc: '],
  hours: ['勤務時間：', 'Working hours: ', 'Thời gian làm việc: '],
} as const;

/** What the other demo data needs to know of a job. */
export interface JobFacts {
  company: number;
  status: JobStatus;
  title: Texts;
  /** The city's English name (a master record). */
  city: string;
  japan: boolean;
  currency: 'JPY' | 'VND';
  period: 'hour' | 'month' | 'year';
  salary: [number, number];
  level: Level;
  published_on: string | null;
  closes_on: string | null;
}

/** The posting's texts per language: index 0 ja, 1 en, 2 vi. */
export interface JobTexts {
  title: Texts;
  description: Texts;
  requirements: Texts;
  benefits: Texts;
}

const round = (value: number, step: number) => Math.round(value / step) * step;

function salaryOf(
  r: Random,
  t: Template,
  type: Employment,
  japan: boolean,
): Pick<JobFacts, 'currency' | 'period' | 'salary'> {
  if (!japan) {
    const min = round(r.int(12_000_000, 22_000_000), 500_000);
    return { currency: 'VND', period: 'month', salary: [min, min + round(r.int(2_000_000, 8_000_000), 500_000)] };
  }
  if (type === 'part_time' || type === 'temporary') {
    const min = round(r.int(1_050, 1_400), 10);
    return { currency: 'JPY', period: 'hour', salary: [min, Math.min(1_600, min + round(r.int(50, 250), 10))] };
  }
  if (t.annual) {
    const min = round(r.int(t.pay[0], t.pay[1]), 100_000);
    return { currency: 'JPY', period: 'year', salary: [min, min + round(r.int(600_000, 1_500_000), 100_000)] };
  }
  const min = round(r.int(t.pay[0], t.pay[1]), 5_000);
  return {
    currency: 'JPY',
    period: 'month',
    salary: [min, Math.min(350_000, min + round(r.int(10_000, 60_000), 5_000))],
  };
}

/** Publication and closing days that fit the status. */
function datesOf(r: Random, status: JobStatus): [string | null, string | null] {
  switch (status) {
    case 'active':
      return [addDays(TODAY, -r.int(3, 240)), addDays(TODAY, r.int(10, 150))];
    case 'closed': {
      const published = addDays('2025-01-10', r.int(0, 560));
      return [published, minDay(addDays(published, r.int(30, 120)), addDays(TODAY, -1))];
    }
    case 'inactive': {
      const published = addDays('2025-02-01', r.int(0, 600));
      return [published, addDays(published, r.int(60, 180))];
    }
    case 'pending': {
      const published = addDays(TODAY, r.int(1, 30));
      return [published, addDays(published, r.int(30, 120))];
    }
    case 'draft':
      return r.chance(0.5) ? [null, null] : [addDays(TODAY, r.int(15, 60)), null];
  }
}

function statusOf(r: Random, i: number): JobStatus {
  // The first jobs are the ones pages and tests open first: keep them live.
  if (i < 10) return 'active';
  const x = r.next();
  return x < 0.6 ? 'active' : x < 0.74 ? 'closed' : x < 0.84 ? 'pending' : x < 0.93 ? 'inactive' : 'draft';
}

const r = randomSource(20_261_123);
const facts: JobFacts[] = [];
const texts: JobTexts[] = [];

let employerJobs = 0;

export const jobs: Row[] = Array.from({ length: JOB_COUNT }, (_, i): Row => {
  const broker = i % 25 === 24;
  // Employers take turns, so each has three or four postings.
  const company = broker ? EMPLOYERS + (Math.floor(i / 25) % BROKERS) : employerJobs++ % EMPLOYERS;
  const japan = !broker || Math.floor(i / 25) % 2 === 0;
  const t = japan
    ? TEMPLATES[(i * 7 + Math.floor(i / 34)) % TEMPLATES.length]
    : VN_TEMPLATES[Math.floor(i / 50) % VN_TEMPLATES.length];
  const type: Employment = japan ? r.pick(t.types) : 'full_time';
  const status = statusOf(r, i);
  const [published_on, closes_on] = datesOf(r, status);
  const level = r.pick(t.levels);

  let cityEn: string;
  let place: Texts;
  if (japan) {
    let rest = r.next() * JP_CITIES.reduce((sum, c) => sum + c[2], 0);
    const city = JP_CITIES.find((c) => (rest -= c[2]) < 0) ?? JP_CITIES[0];
    cityEn = city[0];
    place = [city[1], city[0], city[0]];
  } else {
    place = r.pick(VN_CITIES);
    cityEn = place[1];
  }
  const note = EMPLOYMENT_NOTE[type];
  const title = [0, 1, 2].map((k) =>
    k === 0 ? `${t.title[0]}${note?.[0] ?? ''}【${place[0]}】` : `${t.title[k]}${note?.[k] ?? ''} – ${place[k]}`,
  ) as Texts;

  const hours = t.office
    ? OFFICE_HOURS
    : type === 'part_time' || type === 'temporary'
      ? r.pick(PART_HOURS)
      : r.pick(SHIFT_HOURS);
  const closing = r.pick(CLOSINGS);
  const description = [0, 1, 2].map((k) =>
    `${t.duty[k]}\n\n${LABELS.location[k]}${place[k]}\n${LABELS.hours[k]}${hours[k]}\n\n${japan ? closing[k] : ''}`.trim(),
  ) as Texts;
  const lt = levelText(level);
  const requirements = [0, 1, 2].map((k) => `${t.requirement[k]}\n${lt[k]}`) as Texts;
  const pool = japan ? BENEFITS : VN_BENEFITS;
  const chosen = pool.filter(() => r.chance(0.45));
  if (!chosen.length) chosen.push(pool[0]);
  const benefits = [0, 1, 2].map((k) => chosen.map((b) => (k === 0 ? `・${b[0]}` : `- ${b[k]}`)).join('\n')) as Texts;

  const pay = salaryOf(r, t, type, japan);
  facts.push({ company, status, title, city: cityEn, japan, ...pay, level, published_on, closes_on });
  texts.push({ title, description, requirements, benefits });

  return {
    title: title[0],
    company_id: nth(company),
    occupation_id: byName(t.occupation),
    industry_id: byName(t.industry),
    city_id: byName(cityEn),
    employment_type: type,
    salary_min: pay.salary[0],
    salary_max: pay.salary[1],
    currency_id: byName(pay.currency === 'JPY' ? 'Japanese yen' : 'Vietnamese dong'),
    salary_period: pay.period,
    openings: r.chance(0.7) ? r.int(1, 5) : r.int(6, 20),
    japanese_level: level,
    visa_types: japan ? t.visas : null,
    description: description[0],
    requirements: requirements[0],
    benefits: benefits[0],
    published_on,
    closes_on,
    status,
  };
});

export const JOB_FACTS: readonly JobFacts[] = facts;
export const JOB_TEXTS: readonly JobTexts[] = texts;
