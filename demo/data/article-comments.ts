import type { articleComment as schema } from '../../schemas/content/article-comment';
import type { DemoRow } from '../rows';
import { ARTICLE_FACTS } from './articles';
import { CANDIDATE_ACCOUNT_BASE, CANDIDATE_COUNT } from './candidates';
import { nth, randomSource } from './demo';
import { TRANSLATOR_ACCOUNT_BASE, TRANSLATOR_COUNT } from './translators';

type Row = DemoRow<typeof schema>;

// Readers' comments under published (approved) articles, in the article's
// language, mostly from candidates and some from supporters; authors thank
// their readers. A few advertising comments were hidden by admins.

const READERS: Record<'ja' | 'vi' | 'en', string[]> = {
  vi: [
    'Cảm ơn bạn đã chia sẻ, bài viết rất hữu ích!',
    'Mình cũng đang chuẩn bị sang Nhật, đọc bài này thấy yên tâm hơn nhiều.',
    'Cho mình hỏi bạn làm ở tỉnh nào vậy ạ?',
    'Bài viết hay quá, mình lưu lại để đọc kỹ.',
    'Hồi mới sang mình cũng gặp y hệt như vậy.',
    'Bạn có thể chia sẻ thêm về chi phí được không ạ?',
    'Cố lên bạn nhé! Chúc bạn thành công.',
    'Thông tin rất chi tiết, cảm ơn tác giả.',
    'Mình đã thử cách này và thấy hiệu quả thật.',
    'Ở chỗ mình thì hơi khác một chút, nhưng nhìn chung là đúng.',
  ],
  ja: [
    'とても参考になりました。ありがとうございます。',
    '同じ経験があるので、すごく共感しました。',
    '私もこれから日本で働く予定なので、勉強になります。',
    'わかりやすい記事でした。続きも楽しみにしています。',
    '具体的な費用の話が助かります。',
    '頑張ってください！応援しています。',
    '私の職場でも同じことを言われました。',
    'ベトナム語の情報も一緒に書いてもらえるとうれしいです。',
  ],
  en: [
    'Thanks for sharing, this is really helpful.',
    'Great tips! I wish I had read this before I moved.',
    'Does this also apply to students?',
    'Very clear explanation, thank you.',
    'Saved this for later. Thanks!',
    'I had the same problem last year. Good advice.',
    'Could you write more about the costs?',
  ],
};

const REPLIES = {
  vi: 'Cảm ơn bạn đã đọc! Nếu có câu hỏi gì bạn cứ để lại bình luận nhé.',
  ja: 'コメントありがとうございます！少しでも参考になればうれしいです。',
  en: 'Thanks for reading! Feel free to ask if you have any questions.',
};

const SPAM = [
  'Nhận làm hồ sơ visa giá rẻ, bao đậu, liên hệ Zalo 0901 234 567',
  '高収入の副業あります！詳しくはLINEで連絡ください',
  'Earn ¥500,000 a month from home, message me now!!!',
  'Bán chứng chỉ JLPT N2 thật 100%, inbox ngay',
];

const r = randomSource(5_117);
const reader = () =>
  r.chance(0.8)
    ? CANDIDATE_ACCOUNT_BASE + r.int(0, CANDIDATE_COUNT - 1)
    : TRANSLATOR_ACCOUNT_BASE + r.int(0, TRANSLATOR_COUNT - 1);

const comments: Row[] = [];

ARTICLE_FACTS.forEach((article, index) => {
  if (article.status !== 'approved') return;
  // Articles 0–4 (candidates 0–4) have a conversation of at least four comments.
  const count = index < 5 ? r.int(4, 6) : r.int(2, 5);
  const bodies = [...READERS[article.language]];
  for (let k = 0; k < count && bodies.length; k++) {
    const body = bodies.splice(r.int(0, bodies.length - 1), 1)[0];
    comments.push({ article_id: nth(index), account_id: nth(reader()), body, status: 'visible' });
  }
  if (index < 5 || r.chance(0.4))
    comments.push({
      article_id: nth(index),
      account_id: nth(article.author),
      body: REPLIES[article.language],
      status: 'visible',
    });
  if (index === 1 || r.chance(0.15))
    comments.push({
      article_id: nth(index),
      account_id: nth(CANDIDATE_ACCOUNT_BASE + r.int(0, CANDIDATE_COUNT - 1)),
      body: r.pick(SPAM),
      status: 'hidden',
    });
});

export const articleComments: Row[] = comments;
