// The field-kind registry, export half: the CSV columns each kind brings and
// how its value reads in a cell. Keyed by the same names as ../kinds.ts; the
// type makes a kind without an export rule a compile error. Rules are listed
// in docs/DECISIONS.md ("CSV export").
import { LOCALES } from '../locales';
import {
  isBlankHtml,
  type Field,
  type FieldKind,
  type MoneyField,
  type ReferenceField,
  type ReferenceListField,
  type TextListField,
  type TranslatedName,
} from '../kinds';
import type { EntitySchema } from '../schema';
import { bareId, choiceLabel, recordTitle } from './registry';

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type ExportRecord = Record<string, unknown>;

export interface ExportColumn {
  header: string;
  cell(record: ExportRecord): string;
}

export interface ExportFieldContext {
  schema: EntitySchema;
  source: string;
  field: Field;
  /** The field's label in the interface language. */
  label: string;
  /** The interface language. */
  locale: string;
  translate: Translate;
  /** The referenced entity and its records by id (as text), for kinds that declare `related`. */
  target?: EntitySchema;
  related?: ReadonlyMap<string, ExportRecord>;
}

export interface ExportKind {
  columns(context: ExportFieldContext): ExportColumn[];
  /**
   * The entity (name) whose records the cells name, and the field of the record holding their ids (the
   * field itself unless `via` says): the exporter reads them in one batch beforehand.
   */
  related?(field: Field, schema: EntitySchema): { entity: string; via?: string } | undefined;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
/** One column under the field's label whose cell reads the value through `format` (empty stays empty). */
const single = (format: (value: unknown, context: ExportFieldContext) => string): ExportKind => ({
  columns: (context) => [
    {
      header: context.label,
      cell: (record) => {
        const value = record[context.source];
        return isEmpty(value) ? '' : format(value, context);
      },
    },
  ],
});

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** ISO 8601 in the browser's time zone with its offset (e.g. 2025-04-01T09:30:00+09:00), as the list shows local time. */
export function isoWithOffset(value: unknown): string {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  const offset = -date.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${zone}`;
}

/** ISO calendar date (YYYY-MM-DD); the API sends date columns as such. */
function isoDate(value: unknown): string {
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text;
}

const text = single((value) => String(value));

const number = single((value) => String(value));

/**
 * The plain amount (1200.5), for spreadsheets to compute with, then its currency's code (JPY) in a column
 * of its own, unless the list exports the currency field itself. A currency field that references a
 * master gives the master record's `code`, as the list's cell shows it.
 */
const money: ExportKind = {
  related: (field, schema) => {
    const sibling = schema.fields[(field as MoneyField).currency];
    return sibling?.kind === 'reference'
      ? { entity: sibling.reference, via: (field as MoneyField).currency }
      : undefined;
  },
  columns: (context) => {
    const { schema, field, label, translate, related } = context;
    const currency = (field as MoneyField).currency;
    const code = (record: ExportRecord): string => {
      const value = record[currency];
      if (isEmpty(value)) return '';
      if (schema.fields[currency]?.kind !== 'reference') return String(value);
      const found = related?.get(String(value))?.code;
      return typeof found === 'string' ? found : '';
    };
    const [amount] = number.columns(context);
    if (schema.list.columns.includes(currency)) return [amount];
    return [amount, { header: translate('app.export.currency', { field: label }), cell: code }];
  },
};

const boolean = single((value, { translate }) =>
  translate(value === true || value === 'true' ? 'ra.boolean.true' : 'ra.boolean.false'),
);

const date = single(isoDate);
const datetime = single(isoWithOffset);

// The choice's label as the list shows it; an unknown stored value is kept as is.
const select = single((value, { schema, source, translate }) =>
  translate(choiceLabel(schema, source, value), { _: String(value) }),
);

/** A column per interface language: "Name (English)", "Name (Japanese)"... */
const translations: ExportKind = {
  columns: ({ source, label, translate }) =>
    LOCALES.map(({ code }) => ({
      header: translate('app.export.perLanguage', { field: label, language: translate(`languages.${code}`) }),
      cell: (record) => {
        const rows = record[source];
        return Array.isArray(rows)
          ? ((rows as TranslatedName[]).find((row) => row?.language_code === code)?.name ?? '')
          : '';
      },
    })),
};

/** The id, then the referenced record's display name in the interface language. */
const reference: ExportKind = {
  related: (field) => ({ entity: (field as ReferenceField).reference }),
  columns: ({ source, label, translate, locale, target, related }) => [
    {
      header: translate('app.export.referenceId', { field: label }),
      cell: (record) => (isEmpty(record[source]) ? '' : String(record[source])),
    },
    {
      header: label,
      cell: (record) => {
        const found = isEmpty(record[source]) ? undefined : related?.get(String(record[source]));
        return found && target ? recordTitle(target, found, locale) : '';
      },
    },
  ],
};

// Items as the list's chips show them (with the kind's prefix, e.g. #remote).
const textList = single((value, { field }) => {
  const prefix = (field as TextListField).prefix ?? '';
  return Array.isArray(value) ? value.map((item) => `${prefix}${String(item)}`).join(', ') : String(value);
});

const json = single((value) => JSON.stringify(value));

/** Rich text as its words: tags dropped, block ends as spaces, the usual entities decoded. */
export function htmlToText(html: string): string {
  if (isBlankHtml(html)) return '';
  return html
    .replace(/<(?:br|\/p|\/li|\/h\d|\/div|\/blockquote)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
const richText = single((value) => htmlToText(String(value)));

// A file's address; a gallery's addresses one after another.
const file = single((value) => (Array.isArray(value) ? value.map(String).join(' ') : String(value)));

/** The referenced lookup records' names in the interface language, comma-separated. */
const referenceList: ExportKind = {
  related: (field) => ({ entity: (field as ReferenceListField).reference }),
  columns: ({ source, label, locale, target, related }) => [
    {
      header: label,
      cell: (record) => {
        const ids = record[source];
        if (!Array.isArray(ids)) return '';
        return ids
          .map((id) => {
            const found = related?.get(String(id));
            return found && target ? recordTitle(target, found, locale) : bareId(id);
          })
          .join(', ');
      },
    },
  ],
};

export const EXPORT_KINDS: Record<FieldKind, ExportKind> = {
  text,
  longText: text,
  email: text,
  url: text,
  number,
  money,
  boolean,
  date,
  datetime,
  select,
  reference,
  translations,
  json,
  textList,
  richText,
  image: file,
  images: file,
  file,
  referenceList,
};
