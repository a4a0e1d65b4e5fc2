import { defineEntity, language, longText, reference, text } from '../../src/engine/schema';

/** A candidate's profile texts in one more language (one record per language). */
export const candidateTranslation = defineEntity({
  name: 'candidate_translations',
  route: 'candidateTranslations',
  permission: 'CANDIDATES',
  menu: false,
  fields: {
    /** The candidate these texts belong to. */
    candidate_id: reference('candidates', { required: true }),
    /** The language of the texts. */
    language_code: language({ required: true }),
    /** The name as readers of that language write it (katakana in Japanese). */
    full_name: text({ required: true, max: 100 }),
    /** The self-introduction in that language. */
    self_introduction: longText({ max: 10_000 }),
    /** A short summary of skills and experience for employers. */
    skills_summary: longText({ max: 2000 }),
    /** The supporter who translated the texts, if one did. */
    translator_id: reference('translators'),
  },
  recordTitle: 'full_name',
  uniqueTogether: [['candidate_id', 'language_code']],
  list: {
    columns: ['id', 'candidate_id', 'language_code', 'full_name', 'translator_id', 'updated_at'],
    sort: '-updated_at',
    filters: ['candidate_id', 'language_code', 'translator_id'],
    secondary: 'language_code',
  },
});
