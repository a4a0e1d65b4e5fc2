import { defineEntity, language, longText, reference, text } from '../../src/engine/schema';

/** A supporter's profile texts in one more language (one record per language). */
export const translatorTranslation = defineEntity({
  name: 'translator_translations',
  route: 'supporterTranslations',
  permission: 'TRANSLATORS',
  menu: false,
  fields: {
    /** The supporter these texts belong to. */
    translator_id: reference('translators', { required: true }),
    /** The language of the texts. */
    language_code: language({ required: true }),
    /** The name as readers of that language write it. */
    full_name: text({ required: true, max: 100 }),
    /** The introduction in that language. */
    bio: longText({ max: 10_000 }),
  },
  recordTitle: 'full_name',
  uniqueTogether: [['translator_id', 'language_code']],
  list: {
    columns: ['id', 'translator_id', 'language_code', 'full_name', 'updated_at'],
    sort: '-updated_at',
    filters: ['translator_id', 'language_code'],
    secondary: 'language_code',
  },
});
