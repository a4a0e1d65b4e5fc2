import { defineEntity, longText, reference, select } from '../../src/engine/schema';

/**
 * Readers' comments under an article. Admins hide comments that break the
 * rules (advertising, abuse) instead of deleting them.
 */
export const articleComment = defineEntity({
  name: 'article_comments',
  route: 'articleComments',
  permission: 'ARTICLES',
  menu: false,
  fields: {
    /** The article the comment is under. */
    article_id: reference('articles', { required: true }),
    /** The account that wrote it. */
    account_id: reference('user_accounts'),
    /** The comment as written. */
    body: longText({ required: true, max: 5000 }),
    /** visible: shown under the article; hidden: kept for the record but not shown. No action moves it, so admins set it here. */
    status: select(['visible', 'hidden'] as const, {
      required: true,
      tones: { visible: 'success', hidden: 'default' },
    }),
  },
  recordTitle: 'body',
  list: {
    columns: ['id', 'article_id', 'account_id', 'body', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'article_id'],
    secondary: 'article_id',
  },
});
