import { defineEntity, longText, reference, select } from '../../src/engine/schema';

/**
 * Public questions and answers under a job posting (candidates ask, the
 * company answers). Admins hide comments that break the rules.
 */
export const jobComment = defineEntity({
  name: 'job_comments',
  route: 'jobComments',
  permission: 'JOBS',
  menu: false,
  fields: {
    /** The job posting the comment is under. */
    job_id: reference('jobs', { required: true }),
    /** The account that wrote it. */
    account_id: reference('user_accounts'),
    /** The comment as written. */
    body: longText({ required: true, max: 5000 }),
    /** visible: shown under the job; hidden: kept for the record but not shown. No action moves it, so admins set it here. */
    status: select(['visible', 'hidden'] as const, {
      required: true,
      tones: { visible: 'success', hidden: 'default' },
    }),
  },
  recordTitle: 'body',
  list: {
    columns: ['id', 'job_id', 'account_id', 'body', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['job_id', 'account_id', 'status'],
    secondary: 'job_id',
  },
});
