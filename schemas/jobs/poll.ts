import { datetime, defineEntity, reference, select, text, textList } from '../../src/engine/schema';

/** Short surveys sent to one company, candidate or supporter, and their answer. */
export const poll = defineEntity({
  name: 'polls',
  route: 'polls',
  permission: 'USER_ACCOUNTS',
  menu: false,
  fields: {
    /** The question asked. */
    question: text({ required: true, max: 300 }),
    /** The answers offered, one per item; empty for a free answer. */
    options: textList({ maxItems: 20, max: 200, helperText: 'resources.polls.hints.options' }),
    /** The company the poll was sent to. */
    company_id: reference('companies'),
    /** The candidate the poll was sent to. */
    candidate_id: reference('candidates'),
    /** The supporter the poll was sent to. */
    translator_id: reference('translators'),
    /** The answer given. */
    answer: text({ max: 1000 }),
    /** When the answer came. */
    answered_at: datetime(),
    /** open: waiting for an answer; answered: answered; closed: no more answers taken. No action moves it, so admins set it here. */
    status: select(['open', 'answered', 'closed'] as const, {
      required: true,
      tones: { open: 'info', answered: 'success', closed: 'default' },
    }),
  },
  recordTitle: 'question',
  list: {
    columns: ['id', 'question', 'company_id', 'candidate_id', 'translator_id', 'answer', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'company_id', 'candidate_id', 'translator_id', 'answered_at'],
    secondary: 'status',
  },
});
