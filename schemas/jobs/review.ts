import { defineEntity, integer, longText, reference, select, text } from '../../src/engine/schema';

/** Reviews of companies by the candidates who worked or interviewed there. */
export const review = defineEntity({
  name: 'reviews',
  route: 'reviews',
  permission: 'COMPANIES',
  menu: false,
  fields: {
    /** The company reviewed. */
    company_id: reference('companies', { required: true }),
    /** The candidate who wrote the review. */
    candidate_id: reference('candidates'),
    /** Stars from 1 (poor) to 5 (excellent). */
    rating: integer({ required: true, min: 1, max: 5 }),
    /** The review's headline. */
    title: text({ required: true, max: 200 }),
    /** The review itself. */
    body: longText({ max: 10_000 }),
    /** published: shown on the company's page; hidden: taken down. No action moves it, so admins set it here. */
    status: select(['published', 'hidden'] as const, {
      required: true,
      tones: { published: 'success', hidden: 'default' },
    }),
  },
  recordTitle: 'title',
  list: {
    columns: ['id', 'title', 'company_id', 'candidate_id', 'rating', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'company_id', 'candidate_id', 'rating'],
    secondary: 'company_id',
  },
});
