import type { Issue } from '../../src/engine/kinds';
import {
  boolean,
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
  url,
  type RecordValidator,
} from '../../src/engine/schema';

/** A source URL needs the source's name, so readers see whom the news comes from. */
const newsRules: RecordValidator = (record) => {
  const issues: Record<string, Issue> = {};
  if (record.source_url && !record.source_name)
    issues.source_name = { message: 'resources.news.messages.sourceNameNeeded' };
  return issues;
};

/**
 * News the marketplace team publishes for its users (visa rule changes,
 * minimum wages, service announcements), written in one language and
 * translated into the others (news_translations). Readers comment on it.
 */
export const news = defineEntity({
  name: 'news',
  path: 'admin/news',
  route: 'news',
  permission: 'NEWS',
  menu: { group: 'content', icon: 'newspaper', key: 'n' },
  fields: {
    /** The headline. */
    title: text({ required: true, max: 200 }),
    /** A specific news category (the news categories master). */
    category_id: reference('news_categories', { required: true }),
    /** The language the news is written in; its other languages are translations. */
    language_code: language({ required: true }),
    /** A short lead shown in lists and link previews. */
    summary: longText({ max: 500 }),
    /** The news itself, formatted (HTML). */
    body: richText({ required: true, max: 100_000 }),
    /** The picture shown above the news and in lists. */
    cover_image: image(),
    /** Hashtags readers can follow and search by (stored without '#'). */
    hashtags: textList({ prefix: '#', maxItems: 10, max: 50 }),
    /** Who first reported it (a ministry, a newspaper), when the news is based on another source. */
    source_name: text({ max: 200 }),
    /** The source's page. */
    source_url: url(),
    /** The date shown on the news; set by the editor (news copied from a source keeps the source's date). */
    published_at: datetime(),
    /** Kept at the top of the news list while set. */
    pinned: boolean({ default: false }),
    /** draft: being written, not shown; published: shown to users; archived: taken down, kept for the record. */
    status: select(['draft', 'published', 'archived'] as const, {
      required: true,
      readOnly: true,
      tones: { draft: 'default', published: 'success', archived: 'info' },
    }),
  },
  recordTitle: 'title',
  list: {
    columns: ['id', 'title', 'category_id', 'language_code', 'pinned', 'status', 'published_at', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'language_code', 'category_id', 'pinned', 'published_at'],
    secondary: 'category_id',
  },
  validate: newsRules,
  actions: [
    {
      name: 'publish',
      call: 'PUT admin/news/{id}/publish',
      transition: { from: ['draft', 'archived'], to: 'published' },
    },
    {
      name: 'unpublish',
      call: 'PUT admin/news/{id}/unpublish',
      confirm: true,
      transition: { from: ['published'], to: 'draft' },
    },
    {
      name: 'archive',
      call: 'PUT admin/news/{id}/archive',
      reason: true,
      transition: { from: ['draft', 'published'], to: 'archived' },
    },
  ],
  translatedBy: { entity: 'news_translations', field: 'news_id', fallback: 'en', original: 'language_code' },
  subPages: [
    { path: 'comment', kind: 'related', entity: 'news_comments', field: 'news_id' },
    { path: 'translation', kind: 'related', entity: 'news_translations', field: 'news_id' },
    { path: 'detailTranslation', kind: 'translation' },
    {
      path: 'createTranslation',
      kind: 'create',
      entity: 'news_translations',
      field: 'news_id',
      pick: { field: 'language_code', param: 'language' },
      returnTo: 'translation',
    },
    {
      path: 'updateTranslation',
      kind: 'edit',
      entity: 'news_translations',
      field: 'news_id',
      pick: { field: 'language_code', param: 'language' },
      returnTo: 'detailTranslation',
    },
  ],
});
