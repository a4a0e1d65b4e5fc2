import type { newsComment as schema } from '../../schemas/content/news-comment';
import type { DemoRow } from '../rows';
import { CANDIDATE_ACCOUNT_BASE, CANDIDATE_COUNT } from './candidates';
import { nth, randomSource } from './demo';
import { NEWS_FACTS } from './news';
import { TRANSLATOR_ACCOUNT_BASE, TRANSLATOR_COUNT } from './translators';

type Row = DemoRow<typeof schema>;

// Readers' comments under published and archived news, in the news'
// language; a few advertising comments were hidden by admins.

const READERS = {
  ja: [
    '大事な情報をありがとうございます。',
    '同僚にも共有しました。',
    'ベトナム語の説明もあると助かります。',
    '詳しい手続きの方法も知りたいです。',
    'わかりやすい記事でした。',
    '去年より良くなりましたね。',
  ],
  vi: [
    'Cảm ơn ad đã chia sẻ thông tin hữu ích!',
    'Mình đã gửi cho các bạn cùng công ty.',
    'Cho mình hỏi thủ tục cụ thể thế nào ạ?',
    'Tin này rất cần cho người mới sang Nhật.',
    'Mong có thêm nhiều tin như thế này.',
    'Năm nay khác năm ngoái nhiều quá.',
  ],
  en: [
    'Thanks, this is really useful.',
    'Shared it with my colleagues.',
    'Is there a Vietnamese version of the official notice?',
    'Good to know, thank you!',
    'Could you explain the procedure in more detail?',
    'Clear and short, thanks.',
  ],
};

const SPAM = [
  'Nhận làm visa nhanh, bao đậu, liên hệ Zalo 0901 234 567',
  '簡単に稼げる副業！LINEで連絡してね',
  'Cheap JLPT certificates, message me on WhatsApp',
];

const r = randomSource(7_301);

export const newsComments: Row[] = NEWS_FACTS.flatMap((item, index) => {
  if (item.status === 'draft') return [];
  // The first news has a conversation; the others one to three comments.
  const pool = [...READERS[item.language]];
  const count = index === 0 ? 4 : r.int(1, 3);
  const comments: Row[] = [];
  for (let k = 0; k < count; k++) {
    const account = r.chance(0.85)
      ? CANDIDATE_ACCOUNT_BASE + r.int(0, CANDIDATE_COUNT - 1)
      : TRANSLATOR_ACCOUNT_BASE + r.int(0, TRANSLATOR_COUNT - 1);
    comments.push({
      news_id: nth(index),
      account_id: nth(account),
      body: pool.splice(r.int(0, pool.length - 1), 1)[0],
      status: 'visible',
    });
  }
  if (index % 6 === 1)
    comments.push({
      news_id: nth(index),
      account_id: nth(CANDIDATE_ACCOUNT_BASE + r.int(0, CANDIDATE_COUNT - 1)),
      body: r.pick(SPAM),
      status: 'hidden',
    });
  return comments;
});
