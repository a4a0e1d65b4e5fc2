import type { homeRentComment as schema } from '../../schemas/housing/home-rent-comment';
import type { DemoRow } from '../rows';
import { CANDIDATE_ACCOUNT_BASE, CANDIDATE_COUNT } from './candidates';
import { nth, randomSource } from './demo';
import { RENT_FACTS } from './home-rents';

type Row = DemoRow<typeof schema>;

// Questions under rent listings that are or were public, from candidates
// (accounts 370 + i), and the answers of the account that posted the
// listing, in its language. A few spam comments were hidden by admins.

/** [question, answer from a Japanese owner, answer from a Vietnamese owner]. */
const THREADS: [string, string, string][] = [
  [
    '外国籍でも契約できますか？',
    'はい、外国籍の方もご契約いただけます。在留カードをご用意ください。',
    'Được ạ, người nước ngoài có thể ký hợp đồng, chỉ cần hộ chiếu.',
  ],
  [
    'Có cần người bảo lãnh không ạ?',
    '保証会社を利用できますので、保証人は不要です。',
    'Không cần người bảo lãnh, chỉ cần đặt cọc.',
  ],
  [
    'Is the internet included in the rent?',
    'インターネットは家賃に含まれています（光回線）。',
    'Yes, internet is included in the rent.',
  ],
  ['2人で住むことはできますか？', 'お二人での入居も可能です。事前にご相談ください。', 'Được ạ, phòng ở được 2 người.'],
  [
    'Em có thể xem phòng vào cuối tuần không ạ?',
    '土日も内見可能です。前日までにご予約ください。',
    'Được em nhé, cuối tuần bên mình vẫn dẫn khách xem phòng.',
  ],
  [
    '初期費用はいくらぐらいですか？',
    '家賃の約4か月分が目安です。詳しい見積もりをお送りします。',
    'Chi phí ban đầu gồm 1 tháng tiền nhà và tiền cọc.',
  ],
  [
    'Can I move in before the available date?',
    '前の入居者の退去後、清掃が終わり次第入居できます。',
    'You can move in a few days earlier, please contact me.',
  ],
  ['Phòng có cho nấu ăn không ạ?', 'キッチンがありますので自炊できます。', 'Có bếp riêng, nấu ăn thoải mái ạ.'],
  ['自転車を置く場所はありますか？', '駐輪場があります（無料）。', 'Có chỗ để xe máy và xe đạp miễn phí.'],
  [
    'Ở đây có gần khu công nghiệp không ạ?',
    '最寄り駅から工業団地行きのバスが出ています。',
    'Có xe buýt đưa đón công nhân đi khu công nghiệp, khoảng 20 phút.',
  ],
  ['ペットは飼えますか？', '小型犬・猫1匹まで相談可能です。', 'Được nuôi mèo hoặc chó nhỏ, nhưng cần báo trước ạ.'],
  [
    'Is there a Japanese-language requirement for the contract?',
    '英語の契約書もご用意しています。',
    'The contract can be in English or Vietnamese.',
  ],
];
const SPAM = [
  '格安で引っ越しします！詳しくはLINEで連絡ください',
  'Cho vay tiền nhanh không cần thế chấp, liên hệ Zalo 0901 234 567',
  'Cheap visa documents, message me now!!!',
];

const r = randomSource(9_190);
const comments: Row[] = [];
const open = RENT_FACTS.map((f, listing) => ({ ...f, listing })).filter((f) =>
  ['published', 'rented', 'hidden'].includes(f.status),
);
const asker = () => nth(CANDIDATE_ACCOUNT_BASE + r.int(0, CANDIDATE_COUNT - 1));

for (let k = 0; k < 34; k++) {
  // The first public listing always has a conversation.
  const f = k < 2 ? open[0] : r.pick(open);
  const [question, japaneseAnswer, vietnameseAnswer] = r.pick(THREADS);
  comments.push({ home_rent_id: nth(f.listing), account_id: asker(), body: question, status: 'visible' });
  if (r.chance(0.85))
    comments.push({
      home_rent_id: nth(f.listing),
      account_id: nth(f.account),
      body: f.country === 'JP' ? japaneseAnswer : vietnameseAnswer,
      status: 'visible',
    });
  if (k % 11 === 3)
    comments.push({ home_rent_id: nth(f.listing), account_id: asker(), body: SPAM[k % SPAM.length], status: 'hidden' });
}

export const homeRentComments: Row[] = comments;
