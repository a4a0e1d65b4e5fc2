// The input of a text whose meaning another field of the record names (TextField.typedBy): a yes/no,
// language or date picker where the type asks for one, else a text box.
import { SelectInput, TextInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Field, TextField } from '../kinds';
import { LOCALES } from '../locales';
import { DateKindInput } from './DateKindInput';
import { validatorFor } from './validators';

const BOOLEAN_CHOICES = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];
const LANGUAGE_CHOICES = LOCALES.map(({ code }) => ({ id: code, name: `languages.${code}` }));
/** A date value is a calendar day (YYYY-MM-DD), checked by the date kind's rules. */
const DATE_FIELD: Field = { kind: 'date' };
const validateDate = validatorFor(DATE_FIELD);

interface InputProps {
  source: string;
  label: string;
  field: TextField;
  validate: Validator;
  helperText?: string;
}

export function TypedTextInput({ source, label, field, validate, helperText }: InputProps) {
  const type = useWatch({ name: field.typedBy! });
  if (type === 'boolean')
    return (
      <SelectInput
        source={source}
        label={label}
        validate={validate}
        helperText={helperText}
        choices={BOOLEAN_CHOICES}
      />
    );
  if (type === 'language')
    return (
      <SelectInput
        source={source}
        label={label}
        validate={validate}
        helperText={helperText}
        choices={LANGUAGE_CHOICES}
      />
    );
  if (type === 'date')
    return (
      <DateKindInput
        source={source}
        label={label}
        validate={[validate, validateDate]}
        helperText={helperText}
        mode="date"
      />
    );
  return <TextInput source={source} label={label} validate={validate} helperText={helperText} />;
}
