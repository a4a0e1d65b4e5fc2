import { defineEntity, language, longText, reference, richText, text } from '../../src/engine/schema';

/**
 * A news item's texts in one more language (one record per news and
 * language). A translation may start with the title and summary; the body
 * follows when it is done.
 */
export const newsTranslation = defineEntity({
  name: 'news_translations',
  route: 'newsTranslations',
  permission: 'NEWS',
  menu: false,
  fields: {
    /** The news these texts translate. */
    news_id: reference('news', { required: true }),
    /** The language of the texts. */
    language_code: language({ required: true }),
    /** The headline in this language. */
    title: text({ required: true, max: 200 }),
    /** The lead in this language. */
    summary: longText({ max: 500 }),
    /** The news itself in this language, formatted (HTML). */
    body: richText({ max: 100_000 }),
  },
  recordTitle: 'title',
  uniqueTogether: [['news_id', 'language_code']],
  list: {
    columns: ['id', 'news_id', 'language_code', 'title', 'updated_at'],
    sort: '-created_at',
    filters: ['news_id', 'language_code'],
    secondary: 'language_code',
  },
});
