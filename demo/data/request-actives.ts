import type { requestActive as schema } from '../../schemas/requests/request-active';
import type { DemoRow } from '../rows';
import { nth, randomSource } from './demo';

type Row = DemoRow<typeof schema>;

// Activation requests from companies (0–339: 300 on are brokers), candidates
// (0–999) and supporters (0–29). Records are in the order they arrived, so the
// newest (the pending ones) come last and lead the list.

type Kind = 'company' | 'broker' | 'candidate' | 'translator';
type State = 'pending' | 'accepted' | 'denied';

/**
 * [requester index, state]. Accounts 0–4 of each kind asked first and were
 * accepted; pending requests come from accounts still pending (or inactive
 * ones asking to reopen), denied ones from accounts that stayed closed.
 */
const PLAN: Record<Kind, [number, State][]> = {
  company: [
    [0, 'accepted'],
    [1, 'denied'],
    [1, 'accepted'],
    [2, 'accepted'],
    [3, 'accepted'],
    [4, 'accepted'],
    [12, 'accepted'],
    [27, 'accepted'],
    [41, 'denied'],
    [58, 'accepted'],
    [73, 'accepted'],
    [96, 'accepted'],
    [118, 'accepted'],
    [131, 'denied'],
    [152, 'accepted'],
    [171, 'accepted'],
    [203, 'accepted'],
    [231, 'accepted'],
    [24, 'pending'],
    [61, 'pending'],
    [117, 'pending'],
    [180, 'pending'],
    [253, 'pending'],
    [287, 'pending'],
    [289, 'pending'],
  ],
  broker: [
    [300, 'accepted'],
    [303, 'accepted'],
    [320, 'denied'],
    [318, 'accepted'],
    [313, 'pending'],
    [326, 'pending'],
  ],
  candidate: [
    [0, 'accepted'],
    [1, 'accepted'],
    [2, 'accepted'],
    [3, 'denied'],
    [3, 'accepted'],
    [4, 'accepted'],
    [48, 'accepted'],
    [115, 'accepted'],
    [166, 'denied'],
    [240, 'accepted'],
    [333, 'accepted'],
    [407, 'accepted'],
    [512, 'accepted'],
    [577, 'denied'],
    [640, 'accepted'],
    [725, 'accepted'],
    [806, 'accepted'],
    [468, 'pending'],
    [620, 'pending'],
    [842, 'pending'],
    [881, 'pending'],
    [907, 'pending'],
    [966, 'pending'],
    [997, 'pending'],
    [999, 'pending'],
  ],
  translator: [
    [0, 'accepted'],
    [1, 'accepted'],
    [2, 'accepted'],
    [3, 'accepted'],
    [4, 'accepted'],
    [19, 'denied'],
    [14, 'accepted'],
    [7, 'pending'],
    [22, 'pending'],
    [29, 'pending'],
  ],
};

const COMPANY_SUBJECTS = ['企業アカウントの有効化申請', 'アカウント有効化のお願い', '登録内容の確認と有効化のお願い'];
const COMPANY_MESSAGES = [
  'お世話になっております。貴サイトに企業登録いたしましたので、アカウントの有効化をお願いいたします。登記簿謄本を添付いたします。',
  '外国人材の採用を検討しております。必要書類を添付しましたので、ご確認のうえ有効化をお願いいたします。',
  '先日登録した企業アカウントがまだ審査中のままです。書類に不足があればご連絡ください。',
];
const COMPANY_DOCUMENTS = ['履歴事項全部証明書.pdf', '会社案内.pdf', '印鑑証明書.pdf', '決算書_2025.pdf'];
const BROKER_DOCUMENTS = ['有料職業紹介事業許可証.pdf', '登録支援機関登録通知書.pdf', '履歴事項全部証明書.pdf'];
const CANDIDATE_SUBJECTS = [
  'Yêu cầu kích hoạt tài khoản',
  'Đề nghị kích hoạt tài khoản ứng viên',
  'Xin kích hoạt lại tài khoản',
];
const CANDIDATE_MESSAGES = [
  'Em đã đăng ký tài khoản và tải lên hộ chiếu. Mong ban quản trị kích hoạt giúp em để em có thể ứng tuyển.',
  'Tôi đã bổ sung thẻ ngoại kiều mới. Xin vui lòng kiểm tra và kích hoạt tài khoản.',
  'Tài khoản của tôi vẫn đang chờ duyệt. Tôi gửi kèm chứng chỉ tiếng Nhật để xác minh.',
];
const CANDIDATE_DOCUMENTS = [
  'passport.pdf',
  'residence_card_front.jpg',
  'residence_card_back.jpg',
  'jlpt_certificate.pdf',
  'cv.pdf',
];
const TRANSLATOR_SUBJECTS = ['サポーター登録の有効化申請', 'Yêu cầu kích hoạt tài khoản phiên dịch viên'];
const TRANSLATOR_MESSAGES = [
  '通訳・翻訳サポーターとして登録しました。資格証明書を添付しますので、ご確認をお願いいたします。',
  'Tôi đã đăng ký làm phiên dịch viên tiếng Nhật. Tôi gửi kèm chứng chỉ JLPT N1 và hồ sơ kinh nghiệm.',
];
const TRANSLATOR_DOCUMENTS = ['jlpt_n1_certificate.pdf', 'translation_portfolio.pdf', 'id_card.jpg'];

const random = randomSource(4101);

/** A few distinct documents of a list. */
function someOf(items: readonly string[], min: number, max: number): string[] {
  const count = random.int(min, max);
  const pool = [...items];
  const chosen: string[] = [];
  while (chosen.length < count && pool.length) chosen.push(pool.splice(random.int(0, pool.length - 1), 1)[0]);
  return chosen;
}

function request(kind: Kind, index: number, status: State, serial: number): Row {
  const reference = `（受付番号 A-${String(serial).padStart(4, '0')}）`;
  switch (kind) {
    case 'company':
    case 'broker':
      return {
        subject: `${random.pick(COMPANY_SUBJECTS)}${reference}`,
        company_id: nth(index),
        message: random.pick(COMPANY_MESSAGES),
        documents: someOf(kind === 'broker' ? BROKER_DOCUMENTS : COMPANY_DOCUMENTS, 1, 3),
        status,
      };
    case 'candidate':
      return {
        subject: `${random.pick(CANDIDATE_SUBJECTS)} (mã A-${String(serial).padStart(4, '0')})`,
        candidate_id: nth(index),
        message: random.pick(CANDIDATE_MESSAGES),
        documents: someOf(CANDIDATE_DOCUMENTS, 1, 3),
        status,
      };
    case 'translator': {
      const japanese = random.chance(0.5);
      return {
        subject: japanese
          ? `${TRANSLATOR_SUBJECTS[0]}${reference}`
          : `${TRANSLATOR_SUBJECTS[1]} (mã A-${String(serial).padStart(4, '0')})`,
        translator_id: nth(index),
        message: TRANSLATOR_MESSAGES[japanese ? 0 : 1],
        documents: someOf(TRANSLATOR_DOCUMENTS, 1, 3),
        status,
      };
    }
  }
}

/** The kinds' requests taken in turn, each kind's in its own order. */
function interleave(pending: boolean) {
  const queues = (Object.keys(PLAN) as Kind[]).map((kind) =>
    PLAN[kind]
      .filter(([, status]) => (status === 'pending') === pending)
      .map(([index, status]) => ({ kind, index, status })),
  );
  const out: { kind: Kind; index: number; status: State }[] = [];
  for (let round = 0; queues.some((q) => round < q.length); round++)
    for (const q of queues) if (round < q.length) out.push(q[round]);
  return out;
}

// Answered requests first, pending ones last (they arrived most recently).
const ordered = [...interleave(false), ...interleave(true)];

export const requestActives: Row[] = ordered.map(({ kind, index, status }, i) => request(kind, index, status, 101 + i));
