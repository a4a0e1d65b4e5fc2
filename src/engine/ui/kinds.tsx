// The field-kind registry, UI half: for each kind its list cell and its show
// field (its form input and list filter are in ./kindInputs.tsx). Keyed by the
// same names as the data half (../kinds.ts); the type makes a missing kind a
// compile error.
import type { ReactElement } from 'react';
import { Typography } from '@mui/material';
import { BooleanField, EmailField, SelectField, TextField, UrlField, useFieldValue, useTranslate } from 'react-admin';
import type {
  Field,
  FieldKind,
  FileField as FileDef,
  MoneyField as MoneyDef,
  ReferenceListField as ReferenceListDef,
  RichTextField as RichTextDef,
  SelectField as SelectDef,
  ReferenceField as ReferenceDef,
  TextField as TextDef,
  TextListField as TextListDef,
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

export interface KindProps {
  schema: EntitySchema;
  source: string;
  field: Field;
  label: string;
  sortable?: boolean;
}

export interface UiKind {
  /** A list cell. The list asks for its columns only: a cell that reads another field of the record needs it named in listFields (src/engine/listFields.ts). */
  Cell(props: KindProps): ReactElement;
  Show(props: KindProps): ReactElement;
}

/** A select field's choices as react-admin takes them: the value and its label's message key. */
export const choicesOf = (schema: EntitySchema, source: string, field: SelectDef) =>
  field.choices.map((id) => ({ id, name: choiceLabel(schema, source, id) }));

const typedBy = (field: Field) => (field as TextDef).typedBy;

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

const text: UiKind = {
  Cell: ({ source, label, sortable, field }) =>
    // label and sortable are read by the list's header.
    typedBy(field) ? (
      <TypedTextValue source={source} label={label} sortable={sortable} field={field as TextDef} />
    ) : (
      <TextCell source={source} label={label} sortable={sortable} />
    ),
  Show: ({ source, label, field }) =>
    typedBy(field) ? (
      <TypedTextValue source={source} field={field as TextDef} />
    ) : (
      <TextField source={source} label={label} />
    ),
};

/** Multi-line text: on the record's page its lines and paragraphs as typed, a long word (a URL) wrapped within the page. */
const longText: UiKind = {
  ...text,
  Show: ({ source, label }) => (
    <TextField source={source} label={label} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
  ),
};
const email: UiKind = {
  ...text,
  Cell: ({ source, label, sortable }) => <EmailField source={source} label={label} sortable={sortable} />,
  Show: ({ source, label }) => <EmailField source={source} label={label} />,
};
const url: UiKind = {
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
const number: UiKind = {
  Cell: ({ source, label, sortable }) => <NumberValue source={source} label={label} sortable={sortable} cell />,
  Show: ({ source, label }) => <NumberValue source={source} label={label} />,
};

const boolean: UiKind = {
  Cell: ({ source, label, sortable }) => <BooleanField source={source} label={label} sortable={sortable} />,
  Show: ({ source, label }) => <BooleanField source={source} label={label} />,
};

const money: UiKind = {
  Cell: ({ schema, source, label, sortable, field }) => (
    <MoneyValue schema={schema} source={source} label={label} sortable={sortable} field={field as MoneyDef} cell />
  ),
  Show: ({ schema, source, label, field }) => (
    <MoneyValue schema={schema} source={source} label={label} field={field as MoneyDef} />
  ),
};

// Days and timestamps through Intl in the interface language.
/** How a date field is shown and entered: a day, or a day and a time. */
export const dateMode = (field: Field) => (field.kind === 'datetime' ? 'datetime' : 'date');
const date: UiKind = {
  Cell: ({ source, label, sortable, field }) => (
    <DateValue source={source} label={label} sortable={sortable} mode={dateMode(field)} cell />
  ),
  Show: ({ source, label, field }) => <DateValue source={source} label={label} mode={dateMode(field)} />,
};

const hasTones = (field: Field) => Boolean((field as SelectDef).tones);

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
const select: UiKind = {
  // label and sortable are read by the list's header.
  Cell: ({ schema, source, label, sortable, field }) =>
    hasTones(field) ? (
      <StatusChip schema={schema} source={source} label={label} sortable={sortable} field={field as SelectDef} />
    ) : (
      <SelectCell schema={schema} source={source} label={label} sortable={sortable} field={field as SelectDef} />
    ),
  Show: ({ schema, source, label, field }) =>
    hasTones(field) ? (
      <StatusChip schema={schema} source={source} field={field as SelectDef} />
    ) : (
      <SelectField source={source} label={label} choices={choicesOf(schema, source, field as SelectDef)} />
    ),
};

const reference: UiKind = {
  Cell: ({ source, label, sortable, field }) => (
    <ReferenceCell source={source} label={label} sortable={sortable} field={field as ReferenceDef} />
  ),
  Show: ({ source, label, field }) => <ReferenceCell source={source} label={label} field={field as ReferenceDef} />,
};

const translations: UiKind = {
  Cell: ({ source, label, sortable }) => <TranslationsCell source={source} label={label} sortable={sortable} />,
  Show: ({ source, label }) => <TranslationsShow source={source} label={label} />,
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

const json: UiKind = {
  Cell: ({ source, label }) => <TextCell source={source} label={label} sortable={false} />,
  Show: ({ source }) => <JsonShow source={source} />,
};

const textList: UiKind = {
  Cell: ({ source, label, field }) => <TextListChips source={source} label={label} field={field as TextListDef} />,
  Show: ({ source, label, field }) => <TextListChips source={source} label={label} field={field as TextListDef} />,
};

const richText: UiKind = {
  Cell: ({ source, label, field }) => <RichTextCell source={source} label={label} field={field as RichTextDef} />,
  Show: ({ source, label, field }) => <RichTextShow source={source} label={label} field={field as RichTextDef} />,
};

const file: UiKind = {
  Cell: ({ source, label, field }) => <FileCell source={source} label={label} field={field as FileDef} />,
  Show: ({ schema, source, label, field }) => (
    <FileShow schema={schema} source={source} label={label} field={field as FileDef} />
  ),
};

const referenceList: UiKind = {
  Cell: ({ source, label, field }) => (
    <ReferenceListCell source={source} label={label} field={field as ReferenceListDef} />
  ),
  Show: ({ source, label, field }) => (
    <ReferenceListCell source={source} label={label} field={field as ReferenceListDef} />
  ),
};

/** Kinds whose values and inputs are long (several lines, lists, pictures): they take a card's whole width. */
export const WIDE_KINDS: ReadonlySet<Field['kind']> = new Set(['longText', 'json', 'textList', 'richText', 'images']);

/** A value with nothing to show: none, an empty text, an empty list. */
export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export const UI_KINDS: Record<FieldKind, UiKind> = {
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
  images: file,
  file,
  referenceList,
};
