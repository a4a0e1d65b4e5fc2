import { defineEntity, language, reference, richText, text } from '../../src/engine/schema';

/** A rent listing's texts in one more language (one record per listing and language). */
export const homeRentTranslation = defineEntity({
  name: 'home_rent_translations',
  route: 'homeRentTranslations',
  permission: 'HOMES',
  menu: false,
  fields: {
    /** The rent listing these texts translate. */
    home_rent_id: reference('home_rents', { required: true }),
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
  uniqueTogether: [['home_rent_id', 'language_code']],
  list: {
    columns: ['id', 'home_rent_id', 'language_code', 'title', 'translator_id', 'updated_at'],
    sort: '-created_at',
    filters: ['home_rent_id', 'language_code', 'translator_id'],
    secondary: 'language_code',
  },
});
