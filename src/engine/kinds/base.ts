// What every field kind shares: the shape of a field and of a kind's definition, and the small rules
// several kinds apply. Shared by the browser and the server, so free of React.

/** A validation problem: an i18n key and its arguments (react-admin's shape). */
export interface Issue {
  message: string;
  args?: Record<string, unknown>;
}

export interface TranslatedName {
  language_code: string;
  name: string;
}

export interface FieldBase {
  required?: boolean;
  /** Unique across the table (a unique index; a clash answers 409). */
  unique?: boolean;
  /** Shown but never written by a form (set by the server). */
  readOnly?: boolean;
  /** Hint shown under the input; an i18n key. */
  helperText?: string;
  /**
   * Not a column of the entity's table: the server's rules for the entity read and write it (a
   * permission's grants, kept in a table of their own). It is neither sorted, filtered nor searched.
   */
  virtual?: boolean;
  /** An app's own screens for it, registered by this name (src/engine/ui/fieldComponents.ts). */
  component?: string;
  /**
   * A list's selection may be given one value of it at once ("set the city of these 30 jobs"), through
   * the same rules as a save. Not for unique, read-only, virtual or state fields.
   */
  bulkEdit?: boolean;
}

/**
 * A format a text must match, with the message that says what is expected
 * in words (an i18n key, e.g. "Enter the country calling code, e.g. +81").
 */
export interface Pattern {
  regex: string;
  message: string;
}

/**
 * How a list filter on a kind matches: exact, case-insensitive substring, substring of any translated
 * name, substring of the JSON text, or a list of ids that holds the one given. The free-text search `q`
 * covers the 'contains' and 'translatedName' kinds.
 */
export type FilterMode = 'eq' | 'contains' | 'translatedName' | 'jsonContains' | 'includesId';

/** A colour for a state, shown as a chip (MUI's palette names). */
export type Tone = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * What a kind is, for the server and the renderer alike: they ask it, never test its name. Each kind
 * module declares one for its own field type (`F`).
 */
export interface KindDefinition<F extends FieldBase & { kind: string }> {
  /** PostgreSQL column type. */
  sqlType(field: F): string;
  /** A value as the API answers and takes it, as JSON Schema (null, for an empty value, is added by the caller). */
  jsonSchema(field: F): JsonSchema;
  /** The value a new record takes when its input gives none, if the field declares one. */
  initial?(field: F): unknown;
  /** The column's default (SQL), when the field declares one: what rows already stored take. */
  columnDefault?(field: F): string | undefined;
  /** The choices of a field of fixed values, in order (a state field starts at the first). */
  choices?(field: F): readonly string[];
  /** The field offering only some of its choices (a form that leaves out the ones taken). */
  withChoices?(field: F, choices: readonly string[]): F;
  /** The message key naming a choice, when the field shares one across entities (else the entity's own). */
  choiceKey?(field: F, choice: string): string | undefined;
  /** The colour of each choice, when its values show as coloured chips (a status). */
  tones?(field: F): Readonly<Record<string, Tone>> | undefined;
  /** Other fields of the record its value is read with (a money amount's currency). */
  companions?(field: F): string[];
  /** Turns a raw JSON value into the stored value (or undefined: not given). '' counts as empty. */
  normalize(value: unknown, field: F): unknown;
  /** Checks a normalised, non-empty value. */
  validate(value: unknown, field: F): Issue | null;
  filter: FilterMode;
  /**
   * The global search may look in it: the SQL of its searchable text from its quoted column, each value
   * between double quotes (`"Tokyo"`, or a JSON list of names `["Tokyo", "東京"]`), so that a match of a
   * whole value or of its start can be told from one inside it.
   */
  searchText?(column: string): string;
  /**
   * Its search text is one quoted value: a whole value is the key itself and a value's start its prefix,
   * found through an ordinary index on the key beside the trigram one.
   */
  searchOneValue?: boolean;
  /** Lists filter it by range too (`<field>_gte`, `<field>_lte`). */
  range?: boolean;
  /** Its values are days or moments: a range's day bound takes the whole day, statistics count per day. */
  time?: 'day' | 'moment';
  /** Few distinct values (a state, a flag): a list filter on it is indexed together with the list's sort. */
  fewValues?: boolean;
  /** Statistics may count records per value: a group's key as the API gives it, from the stored value. */
  groupKey?(value: unknown): string | number | boolean;
  /** The entity its values name: one record's id, or a list of ids (`many`). */
  target?(field: F): { entity: string; many: boolean };
  /** Names per language: sorted and matched by the name in one language. */
  translated?: boolean;
  /** Text a person writes: a day written in it (YYYY-MM-DD) reads as a day. */
  prose?: boolean;
  /** As a record's title, puts records in a useful order (a name, an address): a picker of them sorts by it. */
  sortableTitle?(field: F): boolean;
  /** Formatted text (HTML): cleaned to the allow-list where it is stored. */
  formatted?: boolean;
  /**
   * How stored files (/api/v1/files/…) reach a value: 'upload' for kinds whose values are files a form
   * uploads (holding one is the right to upload), 'mention' for markup that may link to one. A file that
   * no such value names is removed after a day.
   */
  files?: 'upload' | 'mention';
}

/** PostgreSQL `integer`: integer numbers and record ids must fit it. */
export const MAX_INT = 2_147_483_647;
/** Length of a name or a short text that declares no limit. */
export const DEFAULT_MAX_TEXT = 1000;
/** How much of an offending item a message quotes. */
const QUOTED_ITEM = 30;

/** PostgreSQL text and jsonb cannot hold U+0000. */
export const hasNul = (value: string) => value.includes('\u0000');

export const emptyToNull = (value: unknown) => (value === '' ? null : value);

export const quote = (item: string) => (item.length > QUOTED_ITEM ? `${item.slice(0, QUOTED_ITEM)}…` : item);

// Schema patterns are few and fixed: compile each once.
const patterns = new Map<string, RegExp>();
export function compiled(pattern: string, flags = ''): RegExp {
  const key = `${flags}/${pattern}`;
  let regex = patterns.get(key);
  if (!regex) patterns.set(key, (regex = new RegExp(pattern, flags)));
  return regex;
}

/** Drops blank and repeated items; one past `limit` is kept for validate to refuse. */
export function distinctItems(value: unknown[], limit: number): unknown[] | null {
  const items: unknown[] = [];
  for (const item of value) {
    if (items.length > limit) break;
    if (item === '' || item === null || items.includes(item)) continue;
    items.push(typeof item === 'string' ? item.trim() : item);
  }
  return items.length ? items : null;
}

/** A positive id PostgreSQL's integer holds. */
export const isId = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_INT;
