// The field-kind registry, UI half: for each kind its list cell, its show
// field, its form input and its list filter. Keyed by the same names as the
// data half (../kinds.ts); the type makes a missing kind a compile error.
import type { ReactElement } from 'react';
import { Typography } from '@mui/material';
import {
  BooleanField, BooleanInput, EmailField, NullableBooleanInput,
  NumberInput, SelectField, SelectInput, TextField, TextInput, UrlField, useFieldValue, type Validator,
} from 'react-admin';
import type { Field, FieldKind, FileField as FileDef, MoneyField as MoneyDef, ReferenceListField as ReferenceListDef, RichTextField as RichTextDef, SelectField as SelectDef, ReferenceField as ReferenceDef, TextField as TextDef, TextListField as TextListDef } from '../kinds';
import type { EntitySchema } from '../schema';
import { DateKindInput, DateValue } from './DateKind';
import { formatNumber } from './format';
import { FileCell, FileKindInput, FileShow } from './FileKind';
import { MoneyInput, MoneyValue } from './MoneyKind';
import { ReferenceCell, ReferenceKindInput } from './ReferenceKind';
import { CLIPPED_SELECT, ReferenceListCell, ReferenceListInput } from './ReferenceListKind';
import { RichTextCell, RichTextKindInput, RichTextShow } from './RichTextKind';
import { StatusChip } from './StatusChip';
import { TextListChips, TextListInput } from './TextListKind';
import { TypedTextInput, TypedTextValue } from './TypedTextKind';
import { TranslationsCell, TranslationsInput, TranslationsShow } from './TranslationsKind';
import { useIsoLocale } from './useLocale';

export interface KindProps {
  schema: EntitySchema;
  source: string;
  field: Field;
  label: string;
  sortable?: boolean;
}
export interface KindInputProps extends KindProps {
  validate: Validator;
  helperText?: string;
}
export interface KindFilterProps extends KindProps {
  alwaysOn?: boolean;
}

export interface UiKind {
  /** A list cell. The list asks for its columns only: a cell that reads another field of the record needs it named in listFields (src/engine/listFields.ts). */
  Cell(props: KindProps): ReactElement;
  Show(props: KindProps): ReactElement;
  Input(props: KindInputProps): ReactElement;
  Filter(props: KindFilterProps): ReactElement;
}

const choicesOf = (schema: EntitySchema, source: string, field: SelectDef) =>
  field.choices.map((id) => ({ id, name: `resources.${schema.name}.choices.${source}.${id}` }));

const typedBy = (field: Field) => (field as TextDef).typedBy;

const text: UiKind = {
  Cell: ({ source, label, sortable, field }) =>
    // label and sortable are read by the list's header.
    typedBy(field) ? <TypedTextValue source={source} label={label} sortable={sortable} field={field as TextDef} /> : <TextField source={source} label={label} sortable={sortable} />,
  Show: ({ source, label, field }) => (typedBy(field) ? <TypedTextValue source={source} field={field as TextDef} /> : <TextField source={source} label={label} />),
  Input: ({ source, label, validate, helperText, field }) => typedBy(field) ? <TypedTextInput source={source} label={label} validate={validate} helperText={helperText} field={field as TextDef} /> : (
    <TextInput source={source} label={label} validate={validate} helperText={helperText} multiline={field.kind === 'longText'} minRows={field.kind === 'longText' ? 3 : undefined} />
  ),
  Filter: ({ source, label, alwaysOn }) => <TextInput source={source} label={label} alwaysOn={alwaysOn} />,
};

const email: UiKind = { ...text, Cell: ({ source, label, sortable }) => <EmailField source={source} label={label} sortable={sortable} />, Show: ({ source, label }) => <EmailField source={source} label={label} /> };
const url: UiKind = { ...text, Cell: ({ source, label, sortable }) => <UrlField source={source} label={label} sortable={sortable} />, Show: ({ source, label }) => <UrlField source={source} label={label} /> };

const UNGROUPED: Intl.NumberFormatOptions = { useGrouping: false };

/**
 * A number in the interface language's form: 10,485,760 in en-US and ja-JP,
 * 10.485.760 in vi-VN; `grouping={false}` for ids. The formatter is kept per
 * language (react-admin's NumberField builds one for every cell it draws).
 * `label`, `sortable` and `textAlign` are read by the list's header.
 */
export function NumberValue({ source, grouping = true }: { source: string; grouping?: boolean; label?: string; sortable?: boolean; textAlign?: 'right' }) {
  const value = useFieldValue({ source });
  const iso = useIsoLocale();
  if (value === null || value === undefined || value === '') return null;
  return <Typography component="span" variant="body2">{formatNumber(value, iso, grouping ? undefined : UNGROUPED)}</Typography>;
}
const NumberCell = ({ source, label, sortable }: KindProps) => <NumberValue source={source} label={label} sortable={sortable} />;
const number: UiKind = {
  Cell: NumberCell,
  Show: NumberCell,
  Input: ({ source, label, validate, helperText }) => <NumberInput source={source} label={label} validate={validate} helperText={helperText} />,
  Filter: ({ source, label, alwaysOn }) => <NumberInput source={source} label={label} alwaysOn={alwaysOn} />,
};

const boolean: UiKind = {
  Cell: ({ source, label, sortable }) => <BooleanField source={source} label={label} sortable={sortable} />,
  Show: ({ source, label }) => <BooleanField source={source} label={label} />,
  Input: ({ source, label, validate, helperText, field }) => (
    <BooleanInput source={source} label={label} validate={validate} helperText={helperText} defaultValue={field.kind === 'boolean' ? field.default : undefined} />
  ),
  Filter: ({ source, label, alwaysOn }) => <NullableBooleanInput source={source} label={label} alwaysOn={alwaysOn} />,
};

const money: UiKind = {
  Cell: ({ schema, source, label, sortable, field }) => <MoneyValue schema={schema} source={source} label={label} sortable={sortable} field={field as MoneyDef} />,
  Show: ({ schema, source, label, field }) => <MoneyValue schema={schema} source={source} label={label} field={field as MoneyDef} />,
  Input: ({ schema, source, label, validate, helperText, field }) => <MoneyInput schema={schema} source={source} label={label} validate={validate} helperText={helperText} field={field as MoneyDef} />,
  Filter: ({ source, label, alwaysOn }) => <NumberInput source={source} label={label} alwaysOn={alwaysOn} />,
};

// Days and timestamps through Intl in the interface language; inputs and filters are localised pickers.
const mode = (field: Field) => (field.kind === 'datetime' ? 'datetime' : 'date');
const date: UiKind = {
  Cell: ({ source, label, sortable, field }) => <DateValue source={source} label={label} sortable={sortable} mode={mode(field)} />,
  Show: ({ source, label, field }) => <DateValue source={source} label={label} mode={mode(field)} />,
  Input: ({ source, label, validate, helperText, field }) => <DateKindInput source={source} label={label} validate={validate} helperText={helperText} mode={mode(field)} />,
  // A day for both kinds, as before: the filter matches a date column's day.
  Filter: ({ source, label, alwaysOn }) => <DateKindInput source={source} label={label} alwaysOn={alwaysOn} mode="date" filter />,
};

const hasTones = (field: Field) => Boolean((field as SelectDef).tones);
const select: UiKind = {
  // label and sortable are read by the list's header.
  Cell: ({ schema, source, label, sortable, field }) => hasTones(field)
    ? <StatusChip schema={schema} source={source} label={label} sortable={sortable} field={field as SelectDef} />
    : <SelectField source={source} label={label} sortable={sortable} choices={choicesOf(schema, source, field as SelectDef)} />,
  Show: ({ schema, source, label, field }) => hasTones(field)
    ? <StatusChip schema={schema} source={source} field={field as SelectDef} />
    : <SelectField source={source} label={label} choices={choicesOf(schema, source, field as SelectDef)} />,
  Input: ({ schema, source, label, validate, helperText, field }) => <SelectInput source={source} label={label} validate={validate} helperText={helperText} choices={choicesOf(schema, source, field as SelectDef)} sx={CLIPPED_SELECT} />,
  Filter: ({ schema, source, label, alwaysOn, field }) => <SelectInput source={source} label={label} alwaysOn={alwaysOn} choices={choicesOf(schema, source, field as SelectDef)} sx={CLIPPED_SELECT} />,
};

const reference: UiKind = {
  Cell: ({ source, label, sortable, field }) => <ReferenceCell source={source} label={label} sortable={sortable} field={field as ReferenceDef} />,
  Show: ({ source, label, field }) => <ReferenceCell source={source} label={label} field={field as ReferenceDef} />,
  Input: ({ schema, source, label, validate, field }) => (
    <ReferenceKindInput source={source} label={label} validate={validate} field={field as ReferenceDef} generalOnly={schema.hierarchy?.parent === source} />
  ),
  Filter: ({ source, label, alwaysOn, field }) => <ReferenceKindInput source={source} label={label} alwaysOn={alwaysOn} field={field as ReferenceDef} />,
};

const translations: UiKind = {
  Cell: ({ source, label, sortable }) => <TranslationsCell source={source} label={label} sortable={sortable} />,
  Show: ({ source, label }) => <TranslationsShow source={source} label={label} />,
  Input: ({ source, label, validate }) => <TranslationsInput source={source} label={label} validate={validate} />,
  Filter: ({ source, label, alwaysOn }) => <TextInput source={source} label={label} alwaysOn={alwaysOn} />,
};

const formatJson = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2));
const parseJson = (text: string) => {
  try {
    return text.trim() === '' ? null : JSON.parse(text);
  } catch {
    return text; // left as text: the form shows the validation error
  }
};
const json: UiKind = {
  Cell: ({ source, label }) => <TextField source={source} label={label} sortable={false} />,
  Show: ({ source, label }) => <TextField source={source} label={label} component="pre" />,
  Input: ({ source, label, validate, helperText }) => <TextInput source={source} label={label} validate={validate} helperText={helperText} multiline minRows={4} format={formatJson} parse={parseJson} fullWidth />,
  Filter: ({ source, label, alwaysOn }) => <TextInput source={source} label={label} alwaysOn={alwaysOn} />,
};

const textList: UiKind = {
  Cell: ({ source, label, field }) => <TextListChips source={source} label={label} field={field as TextListDef} />,
  Show: ({ source, label, field }) => <TextListChips source={source} label={label} field={field as TextListDef} />,
  Input: ({ source, label, validate, field }) => <TextListInput source={source} label={label} validate={validate} field={field as TextListDef} />,
  Filter: ({ source, label, alwaysOn }) => <TextInput source={source} label={label} alwaysOn={alwaysOn} />,
};

const richText: UiKind = {
  Cell: ({ source, label, field }) => <RichTextCell source={source} label={label} field={field as RichTextDef} />,
  Show: ({ source, label, field }) => <RichTextShow source={source} label={label} field={field as RichTextDef} />,
  Input: ({ source, label, validate, helperText, field }) => <RichTextKindInput source={source} label={label} validate={validate} helperText={helperText} field={field as RichTextDef} />,
  Filter: ({ source, label, alwaysOn }) => <TextInput source={source} label={label} alwaysOn={alwaysOn} />,
};

const file: UiKind = {
  Cell: ({ source, label, field }) => <FileCell source={source} label={label} field={field as FileDef} />,
  Show: ({ schema, source, label, field }) => <FileShow schema={schema} source={source} label={label} field={field as FileDef} />,
  Input: ({ source, label, validate, helperText, field }) => <FileKindInput source={source} label={label} validate={validate} helperText={helperText} field={field as FileDef} />,
  Filter: ({ source, label, alwaysOn }) => <TextInput source={source} label={label} alwaysOn={alwaysOn} />,
};

const referenceList: UiKind = {
  Cell: ({ source, label, field }) => <ReferenceListCell source={source} label={label} field={field as ReferenceListDef} />,
  Show: ({ source, label, field }) => <ReferenceListCell source={source} label={label} field={field as ReferenceListDef} />,
  Input: ({ source, label, validate, field }) => <ReferenceListInput source={source} label={label} validate={validate} field={field as ReferenceListDef} />,
  Filter: ({ source, label, alwaysOn, field }) => <ReferenceListInput source={source} label={label} alwaysOn={alwaysOn} field={field as ReferenceListDef} filter />,
};

/** Kinds whose values and inputs are long (several lines, lists, pictures): they take a card's whole width. */
export const WIDE_KINDS: ReadonlySet<Field['kind']> = new Set(['longText', 'json', 'textList', 'richText', 'images']);

export const UI_KINDS: Record<FieldKind, UiKind> = {
  text, longText: text, email, url, number, money, boolean, date, datetime: date, select, reference, translations, json, textList,
  richText, image: file, images: file, file, referenceList,
};
