import {
  defineEntity,
  integer,
  language,
  longText,
  reference,
  select,
  text,
  variantOf,
  type SubPageDefinition,
} from '../../src/engine/schema';

const QNA_PAGES: readonly SubPageDefinition[] = [
  { path: 'comment', kind: 'related', entity: 'qna_comments', field: 'qna_id' },
  { path: 'report', kind: 'related', entity: 'qna_reports', field: 'qna_id' },
];

/**
 * Questions of the community Q&A: users ask about visas, work and life in
 * Japan under a topic, and others answer (qna_comments). Users may report a
 * question (qna_reports); a reported question waits in Reported Q&A until an
 * admin hides it or dismisses the reports.
 */
export const qna = defineEntity({
  name: 'qnas',
  path: 'admin/qnas',
  route: 'qna',
  permission: 'COMMUNITY',
  menu: { group: 'content', icon: 'forum' },
  // Questions are asked in the marketplace, not in the back office.
  views: { create: false },
  fields: {
    /** The question in one line. */
    title: text({ required: true, max: 200 }),
    /** The account that asked. */
    account_id: reference('user_accounts', { required: true }),
    /** The topic (a specific Q&A topic of the tags master). */
    tag_id: reference('tags', { required: true }),
    /** The language the question is written in. */
    language_code: language({ required: true }),
    /** The question in full. */
    body: longText({ required: true, max: 10_000 }),
    /** Answers posted so far, counted by the marketplace. */
    answer_count: integer({ min: 0, readOnly: true }),
    /**
     * published: shown; reported: shown, with users' reports waiting for an
     * admin; hidden: taken down by an admin (the reason is in its history).
     */
    status: select(['published', 'reported', 'hidden'] as const, {
      required: true,
      readOnly: true,
      tones: { published: 'success', reported: 'warning', hidden: 'default' },
    }),
  },
  recordTitle: 'title',
  list: {
    columns: ['id', 'title', 'account_id', 'tag_id', 'language_code', 'answer_count', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'tag_id', 'language_code', 'account_id'],
    secondary: 'tag_id',
  },
  actions: [
    {
      name: 'hide',
      call: 'PUT admin/qnas/{id}/hide',
      reason: true,
      transition: { from: ['published', 'reported'], to: 'hidden' },
    },
    {
      name: 'restore',
      call: 'PUT admin/qnas/{id}/restore',
      confirm: true,
      transition: { from: ['hidden'], to: 'published' },
    },
    {
      name: 'dismiss_reports',
      call: 'PUT admin/qnas/{id}/dismiss_reports',
      confirm: true,
      transition: { from: ['reported'], to: 'published' },
    },
  ],
  subPages: QNA_PAGES,
});

/** Reported Q&A: the questions whose reports wait for an admin (hiding or dismissing takes one out of the list). */
export const reportedQna = variantOf(qna, {
  name: 'reported_qnas',
  route: 'qna-reported',
  menu: { group: 'content', icon: 'report' },
  values: { status: 'reported' },
  subPages: QNA_PAGES,
});
