import type { report as schema } from '../../schemas/content/report';
import type { DemoRow } from '../rows';
import { CANDIDATE_ACCOUNT_BASE, CANDIDATE_COUNT } from './candidates';
import { byName, nth, randomSource } from './demo';
import { JOB_COUNT } from './jobs';

type Row = DemoRow<typeof schema>;

// Problem reports from users about jobs (most), housing listings, articles,
// comments and other users, each with a specific reason of its kind. The
// newer ones are open; older ones were resolved or dismissed.

type Target = 'job' | 'home' | 'article' | 'comment' | 'user';

/** Per kind: the reasons (English names of specific report items), what reporters write, and the highest target id. */
const KINDS: Record<Target, { reasons: string[]; details: string[]; max: number }> = {
  job: {
    reasons: [
      'Upfront fee requested',
      'Company does not exist',
      'Illegal working conditions',
      'Salary differs from the posting',
      'Position already filled',
    ],
    details: [
      'Họ yêu cầu tôi chuyển 300.000 yên phí giới thiệu trước khi phỏng vấn.',
      '面接で聞いた時給が求人票より200円低かったです。',
      'The company said the position was filled months ago.',
      'Công ty bắt làm 12 tiếng mỗi ngày, không có ngày nghỉ.',
    ],
    max: JOB_COUNT,
  },
  home: {
    reasons: [
      'Property does not exist',
      'Deposit requested before viewing',
      'Rent or fees differ',
      'Photos do not match the property',
    ],
    details: [
      'Môi giới yêu cầu đặt cọc trước khi cho xem nhà.',
      '写真と実際の部屋がまったく違いました。',
      'The address in the listing is a parking lot.',
    ],
    max: 30,
  },
  article: {
    reasons: [
      'Text copied from another site',
      'Images used without permission',
      'False or fabricated facts',
      'Undisclosed advertising',
    ],
    details: [
      'Bài này chép nguyên văn từ một blog khác.',
      '記事の内容は実際の制度と違います。',
      'This is an advertisement for a visa agency.',
    ],
    max: 60,
  },
  comment: {
    reasons: ['Insults or personal attacks', 'Discriminatory remarks', 'Threats of violence', 'Sexual content'],
    details: [
      'Bình luận này xúc phạm người viết bài.',
      '外国人に対する差別的なコメントです。',
      'The comment threatens the author.',
    ],
    max: 200,
  },
  user: {
    reasons: [
      'Pretends to be another person',
      'Pretends to be a company or public office',
      'Scam messages',
      'Fake profile',
    ],
    details: [
      'Tài khoản này giả làm nhân viên Cục xuất nhập cảnh.',
      'この人から詐欺のメッセージが届きました。',
      'The profile photo belongs to someone else.',
    ],
    max: 1400,
  },
};

const ORDER: Target[] = ['job', 'job', 'home', 'job', 'article', 'comment', 'job', 'user'];
const DECIDED = ['resolved', 'dismissed', 'resolved'] as const;

const r = randomSource(8_086);

export const reports: Row[] = Array.from({ length: 36 }, (_, n): Row => {
  const target = ORDER[n % ORDER.length];
  const kind = KINDS[target];
  const reason = r.pick(kind.reasons);
  return {
    reporter_account_id: nth(CANDIDATE_ACCOUNT_BASE + r.int(0, CANDIDATE_COUNT - 1)),
    report_item_id: byName(reason),
    target_type: target,
    target_id: r.int(1, kind.max),
    ...(r.chance(0.7) ? ({ details: r.pick(kind.details) } satisfies Row) : {}),
    // The last sixteen are still open.
    status: n >= 20 ? 'open' : DECIDED[n % DECIDED.length],
  };
});
