import type { qnaReport as schema } from '../../schemas/content/qna-report';
import type { DemoRow } from '../rows';
import { CANDIDATE_ACCOUNT_BASE, CANDIDATE_COUNT } from './candidates';
import { byName, nth, randomSource } from './demo';
import { QNA_FACTS } from './qnas';

type Row = DemoRow<typeof schema>;

// Users' reports of the reported and hidden questions, with the reason the
// question was reported for (report items of type qna).

const DETAILS = {
  outdated: {
    vi: 'Quy định này đã thay đổi từ năm ngoái, câu trả lời không còn đúng.',
    ja: 'この制度は昨年変わっています。',
    en: 'The rule changed last year; the answers are out of date.',
  },
  misleading: {
    vi: 'Câu trả lời về thuế có thể làm người khác hiểu sai.',
    ja: '税金についての回答が誤解を招きます。',
    en: 'The tax advice here is misleading.',
  },
};

const r = randomSource(2_468);
const reporter = () => nth(CANDIDATE_ACCOUNT_BASE + r.int(0, CANDIDATE_COUNT - 1));

export const qnaReports: Row[] = QNA_FACTS.flatMap((question, index) => {
  if (question.status === 'published') return [];
  const count = question.spam ? r.int(2, 4) : r.int(1, 2);
  return Array.from({ length: count }, (): Row => {
    if (question.spam)
      return { qna_id: nth(index), reporter_account_id: reporter(), report_item_id: byName('Promotional links') };
    if (question.repeat)
      return {
        qna_id: nth(index),
        reporter_account_id: reporter(),
        report_item_id: byName('Same question posted repeatedly'),
      };
    const tax = r.chance(0.3);
    return {
      qna_id: nth(index),
      reporter_account_id: reporter(),
      report_item_id: byName(tax ? 'Misleading legal or tax advice' : 'Outdated visa or immigration rules'),
      details: DETAILS[tax ? 'misleading' : 'outdated'][question.language],
    };
  });
});
