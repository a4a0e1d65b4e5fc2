import { defineEntity, integer, longText, reference, select } from '../../src/engine/schema';

/** What a report can be about; the report item's type names the same kinds. */
export const REPORT_TARGETS = ['job', 'home', 'article', 'comment', 'user'] as const;

/**
 * Problem reports: users report a job, a housing listing, an article, a
 * comment or another user, picking a reason of the report items master.
 * Admins look into each and resolve it (having acted on the content) or
 * dismiss it, saying why.
 */
export const report = defineEntity({
  name: 'reports',
  path: 'admin/reports',
  route: 'report',
  permission: 'REPORT',
  menu: { group: 'content', icon: 'flag' },
  views: { create: false },
  fields: {
    /** The account that reported. */
    reporter_account_id: reference('user_accounts', { required: true }),
    /** The reason picked (a specific report item of the target's type). */
    report_item_id: reference('report_items', { required: true }),
    /** What kind of record is reported. */
    target_type: select(REPORT_TARGETS, { required: true }),
    /** The id of the reported job, listing, article, comment or user account. */
    target_id: integer({ required: true, min: 1 }),
    /** What the reporter wrote. */
    details: longText({ max: 2000 }),
    /** open: waiting for an admin; resolved: acted on; dismissed: nothing wrong found. */
    status: select(['open', 'resolved', 'dismissed'] as const, {
      required: true,
      readOnly: true,
      tones: { open: 'warning', resolved: 'success', dismissed: 'default' },
    }),
  },
  recordTitle: 'report_item_id',
  list: {
    columns: ['id', 'report_item_id', 'target_type', 'target_id', 'reporter_account_id', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'target_type', 'report_item_id', 'reporter_account_id'],
    secondary: 'target_type',
  },
  actions: [
    {
      name: 'resolve',
      call: 'PUT admin/reports/{id}/resolve',
      reason: true,
      transition: { from: ['open'], to: 'resolved' },
    },
    {
      name: 'dismiss',
      call: 'PUT admin/reports/{id}/dismiss',
      reason: true,
      transition: { from: ['open'], to: 'dismissed' },
    },
    {
      name: 'reopen',
      call: 'PUT admin/reports/{id}/reopen',
      transition: { from: ['resolved', 'dismissed'], to: 'open' },
    },
  ],
});
