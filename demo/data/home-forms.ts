import type { homeForm as schema } from '../../schemas/housing/home-form';
import type { DemoRow } from '../rows';
import { CANDIDATE_ACCOUNT_BASE, CANDIDATE_PROFILES } from './candidates';
import { nth, randomSource } from './demo';
import { RENT_FACTS } from './home-rents';
import { SALE_FACTS } from './home-sales';
import { addDays, TODAY } from './jobs';

type Row = DemoRow<typeof schema>;

// Enquiries from candidates (accounts 370 + i) and a few guests about
// listings that are or were public: two in three about rentals. Newer ones
// are still new; older ones were passed on or closed.

const RENT_MESSAGES: Record<'ja' | 'en' | 'vi', string[]> = {
  ja: [
    'こちらの物件を内見したいです。平日の夕方は空いていますか？',
    '来月から働き始めるので、入居できる時期を教えてください。',
  ],
  en: [
    'I would like to view this apartment. Is it still available?',
    'I start a new job nearby next month. Could I see the room this weekend?',
  ],
  vi: [
    'Em muốn xem phòng này, cuối tuần có được không ạ?',
    'Em đang làm việc gần đây, muốn thuê từ tháng sau. Phòng còn trống không ạ?',
    'Cho em hỏi tiền điện nước tính thế nào ạ? Em muốn đến xem phòng.',
  ],
};
const SALE_MESSAGES: Record<'ja' | 'en' | 'vi', string[]> = {
  ja: ['購入を検討しています。住宅ローンの相談もできますか？'],
  en: ['I am interested in buying this home. Can a foreign resident get a mortgage for it?'],
  vi: ['Tôi muốn mua căn này, giá còn thương lượng được không ạ?', 'Cho tôi hỏi giấy tờ pháp lý đã có sổ hồng chưa ạ?'],
};
const GUESTS: [string, string, 'ja' | 'en' | 'vi'][] = [
  ['山田 花子', 'hanako.yamada@mail.example', 'ja'],
  ['Trần Minh Khoa', 'khoa.tran@mail.example', 'vi'],
  ['Maria Santos', 'maria.santos@mail.example', 'en'],
  ['佐藤 健', 'ken.sato@mail.example', 'ja'],
];

const r = randomSource(3_141);
const publicRents = RENT_FACTS.map((f, i) => ({ ...f, i })).filter(
  (f) => f.status === 'published' || f.status === 'rented',
);
const publicSales = SALE_FACTS.map((f, i) => ({ ...f, i })).filter((f) =>
  ['published', 'under_contract', 'sold'].includes(f.status),
);

export const homeForms: Row[] = Array.from({ length: 36 }, (_, k): Row => {
  const rent = k % 3 !== 2;
  const listing = rent ? publicRents[(k * 7) % publicRents.length] : publicSales[(k * 5) % publicSales.length];
  const guest = k % 9 === 4 ? GUESTS[Math.floor(k / 9) % GUESTS.length] : undefined;
  const candidate = guest ? undefined : r.int(0, CANDIDATE_PROFILES.length - 1);
  const profile = candidate !== undefined ? CANDIDATE_PROFILES[candidate] : undefined;
  const language = guest?.[2] ?? profile!.language;
  const messages = (rent ? RENT_MESSAGES : SALE_MESSAGES)[language];
  // The first ones are the newest: still new; later ones were answered or closed.
  const status =
    k < 12 ? 'new' : k < 26 ? (r.chance(0.7) ? 'contacted' : 'closed') : r.chance(0.6) ? 'closed' : 'contacted';
  const viewing = r.chance(0.8) ? addDays(TODAY, status === 'new' ? r.int(2, 20) : -r.int(1, 60)) : null;
  return {
    ...((rent ? { home_rent_id: nth(listing.i) } : { home_sale_id: nth(listing.i) }) satisfies Row),
    account_id: candidate !== undefined ? nth(CANDIDATE_ACCOUNT_BASE + candidate) : null,
    name: guest?.[0] ?? profile!.name.full,
    email: guest?.[1] ?? profile!.email,
    phone: profile?.phone ?? null,
    preferred_language: language,
    message: r.pick(messages),
    viewing_on: viewing,
    viewing_time: viewing ? r.pick(['morning', 'afternoon', 'evening']) : null,
    move_in_on: rent ? addDays(TODAY, r.int(14, 90)) : null,
    occupants: rent ? r.int(1, 3) : r.int(2, 5),
    note:
      status === 'new'
        ? null
        : r.pick([
            'オーナーに連絡済み。内見日を調整中。',
            'Called the enquirer; the agency will send the contract draft.',
            'Đã gọi điện, khách hẹn xem nhà cuối tuần.',
          ]),
    status,
  };
});
