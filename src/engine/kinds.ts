// The field-kind registry, data half: what each kind stores, how a raw input
// is normalised and how it is validated. Shared by the browser and the server,
// so it must stay free of React. The UI half (cells, show fields, inputs) is
// src/engine/ui/kinds.tsx, keyed by the same names.
import { LOCALE_CODES } from './locales';

/** A validation problem: an i18n key and its arguments (react-admin's shape). */
export interface Issue {
  message: string;
  args?: Record<string, unknown>;
}

export interface TranslatedName {
  language_code: string;
  name: string;
}

interface FieldBase {
  required?: boolean;
  /** Unique across the table (a unique index; a clash answers 409). */
  unique?: boolean;
  /** Shown but never written by a form (set by the server). */
  readOnly?: boolean;
  /** Hint shown under the input; an i18n key. */
  helperText?: string;
}
export interface TextField extends FieldBase { kind: 'text' | 'longText' | 'email' | 'url'; min?: number; max?: number; pattern?: string }
export interface NumberField extends FieldBase { kind: 'number'; integer?: boolean; min?: number; max?: number }
export interface BooleanField extends FieldBase { kind: 'boolean'; default?: boolean }
export interface DateField extends FieldBase { kind: 'date' | 'datetime' }
export interface SelectField extends FieldBase { kind: 'select'; choices: readonly string[] }
export interface ReferenceField extends FieldBase { kind: 'reference'; reference: string }
/** Names per interface language: [{language_code, name}]; English is required when the field is. */
export interface TranslationsField extends FieldBase { kind: 'translations'; max?: number }
export interface JsonField extends FieldBase { kind: 'json' }
/**
 * A list of short texts (hashtags, keywords), stored as a JSON array without
 * blanks or duplicates. `prefix` (e.g. '#') is shown before each item and
 * stripped from input, so "#remote" and "remote" are the same item.
 */
export interface TextListField extends FieldBase { kind: 'textList'; maxItems?: number; max?: number; pattern?: string; prefix?: string }

export type Field =
  | TextField | NumberField | BooleanField | DateField | SelectField | ReferenceField | TranslationsField | JsonField | TextListField;
export type FieldKind = Field['kind'];

export interface KindDefinition {
  /** PostgreSQL column type. */
  sqlType(field: Field): string;
  /** Turns a raw JSON value into the stored value (or undefined: not given). '' counts as empty. */
  normalize(value: unknown, field: Field): unknown;
  /** Checks a normalised, non-empty value. */
  validate(value: unknown, field: Field): Issue | null;
  /**
   * How a list filter on this kind matches: exact, case-insensitive substring,
   * substring of any translated name, or substring of the JSON text. The
   * free-text search `q` covers the 'contains' and 'translatedName' kinds.
   */
  filter: 'eq' | 'contains' | 'translatedName' | 'jsonContains';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const emptyToNull = (value: unknown) => (value === '' ? null : value);

const text: KindDefinition = {
  sqlType: () => 'text',
  normalize: (value) => (typeof value === 'string' ? emptyToNull(value.trim()) : value),
  validate(value, field) {
    const f = field as TextField;
    if (typeof value !== 'string') return { message: 'validation.text' };
    if (f.min !== undefined && value.length < f.min) return { message: 'ra.validation.minLength', args: { min: f.min } };
    if (f.max !== undefined && value.length > f.max) return { message: 'ra.validation.maxLength', args: { max: f.max } };
    if (f.kind === 'email' && !EMAIL.test(value)) return { message: 'ra.validation.email' };
    if (f.kind === 'url' && !/^https?:\/\/\S+$/.test(value)) return { message: 'validation.url' };
    if (f.pattern && !new RegExp(f.pattern).test(value)) return { message: 'ra.validation.regex', args: { pattern: f.pattern } };
    return null;
  },
  filter: 'contains',
};

const number: KindDefinition = {
  sqlType: (field) => ((field as NumberField).integer ? 'integer' : 'double precision'),
  normalize(value) {
    if (value === '' || value === null) return null;
    if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
    return value;
  },
  validate(value, field) {
    const f = field as NumberField;
    if (typeof value !== 'number' || !Number.isFinite(value)) return { message: 'ra.validation.number' };
    if (f.integer && !Number.isInteger(value)) return { message: 'validation.integer' };
    if (f.min !== undefined && value < f.min) return { message: 'ra.validation.minValue', args: { min: f.min } };
    if (f.max !== undefined && value > f.max) return { message: 'ra.validation.maxValue', args: { max: f.max } };
    return null;
  },
  filter: 'eq',
};

const boolean: KindDefinition = {
  sqlType: () => 'boolean',
  normalize: (value) => (value === 'true' ? true : value === 'false' ? false : emptyToNull(value)),
  validate: (value) => (typeof value === 'boolean' ? null : { message: 'validation.boolean' }),
  filter: 'eq',
};

const date: KindDefinition = {
  sqlType: (field) => (field.kind === 'date' ? 'date' : 'timestamptz'),
  normalize: emptyToNull,
  validate(value, field) {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return { message: 'validation.date' };
    if (field.kind === 'date' && !DATE.test(value)) return { message: 'validation.date' };
    return null;
  },
  filter: 'eq',
};

const select: KindDefinition = {
  sqlType: () => 'text',
  normalize: emptyToNull,
  validate(value, field) {
    const { choices } = field as SelectField;
    return typeof value === 'string' && choices.includes(value)
      ? null
      : { message: 'ra.validation.oneOf', args: { options: choices.join(', ') } };
  },
  filter: 'eq',
};

const reference: KindDefinition = {
  sqlType: () => 'integer',
  normalize: number.normalize,
  validate: (value) => (Number.isInteger(value) && (value as number) > 0 ? null : { message: 'validation.reference' }),
  filter: 'eq',
};

const translations: KindDefinition = {
  sqlType: () => 'jsonb',
  normalize(value) {
    if (!Array.isArray(value)) return emptyToNull(value);
    // Drop blank rows so an untouched language line of the form is not stored.
    const rows = value
      .filter((row) => row && typeof row === 'object')
      .map((row) => ({
        language_code: String((row as TranslatedName).language_code ?? '').trim(),
        name: typeof (row as TranslatedName).name === 'string' ? (row as TranslatedName).name.trim() : (row as TranslatedName).name,
      }))
      .filter((row) => row.name !== '' && row.name !== null && row.name !== undefined);
    return rows.length ? rows : null;
  },
  validate(value, field) {
    const f = field as TranslationsField;
    if (!Array.isArray(value)) return { message: 'validation.translations' };
    const seen = new Set<string>();
    for (const row of value as TranslatedName[]) {
      if (!(LOCALE_CODES as readonly string[]).includes(row.language_code)) return { message: 'validation.translationLanguage', args: { language: row.language_code } };
      if (seen.has(row.language_code)) return { message: 'validation.translationDuplicate', args: { language: row.language_code } };
      seen.add(row.language_code);
      if (typeof row.name !== 'string') return { message: 'validation.translations' };
      if (f.max !== undefined && row.name.length > f.max) return { message: 'ra.validation.maxLength', args: { max: f.max } };
    }
    if (f.required && !seen.has('en')) return { message: 'validation.translationEnglish' };
    return null;
  },
  filter: 'translatedName',
};

const textList: KindDefinition = {
  sqlType: () => 'jsonb',
  normalize(value, field) {
    if (!Array.isArray(value)) return emptyToNull(value);
    const { prefix } = field as TextListField;
    const items: unknown[] = [];
    for (const item of value) {
      let text = typeof item === 'string' ? item.trim() : item;
      if (typeof text === 'string' && prefix) while (text.startsWith(prefix)) text = text.slice(prefix.length).trim();
      if (text === '' || items.includes(text)) continue;
      items.push(text);
    }
    return items.length ? items : null;
  },
  validate(value, field) {
    const f = field as TextListField;
    if (!Array.isArray(value)) return { message: 'validation.textList' };
    if (f.maxItems !== undefined && value.length > f.maxItems) return { message: 'validation.maxItems', args: { max: f.maxItems } };
    for (const item of value) {
      if (typeof item !== 'string') return { message: 'validation.textList' };
      if (f.max !== undefined && item.length > f.max) return { message: 'validation.itemMaxLength', args: { max: f.max, item } };
      if (f.pattern && !new RegExp(f.pattern, 'u').test(item)) return { message: 'validation.itemPattern', args: { item } };
    }
    return null;
  },
  filter: 'jsonContains',
};

const json: KindDefinition = {
  sqlType: () => 'jsonb',
  normalize: emptyToNull,
  validate: () => null,
  filter: 'jsonContains',
};

export const KINDS: Record<FieldKind, KindDefinition> = {
  text, longText: text, email: text, url: text,
  number, boolean, date, datetime: date, select, reference, translations, json, textList,
};

/** The display name of a translated value: the wanted language, else English, else the first. */
export function translatedName(value: unknown, language = 'en'): string {
  if (!Array.isArray(value)) return '';
  const rows = value as TranslatedName[];
  return (rows.find((r) => r.language_code === language) ?? rows.find((r) => r.language_code === 'en') ?? rows[0])?.name ?? '';
}
