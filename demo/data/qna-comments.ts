import type { qnaComment as schema } from '../../schemas/content/qna-comment';
import type { DemoRow } from '../rows';
import { CANDIDATE_ACCOUNT_BASE, CANDIDATE_COUNT } from './candidates';
import { nth, randomSource } from './demo';
import { QNA_FACTS } from './qnas';
import { TRANSLATOR_ACCOUNT_BASE, TRANSLATOR_COUNT } from './translators';

type Row = DemoRow<typeof schema>;

// Answers under every question: the answer that helped (often marked best by
// the asker), then one or two more; advertising gets a warning from a reader.
// As many as each question's answer_count says (qnas.ts).

const MORE = {
  vi: [
    'Mình cũng từng hỏi câu này, cảm ơn bạn đã trả lời.',
    'Bạn nên hỏi thêm nghiệp đoàn hoặc công ty cho chắc nhé.',
    'Ở chỗ mình cũng giống vậy.',
    'Bạn có thể gọi đường dây tư vấn cho người nước ngoài, có tiếng Việt.',
  ],
  ja: [
    '私も同じことで悩んでいました。',
    '市役所の国際交流窓口でも相談できますよ。',
    '会社の担当者に聞いてみるのが一番確実です。',
  ],
  en: [
    'Same experience here, good advice.',
    'Ask your company too, they often help with this.',
    'The city office has an English help desk for this.',
  ],
};
const WARNING = {
  vi: 'Đây là quảng cáo lừa đảo, mọi người cẩn thận!',
  ja: 'これは詐欺の宣伝です。気をつけてください。',
  en: 'This is a scam advertisement, be careful.',
};

const r = randomSource(1_357);
const reader = () =>
  r.chance(0.75)
    ? CANDIDATE_ACCOUNT_BASE + r.int(0, CANDIDATE_COUNT - 1)
    : TRANSLATOR_ACCOUNT_BASE + r.int(0, TRANSLATOR_COUNT - 1);

export const qnaComments: Row[] = QNA_FACTS.flatMap((question, index) => {
  const comments: Row[] = [];
  if (question.spam) {
    comments.push({
      qna_id: nth(index),
      account_id: nth(reader()),
      body: WARNING[question.language],
      best_answer: false,
      status: 'visible',
    });
  } else {
    comments.push({
      qna_id: nth(index),
      account_id: nth(reader()),
      body: question.answer,
      best_answer: r.chance(0.6),
      status: 'visible',
    });
    const pool = [...MORE[question.language]];
    for (let k = question.more; k > 0; k--)
      comments.push({
        qna_id: nth(index),
        account_id: nth(reader()),
        body: pool.splice(r.int(0, pool.length - 1), 1)[0],
        best_answer: false,
        status: 'visible',
      });
  }
  return comments;
});
