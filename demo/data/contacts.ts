import type { contact as schema } from '../../schemas/content/contact';
import type { DemoRow } from '../rows';
import { vietnameseName } from './candidates';
import { japaneseName } from './companies';
import { randomSource } from './demo';

type Row = DemoRow<typeof schema>;

// Messages from the contact form: workers asking about their accounts and
// applications (in Vietnamese, some in English), companies asking about
// postings and invoices (in Japanese). Older ones were answered and closed.

type Language = 'ja' | 'vi' | 'en';
type Status = 'new' | 'in_progress' | 'replied' | 'closed';

const MESSAGES: Record<Language, [subject: string, message: string, reply: string][]> = {
  vi: [
    [
      'Không đăng nhập được tài khoản',
      'Tôi quên mật khẩu và không nhận được email đặt lại. Xin hãy giúp tôi.',
      'Đã kiểm tra: email nằm trong thư mục spam. Đã gửi lại hướng dẫn.',
    ],
    [
      'Hồ sơ ứng tuyển chưa có phản hồi',
      'Tôi đã ứng tuyển 2 tuần trước nhưng công ty chưa trả lời. Tôi nên làm gì?',
      'Đã nhắc công ty xem hồ sơ và báo lại cho ứng viên.',
    ],
    [
      'Muốn đổi số điện thoại',
      'Tôi đã đổi số điện thoại, làm sao cập nhật trong hồ sơ?',
      'Đã hướng dẫn sửa trong trang hồ sơ cá nhân.',
    ],
    [
      'Hỏi về phí dịch vụ',
      'Người lao động có phải trả phí khi tìm việc trên trang này không?',
      'Đã trả lời: người lao động không mất phí.',
    ],
    [
      'Báo lỗi hiển thị tiếng Việt',
      'Một số chữ tiếng Việt trong tin tuyển dụng bị lỗi font.',
      'Đã chuyển cho đội kỹ thuật, lỗi đã được sửa.',
    ],
  ],
  ja: [
    [
      '求人掲載の料金について',
      '特定技能の求人を掲載したいのですが、料金表を送っていただけますか。',
      '料金表をメールで送付済み。',
    ],
    ['請求書の宛名変更', '請求書の宛名を本社名に変更してください。', '経理担当に依頼し、次回から変更。'],
    ['面接の通訳について', 'ベトナム語の通訳を面接に同席させることはできますか。', 'サポーターの紹介方法を案内した。'],
    [
      'アカウントの担当者変更',
      '採用担当者が変わったため、ログイン用メールアドレスを変更したいです。',
      '本人確認のうえ変更手順を案内。',
    ],
    [
      '掲載内容の修正依頼',
      '掲載中の求人の給与額に誤りがありました。修正をお願いします。',
      '管理画面から修正できることを案内した。',
    ],
  ],
  en: [
    [
      'Question about supporter registration',
      'I am an interpreter. How can I register as a supporter on your site?',
      'Sent the supporter sign-up link and requirements.',
    ],
    [
      'Delete my account',
      'I have returned home and would like my account and data deleted.',
      'Account deletion done after identity check.',
    ],
    [
      'Housing listings in English',
      'Are housing listings available in English? I cannot read Japanese well.',
      'Explained the language switch on listing pages.',
    ],
  ],
};

const r = randomSource(31_337);
const STATUSES: Status[] = ['new', 'new', 'in_progress', 'replied', 'replied', 'closed', 'closed'];

export const contacts: Row[] = Array.from({ length: 34 }, (_, n): Row => {
  const language: Language = n % 5 === 4 ? 'en' : n % 5 >= 2 ? 'ja' : 'vi';
  const [subject, message, reply] = r.pick(MESSAGES[language]);
  let name: string;
  let email: string;
  if (language === 'ja') {
    const person = japaneseName(r);
    name = person.ja;
    email = `${person.romaji.toLowerCase().replace(/\s+/g, '.')}${n}@example.co.jp`;
  } else {
    const person = vietnameseName(r, r.chance(0.5) ? 'male' : 'female');
    name = person.full;
    email = `${person.latin.toLowerCase().replace(/\s+/g, '.')}${n}@example.com`;
  }
  // The newest messages are still new; older ones were answered.
  const status: Status = n >= 28 ? 'new' : STATUSES[n % STATUSES.length];
  return {
    name,
    email,
    ...(r.chance(0.5) ? ({ phone: `080-${r.int(1000, 9999)}-${r.int(1000, 9999)}` } satisfies Row) : {}),
    subject,
    message,
    language_code: language,
    ...(status === 'replied' || status === 'closed' ? ({ reply_note: reply } satisfies Row) : {}),
    status,
  };
});
