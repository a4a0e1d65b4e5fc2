import type { candidate as schema } from '../../schemas/accounts/candidate';
import type { DemoRow } from '../rows';
import { day, japanesePhone, randomDay, weighted } from './companies';
import { byName, nth, randomSource } from './demo';

type Row = DemoRow<typeof schema>;

// Candidates 0–999; candidate i signs in with user account 370 + i. Most are
// Vietnamese, living in Vietnam or already in Japan; every fifteenth comes
// from another country of the region.
export const CANDIDATE_COUNT = 1000;
export const CANDIDATE_ACCOUNT_BASE = 370;

type Random = ReturnType<typeof randomSource>;
type Language = 'ja' | 'en' | 'vi';
/** A text per language. */
type PerLanguage = Record<Language, string>;

/** Latin letters without Vietnamese diacritics (Nguyễn → Nguyen), as English texts write names. */
export const withoutDiacritics = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');

// Vietnamese name parts: [name, katakana, weight (family names only)].
const FAMILY: [string, string, number][] = [
  ['Nguyễn', 'グエン', 38],
  ['Trần', 'チャン', 11],
  ['Lê', 'レ', 9],
  ['Phạm', 'ファム', 7],
  ['Hoàng', 'ホアン', 5],
  ['Huỳnh', 'フイン', 4],
  ['Phan', 'ファン', 4],
  ['Vũ', 'ヴー', 4],
  ['Võ', 'ヴォー', 3],
  ['Đặng', 'ダン', 3],
  ['Bùi', 'ブイ', 3],
  ['Đỗ', 'ドー', 3],
  ['Hồ', 'ホー', 2],
  ['Ngô', 'ゴー', 2],
  ['Dương', 'ズオン', 2],
  ['Lý', 'リー', 1],
];
const MIDDLE: Record<'male' | 'female', [string, string][]> = {
  male: [
    ['Văn', 'ヴァン'],
    ['Đức', 'ドゥック'],
    ['Minh', 'ミン'],
    ['Quốc', 'クオック'],
    ['Hữu', 'フー'],
    ['Công', 'コン'],
    ['Thành', 'タイン'],
  ],
  female: [
    ['Thị', 'ティ'],
    ['Ngọc', 'ゴック'],
    ['Thu', 'トゥー'],
    ['Thanh', 'タイン'],
    ['Phương', 'フオン'],
    ['Hồng', 'ホン'],
  ],
};
const GIVEN: Record<'male' | 'female', [string, string][]> = {
  male: [
    ['An', 'アン'],
    ['Bình', 'ビン'],
    ['Cường', 'クオン'],
    ['Dũng', 'ズン'],
    ['Hải', 'ハイ'],
    ['Hùng', 'フン'],
    ['Huy', 'フイ'],
    ['Khánh', 'カイン'],
    ['Long', 'ロン'],
    ['Nam', 'ナム'],
    ['Phong', 'フォン'],
    ['Quang', 'クアン'],
    ['Sơn', 'ソン'],
    ['Thắng', 'タン'],
    ['Tuấn', 'トゥアン'],
    ['Việt', 'ヴィエット'],
    ['Tùng', 'トゥン'],
    ['Đạt', 'ダット'],
    ['Hiếu', 'ヒエウ'],
    ['Trung', 'チュン'],
  ],
  female: [
    ['Anh', 'アイン'],
    ['Chi', 'チー'],
    ['Dung', 'ズン'],
    ['Hà', 'ハー'],
    ['Hằng', 'ハン'],
    ['Hoa', 'ホア'],
    ['Hương', 'フオン'],
    ['Lan', 'ラン'],
    ['Linh', 'リン'],
    ['Mai', 'マイ'],
    ['Nga', 'ガー'],
    ['Ngân', 'ガン'],
    ['Nhung', 'ニュン'],
    ['Thảo', 'タオ'],
    ['Trang', 'チャン'],
    ['Trinh', 'チン'],
    ['Vy', 'ヴィー'],
    ['Yến', 'イエン'],
    ['Huyền', 'フエン'],
    ['Quyên', 'クエン'],
  ],
};

export interface PersonName {
  /** As in the passport. */
  full: string;
  kana: string;
  /** In English texts. */
  latin: string;
  /** The name people are called by, in Vietnamese or the Latin original, katakana and English. */
  given: PerLanguage;
}

/** A Vietnamese name: family, middle and given name. */
export function vietnameseName(r: Random, gender: 'male' | 'female'): PersonName {
  const [family, familyKana] = weighted(
    r,
    FAMILY.map(([name, kana, w]) => [[name, kana] as const, w] as const),
  );
  const [middle, middleKana] = r.pick(MIDDLE[gender]);
  const [given, givenKana] = r.pick(GIVEN[gender]);
  const full = `${family} ${middle} ${given}`;
  return {
    full,
    kana: `${familyKana}・${middleKana}・${givenKana}`,
    latin: withoutDiacritics(full),
    given: { vi: given, ja: givenKana, en: withoutDiacritics(given) },
  };
}

// Candidates from elsewhere: [name, katakana, gender, country, home town (vi, ja, en), city of the master to live in, first language].
type Foreign = [string, string, 'male' | 'female', string, [string, string, string], string | null, string];
const PH: [string, string, string] = ['Cebu', 'セブ', 'Cebu'];
const ID: [string, string, string] = ['Surabaya', 'スラバヤ', 'Surabaya'];
const MM: [string, string, string] = ['Mandalay', 'マンダレー', 'Mandalay'];
const KH: [string, string, string] = ['Xiêm Riệp', 'シェムリアップ', 'Siem Reap'];
const FOREIGN: Foreign[] = [
  ['Maria Santos', 'マリア・サントス', 'female', 'Philippines', PH, 'Manila', 'Filipino'],
  ['Budi Santoso', 'ブディ・サントソ', 'male', 'Indonesia', ID, 'Jakarta', 'Indonesian'],
  ['Aung Ko Ko', 'アウン・コー・コー', 'male', 'Myanmar', MM, null, 'Burmese'],
  ['John Reyes', 'ジョン・レイエス', 'male', 'Philippines', PH, 'Manila', 'Filipino'],
  ['Siti Rahayu', 'シティ・ラハユ', 'female', 'Indonesia', ID, 'Jakarta', 'Indonesian'],
  ['Sok Dara', 'ソック・ダラ', 'male', 'Cambodia', KH, 'Phnom Penh', 'Khmer'],
  ['Angelica Cruz', 'アンジェリカ・クルス', 'female', 'Philippines', PH, 'Manila', 'Filipino'],
  ['Agus Setiawan', 'アグス・セティアワン', 'male', 'Indonesia', ID, 'Jakarta', 'Indonesian'],
  ['Thandar Win', 'タンダー・ウィン', 'female', 'Myanmar', MM, null, 'Burmese'],
  ['Mark Villanueva', 'マーク・ビラヌエバ', 'male', 'Philippines', PH, 'Manila', 'Filipino'],
  ['Dewi Lestari', 'デウィ・レスタリ', 'female', 'Indonesia', ID, 'Jakarta', 'Indonesian'],
  ['Chan Sreymom', 'チャン・スレイモム', 'female', 'Cambodia', KH, 'Phnom Penh', 'Khmer'],
  ['Kyaw Zin Htet', 'チョー・ジン・テッ', 'male', 'Myanmar', MM, null, 'Burmese'],
  ['Kristine Bautista', 'クリスティン・バウティスタ', 'female', 'Philippines', PH, 'Manila', 'Filipino'],
  ['Rizky Pratama', 'リズキ・プラタマ', 'male', 'Indonesia', ID, 'Jakarta', 'Indonesian'],
];
const PHONE_PREFIX: Record<string, string> = {
  Philippines: '+63 9',
  Indonesia: '+62 8',
  Myanmar: '+95 9',
  Cambodia: '+855 1',
};

// Home provinces of Vietnamese candidates: [Vietnamese, Japanese, English].
const PROVINCES: [string, string, string][] = [
  ['Nghệ An', 'ゲアン省', 'Nghe An'],
  ['Thanh Hóa', 'タインホア省', 'Thanh Hoa'],
  ['Hà Tĩnh', 'ハティン省', 'Ha Tinh'],
  ['Nam Định', 'ナムディン省', 'Nam Dinh'],
  ['Thái Bình', 'タイビン省', 'Thai Binh'],
  ['Hải Dương', 'ハイズオン省', 'Hai Duong'],
  ['Bắc Giang', 'バクザン省', 'Bac Giang'],
  ['Hà Nội', 'ハノイ', 'Hanoi'],
  ['Hải Phòng', 'ハイフォン', 'Hai Phong'],
  ['Quảng Ninh', 'クアンニン省', 'Quang Ninh'],
  ['Huế', 'フエ', 'Hue'],
  ['Đà Nẵng', 'ダナン', 'Da Nang'],
  ['Quảng Nam', 'クアンナム省', 'Quang Nam'],
  ['Đồng Nai', 'ドンナイ省', 'Dong Nai'],
  ['Cần Thơ', 'カントー', 'Can Tho'],
  ['TP. Hồ Chí Minh', 'ホーチミン市', 'Ho Chi Minh City'],
];
const VN_CITIES: [string, number][] = [
  ['Hanoi', 30],
  ['Ho Chi Minh City', 25],
  ['Da Nang', 10],
  ['Hai Phong', 10],
  ['Hue', 8],
  ['Can Tho', 8],
  ['Nha Trang', 9],
];
const JP_CITIES: [string, number][] = [
  ['Tokyo', 30],
  ['Osaka', 18],
  ['Nagoya', 16],
  ['Yokohama', 12],
  ['Fukuoka', 10],
  ['Sapporo', 6],
  ['Kyoto', 8],
];

type Visa =
  | 'technical_intern'
  | 'specified_skilled_1'
  | 'specified_skilled_2'
  | 'engineer_specialist'
  | 'student'
  | 'permanent_resident';

/** A field of work: what its candidates want, studied and can do. */
interface Track {
  weight: number;
  occupations: string[];
  majors: string[];
  educations: string[];
  /** Skills: [English, Japanese, Vietnamese]. */
  skills: [string, string, string][];
  /** Residence statuses of those already in Japan. */
  visas: [Visa, number][];
  /** JLPT levels, weighted. */
  levels: [string, number][];
  /** Desired monthly salary range, in units of 10,000 yen. */
  salary: [number, number];
  /** The work in a phrase: Japanese, English, Vietnamese. */
  work: [string, string, string];
}

const SCHOOL = [
  'High school',
  'Intermediate vocational school (Vietnam, trung cấp)',
  'College (Vietnam, cao đẳng)',
  'Elementary vocational certificate (Vietnam)',
];
/** Educations of candidates from elsewhere: for trades, for office and engineering work. */
const FOREIGN_EDUCATIONS = ['High school', "Bachelor's degree"];
const WORKER_VISAS: [Visa, number][] = [
  ['technical_intern', 5],
  ['specified_skilled_1', 4],
  ['specified_skilled_2', 1],
];
const WORKER_LEVELS: [string, number][] = [
  ['N2', 1],
  ['N3', 4],
  ['N4', 5],
  ['N5', 2],
  ['none', 1],
];

const TRACKS: Track[] = [
  {
    weight: 22,
    occupations: ['Machine operator', 'Assembly worker', 'Welder', 'Quality inspector'],
    majors: [
      'Mechanical engineering',
      'Electrical and electronic engineering',
      'Mechatronics',
      'Automotive engineering',
    ],
    educations: SCHOOL,
    skills: [
      ['CNC lathe', 'NC旋盤', 'Tiện CNC'],
      ['Milling', 'フライス加工', 'Phay'],
      ['TIG welding', 'TIG溶接', 'Hàn TIG'],
      ['Semi-automatic welding', '半自動溶接', 'Hàn bán tự động'],
      ['Reading drawings', '図面の読み取り', 'Đọc bản vẽ'],
      ['5S', '5S活動', '5S'],
      ['Visual inspection', '外観検査', 'Kiểm tra ngoại quan'],
      ['Press operation', 'プレス作業', 'Vận hành máy dập'],
    ],
    visas: WORKER_VISAS,
    levels: WORKER_LEVELS,
    salary: [18, 28],
    work: ['機械加工・組立', 'machining and assembly', 'gia công cơ khí và lắp ráp'],
  },
  {
    weight: 12,
    occupations: [
      'Software engineer',
      'Web developer',
      'Infrastructure engineer',
      'Bridge system engineer',
      'Software tester',
    ],
    majors: ['Information technology', 'Computer science', 'Data science', 'Mechatronics'],
    educations: [
      "Bachelor's degree",
      "Engineer's degree (Vietnam, kỹ sư)",
      'College (Vietnam, cao đẳng)',
      "Master's degree",
    ],
    skills: [
      ['Java', 'Java', 'Java'],
      ['Python', 'Python', 'Python'],
      ['TypeScript', 'TypeScript', 'TypeScript'],
      ['React', 'React', 'React'],
      ['PHP (Laravel)', 'PHP（Laravel）', 'PHP (Laravel)'],
      ['AWS', 'AWS', 'AWS'],
      ['Docker', 'Docker', 'Docker'],
      ['SQL', 'SQL', 'SQL'],
      ['Test automation (Selenium)', 'テスト自動化（Selenium）', 'Kiểm thử tự động (Selenium)'],
      ['Linux server administration', 'Linuxサーバー管理', 'Quản trị máy chủ Linux'],
    ],
    visas: [
      ['engineer_specialist', 8],
      ['student', 2],
      ['permanent_resident', 1],
    ],
    levels: [
      ['N1', 2],
      ['N2', 5],
      ['N3', 4],
      ['N4', 1],
    ],
    salary: [25, 50],
    work: ['ソフトウェア開発', 'software development', 'phát triển phần mềm'],
  },
  {
    weight: 12,
    occupations: ['Care worker', 'Home care helper', 'Nursing assistant', 'Nurse'],
    majors: ['Nursing', 'Care work and social welfare'],
    educations: [
      'College (Vietnam, cao đẳng)',
      'Intermediate vocational school (Vietnam, trung cấp)',
      "Bachelor's degree",
      'High school',
    ],
    skills: [
      ['Bathing assistance', '入浴介助', 'Hỗ trợ tắm'],
      ['Meal assistance', '食事介助', 'Hỗ trợ ăn uống'],
      ['Care records', '介護記録', 'Ghi chép chăm sóc'],
      ['Dementia care', '認知症ケア', 'Chăm sóc người sa sút trí tuệ'],
      ['First aid', '応急手当', 'Sơ cứu'],
    ],
    visas: [
      ['specified_skilled_1', 6],
      ['technical_intern', 3],
      ['student', 2],
    ],
    levels: [
      ['N2', 3],
      ['N3', 5],
      ['N4', 4],
    ],
    salary: [19, 27],
    work: ['介護', 'elderly care', 'chăm sóc người cao tuổi'],
  },
  {
    weight: 12,
    occupations: [
      'Scaffolder',
      'Rebar worker',
      'Interior finisher',
      'Heavy equipment operator',
      'Construction site supervisor',
    ],
    majors: ['Civil engineering', 'Architecture', 'Other'],
    educations: SCHOOL,
    skills: [
      ['Scaffolding', '足場組立', 'Lắp dựng giàn giáo'],
      ['Rebar tying', '鉄筋結束', 'Buộc cốt thép'],
      ['Interior finishing', '内装仕上げ', 'Hoàn thiện nội thất'],
      ['Excavator operation', '油圧ショベル運転', 'Vận hành máy xúc'],
      ['AutoCAD', 'AutoCAD', 'AutoCAD'],
      ['Site safety (KY)', '危険予知活動（KY）', 'An toàn lao động (KY)'],
    ],
    visas: WORKER_VISAS,
    levels: WORKER_LEVELS,
    salary: [20, 32],
    work: ['建設', 'construction', 'xây dựng'],
  },
  {
    weight: 10,
    occupations: ['Food processing worker'],
    majors: ['Food science', 'Other'],
    educations: SCHOOL,
    skills: [
      ['Food hygiene (HACCP)', '食品衛生（HACCP）', 'Vệ sinh thực phẩm (HACCP)'],
      ['Bento production line', '弁当製造ライン', 'Dây chuyền sản xuất cơm hộp'],
      ['Meat processing', '食肉加工', 'Chế biến thịt'],
      ['Bakery line', 'パン製造', 'Dây chuyền làm bánh mì'],
      ['Packing and labelling', '包装・ラベル貼り', 'Đóng gói và dán nhãn'],
    ],
    visas: WORKER_VISAS,
    levels: WORKER_LEVELS,
    salary: [17, 24],
    work: ['食品製造', 'food processing', 'chế biến thực phẩm'],
  },
  {
    weight: 8,
    occupations: ['Cook', 'Kitchen assistant', 'Restaurant server'],
    majors: ['Culinary arts', 'Tourism and hospitality management'],
    educations: SCHOOL,
    skills: [
      ['Japanese cuisine', '和食調理', 'Nấu món Nhật'],
      ['Knife skills', '包丁さばき', 'Kỹ năng dùng dao'],
      ['Customer service', '接客', 'Phục vụ khách hàng'],
      ['Food hygiene (HACCP)', '食品衛生（HACCP）', 'Vệ sinh thực phẩm (HACCP)'],
      ['POS register', 'POSレジ', 'Máy tính tiền POS'],
    ],
    visas: [
      ['specified_skilled_1', 5],
      ['student', 4],
      ['technical_intern', 1],
    ],
    levels: [
      ['N2', 2],
      ['N3', 5],
      ['N4', 3],
    ],
    salary: [18, 26],
    work: ['飲食店', 'restaurants', 'nhà hàng'],
  },
  {
    weight: 7,
    occupations: ['Crop farm worker', 'Livestock farm worker', 'Aquaculture worker', 'Fishing crew'],
    majors: ['Agriculture', 'Fisheries and aquaculture', 'Veterinary medicine'],
    educations: SCHOOL,
    skills: [
      ['Greenhouse vegetables', '施設園芸', 'Trồng rau nhà kính'],
      ['Harvesting', '収穫作業', 'Thu hoạch'],
      ['Tractor operation', 'トラクター運転', 'Lái máy kéo'],
      ['Dairy farming', '酪農', 'Chăn nuôi bò sữa'],
      ['Fish farming', '魚類養殖', 'Nuôi cá'],
    ],
    visas: WORKER_VISAS,
    levels: WORKER_LEVELS,
    salary: [17, 23],
    work: ['農業・漁業', 'farming and fisheries', 'nông nghiệp và thủy sản'],
  },
  {
    weight: 7,
    occupations: ['Warehouse worker', 'Forklift operator', 'Delivery driver'],
    majors: ['Logistics and supply chain management', 'Other'],
    educations: SCHOOL,
    skills: [
      ['Forklift licence', 'フォークリフト免許', 'Bằng lái xe nâng'],
      ['Picking', 'ピッキング', 'Lấy hàng (picking)'],
      ['Inventory control', '在庫管理', 'Quản lý tồn kho'],
      ['Handheld terminal', 'ハンディターミナル', 'Máy quét cầm tay'],
      ['Driving licence', '運転免許', 'Bằng lái xe ô tô'],
    ],
    visas: [
      ['specified_skilled_1', 3],
      ['technical_intern', 2],
      ['student', 2],
      ['permanent_resident', 1],
    ],
    levels: WORKER_LEVELS,
    salary: [19, 28],
    work: ['物流・倉庫', 'logistics and warehousing', 'logistics và kho vận'],
  },
  {
    weight: 6,
    occupations: [
      'Interpreter and translator',
      'Office clerk',
      'Accountant',
      'Sales representative',
      'Customer support representative',
    ],
    majors: [
      'Japanese language',
      'Japanese studies',
      'Business administration',
      'Accounting',
      'Economics',
      'International business',
    ],
    educations: ["Bachelor's degree", "Master's degree", 'Japanese language school'],
    skills: [
      ['Japanese–Vietnamese interpreting', '日越通訳', 'Phiên dịch Nhật – Việt'],
      ['Excel', 'Excel', 'Excel'],
      ['Accounting software', '会計ソフト', 'Phần mềm kế toán'],
      ['Business Japanese', 'ビジネス日本語', 'Tiếng Nhật thương mại'],
      ['English', '英語', 'Tiếng Anh'],
    ],
    visas: [
      ['engineer_specialist', 6],
      ['student', 3],
      ['permanent_resident', 1],
    ],
    levels: [
      ['N1', 5],
      ['N2', 5],
      ['N3', 1],
    ],
    salary: [22, 35],
    work: ['通訳・事務', 'interpreting and office work', 'biên phiên dịch và văn phòng'],
  },
  {
    weight: 4,
    occupations: ['Hotel front desk clerk', 'Room attendant'],
    majors: ['Tourism and hospitality management', 'English language', 'Japanese language'],
    educations: ['College (Vietnam, cao đẳng)', "Bachelor's degree", 'High school'],
    skills: [
      ['Front desk', 'フロント業務', 'Lễ tân'],
      ['Reservation systems', '予約システム', 'Hệ thống đặt phòng'],
      ['Bed making', 'ベッドメイキング', 'Dọn giường'],
      ['Customer service', '接客', 'Phục vụ khách hàng'],
      ['English conversation', '英会話', 'Giao tiếp tiếng Anh'],
    ],
    visas: [
      ['specified_skilled_1', 5],
      ['student', 3],
    ],
    levels: [
      ['N2', 3],
      ['N3', 4],
      ['N4', 2],
    ],
    salary: [19, 26],
    work: ['ホテル', 'hotels', 'khách sạn'],
  },
];

/** What the translations and accounts need of a candidate. */
export interface CandidateProfile {
  name: PersonName;
  /** The language the candidate's own texts are in. */
  language: 'vi' | 'en';
  self_introduction: PerLanguage;
  skills_summary: PerLanguage;
  email: string;
  phone: string;
  status: 'pending' | 'active' | 'inactive';
}

/** Up to n different items, in random order. */
function sample<T>(r: Random, items: readonly T[], n: number): T[] {
  const rest = [...items];
  const out: T[] = [];
  while (out.length < n && rest.length) out.push(rest.splice(Math.floor(r.next() * rest.length), 1)[0]);
  return out;
}

const levelText = (level: string): PerLanguage =>
  level === 'none'
    ? { ja: '日本語能力試験は未受験', en: 'no JLPT certificate yet', vi: 'chưa có chứng chỉ JLPT' }
    : { ja: `日本語能力試験${level}合格`, en: `JLPT ${level}`, vi: `đã đỗ JLPT ${level}` };

const r = randomSource(20260303);

function generate(i: number): { profile: CandidateProfile; record: Row } {
  const track = weighted(
    r,
    TRACKS.map((t) => [t, t.weight] as const),
  );
  const foreign = i % 15 === 7 ? FOREIGN[Math.floor(i / 15) % FOREIGN.length] : undefined;
  const gender: 'female' | 'male' | 'other' = foreign
    ? foreign[2]
    : r.chance(0.01)
      ? 'other'
      : r.chance(track.occupations.includes('Care worker') ? 0.7 : 0.4)
        ? 'female'
        : 'male';
  const name: PersonName = foreign
    ? {
        full: foreign[0],
        kana: foreign[1],
        latin: foreign[0],
        given: { vi: foreign[0].split(' ')[0], ja: foreign[1].split('・')[0], en: foreign[0].split(' ')[0] },
      }
    : vietnameseName(r, gender === 'other' ? (r.chance(0.5) ? 'female' : 'male') : gender);
  const hometown = foreign ? foreign[4] : r.pick(PROVINCES);
  const inJapan = foreign ? foreign[5] === null || r.chance(0.3) : r.chance(0.4);
  const city = inJapan ? weighted(r, JP_CITIES) : foreign ? foreign[5]! : weighted(r, VN_CITIES);
  const visa_status = inJapan ? weighted(r, track.visas) : 'none';
  const level = weighted(r, track.levels);
  const birthYear = r.int(1988, 2005);
  const age = 2026 - birthYear;
  const years = r.int(1, Math.min(8, age - 18));
  const skills = sample(r, track.skills, r.int(2, 4));
  const status: CandidateProfile['status'] =
    i < 5 ? 'active' : ((x) => (x < 0.08 ? 'pending' : x < 0.14 ? 'inactive' : 'active'))(r.next());
  const lv = levelText(level);
  const [workJa, workEn, workVi] = track.work;
  const self_introduction: PerLanguage = {
    vi: `Xin chào, tôi tên là ${name.given.vi}, ${age} tuổi, đến từ ${hometown[0]}. Tôi có ${years} năm kinh nghiệm trong lĩnh vực ${workVi}${inJapan ? ' tại Nhật Bản' : ''}. Tôi học tiếng Nhật mỗi ngày (${lv.vi}) và mong muốn được làm việc lâu dài tại một công ty Nhật Bản. Tôi chăm chỉ, đúng giờ và luôn cố gắng học hỏi.`,
    ja: `はじめまして。${name.given.ja}と申します。${age}歳、${hometown[1]}出身です。${inJapan ? '日本で' : ''}${workJa}の仕事を${years}年経験しました。毎日日本語を勉強しており（${lv.ja}）、日本の会社で長く働きたいと考えています。まじめで時間を守り、いつも学ぶ姿勢を大切にしています。`,
    en: `Hello, my name is ${name.given.en}. I am ${age} years old and come from ${hometown[2]}. I have ${years} years of experience in ${workEn}${inJapan ? ' in Japan' : ''}. I study Japanese every day (${lv.en}) and hope to work for a Japanese company for a long time. I am hard-working, punctual and always eager to learn.`,
  };
  const skills_summary: PerLanguage = {
    ja: `${workJa}の経験${years}年。スキル：${skills.map((s) => s[1]).join('、')}。${lv.ja}。`,
    en: `${years} years in ${workEn}. Skills: ${skills.map((s) => s[0]).join(', ')}. ${lv.en[0].toUpperCase()}${lv.en.slice(1)}.`,
    vi: `${years} năm kinh nghiệm ${workVi}. Kỹ năng: ${skills.map((s) => s[2]).join(', ')}. ${lv.vi[0].toUpperCase()}${lv.vi.slice(1)}.`,
  };
  // Vietnamese names put the family name first.
  const parts = name.latin.split(' ');
  const email = `${foreign ? parts.join('.') : `${parts.at(-1)}.${parts[0]}`}${i}@mail.example`.toLowerCase();
  const phone = inJapan
    ? japanesePhone(r)
    : foreign
      ? `${PHONE_PREFIX[foreign[3]]}${r.int(10, 99)} ${r.int(100, 999)} ${r.int(1000, 9999)}`
      : `+84 ${r.pick(['90', '91', '93', '96', '97', '98', '86', '88'])} ${r.int(100, 999)} ${r.int(1000, 9999)}`;
  const languages = foreign
    ? [foreign[6], 'Japanese', ...(foreign[3] === 'Philippines' ? ['English'] : [])]
    : ['Vietnamese', 'Japanese', ...(r.chance(0.3) ? ['English'] : [])];
  const record: Row = {
    full_name: name.full,
    full_name_kana: name.kana,
    account_id: nth(CANDIDATE_ACCOUNT_BASE + i),
    gender,
    birth_date: day(birthYear, r.int(1, 12), r.int(1, 28)),
    nationality_id: byName(foreign ? foreign[3] : 'Vietnam'),
    city_id: byName(city),
    education_id: byName(foreign ? FOREIGN_EDUCATIONS[track.educations === SCHOOL ? 0 : 1] : r.pick(track.educations)),
    major_id: byName(r.pick(track.majors)),
    occupation_id: byName(r.pick(track.occupations)),
    japanese_level: level,
    languages,
    skills: skills.map((s) => s[0]),
    visa_status,
    ...(visa_status !== 'none' && visa_status !== 'permanent_resident'
      ? ({ visa_expires_on: randomDay(r, 2027, 2029) } satisfies Row)
      : {}),
    phone,
    email,
    desired_salary: r.int(track.salary[0], track.salary[1]) * 10_000,
    currency_id: byName('Japanese yen'),
    available_from: inJapan
      ? r.pick(['2026-12-01', '2027-01-01', '2027-02-01', '2027-04-01'])
      : day(2027, r.int(3, 10), 1),
    self_introduction: foreign ? self_introduction.en : self_introduction.vi,
    status,
  };
  return {
    profile: { name, language: foreign ? 'en' : 'vi', self_introduction, skills_summary, email, phone, status },
    record,
  };
}

const generated = Array.from({ length: CANDIDATE_COUNT }, (_, i) => generate(i));

/** Per candidate index: the texts the accounts and translations reuse. */
export const CANDIDATE_PROFILES: readonly CandidateProfile[] = generated.map((g) => g.profile);

export const candidates: Row[] = generated.map((g) => g.record);
