import { boolean, defineEntity, longText, reference, select } from '../../src/engine/schema';

/** Answers and comments under a Q&A question. */
export const qnaComment = defineEntity({
  name: 'qna_comments',
  route: 'qnaComments',
  permission: 'COMMUNITY',
  menu: false,
  fields: {
    /** The question it answers. */
    qna_id: reference('qnas', { required: true }),
    /** The account that wrote it. */
    account_id: reference('user_accounts'),
    /** The answer as written. */
    body: longText({ required: true, max: 10_000 }),
    /** The asker marked it as the answer that helped most. */
    best_answer: boolean({ default: false }),
    /** visible: shown under the question; hidden: kept but not shown. Admins set it here. */
    status: select(['visible', 'hidden'] as const, {
      required: true,
      tones: { visible: 'success', hidden: 'default' },
    }),
  },
  recordTitle: 'body',
  list: {
    columns: ['id', 'qna_id', 'account_id', 'body', 'best_answer', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'best_answer', 'qna_id'],
    secondary: 'qna_id',
  },
});
