import { defineEntity, language, reference, richText, text } from '../../src/engine/schema';

/** A sale listing's texts in one more language (one record per listing and language). */
export const homeSaleTranslation = defineEntity({
  name: 'home_sale_translations',
  route: 'homeSaleTranslations',
  permission: 'HOMES',
  menu: false,
  fields: {
    /** The sale listing these texts translate. */
    home_sale_id: reference('home_sales', { required: true }),
    /** The language of the texts. */
    language_code: language({ required: true }),
    /** The listing's headline in this language. */
    title: text({ required: true, max: 200 }),
    /** The listing's description in this language, formatted like the original. */
    description: richText({ max: 50_000 }),
    /** The supporter who translated the texts; empty when the owner wrote them. */
    translator_id: reference('translators'),
  },
  recordTitle: 'title',
  uniqueTogether: [['home_sale_id', 'language_code']],
  list: {
    columns: ['id', 'home_sale_id', 'language_code', 'title', 'translator_id', 'updated_at'],
    sort: '-created_at',
    filters: ['home_sale_id', 'language_code', 'translator_id'],
    secondary: 'language_code',
  },
});
