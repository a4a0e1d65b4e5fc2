import type { company as schema } from '../../schemas/accounts/company';
import type { DemoRow } from '../rows';
import { byName, nth, randomSource } from './demo';

type Row = DemoRow<typeof schema>;

// Companies: 0–299 Japanese employers, 300–339 brokers (300–313 supervising
// organisations, 314–323 registered support organisations, 324–339 Vietnamese
// sending organisations). Company i signs in with user account i.

type Random = ReturnType<typeof randomSource>;
/** A text in Japanese, English and Vietnamese. */
type Texts = [ja: string, en: string, vi: string];

export const EMPLOYER_COUNT = 300;
export const BROKER_COUNT = 40;

/** A calendar day as YYYY-MM-DD. */
export const day = (year: number, month: number, date: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/** A random day of [from, to] (years), days 1–28 so every month has it. */
export const randomDay = (r: Random, fromYear: number, toYear: number) =>
  day(r.int(fromYear, toYear), r.int(1, 12), r.int(1, 28));

/** A pick weighted by the numbers beside the items. */
export function weighted<T>(r: Random, items: readonly (readonly [T, number])[]): T {
  let rest = r.next() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) if ((rest -= w) < 0) return item;
  return items[items.length - 1][0];
}

// Japanese family and given names: [kanji, romaji].
const FAMILY: [string, string][] = [
  ['佐藤', 'Sato'],
  ['鈴木', 'Suzuki'],
  ['高橋', 'Takahashi'],
  ['田中', 'Tanaka'],
  ['伊藤', 'Ito'],
  ['渡辺', 'Watanabe'],
  ['山本', 'Yamamoto'],
  ['中村', 'Nakamura'],
  ['小林', 'Kobayashi'],
  ['加藤', 'Kato'],
  ['吉田', 'Yoshida'],
  ['山口', 'Yamaguchi'],
  ['松本', 'Matsumoto'],
  ['井上', 'Inoue'],
  ['木村', 'Kimura'],
  ['林', 'Hayashi'],
  ['清水', 'Shimizu'],
  ['森', 'Mori'],
  ['池田', 'Ikeda'],
  ['橋本', 'Hashimoto'],
];
const GIVEN: [string, string][] = [
  ['太郎', 'Taro'],
  ['健一', 'Kenichi'],
  ['誠', 'Makoto'],
  ['大輔', 'Daisuke'],
  ['浩二', 'Koji'],
  ['翔太', 'Shota'],
  ['拓也', 'Takuya'],
  ['直樹', 'Naoki'],
  ['由紀', 'Yuki'],
  ['美咲', 'Misaki'],
  ['恵子', 'Keiko'],
  ['陽子', 'Yoko'],
  ['真由美', 'Mayumi'],
  ['彩', 'Aya'],
  ['優子', 'Yuko'],
  ['直子', 'Naoko'],
];

/** A Japanese person's name: kanji (family first, with a space) and romaji (family first). */
export function japaneseName(r: Random): { ja: string; romaji: string } {
  const [fj, fr] = r.pick(FAMILY);
  const [gj, gr] = r.pick(GIVEN);
  return { ja: `${fj} ${gj}`, romaji: `${fr} ${gr}` };
}

/** Japanese cities of the master: [English name, prefecture and city in Japanese, in English]. */
const JP_CITIES: Record<string, [ja: string, en: string]> = {
  Tokyo: ['東京都', 'Tokyo'],
  Osaka: ['大阪府大阪市', 'Osaka'],
  Nagoya: ['愛知県名古屋市', 'Nagoya, Aichi'],
  Yokohama: ['神奈川県横浜市', 'Yokohama, Kanagawa'],
  Kyoto: ['京都府京都市', 'Kyoto'],
  Sapporo: ['北海道札幌市', 'Sapporo, Hokkaido'],
  Fukuoka: ['福岡県福岡市', 'Fukuoka'],
};
// Towns per city: [ward and town in Japanese, in Latin letters, postal code].
const TOWNS: Record<string, [string, string, string][]> = {
  Tokyo: [
    ['新宿区西新宿', 'Nishi-Shinjuku, Shinjuku-ku', '160-0023'],
    ['千代田区丸の内', 'Marunouchi, Chiyoda-ku', '100-0005'],
    ['港区芝浦', 'Shibaura, Minato-ku', '108-0023'],
    ['江東区豊洲', 'Toyosu, Koto-ku', '135-0061'],
    ['大田区蒲田', 'Kamata, Ota-ku', '144-0052'],
    ['台東区上野', 'Ueno, Taito-ku', '110-0005'],
    ['墨田区錦糸', 'Kinshi, Sumida-ku', '130-0013'],
    ['品川区大崎', 'Osaki, Shinagawa-ku', '141-0032'],
  ],
  Osaka: [
    ['北区梅田', 'Umeda, Kita-ku', '530-0001'],
    ['中央区本町', 'Honmachi, Chuo-ku', '541-0053'],
    ['淀川区西中島', 'Nishinakajima, Yodogawa-ku', '532-0011'],
    ['浪速区難波中', 'Nambanaka, Naniwa-ku', '556-0011'],
  ],
  Nagoya: [
    ['中村区名駅', 'Meieki, Nakamura-ku', '450-0002'],
    ['中区栄', 'Sakae, Naka-ku', '460-0008'],
    ['港区金城ふ頭', 'Kinjofuto, Minato-ku', '455-0848'],
  ],
  Yokohama: [
    ['西区みなとみらい', 'Minatomirai, Nishi-ku', '220-0012'],
    ['鶴見区末広町', 'Suehirocho, Tsurumi-ku', '230-0045'],
    ['港北区新横浜', 'Shin-Yokohama, Kohoku-ku', '222-0033'],
  ],
  Kyoto: [
    ['南区吉祥院', 'Kisshoin, Minami-ku', '601-8301'],
    ['伏見区竹田', 'Takeda, Fushimi-ku', '612-8414'],
  ],
  Sapporo: [
    ['中央区北一条西', 'Kita 1-jo Nishi, Chuo-ku', '060-0001'],
    ['白石区流通センター', 'Ryutsu Center, Shiroishi-ku', '003-0030'],
  ],
  Fukuoka: [
    ['博多区博多駅前', 'Hakata-ekimae, Hakata-ku', '812-0011'],
    ['中央区天神', 'Tenjin, Chuo-ku', '810-0001'],
    ['東区箱崎ふ頭', 'Hakozakifuto, Higashi-ku', '812-0051'],
  ],
};
const CITY_WEIGHTS: [string, number][] = [
  ['Tokyo', 35],
  ['Osaka', 18],
  ['Nagoya', 14],
  ['Yokohama', 12],
  ['Fukuoka', 8],
  ['Sapporo', 7],
  ['Kyoto', 6],
];

/** An address in a Japanese city: the city, the address in three languages and its postal code. */
export function japaneseAddress(
  r: Random,
  city = weighted(r, CITY_WEIGHTS),
): { city: string; address: Texts; postal_code: string } {
  const [town, townEn, postal_code] = r.pick(TOWNS[city]);
  const block = `${r.int(1, 6)}-${r.int(1, 20)}-${r.int(1, 15)}`;
  const [prefJa, cityEn] = JP_CITIES[city];
  const latin = `${block} ${townEn}, ${cityEn}`;
  return { city, address: [`${prefJa}${town}${block}`, latin, `${latin}, Nhật Bản`], postal_code };
}

// Area codes of the cities: [code, digits of the local part before the dash].
const AREA_CODES: Record<string, [string, number]> = {
  Tokyo: ['03', 4],
  Osaka: ['06', 4],
  Nagoya: ['052', 3],
  Yokohama: ['045', 3],
  Kyoto: ['075', 3],
  Sapporo: ['011', 3],
  Fukuoka: ['092', 3],
};

/** A landline in a Japanese city (e.g. 03-1234-5678), or a mobile number without a city. */
export function japanesePhone(r: Random, city?: string): string {
  if (!city) return `0${r.pick(['80', '90', '70'])}-${r.int(1000, 9999)}-${r.int(1000, 9999)}`;
  const [code, digits] = AREA_CODES[city];
  return `${code}-${r.int(10 ** (digits - 1) * 2, 10 ** digits - 1)}-${r.int(1000, 9999)}`;
}

// Lines of business: [suffix in Japanese, in English, slug, specific industry, what the company does (ja, en, vi)].
const SECTORS: [string, string, string, string, Texts][] = [
  [
    '工業',
    'Industries',
    'kogyo',
    'Industrial machinery',
    [
      '産業機械部品の精密加工',
      'precision machining of industrial machine parts',
      'gia công chính xác linh kiện máy công nghiệp',
    ],
  ],
  [
    '精機',
    'Precision',
    'seiki',
    'Industrial machinery',
    [
      '工作機械・治具の設計製作',
      'design and production of machine tools and jigs',
      'thiết kế và chế tạo máy công cụ, đồ gá',
    ],
  ],
  [
    '自動車部品',
    'Auto Parts',
    'auto-parts',
    'Automotive and auto parts',
    ['自動車部品のプレス・溶接', 'pressing and welding of automotive parts', 'dập và hàn linh kiện ô tô'],
  ],
  [
    '電機',
    'Electric',
    'denki',
    'Electronics and electrical equipment',
    [
      '電子基板・電気機器の組立',
      'assembly of circuit boards and electrical equipment',
      'lắp ráp bảng mạch và thiết bị điện',
    ],
  ],
  [
    '食品',
    'Foods',
    'foods',
    'Food and beverage manufacturing',
    ['惣菜・弁当の製造', 'production of ready meals and bento', 'sản xuất món ăn chế biến sẵn và cơm hộp'],
  ],
  [
    '建設',
    'Construction',
    'kensetsu',
    'General construction',
    [
      'ビル・工場の建設工事',
      'construction of office buildings and factories',
      'thi công xây dựng tòa nhà và nhà xưởng',
    ],
  ],
  [
    '工務店',
    'Builders',
    'komuten',
    'Housing and renovation',
    ['住宅の新築・リフォーム', 'building and renovating houses', 'xây mới và cải tạo nhà ở'],
  ],
  [
    'ケアサービス',
    'Care Services',
    'care',
    'Elderly care services',
    [
      '特別養護老人ホーム・デイサービスの運営',
      'running nursing homes and day-care centres for the elderly',
      'vận hành viện dưỡng lão và trung tâm chăm sóc ban ngày',
    ],
  ],
  [
    'フードサービス',
    'Food Service',
    'food-service',
    'Restaurants',
    ['和食レストランチェーンの運営', 'running a chain of Japanese restaurants', 'vận hành chuỗi nhà hàng Nhật Bản'],
  ],
  [
    'ホテルズ',
    'Hotels',
    'hotels',
    'Hotels and ryokan',
    [
      'ビジネスホテル・旅館の運営',
      'running business hotels and ryokan inns',
      'vận hành khách sạn và nhà nghỉ kiểu Nhật',
    ],
  ],
  [
    '物流',
    'Logistics',
    'butsuryu',
    'Warehousing',
    [
      '倉庫管理・物流センターの運営',
      'warehouse management and distribution centres',
      'quản lý kho và trung tâm phân phối',
    ],
  ],
  [
    '運輸',
    'Transport',
    'unyu',
    'Road freight',
    ['トラック輸送・配送', 'trucking and delivery', 'vận tải hàng hóa bằng xe tải và giao hàng'],
  ],
  [
    'ソフトウェア',
    'Software',
    'software',
    'Software development',
    [
      '業務システム・Webアプリの開発',
      'business systems and web applications',
      'phát triển hệ thống nghiệp vụ và ứng dụng web',
    ],
  ],
  [
    'システムズ',
    'Systems',
    'systems',
    'IT outsourcing',
    [
      'システム運用保守・オフショア開発',
      'system operation and offshore development',
      'vận hành, bảo trì hệ thống và phát triển offshore',
    ],
  ],
  [
    '農園',
    'Farms',
    'noen',
    'Crop and livestock farming',
    ['施設園芸による野菜の生産', 'greenhouse vegetable farming', 'trồng rau trong nhà kính'],
  ],
  [
    '水産',
    'Fisheries',
    'suisan',
    'Fisheries and aquaculture',
    ['水産物の養殖・加工', 'fish farming and seafood processing', 'nuôi trồng và chế biến thủy sản'],
  ],
  [
    'ビルサービス',
    'Building Services',
    'building',
    'Building maintenance and cleaning',
    ['ビルの清掃・設備管理', 'building cleaning and facility management', 'vệ sinh và quản lý thiết bị tòa nhà'],
  ],
  ['繊維', 'Textile', 'seni', 'Textiles and apparel', ['婦人服の縫製', "sewing of women's clothing", 'may quần áo nữ']],
  [
    '化成',
    'Chemical',
    'kasei',
    'Chemicals and plastics',
    ['樹脂成形品の製造', 'plastic moulding', 'sản xuất sản phẩm nhựa đúc'],
  ],
  [
    '商事',
    'Trading',
    'shoji',
    'Trading companies',
    ['機械・資材の輸出入', 'import and export of machinery and materials', 'xuất nhập khẩu máy móc và vật tư'],
  ],
];
// Name stems of employers: [Japanese, romaji].
const STEMS: [string, string][] = [
  ['山田', 'Yamada'],
  ['東和', 'Towa'],
  ['北辰', 'Hokushin'],
  ['桜井', 'Sakurai'],
  ['青葉', 'Aoba'],
  ['丸正', 'Marusho'],
  ['高橋', 'Takahashi'],
  ['協栄', 'Kyoei'],
  ['みなと', 'Minato'],
  ['昭栄', 'Shoei'],
  ['若葉', 'Wakaba'],
  ['松風', 'Matsukaze'],
  ['白鷺', 'Shirasagi'],
  ['藤森', 'Fujimori'],
  ['光陽', 'Koyo'],
];
// Brokers in Japan: supervising organisations by region ([Japanese, romaji, city of the office]), support organisations by brand ([Japanese, romaji]).
const REGIONS: [string, string, string][] = [
  ['関東', 'Kanto', 'Tokyo'],
  ['東海', 'Tokai', 'Nagoya'],
  ['近畿', 'Kinki', 'Osaka'],
  ['九州', 'Kyushu', 'Fukuoka'],
  ['北海道', 'Hokkaido', 'Sapporo'],
  ['中部', 'Chubu', 'Nagoya'],
  ['湘南', 'Shonan', 'Yokohama'],
  ['阪神', 'Hanshin', 'Osaka'],
  ['東北', 'Tohoku', 'Tokyo'],
  ['北陸', 'Hokuriku', 'Nagoya'],
  ['瀬戸内', 'Setouchi', 'Osaka'],
  ['信州', 'Shinshu', 'Nagoya'],
  ['房総', 'Boso', 'Tokyo'],
  ['武蔵野', 'Musashino', 'Tokyo'],
];
const SUPPORT_BRANDS: [string, string][] = [
  ['日越', 'Nichietsu'],
  ['あおぞら', 'Aozora'],
  ['ひまわり', 'Himawari'],
  ['つばさ', 'Tsubasa'],
  ['さくら', 'Sakura'],
  ['はるか', 'Haruka'],
  ['みらい', 'Mirai'],
  ['ことぶき', 'Kotobuki'],
  ['やまと', 'Yamato'],
  ['あすなろ', 'Asunaro'],
];
/** Brokers based in Japan come first among the brokers, then the Vietnamese ones. */
export const JAPANESE_BROKERS = REGIONS.length + SUPPORT_BRANDS.length;
// Vietnamese sending organisations: [brand with diacritics, without].
const VN_BRANDS: [string, string][] = [
  ['Hoàng Long', 'Hoang Long'],
  ['Việt Nhật', 'Viet Nhat'],
  ['Sao Mai', 'Sao Mai'],
  ['Thành Công', 'Thanh Cong'],
  ['Phương Đông', 'Phuong Dong'],
  ['Đại Việt', 'Dai Viet'],
  ['Hải Âu', 'Hai Au'],
  ['Ánh Dương', 'Anh Duong'],
  ['Bình Minh', 'Binh Minh'],
  ['Tân Thế Kỷ', 'Tan The Ky'],
  ['Hưng Thịnh', 'Hung Thinh'],
  ['Phú Quý', 'Phu Quy'],
  ['Minh Phát', 'Minh Phat'],
  ['An Khang', 'An Khang'],
  ['Kim Long', 'Kim Long'],
  ['Lạc Hồng', 'Lac Hong'],
];
// Vietnamese offices: [city of the master, street address, Latin-letter form].
const VN_OFFICES: [string, string, string][] = [
  ['Hanoi', 'Tầng 5, số 18 Phạm Hùng, Mỹ Đình, Nam Từ Liêm, Hà Nội', '5F, 18 Pham Hung, My Dinh, Nam Tu Liem, Hanoi'],
  ['Hanoi', 'Số 72 Trần Duy Hưng, Trung Hòa, Cầu Giấy, Hà Nội', '72 Tran Duy Hung, Trung Hoa, Cau Giay, Hanoi'],
  [
    'Ho Chi Minh City',
    'Số 25 Nguyễn Thị Minh Khai, Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    '25 Nguyen Thi Minh Khai, Ben Nghe, District 1, Ho Chi Minh City',
  ],
  [
    'Ho Chi Minh City',
    'Số 140 Cộng Hòa, Phường 4, Tân Bình, TP. Hồ Chí Minh',
    '140 Cong Hoa, Ward 4, Tan Binh, Ho Chi Minh City',
  ],
  ['Da Nang', 'Số 9 Bạch Đằng, Thạch Thang, Hải Châu, Đà Nẵng', '9 Bach Dang, Thach Thang, Hai Chau, Da Nang'],
];

const VN_AREA_CODES: Record<string, string> = { Hanoi: '24', 'Ho Chi Minh City': '28', 'Da Nang': '236' };

/** What other demo data needs of a company: its texts per language and the slug of its domain. */
export interface CompanyProfile {
  name: string;
  name_en: string;
  /** The name in Vietnamese. */
  name_vi: string;
  /** The language the company writes in. */
  language: 'ja' | 'vi';
  slug: string;
  description: Texts;
  address: Texts;
  status: 'pending' | 'active' | 'inactive';
}

const r = randomSource(20260101);

function statusOf(i: number): CompanyProfile['status'] {
  if (i < 5 || (i >= EMPLOYER_COUNT && i < EMPLOYER_COUNT + 5)) return 'active';
  const x = r.next();
  return x < 0.08 ? 'pending' : x < 0.15 ? 'inactive' : 'active';
}

function employer(i: number): { profile: CompanyProfile; record: Row } {
  const [sectorJa, sectorEn, sectorSlug, industry, business] = SECTORS[i % SECTORS.length];
  const [stemJa, stemRomaji] = STEMS[Math.floor(i / SECTORS.length)];
  const form = i % 7 === 3 ? 'yugen' : i % 3 === 0 ? 'suffix' : 'prefix';
  const name =
    form === 'yugen'
      ? `有限会社${stemJa}${sectorJa}`
      : form === 'suffix'
        ? `${stemJa}${sectorJa}株式会社`
        : `株式会社${stemJa}${sectorJa}`;
  const brand = `${stemRomaji} ${sectorEn}`;
  const name_en = form === 'yugen' ? `${brand} Ltd.` : `${brand} Co., Ltd.`;
  const name_vi = form === 'yugen' ? `Công ty TNHH ${brand}` : `Công ty Cổ phần ${brand}`;
  const slug = `${stemRomaji.toLowerCase()}-${sectorSlug}`;
  const { city, address, postal_code } = japaneseAddress(r);
  const employees = Math.round(Math.exp(r.int(230, 700) / 100));
  const foreign = Math.max(1, Math.round((employees * r.int(3, 25)) / 100));
  const year = r.int(1952, 2019);
  const [cityJa, cityEn] = [
    JP_CITIES[city][0].replace(/^(東京都|.+?[府県]|北海道)(.+市)$/, '$2'),
    JP_CITIES[city][1].split(',')[0],
  ];
  const description: Texts = [
    `${name}は${year}年創業、${cityJa}を拠点に${business[0]}を手がけています。従業員${employees}名のうち${foreign}名が外国籍スタッフです。日本語研修や住まい探しのサポートなど、外国人材が安心して長く働ける職場づくりに取り組んでいます。`,
    `Founded in ${year} and based in ${cityEn}, ${name_en} specialises in ${business[1]}. ${foreign} of our ${employees} employees come from abroad. We help foreign staff with Japanese lessons and finding housing, so they can work with us for the long term.`,
    `Được thành lập năm ${year} và có trụ sở tại ${cityEn}, ${name_vi} chuyên về ${business[2]}. Trong số ${employees} nhân viên có ${foreign} người nước ngoài. Chúng tôi hỗ trợ học tiếng Nhật và tìm nhà ở để nhân viên nước ngoài yên tâm gắn bó lâu dài.`,
  ];
  const status = statusOf(i);
  const rep = japaneseName(r);
  return {
    profile: { name, name_en, name_vi, language: 'ja', slug, description, address, status },
    record: {
      name,
      name_en,
      company_type: 'employer',
      account_id: nth(i),
      industry_id: byName(industry),
      city_id: byName(city),
      address: address[0],
      postal_code,
      phone: japanesePhone(r, city),
      email: `recruit@${slug}.example`,
      website: `https://www.${slug}.example`,
      employee_count: employees,
      established_on: day(year, r.int(1, 12), 1),
      capital: r.int(3, 300) * 1_000_000,
      currency_id: byName('Japanese yen'),
      representative: rep.ja,
      description: description[0],
      status,
    },
  };
}

function broker(i: number): { profile: CompanyProfile; record: Row } {
  const k = i - EMPLOYER_COUNT;
  const status = statusOf(i);
  const common: Row = {
    company_type: 'broker',
    account_id: nth(i),
    industry_id: byName('Staffing and recruitment'),
    status,
  };
  if (k < JAPANESE_BROKERS) {
    const supervising = k < REGIONS.length;
    const [stemJa, stemRomaji, home] = supervising ? REGIONS[k] : [...SUPPORT_BRANDS[k - REGIONS.length], undefined];
    const name = supervising ? `${stemJa}国際人材事業協同組合` : `株式会社${stemJa}グローバルサポート`;
    const name_en = supervising
      ? `${stemRomaji} International Human Resources Cooperative`
      : `${stemRomaji} Global Support Co., Ltd.`;
    const name_vi = supervising
      ? `Nghiệp đoàn Nhân lực Quốc tế ${stemRomaji}`
      : `Công ty Cổ phần ${stemRomaji} Global Support`;
    const slug = supervising ? `${stemRomaji.toLowerCase()}-jinzai-coop` : `${stemRomaji.toLowerCase()}-global-support`;
    const { city, address, postal_code } = japaneseAddress(r, home);
    const year = r.int(1995, 2022);
    const description: Texts = supervising
      ? [
          `${name}は${year}年設立の監理団体です。技能実習生の受け入れから講習、巡回指導まで、組合員企業の外国人材活用を一貫して支援しています。`,
          `${name_en}, founded in ${year}, is a supervising organisation for technical intern training. It supports its member companies from accepting interns through training and regular follow-up visits.`,
          `${name_vi}, thành lập năm ${year}, là nghiệp đoàn quản lý thực tập sinh kỹ năng. Nghiệp đoàn hỗ trợ các doanh nghiệp thành viên từ khâu tiếp nhận, đào tạo đến kiểm tra định kỳ.`,
        ]
      : [
          `${name}は${year}年設立の登録支援機関です。特定技能外国人の生活オリエンテーション、住居確保、相談対応などの支援計画を実施しています。`,
          `${name_en}, founded in ${year}, is a registered support organisation. It carries out support plans for specified skilled workers: orientation, housing and counselling.`,
          `${name_vi}, thành lập năm ${year}, là tổ chức hỗ trợ đăng ký. Công ty thực hiện kế hoạch hỗ trợ cho lao động kỹ năng đặc định: định hướng cuộc sống, nhà ở và tư vấn.`,
        ];
    return {
      profile: { name, name_en, name_vi, language: 'ja', slug, description, address, status },
      record: {
        ...common,
        name,
        name_en,
        city_id: byName(city),
        address: address[0],
        postal_code,
        phone: japanesePhone(r, city),
        email: `info@${slug}.example`,
        website: `https://www.${slug}.example`,
        employee_count: r.int(5, 60),
        established_on: day(year, r.int(1, 12), 1),
        capital: supervising ? r.int(1, 20) * 100_000 : r.int(5, 50) * 1_000_000,
        currency_id: byName('Japanese yen'),
        representative: japaneseName(r).ja,
        description: description[0],
      },
    };
  }
  const [brand, brandLatin] = VN_BRANDS[k - JAPANESE_BROKERS];
  const name = `Công ty Cổ phần Nhân lực Quốc tế ${brand}`;
  const name_en = `${brandLatin} International Manpower JSC`;
  const slug = `${brandLatin.toLowerCase().replace(/ /g, '')}-manpower`;
  const [city, street, streetLatin] = r.pick(VN_OFFICES);
  const year = r.int(2005, 2021);
  const description: Texts = [
    `${name_en}（${brand}）は${year}年設立のベトナムの送出機関です。日本語教育と職業訓練を行い、技能実習生・特定技能人材を日本企業へ送り出しています。`,
    `${name_en}, founded in ${year}, is a Vietnamese sending organisation. It teaches Japanese and trade skills and sends technical interns and specified skilled workers to companies in Japan.`,
    `${name}, thành lập năm ${year}, là doanh nghiệp phái cử lao động sang Nhật Bản. Công ty đào tạo tiếng Nhật, tay nghề và phái cử thực tập sinh kỹ năng, lao động kỹ năng đặc định.`,
  ];
  return {
    profile: {
      name,
      name_en,
      name_vi: name,
      language: 'vi',
      slug,
      description,
      address: [`ベトナム ${streetLatin}`, `${streetLatin}, Vietnam`, street],
      status,
    },
    record: {
      ...common,
      name,
      name_en,
      city_id: byName(city),
      address: street,
      phone: `+84 ${VN_AREA_CODES[city]} ${r.int(3000, 3999)} ${r.int(1000, 9999)}`,
      email: `info@${slug}.example`,
      website: `https://${slug}.example`,
      employee_count: r.int(20, 250),
      established_on: day(year, r.int(1, 12), 1),
      capital: r.int(5, 50) * 1_000_000_000,
      currency_id: byName('Vietnamese dong'),
      representative: r.pick([
        'Nguyễn Văn Hùng',
        'Trần Thị Mai',
        'Lê Quốc Bảo',
        'Phạm Minh Tuấn',
        'Đỗ Thị Hạnh',
        'Vũ Đức Long',
      ]),
      description: description[2],
    },
  };
}

const generated = Array.from({ length: EMPLOYER_COUNT + BROKER_COUNT }, (_, i) =>
  i < EMPLOYER_COUNT ? employer(i) : broker(i),
);

/** Per company index: the texts the accounts and translations reuse. */
export const COMPANY_PROFILES: readonly CompanyProfile[] = generated.map((g) => g.profile);

export const companies: Row[] = generated.map((g) => g.record);
