// The field-kind registry, entry half: for each kind its form input and its
// list filter. Apart from the value half (./kinds.tsx) so that a list, which
// shows no input until an admin adds a filter, does not load the pickers'
// code: forms import this module, a list's filters load it on first use. Each
// kind's own input is in its <Kind>KindInput.tsx, beside the <Kind>Kind.tsx
// that shows its values (the rich-text editor loads from RichTextKind.tsx on
// first use).
import type { ReactElement } from 'react';
import { BooleanInput, NullableBooleanInput, NumberInput, SelectInput, TextInput, type Validator } from 'react-admin';
import type {
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
import { DateKindInput } from './DateKindInput';
import { FileKindInput } from './FileKindInput';
import { choicesOf, dateMode, type KindProps } from './kinds';
import { MoneyInput } from './MoneyKindInput';
import { ReferenceKindInput } from './ReferenceKindInput';
import { CLIPPED_SELECT } from './ReferenceListKind';
import { ReferenceListInput } from './ReferenceListKindInput';
import { RichTextKindInput } from './RichTextKind';
import { TextListInput } from './TextListKindInput';
import { TypedTextInput } from './TypedTextKindInput';
import { TranslationsInput } from './TranslationsKindInput';

export interface KindInputProps extends KindProps {
  validate: Validator;
  helperText?: string;
}
export interface KindFilterProps extends KindProps {
  alwaysOn?: boolean;
}

export interface InputKind {
  Input(props: KindInputProps): ReactElement;
  Filter(props: KindFilterProps): ReactElement;
}

const TextFilter = ({ source, label, alwaysOn }: KindFilterProps) => (
  <TextInput source={source} label={label} alwaysOn={alwaysOn} />
);
const NumberFilter = ({ source, label, alwaysOn }: KindFilterProps) => (
  <NumberInput source={source} label={label} alwaysOn={alwaysOn} />
);

const text: InputKind = {
  Input: ({ source, label, validate, helperText, field }) =>
    (field as TextDef).typedBy ? (
      <TypedTextInput
        source={source}
        label={label}
        validate={validate}
        helperText={helperText}
        field={field as TextDef}
      />
    ) : (
      <TextInput
        source={source}
        label={label}
        validate={validate}
        helperText={helperText}
        multiline={field.kind === 'longText'}
        minRows={field.kind === 'longText' ? 3 : undefined}
      />
    ),
  Filter: TextFilter,
};

const number: InputKind = {
  Input: ({ source, label, validate, helperText }) => (
    <NumberInput source={source} label={label} validate={validate} helperText={helperText} />
  ),
  Filter: NumberFilter,
};

const boolean: InputKind = {
  Input: ({ source, label, validate, helperText, field }) => (
    <BooleanInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      defaultValue={field.kind === 'boolean' ? field.default : undefined}
    />
  ),
  Filter: ({ source, label, alwaysOn }) => <NullableBooleanInput source={source} label={label} alwaysOn={alwaysOn} />,
};

const money: InputKind = {
  Input: ({ schema, source, label, validate, helperText, field }) => (
    <MoneyInput
      schema={schema}
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      field={field as MoneyDef}
    />
  ),
  Filter: NumberFilter,
};

// Localised pickers; a day for both kinds in a filter, which matches a date column's day.
const date: InputKind = {
  Input: ({ source, label, validate, helperText, field }) => (
    <DateKindInput source={source} label={label} validate={validate} helperText={helperText} mode={dateMode(field)} />
  ),
  Filter: ({ source, label, alwaysOn }) => (
    <DateKindInput source={source} label={label} alwaysOn={alwaysOn} mode="date" filter />
  ),
};

const select: InputKind = {
  Input: ({ schema, source, label, validate, helperText, field }) => (
    <SelectInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      choices={choicesOf(schema, source, field as SelectDef)}
      sx={CLIPPED_SELECT}
    />
  ),
  Filter: ({ schema, source, label, alwaysOn, field }) => (
    <SelectInput
      source={source}
      label={label}
      alwaysOn={alwaysOn}
      choices={choicesOf(schema, source, field as SelectDef)}
      sx={CLIPPED_SELECT}
    />
  ),
};

const reference: InputKind = {
  Input: ({ schema, source, label, validate, field }) => (
    <ReferenceKindInput
      source={source}
      label={label}
      validate={validate}
      field={field as ReferenceDef}
      generalOnly={schema.hierarchy?.parent === source}
    />
  ),
  Filter: ({ source, label, alwaysOn, field }) => (
    <ReferenceKindInput source={source} label={label} alwaysOn={alwaysOn} field={field as ReferenceDef} />
  ),
};

const translations: InputKind = {
  Input: ({ source, label, validate }) => <TranslationsInput source={source} label={label} validate={validate} />,
  Filter: TextFilter,
};

const formatJson = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2));
const parseJson = (text: string) => {
  try {
    return text.trim() === '' ? null : JSON.parse(text);
  } catch {
    return text; // left as text: the form shows the validation error
  }
};
const json: InputKind = {
  Input: ({ source, label, validate, helperText }) => (
    <TextInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      multiline
      minRows={4}
      format={formatJson}
      parse={parseJson}
      fullWidth
    />
  ),
  Filter: TextFilter,
};

const textList: InputKind = {
  Input: ({ source, label, validate, field }) => (
    <TextListInput source={source} label={label} validate={validate} field={field as TextListDef} />
  ),
  Filter: TextFilter,
};

const richText: InputKind = {
  Input: ({ source, label, validate, helperText, field }) => (
    <RichTextKindInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      field={field as RichTextDef}
    />
  ),
  Filter: TextFilter,
};

const file: InputKind = {
  Input: ({ source, label, validate, helperText, field }) => (
    <FileKindInput source={source} label={label} validate={validate} helperText={helperText} field={field as FileDef} />
  ),
  Filter: TextFilter,
};

const referenceList: InputKind = {
  Input: ({ source, label, validate, field }) => (
    <ReferenceListInput source={source} label={label} validate={validate} field={field as ReferenceListDef} />
  ),
  Filter: ({ source, label, alwaysOn, field }) => (
    <ReferenceListInput source={source} label={label} alwaysOn={alwaysOn} field={field as ReferenceListDef} filter />
  ),
};

export const INPUT_KINDS: Record<FieldKind, InputKind> = {
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
  images: file,
  file,
  referenceList,
};

/** A list filter of the field's kind (loaded with this module, see LazyKindFilter). */
export default function KindFilter(props: KindFilterProps) {
  const { Filter } = INPUT_KINDS[props.field.kind];
  return <Filter {...props} />;
}
