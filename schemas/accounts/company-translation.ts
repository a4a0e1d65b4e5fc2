import { defineEntity, language, longText, reference, text } from '../../src/engine/schema';

/** A company's texts in one more language (one record per language). */
export const companyTranslation = defineEntity({
  name: 'company_translations',
  route: 'companyTranslations',
  permission: 'COMPANIES',
  menu: false,
  fields: {
    /** The company these texts belong to. */
    company_id: reference('companies', { required: true }),
    /** The language of the texts. */
    language_code: language({ required: true }),
    /** The company name in that language. */
    name: text({ required: true, max: 200 }),
    /** The profile description in that language. */
    description: longText({ max: 10_000 }),
    /** The head-office address written for readers of that language. */
    address: text({ max: 300 }),
    /** The supporter who translated the texts, if one did. */
    translator_id: reference('translators'),
  },
  recordTitle: 'name',
  uniqueTogether: [['company_id', 'language_code']],
  list: {
    columns: ['id', 'company_id', 'language_code', 'name', 'translator_id', 'updated_at'],
    sort: '-updated_at',
    filters: ['company_id', 'language_code', 'translator_id'],
    secondary: 'language_code',
  },
});
