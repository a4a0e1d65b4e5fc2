// The field-kind registry, entry half: for each kind its form input and its
// list filter. Apart from the value half (./kinds.tsx) so that a list, which
// shows no input until an admin adds a filter, does not load the pickers'
// code: forms import this module, a list's filters load it on first use. Each
// kind's own input is in its <Kind>KindInput.tsx, beside the <Kind>Kind.tsx
// that shows its values (the rich-text editor loads from RichTextKind.tsx on
// first use). Each entry is typed by its own kind's field type, like the
// value half's.
import type { ReactElement } from 'react';
import { BooleanInput, NullableBooleanInput, NumberInput, SelectInput, TextInput, type Validator } from 'react-admin';
import type {
  BooleanField,
  DateField,
  Field,
  FieldKind,
  FieldOf,
  FileField,
  JsonField,
  MoneyField,
  NumberField,
  ReferenceField,
  ReferenceListField,
  RichTextField,
  SelectField,
  TextField,
  TextListField,
  TranslationsField,
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

export interface KindInputProps<F extends Field = Field> extends KindProps<F> {
  validate: Validator;
  helperText?: string;
}
export interface KindFilterProps<F extends Field = Field> extends KindProps<F> {
  alwaysOn?: boolean;
}

/** A kind's entry, for fields of type `F`: methods, so that an `InputKind<MoneyField>` is an `InputKind` (see UiKind). */
export interface InputKind<F extends Field = Field> {
  Input(props: KindInputProps<F>): ReactElement;
  Filter(props: KindFilterProps<F>): ReactElement;
}

const TextFilter = ({ source, label, alwaysOn }: KindFilterProps) => (
  <TextInput source={source} label={label} alwaysOn={alwaysOn} />
);
const NumberFilter = ({ source, label, alwaysOn }: KindFilterProps) => (
  <NumberInput source={source} label={label} alwaysOn={alwaysOn} />
);

const text: InputKind<TextField> = {
  Input: ({ source, label, validate, helperText, field }) =>
    field.typedBy ? (
      <TypedTextInput source={source} label={label} validate={validate} helperText={helperText} field={field} />
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

const number: InputKind<NumberField> = {
  Input: ({ source, label, validate, helperText }) => (
    <NumberInput source={source} label={label} validate={validate} helperText={helperText} />
  ),
  Filter: NumberFilter,
};

const boolean: InputKind<BooleanField> = {
  Input: ({ source, label, validate, helperText, field }) => (
    <BooleanInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      defaultValue={field.default}
    />
  ),
  Filter: ({ source, label, alwaysOn }) => <NullableBooleanInput source={source} label={label} alwaysOn={alwaysOn} />,
};

const money: InputKind<MoneyField> = {
  Input: ({ schema, source, label, validate, helperText, field }) => (
    <MoneyInput
      schema={schema}
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      field={field}
    />
  ),
  Filter: NumberFilter,
};

// Localised pickers; a day for both kinds in a filter, which matches a date column's day.
const date: InputKind<DateField> = {
  Input: ({ source, label, validate, helperText, field }) => (
    <DateKindInput source={source} label={label} validate={validate} helperText={helperText} mode={dateMode(field)} />
  ),
  Filter: ({ source, label, alwaysOn }) => (
    <DateKindInput source={source} label={label} alwaysOn={alwaysOn} mode="date" filter />
  ),
};

const select: InputKind<SelectField> = {
  Input: ({ schema, source, label, validate, helperText, field }) => (
    <SelectInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      choices={choicesOf(schema, source, field)}
      sx={CLIPPED_SELECT}
    />
  ),
  Filter: ({ schema, source, label, alwaysOn, field }) => (
    <SelectInput
      source={source}
      label={label}
      alwaysOn={alwaysOn}
      choices={choicesOf(schema, source, field)}
      sx={CLIPPED_SELECT}
    />
  ),
};

const reference: InputKind<ReferenceField> = {
  Input: ({ schema, source, label, validate, field }) => (
    <ReferenceKindInput
      source={source}
      label={label}
      validate={validate}
      field={field}
      generalOnly={schema.hierarchy?.parent === source}
    />
  ),
  Filter: ({ source, label, alwaysOn, field }) => (
    <ReferenceKindInput source={source} label={label} alwaysOn={alwaysOn} field={field} />
  ),
};

const translations: InputKind<TranslationsField> = {
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
const json: InputKind<JsonField> = {
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

const textList: InputKind<TextListField> = {
  Input: ({ source, label, validate, field }) => (
    <TextListInput source={source} label={label} validate={validate} field={field} />
  ),
  Filter: TextFilter,
};

const richText: InputKind<RichTextField> = {
  Input: ({ source, label, validate, helperText, field }) => (
    <RichTextKindInput source={source} label={label} validate={validate} helperText={helperText} field={field} />
  ),
  Filter: TextFilter,
};

const file: InputKind<FileField> = {
  Input: ({ source, label, validate, helperText, field }) => (
    <FileKindInput source={source} label={label} validate={validate} helperText={helperText} field={field} />
  ),
  Filter: TextFilter,
};

const referenceList: InputKind<ReferenceListField> = {
  Input: ({ source, label, validate, field }) => (
    <ReferenceListInput source={source} label={label} validate={validate} field={field} />
  ),
  Filter: ({ source, label, alwaysOn, field }) => (
    <ReferenceListInput source={source} label={label} alwaysOn={alwaysOn} field={field} filter />
  ),
};

/** Each kind name with the entry of its own field type: an entry under the wrong name does not compile. */
const ENTRIES = {
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
} satisfies { [K in FieldKind]: InputKind<FieldOf<K>> };

export const INPUT_KINDS: Readonly<Record<FieldKind, InputKind>> = ENTRIES;

/** A list filter of the field's kind (loaded with this module, see LazyKindFilter). */
export default function KindFilter(props: KindFilterProps) {
  const { Filter } = INPUT_KINDS[props.field.kind];
  return <Filter {...props} />;
}
