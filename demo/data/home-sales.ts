import type { homeSale as schema } from '../../schemas/housing/home-sale';
import type { DemoRow } from '../rows';
import { CANDIDATE_ACCOUNT_BASE, CANDIDATE_PROFILES } from './candidates';
import { byName, nth, randomSource } from './demo';
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
import {
  CLOSINGS,
  DIRECTIONS,
  JP_EXTRAS,
  JP_SURROUNDINGS,
  ROOMS,
  VN_SURROUNDINGS,
  VN_UTILITIES,
  sample,
  weighted,
  type Layout,
  type ListingFacts,
} from './home-rents';
import { demoImage } from './images';
import { addDays, TODAY, type Texts } from './jobs';
import { LEASE_ACCOUNT_BASE, LEASE_PROFILES } from './leases';

type Row = DemoRow<typeof schema>;

// Sale listings 0–33 in Japanese cities (in Japanese, in yen), 34–43 in
// Vietnamese ones (in Vietnamese, in dong): condominiums, houses and land.
// Agencies sell most Japanese homes; Vietnamese owners sell their own.
// Listings 0–7 are in one state each, the rest drawn.

export type SaleStatus = 'pending' | 'published' | 'hidden' | 'under_contract' | 'sold' | 'rejected' | 'closed';
type Kind = 'condo' | 'house' | 'land' | 'vacant' | 'townhouse' | 'street_house';

export const JAPAN_SALES = 34;
export const VIETNAM_SALES = 10;
const EMPLOYERS = 300;

/** The master's English name and how each language's text calls the type. */
const KINDS: Record<Kind, { en: string; names: Texts }> = {
  condo: { en: 'Mansion', names: ['中古マンション', 'resale condominium', 'căn hộ chung cư'] },
  house: { en: 'House', names: ['中古一戸建て', 'detached house', 'nhà riêng'] },
  land: { en: 'Land', names: ['売地', 'building plot', 'đất nền'] },
  vacant: { en: 'Vacant house', names: ['空き家', 'vacant house', 'nhà bỏ trống'] },
  townhouse: { en: 'Townhouse', names: ['テラスハウス', 'townhouse', 'nhà liền kề'] },
  street_house: { en: 'Street-front house', names: ['表通り沿いの戸建て', 'street-front house', 'nhà mặt phố'] },
};

const STATUSES: readonly (readonly [SaleStatus, number])[] = [
  ['published', 50],
  ['pending', 12],
  ['under_contract', 10],
  ['sold', 10],
  ['hidden', 6],
  ['rejected', 6],
  ['closed', 6],
];
const FIRST_STATUSES: SaleStatus[] = [
  'published',
  'pending',
  'hidden',
  'under_contract',
  'sold',
  'rejected',
  'closed',
  'published',
];

const r = randomSource(8_080_2026);
const ACTIVE_LEASES = LEASE_PROFILES.map((l, i) => ({ ...l, i }))
  .filter((l) => l.status === 'active')
  .map((l) => l.i);
const VIETNAMESE_OWNERS = CANDIDATE_PROFILES.map((c, i) => ({ ...c, i }))
  .filter((c) => c.language === 'vi')
  .map((c) => c.i);

const m2 = (area: number) => `${area}㎡`;
const comma = (area: number) => String(area).replace('.', ',');

interface Home {
  kind: Kind;
  layout: Layout | null;
  land: number | null;
  building: number | null;
  floor: number | null;
  totalFloors: number | null;
  built: number | null;
}

function japaneseHome(kind: Kind): Home {
  switch (kind) {
    case 'condo': {
      const layout = r.pick(['1LDK', '2LDK', '2LDK', '3LDK', '3LDK', '3LDK', '4LDK+'] as const);
      const building =
        r.int(
          layout === '1LDK' ? 3500 : layout === '2LDK' ? 5000 : layout === '3LDK' ? 6200 : 8000,
          layout === '1LDK' ? 4800 : layout === '2LDK' ? 6500 : layout === '3LDK' ? 8200 : 10500,
        ) / 100;
      const totalFloors = r.int(5, 20);
      return {
        kind,
        layout,
        land: null,
        building,
        floor: r.int(1, totalFloors),
        totalFloors,
        built: r.int(1988, 2022),
      };
    }
    case 'land':
      return {
        kind,
        layout: null,
        land: r.int(9000, 33000) / 100,
        building: null,
        floor: null,
        totalFloors: null,
        built: null,
      };
    case 'vacant':
      return {
        kind,
        layout: r.pick(['3DK', '4LDK+', '3K'] as const),
        land: r.int(12000, 30000) / 100,
        building: r.int(7000, 11000) / 100,
        floor: null,
        totalFloors: 2,
        built: r.int(1965, 1990),
      };
    case 'townhouse':
      return {
        kind,
        layout: r.pick(['3LDK', '2LDK'] as const),
        land: r.int(6000, 9000) / 100,
        building: r.int(8000, 10500) / 100,
        floor: null,
        totalFloors: 3,
        built: r.int(1995, 2023),
      };
    default:
      return {
        kind,
        layout: r.pick(['3LDK', '4LDK+', '4LDK+'] as const),
        land: r.int(10000, 22000) / 100,
        building: r.int(8500, 13000) / 100,
        floor: null,
        totalFloors: 2,
        built: r.int(1990, 2024),
      };
  }
}

/** An asking price from the area's going rate: land counts, and a building loses value with age. */
function japanesePrice(home: Home, place: Place): number {
  const age = home.built ? Math.max(0.25, 1 - (2026 - home.built) * 0.018) : 1;
  const noise = 0.9 + r.next() * 0.2;
  switch (home.kind) {
    case 'condo':
      return roundTo(home.building! * place.pricePerM2 * age * noise, 100_000);
    case 'land':
      return roundTo(home.land! * place.pricePerM2 * 0.45 * noise, 100_000);
    case 'vacant':
      return roundTo(Math.max(1_500_000, home.land! * place.pricePerM2 * 0.15 * noise), 100_000);
    default:
      return roundTo(
        (home.land! * place.pricePerM2 * 0.4 + home.building! * place.pricePerM2 * 0.45 * age) * noise,
        100_000,
      );
  }
}

function japaneseSale(index: number): { facts: ListingFacts; record: Row } {
  const place = r.pick(JAPAN_PLACES);
  const kind = weighted(r, [
    ['condo', 45],
    ['house', 25],
    ['land', 15],
    ['vacant', 10],
    ['townhouse', 5],
  ] as const);
  const home = japaneseHome(kind);
  const price = japanesePrice(home, place);
  const walk = r.int(3, 20);
  const status = index < FIRST_STATUSES.length ? FIRST_STATUSES[index] : weighted(r, STATUSES);
  const agency = r.chance(0.88) ? r.pick(ACTIVE_LEASES) : null;
  const account = agency !== null ? LEASE_ACCOUNT_BASE + agency : r.int(0, EMPLOYERS - 1);
  const names = KINDS[kind].names;
  const station = place.station;
  const condo = kind === 'condo';
  const management = condo ? roundTo(home.building! * r.int(180, 300), 100) : null;
  const reserve = condo ? roundTo(home.building! * r.int(150, 320), 100) : null;
  const handover = status === 'sold' ? addDays(TODAY, -r.int(10, 120)) : addDays(TODAY, r.int(30, 200));

  const size: Texts =
    kind === 'land'
      ? [`土地${m2(home.land!)}`, `${home.land} m² of land`, `${comma(home.land!)} m² đất`]
      : condo
        ? [
            `${home.layout}（${m2(home.building!)}）`,
            `${home.layout} (${home.building} m²)`,
            `${home.layout} (${comma(home.building!)} m²)`,
          ]
        : [
            `${home.layout}・土地${m2(home.land!)}`,
            `${home.layout} on ${home.land} m² of land`,
            `${home.layout} trên ${comma(home.land!)} m² đất`,
          ];
  const title: Texts = [
    `${place.area[0]}の${names[0]} ${size[0]}・${station[0]}徒歩${walk}分`,
    `${names[1][0].toUpperCase()}${names[1].slice(1)}, ${size[1]}, ${walk} min from ${station[1]} (${place.area[1]})`,
    `Bán ${names[2]} ${size[2]} tại ${place.area[1]}, cách ${station[2]} ${walk} phút đi bộ`,
  ];
  const closing = r.pick(CLOSINGS);
  const builtText: Texts = home.built
    ? [`${home.built}年築。`, `Built in ${home.built}.`, `Xây năm ${home.built}.`]
    : ['建築条件なし。', 'No building conditions.', 'Không ràng buộc nhà thầu xây dựng.'];
  const description: Texts = [
    `<p>${station[0]}徒歩${walk}分、${place.area[0]}の${names[0]}です。${builtText[0]}</p><ul><li>価格：${yenText(price)}</li>` +
      `${condo ? `<li>管理費 月${management!.toLocaleString('en-US')}円・修繕積立金 月${reserve!.toLocaleString('en-US')}円</li>` : ''}<li>引渡し：${handover}</li></ul><p>${closing[0]}</p>`,
    `<p>A ${names[1]} in ${place.area[1]}, ${walk} minutes on foot from ${station[1]}. ${builtText[1]}</p><ul><li>Price: ¥${price.toLocaleString('en-US')}</li>` +
      `${condo ? `<li>Management fee ¥${management!.toLocaleString('en-US')} and repair reserve ¥${reserve!.toLocaleString('en-US')} a month</li>` : ''}<li>Handover: ${handover}</li></ul><p>${closing[1]}</p>`,
    `<p>Bán ${names[2]} tại ${place.area[1]}, cách ${station[2]} ${walk} phút đi bộ. ${builtText[2]}</p><ul><li>Giá: ${viNumber(price)} yên</li>` +
      `${condo ? `<li>Phí quản lý ${viNumber(management!)} yên và quỹ sửa chữa ${viNumber(reserve!)} yên mỗi tháng</li>` : ''}<li>Bàn giao: ${handover}</li></ul><p>${closing[2]}</p>`,
  ];
  const record: Row = {
    title: title[0],
    account_id: nth(account),
    lease_id: agency !== null ? nth(agency) : null,
    home_category_id: byName(KINDS[kind].en),
    home_city_id: byName(place.city),
    district: place.district,
    address: `${place.street}${r.int(1, 28)}-${r.int(1, 20)}`,
    postal_code: place.postal,
    nearest_station: station[0],
    walk_minutes: walk,
    currency_id: { $lookup: { code: 'JPY' } },
    price,
    management_fee: management,
    repair_reserve: reserve,
    home_payment_id: byName(r.pick(['Bank transfer', 'Bank transfer', 'Cash'])),
    land_area: home.land,
    building_area: home.building,
    structure:
      kind === 'land'
        ? null
        : condo
          ? r.pick(['rc', 'rc', 'src'])
          : kind === 'townhouse'
            ? 'light_steel'
            : r.pick(['wood', 'wood', 'wood', 'light_steel']),
    ownership: kind !== 'condo' && r.chance(0.1) ? 'leasehold' : 'freehold',
    layout: home.layout,
    floor: home.floor,
    total_floors: home.totalFloors,
    built_year: home.built,
    home_direction_id: byName(r.pick(DIRECTIONS)),
    apartment_utility_ids:
      kind === 'land'
        ? null
        : [...new Set(['Air conditioner', 'System kitchen', ...sample(r, JP_EXTRAS, r.int(2, 6))])].map(byName),
    surrounding_utility_ids: ['Train station', ...sample(r, JP_SURROUNDINGS, r.int(2, 6))].map(byName),
    parking_spaces: condo ? r.pick([0, 0, 1]) : kind === 'land' ? null : r.int(1, 2),
    handover_on: handover,
    photos: Array.from({ length: r.int(3, 6) }, (_, k) => demoImage('home', 11 + index * 5 + k)),
    description: description[0],
    status,
  };
  return { facts: { country: 'JP', status, account, title, description }, record };
}

function vietnameseSale(index: number): { facts: ListingFacts; record: Row } {
  const place = r.pick(VIETNAM_PLACES);
  const kind = weighted(r, [
    ['condo', 50],
    ['house', 20],
    ['street_house', 10],
    ['land', 20],
  ] as const);
  const names = KINDS[kind].names;
  const condo = kind === 'condo';
  const land = kind === 'land' ? r.int(80, 150) : condo ? null : r.int(38, 80);
  const totalFloors = condo ? r.int(15, 40) : kind === 'land' ? null : r.int(3, 5);
  const building = condo ? r.int(55, 110) : land && totalFloors ? land * totalFloors : null;
  const layout: Layout | null =
    kind === 'land'
      ? null
      : condo
        ? r.pick(['1LDK', '2LDK', '2LDK', '3LDK'] as const)
        : r.pick(['3LDK', '4LDK+'] as const);
  const noise = 0.9 + r.next() * 0.2;
  const price = roundTo(
    (condo
      ? building! * place.pricePerM2
      : kind === 'land'
        ? land! * place.pricePerM2 * 0.6
        : land! * place.pricePerM2 * (kind === 'street_house' ? 3.5 : 2.2)) * noise,
    100_000_000,
  );
  const status = weighted(r, STATUSES);
  const account = CANDIDATE_ACCOUNT_BASE + VIETNAMESE_OWNERS[(index * 53 + 11) % VIETNAMESE_OWNERS.length];
  const built = kind === 'land' ? null : r.int(2005, 2024);
  const handover = status === 'sold' ? addDays(TODAY, -r.int(10, 120)) : addDays(TODAY, r.int(15, 120));
  const area = condo ? building! : land!;
  const title: Texts = [
    `${place.area[0]}の${names[0]}（${area}㎡）`,
    `${names[1][0].toUpperCase()}${names[1].slice(1)} for sale in ${place.area[1]}, ${area} m²`,
    `Bán ${names[2]} ${area} m² tại ${place.area[2]}${condo ? `, ${ROOMS[layout!]?.[2] ?? layout}` : ''}`,
  ];
  const closing = r.pick(CLOSINGS);
  const description: Texts = [
    `<p>${place.station[0]}の近く、${place.area[0]}の${names[0]}です。${built ? `${built}年築。` : ''}</p><ul><li>価格：${dongTextJa(price)}</li><li>面積：${area}㎡</li><li>引渡し：${handover}</li></ul><p>${closing[0]}</p>`,
    `<p>A ${names[1]} near ${place.station[1]}, ${place.area[1]}.${built ? ` Built in ${built}.` : ''}</p><ul><li>Price: ${price.toLocaleString('en-US')} VND</li><li>Area: ${area} m²</li><li>Handover: ${handover}</li></ul><p>${closing[1]}</p>`,
    `<p>Bán ${names[2]} gần ${place.station[2]}, ${place.area[2]}.${built ? ` Xây năm ${built}.` : ''} Sổ hồng chính chủ.</p><ul><li>Giá: ${dongText(price)}</li><li>Diện tích: ${area} m²</li><li>Bàn giao: ${handover}</li></ul><p>${closing[2]}</p>`,
  ];
  const record: Row = {
    title: title[2],
    account_id: nth(account),
    lease_id: null,
    home_category_id: byName(KINDS[kind].en),
    home_city_id: byName(place.city),
    district: place.district,
    address: `Số ${r.int(2, 180)} ${place.street}`,
    postal_code: place.postal,
    nearest_station: place.station[2],
    walk_minutes: null,
    currency_id: { $lookup: { code: 'VND' } },
    price,
    management_fee: condo ? roundTo(building! * r.int(8_000, 16_000), 50_000) : null,
    repair_reserve: null,
    home_payment_id: byName(r.pick(['Bank transfer', 'Cash'])),
    land_area: land,
    building_area: building,
    structure: kind === 'land' ? null : 'rc',
    ownership: condo && r.chance(0.3) ? 'fixed_term' : 'land_use_right',
    layout,
    floor: condo ? r.int(3, totalFloors!) : null,
    total_floors: totalFloors,
    built_year: built,
    home_direction_id: byName(r.pick(DIRECTIONS)),
    apartment_utility_ids: kind === 'land' ? null : sample(r, VN_UTILITIES, r.int(3, 7)).map(byName),
    surrounding_utility_ids: sample(r, VN_SURROUNDINGS, r.int(3, 6)).map(byName),
    parking_spaces: condo ? r.pick([0, 1]) : null,
    handover_on: handover,
    photos: Array.from({ length: r.int(3, 5) }, (_, k) => demoImage('home', 3 + index * 4 + k)),
    description: description[2],
    status,
  };
  return { facts: { country: 'VN', status, account, title, description }, record };
}

const generated = [
  ...Array.from({ length: JAPAN_SALES }, (_, i) => japaneseSale(i)),
  ...Array.from({ length: VIETNAM_SALES }, (_, i) => vietnameseSale(i)),
];

/** Per sale listing index: what its translations and enquiries reuse. */
export const SALE_FACTS: readonly ListingFacts[] = generated.map((g) => g.facts);

export const homeSales: Row[] = generated.map((g) => g.record);
