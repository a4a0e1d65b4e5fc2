// Names per interface language ([{language_code, name}]), stored as JSON.
import { LOCALE_CODES } from '../locales';
import {
  DEFAULT_MAX_TEXT,
  emptyToNull,
  hasNul,
  quote,
  type FieldBase,
  type KindDefinition,
  type TranslatedName,
} from './base';

/** Names per interface language: [{language_code, name}]; English is required when the field is. */
export interface TranslationsField extends FieldBase {
  kind: 'translations';
  max?: number;
}

/** One row per interface language at most. */
const MAX_TRANSLATIONS = LOCALE_CODES.length;

export const translations: KindDefinition<TranslationsField> = {
  sqlType: () => 'jsonb',
  jsonSchema: (field) => ({
    type: 'array',
    description: 'One name per language; English is required where the field is.',
    items: {
      type: 'object',
      required: ['language_code', 'name'],
      properties: {
        language_code: { type: 'string', enum: [...LOCALE_CODES] },
        name: { type: 'string', maxLength: field.max ?? DEFAULT_MAX_TEXT },
      },
    },
    maxItems: MAX_TRANSLATIONS,
  }),
  normalize(value) {
    if (!Array.isArray(value)) return emptyToNull(value);
    // More rows than languages: left as given for validate to refuse, without work per row.
    if (value.length > MAX_TRANSLATIONS) return value;
    const rows: { language_code: unknown; name: unknown }[] = [];
    for (const row of value) {
      if (!row || typeof row !== 'object') continue;
      const { language_code: code, name } = row as Record<string, unknown>;
      // Drop blank rows so an untouched language line of the form is not stored.
      if (name === '' || name === null || name === undefined || (typeof name === 'string' && name.trim() === ''))
        continue;
      rows.push({
        language_code: typeof code === 'string' ? code.trim() : (code ?? ''),
        name: typeof name === 'string' ? name.trim() : name,
      });
    }
    return rows.length ? rows : null;
  },
  validate(value, field) {
    if (!Array.isArray(value)) return { message: 'validation.translations' };
    if (value.length > MAX_TRANSLATIONS) return { message: 'validation.maxItems', args: { max: MAX_TRANSLATIONS } };
    const seen = new Set<string>();
    for (const row of value as Record<string, unknown>[]) {
      if (!row || typeof row !== 'object' || typeof row.language_code !== 'string' || typeof row.name !== 'string')
        return { message: 'validation.translations' };
      const { language_code: code, name } = row;
      if (!(LOCALE_CODES as readonly string[]).includes(code))
        return { message: 'validation.translationLanguage', args: { language: quote(code) } };
      if (seen.has(code)) return { message: 'validation.translationDuplicate', args: { language: code } };
      seen.add(code);
      const max = field.max ?? DEFAULT_MAX_TEXT;
      if (name.length > max) return { message: 'ra.validation.maxLength', args: { max } };
      if (hasNul(name)) return { message: 'validation.invalidCharacter' };
    }
    if (field.required && !seen.has('en')) return { message: 'validation.translationEnglish' };
    return null;
  },
  filter: 'translatedName',
  searchText: (column) => `jsonb_path_query_array(${column}, '$[*].name')::text`,
  translated: true,
};

/** The display name of a translated value: the wanted language, else English, else the first. */
export function translatedName(value: unknown, language = 'en'): string {
  if (!Array.isArray(value)) return '';
  const rows = value as TranslatedName[];
  return (
    (rows.find((r) => r.language_code === language) ?? rows.find((r) => r.language_code === 'en') ?? rows[0])?.name ??
    ''
  );
}
