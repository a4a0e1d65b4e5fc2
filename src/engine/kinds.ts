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
/**
 * A format a text must match, with the message that says what is expected
 * in words (an i18n key, e.g. "Enter the country calling code, e.g. +81").
 */
export interface Pattern {
  regex: string;
  message: string;
}
export interface TextField extends FieldBase {
  kind: 'text' | 'longText' | 'email' | 'url';
  min?: number;
  max?: number;
  pattern?: Pattern;
  /**
   * A select field of the same record saying how this text reads (e.g. a
   * setting's value_type: boolean, number, language…): the UI shows and edits
   * the value as that type; the schema's record rules check it.
   */
  typedBy?: string;
}
export interface NumberField extends FieldBase {
  kind: 'number';
  integer?: boolean;
  min?: number;
  max?: number;
}
/**
 * An amount of money in the currency another field of the record names:
 * `currency` is a sibling field: a reference to the currencies lookup, whose
 * `code` and `decimals` the UI reads, or a text holding the code (Intl's
 * decimals for it). Stored
 * as numeric with 4 decimals; `min` defaults to 0.
 */
export interface MoneyField extends FieldBase {
  kind: 'money';
  currency: string;
  min?: number;
  max?: number;
}
export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}
export interface DateField extends FieldBase {
  kind: 'date' | 'datetime';
}
/** A colour for a state, shown as a chip (MUI's palette names). */
export type Tone = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error';
/** `tones` shows each value as a coloured chip (a status). */
export interface SelectField extends FieldBase {
  kind: 'select';
  choices: readonly string[];
  tones?: Readonly<Record<string, Tone>>;
  /**
   * The message key naming a choice when every entity shares the names (a language: `languages.en`), so a
   * translator names each once; by default the entity's own, `resources.<entity>.choices.<field>.<value>`.
   */
  labelKey?: (choice: string) => string;
}
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  reference: string;
}
/** Names per interface language: [{language_code, name}]; English is required when the field is. */
export interface TranslationsField extends FieldBase {
  kind: 'translations';
  max?: number;
}
export interface JsonField extends FieldBase {
  kind: 'json';
}
/**
 * A list of short texts (hashtags, keywords), stored as a JSON array without
 * blanks or duplicates. `prefix` (e.g. '#') is shown before each item and
 * stripped from input, so "#remote" and "remote" are the same item.
 */
/** Its pattern applies to each item; the message may quote the item as {{item}}. */
export interface TextListField extends FieldBase {
  kind: 'textList';
  maxItems?: number;
  max?: number;
  pattern?: Pattern;
  prefix?: string;
}
/**
 * Formatted text (HTML) written in the rich-text editor. The server keeps only
 * an allow-list of tags and attributes when it stores it, and the UI cleans it
 * again before showing it.
 */
export interface RichTextField extends FieldBase {
  kind: 'richText';
  max?: number;
}
/**
 * A file the server stores (POST files, multipart) and serves at its URL:
 * `image` one picture, `images` an ordered list of pictures (a gallery),
 * `file` one document. The value is the URL (a list of URLs for `images`).
 * `maxSize` in bytes; the server's own limit applies when it is larger.
 */
export interface FileField extends FieldBase {
  kind: 'image' | 'images' | 'file';
  maxItems?: number;
  maxSize?: number;
}
/** Several records of a lookup (utilities, tenant types), stored as a JSON array of their ids. */
export interface ReferenceListField extends FieldBase {
  kind: 'referenceList';
  reference: string;
  maxItems?: number;
}

export type Field =
  | TextField
  | NumberField
  | MoneyField
  | BooleanField
  | DateField
  | SelectField
  | ReferenceField
  | TranslationsField
  | JsonField
  | TextListField
  | RichTextField
  | FileField
  | ReferenceListField;
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
   * substring of any translated name, substring of the JSON text, or a list of
   * ids that holds the one given. The free-text search `q` covers the 'contains' and 'translatedName' kinds.
   */
  filter: 'eq' | 'contains' | 'translatedName' | 'jsonContains' | 'includesId';
  /**
   * How stored files (/api/v1/files/…) reach a value: 'upload' for kinds whose values are files a form
   * uploads (holding one is the right to upload), 'mention' for markup that may link to one. A file that
   * no such value names is removed after a day.
   */
  files?: 'upload' | 'mention';
}

/** An address: something, an @, something with a dot (the login form checks it too). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** PostgreSQL `integer`: integer numbers and record ids must fit it. */
export const MAX_INT = 2_147_483_647;
/** Length limits of fields that declare none: every rule that grows with the input runs after them. */
const DEFAULT_MAX_LENGTH = { text: 1000, longText: 100_000, email: 254, url: 2048 } as const;
const DEFAULT_MAX_RICH_TEXT = 200_000;
const MAX_URL = 2048;
const DEFAULT_MAX_IMAGES = 20;
const DEFAULT_MAX_REFERENCES = 100;
const DEFAULT_MAX_ITEMS = 1000;
const DEFAULT_MAX_ITEM_LENGTH = 1000;
/** Longest digit string read as a number; anything longer is not one we can store. */
const MAX_NUMBER_TEXT = 64;
/** How much of an offending item a message quotes. */
const QUOTED_ITEM = 30;

/** PostgreSQL text and jsonb cannot hold U+0000. */
export const hasNul = (value: string) => value.includes('\u0000');

const emptyToNull = (value: unknown) => (value === '' ? null : value);

const quote = (item: string) => (item.length > QUOTED_ITEM ? `${item.slice(0, QUOTED_ITEM)}…` : item);

// Schema patterns are few and fixed: compile each once.
const patterns = new Map<string, RegExp>();
function compiled(pattern: string, flags = ''): RegExp {
  const key = `${flags}/${pattern}`;
  let regex = patterns.get(key);
  if (!regex) patterns.set(key, (regex = new RegExp(pattern, flags)));
  return regex;
}

/** The length limit of a text field, its own or the kind's. */
export const maxLength = (field: TextField): number => field.max ?? DEFAULT_MAX_LENGTH[field.kind];

const text: KindDefinition = {
  sqlType: () => 'text',
  normalize: (value) => (typeof value === 'string' ? emptyToNull(value.trim()) : value),
  validate(value, field) {
    const f = field as TextField;
    if (typeof value !== 'string') return { message: 'validation.text' };
    const max = maxLength(f);
    if (value.length > max) return { message: 'ra.validation.maxLength', args: { max } };
    if (f.min !== undefined && value.length < f.min)
      return { message: 'ra.validation.minLength', args: { min: f.min } };
    if (hasNul(value)) return { message: 'validation.invalidCharacter' };
    if (f.kind === 'email' && !EMAIL.test(value)) return { message: 'ra.validation.email' };
    if (f.kind === 'url' && !/^https?:\/\/\S+$/.test(value)) return { message: 'validation.url' };
    if (f.pattern && !compiled(f.pattern.regex).test(value)) return { message: f.pattern.message };
    return null;
  },
  filter: 'contains',
};

/** The bounds of a number field; an integer one never leaves PostgreSQL's integer range. */
function numberBounds(f: NumberField): { min?: number; max?: number } {
  if (!f.integer) return { min: f.min, max: f.max };
  return { min: Math.max(f.min ?? -MAX_INT, -MAX_INT), max: Math.min(f.max ?? MAX_INT, MAX_INT) };
}

const number: KindDefinition = {
  sqlType: (field) => ((field as NumberField).integer ? 'integer' : 'double precision'),
  normalize(value) {
    if (value === '' || value === null) return null;
    if (
      typeof value === 'string' &&
      value.length <= MAX_NUMBER_TEXT &&
      value.trim() !== '' &&
      !Number.isNaN(Number(value))
    )
      return Number(value);
    return value;
  },
  validate(value, field) {
    const f = field as NumberField;
    if (typeof value !== 'number' || !Number.isFinite(value)) return { message: 'ra.validation.number' };
    if (f.integer && !Number.isInteger(value)) return { message: 'validation.integer' };
    const { min, max } = numberBounds(f);
    if (min !== undefined && value < min) return { message: 'ra.validation.minValue', args: { min } };
    if (max !== undefined && value > max) return { message: 'ra.validation.maxValue', args: { max } };
    return null;
  },
  filter: 'eq',
};

/** Amounts fit numeric(18, 4) with room to spare: below 10^13 (10 trillion) in any currency. */
export const MAX_MONEY = 1e13;

const money: KindDefinition = {
  // Exact decimals; the database driver reads the column back as a number.
  sqlType: () => 'numeric(18, 4)',
  normalize: number.normalize,
  validate(value, field) {
    const f = field as MoneyField;
    if (typeof value !== 'number' || !Number.isFinite(value)) return { message: 'ra.validation.number' };
    const min = Math.max(f.min ?? 0, -MAX_MONEY);
    const max = Math.min(f.max ?? MAX_MONEY, MAX_MONEY);
    if (value < min) return { message: 'ra.validation.minValue', args: { min } };
    if (value > max) return { message: 'ra.validation.maxValue', args: { max } };
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

/** A real calendar day PostgreSQL can store (years 1 to 9999). */
function isCalendarDay(day: string): boolean {
  const match = DATE.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(0);
  parsed.setUTCFullYear(year, month - 1, date);
  return (
    year >= 1 && parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date
  );
}

const date: KindDefinition = {
  sqlType: (field) => (field.kind === 'date' ? 'date' : 'timestamptz'),
  normalize: emptyToNull,
  validate(value, field) {
    // Length first: the patterns below are short and anchored.
    if (typeof value !== 'string' || value.length > 40) return { message: 'validation.date' };
    const day = field.kind === 'date' ? value : DATETIME.exec(value)?.[1];
    if (!day || !isCalendarDay(day) || Number.isNaN(Date.parse(value))) return { message: 'validation.date' };
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
  validate: (value) =>
    Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_INT
      ? null
      : { message: 'validation.reference' },
  filter: 'eq',
};

/** One row per interface language at most. */
const MAX_TRANSLATIONS = LOCALE_CODES.length;

const translations: KindDefinition = {
  sqlType: () => 'jsonb',
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
    const f = field as TranslationsField;
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
      const max = f.max ?? DEFAULT_MAX_LENGTH.text;
      if (name.length > max) return { message: 'ra.validation.maxLength', args: { max } };
      if (hasNul(name)) return { message: 'validation.invalidCharacter' };
    }
    if (f.required && !seen.has('en')) return { message: 'validation.translationEnglish' };
    return null;
  },
  filter: 'translatedName',
};

/** Leading blanks and repeated prefixes off an item, in one pass. */
function stripPrefix(item: string, prefix: string | undefined): string {
  let start = 0;
  for (;;) {
    while (start < item.length && /\s/.test(item[start])) start++;
    if (!prefix || !item.startsWith(prefix, start)) break;
    start += prefix.length;
  }
  return item.slice(start).trim();
}

const textList: KindDefinition = {
  sqlType: () => 'jsonb',
  normalize(value, field) {
    if (!Array.isArray(value)) return emptyToNull(value);
    const { prefix, maxItems = DEFAULT_MAX_ITEMS } = field as TextListField;
    const items: unknown[] = [];
    const seen = new Set<unknown>();
    for (const item of value) {
      // One item past the limit is enough for validate to refuse the list.
      if (items.length > maxItems) break;
      const text = typeof item === 'string' ? stripPrefix(item, prefix) : item;
      if (text === '' || seen.has(text)) continue;
      seen.add(text);
      items.push(text);
    }
    return items.length ? items : null;
  },
  validate(value, field) {
    const f = field as TextListField;
    if (!Array.isArray(value)) return { message: 'validation.textList' };
    const maxItems = f.maxItems ?? DEFAULT_MAX_ITEMS;
    if (value.length > maxItems) return { message: 'validation.maxItems', args: { max: maxItems } };
    const max = f.max ?? DEFAULT_MAX_ITEM_LENGTH;
    for (const item of value) {
      if (typeof item !== 'string') return { message: 'validation.textList' };
      if (item.length > max) return { message: 'validation.itemMaxLength', args: { max, item: quote(item) } };
      if (hasNul(item)) return { message: 'validation.invalidCharacter' };
      if (f.pattern && !compiled(f.pattern.regex, 'u').test(item))
        return { message: f.pattern.message, args: { item: quote(item) } };
    }
    return null;
  },
  filter: 'jsonContains',
};

const json: KindDefinition = {
  sqlType: () => 'jsonb',
  normalize: emptyToNull,
  // The body limit bounds the size; jsonb refuses only U+0000.
  validate: (value) => (JSON.stringify(value).includes('\\u0000') ? { message: 'validation.invalidCharacter' } : null),
  filter: 'jsonContains',
};

const richText: KindDefinition = {
  sqlType: () => 'text',
  files: 'mention',
  // An editor left empty sends "<p></p>": no text and no picture is no value.
  normalize: (value) => (typeof value === 'string' && isBlankHtml(value) ? null : emptyToNull(value)),
  validate(value, field) {
    if (typeof value !== 'string') return { message: 'validation.text' };
    const max = (field as RichTextField).max ?? DEFAULT_MAX_RICH_TEXT;
    if (value.length > max) return { message: 'ra.validation.maxLength', args: { max } };
    if (hasNul(value)) return { message: 'validation.invalidCharacter' };
    return null;
  },
  filter: 'contains',
};

/** HTML with no text and no image: what an emptied editor leaves. */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/** A file's URL: one this server stores (/api/v1/files/...) or an http(s) address. */
export const FILE_URL = /^(?:\/api\/v1\/files\/[A-Za-z0-9_-]+\/[^\s/?#]+|https?:\/\/\S+)$/;

function checkUrl(value: unknown): Issue | null {
  if (typeof value !== 'string') return { message: 'validation.fileUrl' };
  if (value.length > MAX_URL) return { message: 'ra.validation.maxLength', args: { max: MAX_URL } };
  if (hasNul(value) || !FILE_URL.test(value)) return { message: 'validation.fileUrl' };
  return null;
}

const file: KindDefinition = {
  sqlType: () => 'text',
  normalize: (value) => (typeof value === 'string' ? emptyToNull(value.trim()) : value),
  validate: checkUrl,
  filter: 'eq',
  files: 'upload',
};

/** Drops blank and repeated items; one past `limit` is kept for validate to refuse. */
function distinctItems(value: unknown[], limit: number): unknown[] | null {
  const items: unknown[] = [];
  for (const item of value) {
    if (items.length > limit) break;
    if (item === '' || item === null || items.includes(item)) continue;
    items.push(typeof item === 'string' ? item.trim() : item);
  }
  return items.length ? items : null;
}

const images: KindDefinition = {
  sqlType: () => 'jsonb',
  normalize: (value, field) =>
    Array.isArray(value)
      ? distinctItems(value, (field as FileField).maxItems ?? DEFAULT_MAX_IMAGES)
      : emptyToNull(value),
  validate(value, field) {
    if (!Array.isArray(value)) return { message: 'validation.fileUrl' };
    const max = (field as FileField).maxItems ?? DEFAULT_MAX_IMAGES;
    if (value.length > max) return { message: 'validation.maxItems', args: { max } };
    for (const item of value) {
      const issue = checkUrl(item);
      if (issue) return issue;
    }
    return null;
  },
  filter: 'jsonContains',
  files: 'upload',
};

const referenceList: KindDefinition = {
  sqlType: () => 'jsonb',
  normalize(value, field) {
    if (!Array.isArray(value)) return emptyToNull(value);
    const ids = value.map((item) => (typeof item === 'string' && /^\d+$/.test(item.trim()) ? Number(item) : item));
    return distinctItems(ids, (field as ReferenceListField).maxItems ?? DEFAULT_MAX_REFERENCES);
  },
  validate(value, field) {
    if (!Array.isArray(value)) return { message: 'validation.reference' };
    const max = (field as ReferenceListField).maxItems ?? DEFAULT_MAX_REFERENCES;
    if (value.length > max) return { message: 'validation.maxItems', args: { max } };
    return value.every((id) => Number.isInteger(id) && id > 0 && id <= MAX_INT)
      ? null
      : { message: 'validation.reference' };
  },
  filter: 'includesId',
};

export const KINDS: Record<FieldKind, KindDefinition> = {
  text,
  longText: text,
  email: text,
  url: text,
  number,
  money,
  boolean,
  date,
  datetime: date,
  select,
  reference,
  translations,
  json,
  textList,
  richText,
  image: file,
  file,
  images,
  referenceList,
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
