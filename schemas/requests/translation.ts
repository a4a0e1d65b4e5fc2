import { date, defineEntity, language, longText, reference, select, text } from '../../src/engine/schema';
import { differentLanguages } from './translation-request';

/**
 * Translations supporters deliver: a candidate's profile, a company's job
 * post or documents, in another language, mostly against a translation
 * request. The team approves a submitted translation before it is used.
 */
export const translation = defineEntity({
  name: 'translations',
  route: 'translations',
  permission: 'REQUEST_TRANSLATIONS',
  menu: false,
  fields: {
    /** What was translated, e.g. "自己紹介（日本語訳）". */
    title: text({ required: true, max: 200 }),
    /** The request this translation answers, if any. */
    translation_request_id: reference('translation_requests'),
    /** The supporter who translated. */
    translator_id: reference('translators', { required: true }),
    /** The candidate whose text it is, if a candidate's. */
    candidate_id: reference('candidates'),
    /** The company whose text it is, if a company's. */
    company_id: reference('companies'),
    /** Language of the original text. */
    source_language: language(),
    /** Language of the translation; must differ from the source. */
    target_language: language(),
    /** The original text. */
    source_text: longText({ max: 50_000 }),
    /** The translated text. */
    translated_text: longText({ max: 50_000 }),
    /** Date the supporter delivered it. */
    delivered_on: date(),
    /** Draft while the supporter works on it, submitted when delivered, approved once checked. */
    status: select(['draft', 'submitted', 'approved'] as const, {
      required: true,
      tones: { draft: 'default', submitted: 'info', approved: 'success' },
    }),
  },
  recordTitle: 'title',
  list: {
    columns: [
      'id',
      'title',
      'translator_id',
      'candidate_id',
      'company_id',
      'source_language',
      'target_language',
      'delivered_on',
      'status',
      'created_at',
    ],
    sort: '-created_at',
    filters: [
      'status',
      'translator_id',
      'candidate_id',
      'company_id',
      'translation_request_id',
      'source_language',
      'target_language',
      'delivered_on',
    ],
    secondary: 'translator_id',
  },
  validate: (record) => differentLanguages(record, 'resources.translations.errors.sameLanguage'),
});
