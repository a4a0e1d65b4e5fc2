import {
  datetime,
  defineEntity,
  image,
  language,
  longText,
  reference,
  richText,
  select,
  text,
  textList,
} from '../../src/engine/schema';

/**
 * Articles (blog posts) that marketplace users write: candidates on life and
 * work in Japan, companies on how they hire, supporters with tips on visas
 * and studying Japanese. A post is public only once an admin approves it.
 */
export const article = defineEntity({
  name: 'articles',
  path: 'admin/blogs',
  // The spec's list and detail calls.
  calls: { list: 'admin/blogs/admin-dashboard', show: 'admin/blogs/dashboard/{id}' },
  route: 'article',
  permission: 'ARTICLES',
  menu: { group: 'content', icon: 'article', key: 't' },
  fields: {
    /** The headline readers see in lists and on the post. */
    title: text({ required: true, max: 200 }),
    /** The account that wrote the post. */
    author_account_id: reference('user_accounts', { required: true }),
    /** The author's candidate profile when the author is a candidate; empty for companies and supporters. */
    candidate_id: reference('candidates'),
    /** A specific category of the post's language (each content language has its own categories). */
    category_id: reference('categories'),
    /** The language the post is written in; it decides which readers see it and which categories fit. */
    language_code: language({ required: true }),
    /** A short lead shown in lists and link previews. */
    summary: longText({ max: 500 }),
    /** The post itself, formatted (HTML). */
    body: richText({ required: true, max: 100_000 }),
    /** The picture shown above the post and in lists. */
    cover_image_url: image(),
    /** Hashtags readers can follow and search by (stored without '#'). */
    hashtags: textList({ prefix: '#', maxItems: 10, max: 50 }),
    /** When the post went public; empty until it is approved. */
    published_at: datetime(),
    /** pending: waiting for review; approved: public; rejected: refused (the reason is in the record's history). */
    status: select(['pending', 'approved', 'rejected'] as const, {
      required: true,
      readOnly: true,
      tones: { pending: 'warning', approved: 'success', rejected: 'error' },
    }),
  },
  recordTitle: 'title',
  list: {
    columns: [
      'id',
      'title',
      'author_account_id',
      'language_code',
      'category_id',
      'status',
      'published_at',
      'created_at',
    ],
    sort: '-created_at',
    filters: ['status', 'language_code', 'category_id', 'candidate_id', 'published_at'],
    secondary: 'author_account_id',
    views: [{ key: 'awaiting_approval', filter: { status: 'pending' }, sort: 'created_at' }],
  },
  actions: [
    {
      name: 'approve',
      call: 'PUT admin/blogs/{id}/approve',
      transition: { from: ['pending', 'rejected'], to: 'approved' },
    },
    {
      name: 'reject',
      call: 'PUT admin/blogs/{id}/reject',
      reason: true,
      transition: { from: ['pending', 'approved'], to: 'rejected' },
    },
  ],
  subPages: [{ path: 'comment', kind: 'related', entity: 'article_comments', field: 'article_id' }],
});
