import { defineEntity, longText, reference, select } from '../../src/engine/schema';

/** Readers' comments under a news item; admins hide those that break the rules instead of deleting them. */
export const newsComment = defineEntity({
  name: 'news_comments',
  route: 'newsComments',
  permission: 'NEWS',
  menu: false,
  fields: {
    /** The news the comment is under. */
    news_id: reference('news', { required: true }),
    /** The account that wrote it. */
    account_id: reference('user_accounts'),
    /** The comment as written. */
    body: longText({ required: true, max: 5000 }),
    /** visible: shown under the news; hidden: kept but not shown. Admins set it here. */
    status: select(['visible', 'hidden'] as const, {
      required: true,
      tones: { visible: 'success', hidden: 'default' },
    }),
  },
  recordTitle: 'body',
  list: {
    columns: ['id', 'news_id', 'account_id', 'body', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'news_id'],
    secondary: 'news_id',
  },
});
