import { defineEntity, longText, reference, select } from '../../src/engine/schema';

const PATH = 'home_rent_comments';

/**
 * Public questions and answers under a rent listing (people ask, the owner
 * or agency answers). Admins hide comments that break the rules, with a
 * reason kept in the comment's history, and can show them again.
 */
export const homeRentComment = defineEntity({
  name: 'home_rent_comments',
  route: 'homeRentComments',
  permission: 'HOMES',
  menu: false,
  fields: {
    /** The rent listing the comment is under. */
    home_rent_id: reference('home_rents', { required: true }),
    /** The account that wrote it. */
    account_id: reference('user_accounts', { required: true }),
    /** The comment as written. */
    body: longText({ required: true, max: 2000 }),
    /** visible: shown under the listing; hidden: kept, but not shown. */
    status: select(['visible', 'hidden'] as const, {
      required: true,
      readOnly: true,
      tones: { visible: 'success', hidden: 'default' },
    }),
  },
  recordTitle: 'body',
  list: {
    columns: ['id', 'home_rent_id', 'account_id', 'body', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['home_rent_id', 'account_id', 'status'],
    secondary: 'home_rent_id',
  },
  actions: [
    { name: 'hide', call: `PUT ${PATH}/{id}/hide`, reason: true, transition: { from: ['visible'], to: 'hidden' } },
    { name: 'unhide', call: `PUT ${PATH}/{id}/unhide`, transition: { from: ['hidden'], to: 'visible' } },
  ],
});
