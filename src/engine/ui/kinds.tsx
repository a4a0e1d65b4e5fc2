// The field-kind registry, UI half: for each kind its list cell, its show
// field and its UI traits (its form input and list filter are in
// ./kindInputs.tsx). Keyed by the same names as the data half (../kinds/), each
// entry typed by its own field type: a missing kind, or an entry under another
// kind's name, is a compile error. Generic code asks these (`UI_KINDS[field.kind]`)
// and the data traits, never tests a kind's name.
import type { ReactElement } from 'react';
import { Typography } from '@mui/material';
import { BooleanField, EmailField, SelectField, TextField, UrlField, useFieldValue, useTranslate } from 'react-admin';
import type {
  BooleanField as BooleanDef,
  DateField as DateDef,
  Field,
  FieldKind,
  FieldOf,
  FileField as FileDef,
  JsonField as JsonDef,
  MoneyField as MoneyDef,
  NumberField as NumberDef,
  ReferenceField as ReferenceDef,
  ReferenceListField as ReferenceListDef,
  RichTextField as RichTextDef,
  SelectField as SelectDef,
  TextField as TextDef,
  TextListField as TextListDef,
  TranslationsField as TranslationsDef,
} from '../kinds';
import type { EntitySchema } from '../schema';
import { DateValue } from './DateKind';
import { formatNumber } from './format';
import { FileCell, FileShow } from './FileKind';
import { MoneyValue } from './MoneyKind';
import { ReferenceCell } from './ReferenceKind';
import { ReferenceListCell } from './ReferenceListKind';
import { RichTextCell, RichTextShow } from './RichTextKind';
import { StatusChip } from './StatusChip';
import { TextListChips } from './TextListKind';
import { TypedTextValue } from './TypedTextKind';
import { TranslationsCell, TranslationsShow } from './TranslationsKind';
import { useIsoLocale } from './useLocale';
import { ValueText } from './ValueText';
import { choiceLabel } from './registry';

export interface KindProps<F extends Field = Field> {
  schema: EntitySchema;
  source: string;
  field: F;
  label: string;
  sortable?: boolean;
}

/**
 * A kind on screen, for fields of type `F`. Members are methods, whose parameters TypeScript checks
 * bivariantly: each kind's entry (`UiKind<MoneyField>`) is a `UiKind` of any field, which the table
 * hands only fields of its kind.
 */
export interface UiKind<F extends Field = Field> {
  /** A list cell. The list asks for its columns only: a cell that reads another field of the record needs it named in listFields (src/engine/listFields.ts). */
  Cell(props: KindProps<F>): ReactElement;
  Show(props: KindProps<F>): ReactElement;
  /** Its values and inputs are long (several lines, lists, pictures): they take a card's and a form's whole width. */
  wide?: boolean;
  /**
   * Its list column: 'wordy' text that may break anywhere (Japanese has no spaces) keeps a readable width
   * and the table scrolls instead; 'short' values stay on one line.
   */
  column?: 'wordy' | 'short';
}

/** A select field's choices as react-admin takes them: the value and its label's message key. */
export const choicesOf = (schema: EntitySchema, source: string, field: SelectDef) =>
  field.choices.map((id) => ({ id, name: choiceLabel(schema, source, id) }));

/**
 * A text value in a list cell, in a ValueText; a value that is no text (a json field's) as JSON, where
 * react-admin's TextField wrote "[object Object]". `label` and `sortable` are read by the list's header.
 */
function TextCell({ source }: { source: string; label?: string; sortable?: boolean }) {
  const value = useFieldValue({ source });
  return (
    <ValueText cell>
      {value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value)}
    </ValueText>
  );
}

const text: UiKind<TextDef> = {
  Cell: ({ source, label, sortable, field }) =>
    // label and sortable are read by the list's header.
    field.typedBy ? (
      <TypedTextValue source={source} label={label} sortable={sortable} field={field} />
    ) : (
      <TextCell source={source} label={label} sortable={sortable} />
    ),
  Show: ({ source, label, field }) =>
    field.typedBy ? <TypedTextValue source={source} field={field} /> : <TextField source={source} label={label} />,
  column: 'wordy',
};

/** Multi-line text: on the record's page its lines and paragraphs as typed, a long word (a URL) wrapped within the page. */
const longText: UiKind<TextDef> = {
  ...text,
  Show: ({ source, label }) => (
    <TextField source={source} label={label} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
  ),
  wide: true,
};
const email: UiKind<TextDef> = {
  ...text,
  Cell: ({ source, label, sortable }) => <EmailField source={source} label={label} sortable={sortable} />,
  Show: ({ source, label }) => <EmailField source={source} label={label} />,
};
const url: UiKind<TextDef> = {
  ...text,
  Cell: ({ source, label, sortable }) => <UrlField source={source} label={label} sortable={sortable} />,
  Show: ({ source, label }) => <UrlField source={source} label={label} />,
};

const UNGROUPED: Intl.NumberFormatOptions = { useGrouping: false };

/**
 * A number in the interface language's form: 10,485,760 in en-US and ja-JP,
 * 10.485.760 in vi-VN; `grouping={false}` for ids. The formatter is kept per
 * language (react-admin's NumberField builds one for every cell it draws).
 * `label`, `sortable` and `textAlign` are read by the list's header.
 */
export function NumberValue({
  source,
  grouping = true,
  cell,
}: {
  source: string;
  grouping?: boolean;
  cell?: boolean;
  label?: string;
  sortable?: boolean;
  textAlign?: 'right';
}) {
  const value = useFieldValue({ source });
  const iso = useIsoLocale();
  if (value === null || value === undefined || value === '') return null;
  return <ValueText cell={cell}>{formatNumber(value, iso, grouping ? undefined : UNGROUPED)}</ValueText>;
}
const number: UiKind<NumberDef> = {
  Cell: ({ source, label, sortable }) => <NumberValue source={source} label={label} sortable={sortable} cell />,
  Show: ({ source, label }) => <NumberValue source={source} label={label} />,
  column: 'short',
};

const boolean: UiKind<BooleanDef> = {
  Cell: ({ source, label, sortable }) => <BooleanField source={source} label={label} sortable={sortable} />,
  Show: ({ source, label }) => <BooleanField source={source} label={label} />,
  column: 'short',
};

const money: UiKind<MoneyDef> = {
  Cell: ({ schema, source, label, sortable, field }) => (
    <MoneyValue schema={schema} source={source} label={label} sortable={sortable} field={field} cell />
  ),
  Show: ({ schema, source, label, field }) => (
    <MoneyValue schema={schema} source={source} label={label} field={field} />
  ),
  column: 'short',
};

// Days and timestamps through Intl in the interface language.
/** How a date field is shown and entered: a day, or a day and a time. */
export const dateMode = (field: DateDef) => (field.kind === 'datetime' ? 'datetime' : 'date');
const date: UiKind<DateDef> = {
  Cell: ({ source, label, sortable, field }) => (
    <DateValue source={source} label={label} sortable={sortable} mode={dateMode(field)} cell />
  ),
  Show: ({ source, label, field }) => <DateValue source={source} label={label} mode={dateMode(field)} />,
  column: 'short',
};

/** A choice's label in a list cell, as react-admin's SelectField shows it (nothing for a value not among the choices), in a ValueText. */
function SelectCell({
  schema,
  source,
  field,
}: {
  schema: EntitySchema;
  source: string;
  field: SelectDef;
  label?: string;
  sortable?: boolean;
}) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  const choice = field.choices.find((id) => String(id) === String(value));
  return choice === undefined ? null : <ValueText cell>{translate(choiceLabel(schema, source, choice))}</ValueText>;
}
const select: UiKind<SelectDef> = {
  // label and sortable are read by the list's header.
  Cell: ({ schema, source, label, sortable, field }) =>
    field.tones ? (
      <StatusChip schema={schema} source={source} label={label} sortable={sortable} field={field} />
    ) : (
      <SelectCell schema={schema} source={source} label={label} sortable={sortable} field={field} />
    ),
  Show: ({ schema, source, label, field }) =>
    field.tones ? (
      <StatusChip schema={schema} source={source} field={field} />
    ) : (
      <SelectField source={source} label={label} choices={choicesOf(schema, source, field)} />
    ),
  column: 'short',
};

const reference: UiKind<ReferenceDef> = {
  Cell: ({ source, label, sortable, field }) => (
    <ReferenceCell source={source} label={label} sortable={sortable} field={field} />
  ),
  Show: ({ source, label, field }) => <ReferenceCell source={source} label={label} field={field} />,
  column: 'wordy',
};

const translations: UiKind<TranslationsDef> = {
  Cell: ({ source, label, sortable }) => <TranslationsCell source={source} label={label} sortable={sortable} />,
  Show: ({ source, label }) => <TranslationsShow source={source} label={label} />,
  column: 'wordy',
};

/** A json value on a detail page, indented; a text as it is. */
function JsonShow({ source }: { source: string }) {
  const value = useFieldValue({ source });
  if (value === null || value === undefined) return <span />;
  return (
    <Typography component="pre" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
      {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
    </Typography>
  );
}

const json: UiKind<JsonDef> = {
  Cell: ({ source, label }) => <TextCell source={source} label={label} sortable={false} />,
  Show: ({ source }) => <JsonShow source={source} />,
  wide: true,
};

const textList: UiKind<TextListDef> = {
  Cell: ({ source, label, field }) => <TextListChips source={source} label={label} field={field} />,
  Show: ({ source, label, field }) => <TextListChips source={source} label={label} field={field} />,
  wide: true,
};

const richText: UiKind<RichTextDef> = {
  Cell: ({ source, label, field }) => <RichTextCell source={source} label={label} field={field} />,
  Show: ({ source, label, field }) => <RichTextShow source={source} label={label} field={field} />,
  wide: true,
};

const file: UiKind<FileDef> = {
  Cell: ({ source, label, field }) => <FileCell source={source} label={label} field={field} />,
  Show: ({ schema, source, label, field }) => <FileShow schema={schema} source={source} label={label} field={field} />,
};
/** A gallery takes the whole width. */
const images: UiKind<FileDef> = { ...file, wide: true };

const referenceList: UiKind<ReferenceListDef> = {
  Cell: ({ source, label, field }) => <ReferenceListCell source={source} label={label} field={field} />,
  Show: ({ source, label, field }) => <ReferenceListCell source={source} label={label} field={field} />,
};

/** A value with nothing to show: none, an empty text, an empty list. */
export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Each kind name with the entry of its own field type: an entry under the wrong name does not compile. */
const ENTRIES = {
  text,
  longText,
  email,
  url,
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
  images,
  file,
  referenceList,
} satisfies { [K in FieldKind]: UiKind<FieldOf<K>> };

export const UI_KINDS: Readonly<Record<FieldKind, UiKind>> = ENTRIES;
