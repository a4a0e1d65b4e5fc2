import type { homeRent as schema } from '../../schemas/housing/home-rent';
import type { DemoRow } from '../rows';
import { CANDIDATE_ACCOUNT_BASE, CANDIDATE_PROFILES } from './candidates';
import { byName, nth, randomSource, type Lookup } from './demo';
import {
  JAPAN_PLACES,
  VIETNAM_PLACES,
  dongText,
  dongTextJa,
  roundTo,
  viNumber,
  yenText,
  type Place,
} from './home-places';
import { demoImage } from './images';
import { addDays, TODAY, type Texts } from './jobs';
import { LEASE_ACCOUNT_BASE, LEASE_PROFILES } from './leases';

type Row = DemoRow<typeof schema>;

// Rent listings 0–63 in Japanese cities (in Japanese, in yen), 64–79 in
// Vietnamese ones (in Vietnamese, in dong). Most Japanese homes are managed by
// an agency (lease i posts with account 340 + i); some are company housing an
// employer lets; Vietnamese ones are let by their owners, Vietnamese
// candidates' accounts. Listings 0–6 are in one state each, the rest drawn.

type Random = ReturnType<typeof randomSource>;
export type RentStatus = 'pending' | 'published' | 'hidden' | 'rented' | 'rejected' | 'closed';
export type Layout = '1R' | '1K' | '1DK' | '1LDK' | '2K' | '2DK' | '2LDK' | '3K' | '3DK' | '3LDK' | '4LDK+';

export const JAPAN_RENTS = 64;
export const VIETNAM_RENTS = 16;
const EMPLOYERS = 300;

/** What translations, comments and enquiries need of a listing. */
export interface ListingFacts {
  country: 'JP' | 'VN';
  status: string;
  /** Index of the user account that posted it. */
  account: number;
  title: Texts;
  description: Texts;
}

/** A property type of the master: English name (the lookup key) and its names [ja, en, vi]. */
export interface Category {
  en: string;
  names: Texts;
}
/** `text` is how an English sentence names the type, where the master's name is Japanese usage. */
export const category = (en: string, ja: string, vi: string, text = en.toLowerCase()): Category => ({
  en,
  names: [ja, text, vi.toLowerCase()],
});

export const MANSION = category('Mansion', 'マンション', 'Căn hộ chung cư', 'condominium flat');
const APARTMENT = category('Apartment', 'アパート', 'Căn hộ thấp tầng', 'low-rise apartment');
export const HOUSE = category('House', '一戸建て', 'Nhà riêng');
const SHARE_HOUSE = category('Share house', 'シェアハウス', 'Nhà ở ghép');
const MONTHLY = category('Monthly apartment', 'マンスリーマンション', 'Căn hộ thuê theo tháng');
const SERVICED = category('Serviced apartment', 'サービスアパートメント', 'Căn hộ dịch vụ');
const MINI = category('Mini apartment', 'ミニアパート', 'Chung cư mini');
const BOARDING = category('Boarding room', '貸し部屋', 'Phòng trọ');

/** Weighted pick. */
export function weighted<T>(r: Random, items: readonly (readonly [T, number])[]): T {
  let x = r.next() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) if ((x -= w) < 0) return item;
  return items[items.length - 1][0];
}

/** Up to n different items, in random order. */
export function sample<T>(r: Random, items: readonly T[], n: number): T[] {
  const rest = [...items];
  const out: T[] = [];
  while (out.length < n && rest.length) out.push(rest.splice(Math.floor(r.next() * rest.length), 1)[0]);
  return out;
}

const LAYOUT_AREA: Record<Layout, [number, number]> = {
  '1R': [15, 22],
  '1K': [20, 27],
  '1DK': [25, 32],
  '1LDK': [32, 45],
  '2K': [30, 38],
  '2DK': [38, 48],
  '2LDK': [50, 65],
  '3K': [45, 55],
  '3DK': [50, 62],
  '3LDK': [65, 80],
  '4LDK+': [85, 110],
};

/** Bedrooms as Vietnamese and English listings count them. */
export const ROOMS: Partial<Record<Layout, Texts>> = {
  '1R': ['ワンルーム', 'studio', 'studio'],
  '1LDK': ['1LDK', '1 bedroom', '1 phòng ngủ'],
  '2LDK': ['2LDK', '2 bedrooms', '2 phòng ngủ'],
  '3LDK': ['3LDK', '3 bedrooms', '3 phòng ngủ'],
  '4LDK+': ['4LDK+', '4 or more bedrooms', '4 phòng ngủ trở lên'],
};

// Equipment and facilities by their English names in the masters.
const JP_BASICS = ['Air conditioner', 'Indoor washing machine space', 'Gas stove', 'Hardwood flooring', 'Balcony'];
export const JP_EXTRAS = [
  'Auto-lock',
  'Separate bath and toilet',
  'Fiber optic internet',
  'Bicycle parking',
  'Delivery box',
  'Video intercom',
  'System kitchen',
  'Bathroom dryer',
  'Heated toilet seat with bidet',
  'Reheating bath',
  'Separate washbasin',
  'Elevator',
  'Loft',
  'Walk-in closet',
  'Double lock',
  '24-hour garbage disposal',
  'Car parking',
  'Security camera',
];
const FURNISHED = ['Bed', 'Desk', 'Curtains', 'Refrigerator', 'Washing machine', 'Microwave'];
export const VN_UTILITIES = [
  'Air conditioner',
  'Water heater',
  'Washing machine',
  'Refrigerator',
  'Bed',
  'Wardrobe',
  'Free internet',
  'Elevator',
  'Motorbike parking',
  '24-hour security guard',
  'Security camera',
  'Balcony',
  'Swimming pool',
  'Fitness room',
  'Sofa',
  'Television',
];
export const JP_SURROUNDINGS = [
  'Supermarket',
  'Convenience store',
  '100-yen shop',
  'Hospital',
  'Clinic',
  'Pharmacy',
  'Post office',
  'Park',
  'Bank',
  'City office',
  'Nursery school',
  'Primary school',
  'Restaurants',
  'Public bath',
  'Bus stop',
  'Library',
];
export const VN_SURROUNDINGS = [
  'Supermarket',
  'Traditional market',
  'Shopping mall',
  'Hospital',
  'Bus stop',
  'Park',
  'Cafe',
  'Restaurants',
  'Bank',
  'ATM',
  'Primary school',
  'Gym',
];
const JP_TENANTS = [
  'International students',
  'Working professionals',
  'Singles',
  'Couples',
  'Technical intern trainees',
  'Specified skilled workers',
  'Non-Japanese speakers welcome',
  'Corporate contracts',
  'Students',
  'Room sharing',
  'Families',
];
const VN_TENANTS = [
  'Working professionals',
  'Families',
  'Couples',
  'Students',
  'Foreigners welcome',
  'Singles',
  'Families with children',
];

/** A selling point: the title says it and the listing has what it says. */
interface Highlight {
  text: Texts;
  utilities?: string[];
  tenants?: string[];
  noKeyMoney?: boolean;
  newBuild?: boolean;
  south?: boolean;
}
const HIGHLIGHTS: Highlight[] = [
  { text: ['外国人歓迎', 'Foreigners welcome', 'Chào đón người nước ngoài'], tenants: ['Foreigners welcome'] },
  { text: ['家具家電付き', 'Furnished with appliances', 'Đầy đủ nội thất và đồ điện'], utilities: FURNISHED },
  { text: ['保証人不要', 'No guarantor needed', 'Không cần người bảo lãnh'], tenants: ['No guarantor required'] },
  { text: ['礼金なし', 'No key money', 'Không mất tiền lễ'], noKeyMoney: true },
  { text: ['ペット相談可', 'Pets negotiable', 'Có thể thỏa thuận nuôi thú cưng'], tenants: ['Pets allowed'] },
  { text: ['インターネット無料', 'Free internet', 'Internet miễn phí'], utilities: ['Free internet'] },
  { text: ['築浅', 'Recently built', 'Nhà mới xây'], newBuild: true },
  { text: ['南向き・日当たり良好', 'South-facing and sunny', 'Hướng Nam, nhiều nắng'], south: true },
];

export const CLOSINGS: Texts[] = [
  [
    '外国籍の方の入居実績多数。英語・ベトナム語でのご案内も可能です。',
    'Many foreign residents already live here; we can show you around in English or Vietnamese.',
    'Đã có nhiều người nước ngoài thuê; có thể hướng dẫn bằng tiếng Anh hoặc tiếng Việt.',
  ],
  [
    'ご内見はお気軽にお問い合わせください。オンライン内見にも対応しています。',
    'Ask us for a viewing any time; online viewings are possible too.',
    'Hãy liên hệ để xem nhà bất cứ lúc nào; có thể xem nhà trực tuyến.',
  ],
  [
    '近くにスーパーとコンビニがあり、生活に便利な環境です。',
    'A supermarket and a convenience store are close by: an easy place to live.',
    'Gần siêu thị và cửa hàng tiện lợi, sinh hoạt rất thuận tiện.',
  ],
  [
    '初期費用の分割払いのご相談も承ります。',
    'The move-in costs can be paid in instalments on request.',
    'Có thể thỏa thuận trả góp chi phí ban đầu.',
  ],
];

export const DIRECTIONS = [
  'South',
  'South',
  'Southeast',
  'Southwest',
  'East',
  'West',
  'North',
  'South and east',
  'South and west',
];

const STATUSES: readonly (readonly [RentStatus, number])[] = [
  ['published', 52],
  ['pending', 14],
  ['rented', 12],
  ['hidden', 6],
  ['rejected', 6],
  ['closed', 6],
];
const FIRST_STATUSES: RentStatus[] = ['published', 'pending', 'hidden', 'rented', 'rejected', 'closed', 'published'];

const currency = (code: string): Lookup => ({ $lookup: { code } });
const names = (list: readonly string[]) => list.map(byName);

const r = randomSource(5_550_123);
const ACTIVE_LEASES = LEASE_PROFILES.map((l, i) => ({ ...l, i }))
  .filter((l) => l.status === 'active')
  .map((l) => l.i);
const VIETNAMESE_OWNERS = CANDIDATE_PROFILES.map((c, i) => ({ ...c, i }))
  .filter((c) => c.language === 'vi')
  .map((c) => c.i);

function japaneseRent(index: number): { facts: ListingFacts; record: Row } {
  const place: Place = r.pick(JAPAN_PLACES);
  const cat = weighted(r, [
    [MANSION, 40],
    [APARTMENT, 35],
    [HOUSE, 6],
    [SHARE_HOUSE, 8],
    [MONTHLY, 6],
    [SERVICED, 5],
  ] as const);
  const layout: Layout =
    cat === SHARE_HOUSE
      ? '1R'
      : cat === HOUSE
        ? r.pick(['3LDK', '4LDK+', '3DK'] as const)
        : cat === APARTMENT
          ? r.pick(['1R', '1K', '1K', '1DK', '2DK', '1LDK'] as const)
          : r.pick(['1K', '1K', '1DK', '1LDK', '1LDK', '2LDK', '2LDK', '3LDK', '2DK'] as const);
  const [low, high] = cat === SHARE_HOUSE ? [9, 14] : LAYOUT_AREA[layout];
  const area = r.int(low * 100, high * 100) / 100;
  const highlight = r.chance(0.75) ? r.pick(HIGHLIGHTS) : undefined;
  const built = highlight?.newBuild ? r.int(2020, 2025) : r.int(1984, 2024);
  const age = 1 + ((built - 1984) / 40) * 0.35 - 0.1;
  const perM2 = place.rentPerM2 * age * (cat === APARTMENT ? 0.9 : cat === MONTHLY || cat === SERVICED ? 1.4 : 1);
  const rent = cat === SHARE_HOUSE ? roundTo(r.int(32, 58) * 1000, 1000) : roundTo(area * perm2Noise(perM2), 1000);
  const managementFee = cat === SHARE_HOUSE || cat === MONTHLY ? null : roundTo((rent * r.int(5, 10)) / 100, 1000);
  const furnishedStay = cat === SHARE_HOUSE || cat === MONTHLY || cat === SERVICED;
  const depositMonths = furnishedStay ? 0 : r.pick([0, 1, 1, 1, 2]);
  const keyMonths = furnishedStay || highlight?.noKeyMoney ? 0 : r.pick([0, 1, 1]);
  const house = cat === HOUSE;
  const totalFloors = house ? 2 : cat === APARTMENT ? r.int(2, 3) : r.int(4, 15);
  const floor = house ? null : r.int(1, totalFloors);
  const walk = r.int(2, 18);
  const status = index < FIRST_STATUSES.length ? FIRST_STATUSES[index] : weighted(r, STATUSES);
  const agency = r.chance(0.82) ? r.pick(ACTIVE_LEASES) : null;
  const account = agency !== null ? LEASE_ACCOUNT_BASE + agency : r.int(0, EMPLOYERS - 1);
  const available = status === 'rented' ? addDays(TODAY, -r.int(20, 200)) : addDays(TODAY, r.int(-10, 120));
  const station = place.station;
  const h = highlight?.text;

  const title: Texts = h
    ? [
        `【${h[0]}】${station[0]}徒歩${walk}分・${layout}${cat.names[0]}`,
        `${h[1]}: ${layout} ${cat.names[1]}, ${walk} min walk from ${station[1]}`,
        `${h[2]}: ${cat.names[2]} ${layout}, cách ${station[2]} ${walk} phút đi bộ`,
      ]
    : [
        `${place.area[0]}・${layout} ${area}㎡・${station[0]}徒歩${walk}分`,
        `${layout}, ${area} m² in ${place.area[1]}, ${walk} min from ${station[1]}`,
        `${layout} ${viNumber(area)} m² tại ${place.area[1]}, cách ${station[2]} ${walk} phút đi bộ`,
      ];
  const closing = r.pick(CLOSINGS);
  const floorText: Texts =
    floor === null
      ? ['2階建て', 'two storeys', 'nhà 2 tầng']
      : [`${totalFloors}階建ての${floor}階`, `floor ${floor} of ${totalFloors}`, `tầng ${floor}/${totalFloors}`];
  const description: Texts = [
    `<p>${station[0]}から徒歩${walk}分、${place.area[0]}の${cat.names[0]}です。${built}年築、${floorText[0]}の${layout}（${area}㎡）。</p>` +
      `<ul><li>家賃：${yenText(rent)}${managementFee ? `（管理費 ${managementFee.toLocaleString('en-US')}円）` : ''}</li><li>敷金${depositMonths}か月・礼金${keyMonths}か月</li><li>入居可能日：${available}</li></ul><p>${closing[0]}</p>`,
    `<p>A ${cat.names[1]} in ${place.area[1]}, ${walk} minutes on foot from ${station[1]}. Built in ${built}, ${layout} (${area} m²) on ${floorText[1]}.</p>` +
      `<ul><li>Rent: ¥${rent.toLocaleString('en-US')} a month${managementFee ? ` plus ¥${managementFee.toLocaleString('en-US')} management fee` : ''}</li><li>Deposit ${depositMonths} month(s), key money ${keyMonths} month(s)</li><li>Available from ${available}</li></ul><p>${closing[1]}</p>`,
    `<p>${cat.names[2][0].toUpperCase()}${cat.names[2].slice(1)} tại ${place.area[1]}, cách ${station[2]} ${walk} phút đi bộ. Xây năm ${built}, ${layout} (${viNumber(area)} m²), ${floorText[2]}.</p>` +
      `<ul><li>Tiền thuê: ${viNumber(rent)} yên/tháng${managementFee ? `, phí quản lý ${viNumber(managementFee)} yên` : ''}</li><li>Đặt cọc ${depositMonths} tháng, tiền lễ ${keyMonths} tháng</li><li>Có thể vào ở từ ${available}</li></ul><p>${closing[2]}</p>`,
  ];

  const payment =
    depositMonths === 0
      ? 'No deposit'
      : keyMonths === 0
        ? 'No key money'
        : depositMonths === 2
          ? 'Deposit 2 months'
          : r.chance(0.2)
            ? 'First month rent-free'
            : 'Deposit 1 month';
  const utilities = [
    ...JP_BASICS.slice(0, r.int(2, 5)),
    ...sample(r, JP_EXTRAS, r.int(2, 7)),
    ...(highlight?.utilities ?? []),
    ...(furnishedStay ? FURNISHED : []),
  ];
  const tenants = [
    ...new Set([
      ...sample(r, JP_TENANTS, r.int(1, 4)),
      ...(highlight?.tenants ?? []),
      ...(r.chance(0.6) ? ['Foreigners welcome'] : []),
    ]),
  ];
  const photoBase = index * 5;
  const record: Row = {
    title: title[0],
    account_id: nth(account),
    lease_id: agency !== null ? nth(agency) : null,
    home_category_id: byName(cat.en),
    home_city_id: byName(place.city),
    district: place.district,
    address: `${place.street}${r.int(1, 28)}-${r.int(1, 20)}`,
    postal_code: place.postal,
    nearest_station: station[0],
    walk_minutes: walk,
    currency_id: currency('JPY'),
    rent,
    management_fee: managementFee,
    deposit: rent * depositMonths,
    key_money: rent * keyMonths,
    home_payment_id: byName(payment),
    contract_months: cat === MONTHLY ? 1 : cat === SHARE_HOUSE ? 6 : 24,
    area,
    layout,
    floor,
    total_floors: totalFloors,
    built_year: built,
    home_direction_id: byName(highlight?.south ? 'South' : r.pick(DIRECTIONS)),
    apartment_utility_ids: names([...new Set(utilities)]),
    surrounding_utility_ids: names(['Train station', ...sample(r, JP_SURROUNDINGS, r.int(2, 6))]),
    rental_object_ids: names(tenants),
    available_from: available,
    photos: Array.from({ length: r.int(3, 6) }, (_, k) => demoImage('home', photoBase + k)),
    description: description[0],
    status,
  };
  return { facts: { country: 'JP', status, account, title, description }, record };
}

/** A little spread around the going rate, so neighbours differ. */
function perm2Noise(perM2: number): number {
  return perM2 * (0.9 + r.next() * 0.2);
}

function vietnameseRent(index: number): { facts: ListingFacts; record: Row } {
  const place: Place = r.pick(VIETNAM_PLACES);
  const cat = weighted(r, [
    [MANSION, 40],
    [MINI, 30],
    [SERVICED, 15],
    [HOUSE, 10],
    [BOARDING, 5],
  ] as const);
  const layout: Layout =
    cat === BOARDING
      ? '1R'
      : cat === HOUSE
        ? r.pick(['3LDK', '4LDK+'] as const)
        : cat === MINI
          ? r.pick(['1R', '1LDK', '1LDK'] as const)
          : r.pick(['1LDK', '2LDK', '2LDK', '3LDK'] as const);
  const [low, high] = cat === BOARDING ? [14, 22] : layout === '4LDK+' ? [120, 180] : LAYOUT_AREA[layout];
  const area = r.int(low, high);
  const perM2 =
    place.rentPerM2 * (cat === SERVICED ? 1.5 : cat === BOARDING || cat === MINI ? 0.8 : 1) * (0.9 + r.next() * 0.2);
  const rent = roundTo(area * perM2, 500_000);
  const managementFee = cat === MANSION || cat === SERVICED ? roundTo(area * r.int(8_000, 16_000), 50_000) : null;
  const depositMonths = r.pick([1, 1, 2]);
  const house = cat === HOUSE;
  const totalFloors = house ? r.int(3, 5) : cat === MINI || cat === BOARDING ? r.int(5, 9) : r.int(12, 35);
  const floor = house ? null : r.int(2, totalFloors);
  const built = r.int(2008, 2024);
  const status = weighted(r, STATUSES);
  const owner = VIETNAMESE_OWNERS[(index * 37) % VIETNAMESE_OWNERS.length];
  const account = CANDIDATE_ACCOUNT_BASE + owner;
  const available = status === 'rented' ? addDays(TODAY, -r.int(20, 200)) : addDays(TODAY, r.int(0, 60));
  const rooms = ROOMS[layout] ?? [layout, layout, layout];
  const [cityJa, cityEn, districtVi] = [place.area[0], place.area[1], place.area[2]];
  const title: Texts = [
    `${cityJa}の${cat.names[0]}（${rooms[0]}・${area}㎡）`,
    `${cat.names[1][0].toUpperCase()}${cat.names[1].slice(1)} with ${rooms[1]} for rent in ${cityEn}`,
    `Cho thuê ${cat.names[2]} ${rooms[2]} ${area} m² tại ${districtVi}`,
  ];
  const closing = r.pick(CLOSINGS);
  const description: Texts = [
    `<p>${place.station[0]}の近く、${cityJa}の${cat.names[0]}です。${built}年築、${rooms[0]}（${area}㎡）。</p><ul><li>家賃：月${dongTextJa(rent)}</li><li>敷金${depositMonths}か月</li><li>入居可能日：${available}</li></ul><p>${closing[0]}</p>`,
    `<p>A ${cat.names[1]} near ${place.station[1]}, ${cityEn}. Built in ${built}; ${rooms[1]}, ${area} m².</p><ul><li>Rent: ${rent.toLocaleString('en-US')} VND a month</li><li>Deposit ${depositMonths} month(s)</li><li>Available from ${available}</li></ul><p>${closing[1]}</p>`,
    `<p>Cho thuê ${cat.names[2]} gần ${place.station[2]}, ${districtVi}. Xây năm ${built}, ${rooms[2]}, diện tích ${area} m².</p><ul><li>Giá thuê: ${dongText(rent)}/tháng</li><li>Đặt cọc ${depositMonths} tháng</li><li>Có thể vào ở từ ${available}</li></ul><p>${closing[2]}</p>`,
  ];
  const record: Row = {
    title: title[2],
    account_id: nth(account),
    lease_id: null,
    home_category_id: byName(cat.en),
    home_city_id: byName(place.city),
    district: place.district,
    address: `Số ${r.int(2, 180)} ${place.street}`,
    postal_code: place.postal,
    nearest_station: place.station[2],
    walk_minutes: r.chance(0.6) ? r.int(3, 15) : null,
    currency_id: currency('VND'),
    rent,
    management_fee: managementFee,
    deposit: rent * depositMonths,
    key_money: null,
    home_payment_id: byName(r.pick(['Monthly rent', '3 months in advance', 'Deposit 1 month', 'Bank transfer'])),
    contract_months: r.pick([6, 12, 12, 24]),
    area,
    layout,
    floor,
    total_floors: totalFloors,
    built_year: built,
    home_direction_id: byName(r.pick(DIRECTIONS)),
    apartment_utility_ids: names(sample(r, VN_UTILITIES, r.int(4, 9))),
    surrounding_utility_ids: names(sample(r, VN_SURROUNDINGS, r.int(3, 6))),
    rental_object_ids: names(sample(r, VN_TENANTS, r.int(1, 3))),
    available_from: available,
    photos: Array.from({ length: r.int(3, 6) }, (_, k) => demoImage('home', 7 + index * 3 + k)),
    description: description[2],
    status,
  };
  return { facts: { country: 'VN', status, account, title, description }, record };
}

const generated = [
  ...Array.from({ length: JAPAN_RENTS }, (_, i) => japaneseRent(i)),
  ...Array.from({ length: VIETNAM_RENTS }, (_, i) => vietnameseRent(i)),
];

/** Per rent listing index: what its translations, comments and enquiries reuse. */
export const RENT_FACTS: readonly ListingFacts[] = generated.map((g) => g.facts);

export const homeRents: Row[] = generated.map((g) => g.record);
