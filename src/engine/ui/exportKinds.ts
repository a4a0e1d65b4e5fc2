// The field-kind registry, export half: the CSV columns each kind brings and
// how its value reads in a cell. Keyed by the same names as ../kinds/, each
// rule typed by its own kind's field type: a kind without an export rule, or a
// rule under another kind's name, is a compile error. Rules are listed in
// docs/DECISIONS.md ("CSV export").
import { LOCALES } from '../locales';
import {
  isBlankHtml,
  targetOf,
  type BooleanField,
  type DateField,
  type Field,
  type FieldKind,
  type FieldOf,
  type FileField,
  type JsonField,
  type MoneyField,
  type NumberField,
  type ReferenceField,
  type ReferenceListField,
  type RichTextField,
  type SelectField,
  type TextField,
  type TextListField,
  type TranslatedName,
  type TranslationsField,
} from '../kinds';
import type { EntitySchema } from '../schema';
import { bareId, choiceLabel, recordTitle } from './registry';

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type ExportRecord = Record<string, unknown>;

export interface ExportColumn {
  header: string;
  cell(record: ExportRecord): string;
}

export interface ExportFieldContext<F extends Field = Field> {
  schema: EntitySchema;
  source: string;
  field: F;
  /** The field's label in the interface language. */
  label: string;
  /** The interface language. */
  locale: string;
  translate: Translate;
  /** The referenced entity and its records by id (as text), for kinds that declare `related`. */
  target?: EntitySchema;
  related?: ReadonlyMap<string, ExportRecord>;
}

/** A kind's export rule, for fields of type `F`: methods, so that an `ExportKind<MoneyField>` is an `ExportKind` (see UiKind). */
export interface ExportKind<F extends Field = Field> {
  columns(context: ExportFieldContext<F>): ExportColumn[];
  /**
   * The entity (name) whose records the cells name, and the field of the record holding their ids (the
   * field itself unless `via` says): the exporter reads them in one batch beforehand.
   */
  related?(field: F, schema: EntitySchema): { entity: string; via?: string } | undefined;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
type Format<F extends Field> = (value: unknown, context: ExportFieldContext<F>) => string;
/** A column under the field's label whose cell reads the value through `format` (empty stays empty). */
const column = <F extends Field>(context: ExportFieldContext<F>, format: Format<F>): ExportColumn => ({
  header: context.label,
  cell: (record) => {
    const value = record[context.source];
    return isEmpty(value) ? '' : format(value, context);
  },
});
/** The rule of a kind whose value exports as that one column. */
const single = <F extends Field>(format: Format<F>): ExportKind<F> => ({
  columns: (context) => [column(context, format)],
});
const asText = (value: unknown) => String(value);

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

const text = single<TextField>(asText);

const number = single<NumberField>(asText);

/**
 * The plain amount (1200.5), for spreadsheets to compute with, then its currency's code (JPY) in a column
 * of its own, unless the list exports the currency field itself. A currency field that references a
 * master gives the master record's `code`, as the list's cell shows it.
 */
const money: ExportKind<MoneyField> = {
  related: (field, schema) => {
    const master = currencyMaster(schema, field);
    return master ? { entity: master, via: field.currency } : undefined;
  },
  columns: (context) => {
    const { schema, field, label, translate, related } = context;
    const { currency } = field;
    const master = currencyMaster(schema, field);
    const code = (record: ExportRecord): string => {
      const value = record[currency];
      if (isEmpty(value)) return '';
      if (!master) return String(value);
      const found = related?.get(String(value))?.code;
      return typeof found === 'string' ? found : '';
    };
    const amount = column(context, asText);
    if (schema.list.columns.includes(currency)) return [amount];
    return [amount, { header: translate('app.export.currency', { field: label }), cell: code }];
  },
};

/** The lookup (entity name) the amount's currency field references, if it is a reference rather than the code. */
function currencyMaster(schema: EntitySchema, field: MoneyField): string | undefined {
  const sibling = schema.fields[field.currency];
  const target = sibling && targetOf(sibling);
  return target && !target.many ? target.entity : undefined;
}

const boolean = single<BooleanField>((value, { translate }) =>
  translate(value === true || value === 'true' ? 'ra.boolean.true' : 'ra.boolean.false'),
);

const date = single<DateField>(isoDate);
const datetime = single<DateField>(isoWithOffset);

// The choice's label as the list shows it; an unknown stored value is kept as is.
const select = single<SelectField>((value, { schema, source, translate }) =>
  translate(choiceLabel(schema, source, value), { _: String(value) }),
);

/** A column per interface language: "Name (English)", "Name (Japanese)"... */
const translations: ExportKind<TranslationsField> = {
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
const reference: ExportKind<ReferenceField> = {
  related: (field) => ({ entity: field.reference }),
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
const textList = single<TextListField>((value, { field }) => {
  const prefix = field.prefix ?? '';
  return Array.isArray(value) ? value.map((item) => `${prefix}${String(item)}`).join(', ') : String(value);
});

const json = single<JsonField>((value) => JSON.stringify(value));

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
const richText = single<RichTextField>((value) => htmlToText(String(value)));

// A file's address; a gallery's addresses one after another.
const file = single<FileField>((value) => (Array.isArray(value) ? value.map(String).join(' ') : String(value)));

/** The referenced lookup records' names in the interface language, comma-separated. */
const referenceList: ExportKind<ReferenceListField> = {
  related: (field) => ({ entity: field.reference }),
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

/** Each kind name with the rule of its own field type: a rule under the wrong name does not compile. */
const RULES = {
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
} satisfies { [K in FieldKind]: ExportKind<FieldOf<K>> };

export const EXPORT_KINDS: Readonly<Record<FieldKind, ExportKind>> = RULES;
