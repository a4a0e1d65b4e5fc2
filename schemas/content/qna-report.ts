import { defineEntity, longText, reference } from '../../src/engine/schema';

/**
 * A user's report of a Q&A question, with the reason chosen from the report
 * items of type qna. Users file them in the marketplace; admins read them on
 * the question and decide there.
 */
export const qnaReport = defineEntity({
  name: 'qna_reports',
  route: 'qnaReports',
  permission: 'COMMUNITY',
  menu: false,
  views: { create: false, edit: false },
  fields: {
    /** The reported question. */
    qna_id: reference('qnas', { required: true }),
    /** The account that reported it. */
    reporter_account_id: reference('user_accounts', { required: true }),
    /** The reason picked (a report item of type qna, usually a specific one). */
    report_item_id: reference('report_items', { required: true }),
    /** What the reporter wrote; some reasons ask for it. */
    details: longText({ max: 2000 }),
  },
  recordTitle: 'report_item_id',
  list: {
    columns: ['id', 'qna_id', 'reporter_account_id', 'report_item_id', 'details', 'created_at'],
    sort: '-created_at',
    filters: ['qna_id', 'report_item_id', 'reporter_account_id'],
    secondary: 'report_item_id',
  },
});
