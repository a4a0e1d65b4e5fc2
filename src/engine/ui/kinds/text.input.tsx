// Texts in forms: a text box (several lines for a long text), or the input of the type a `typedBy` field
// names. The text box is also the list filter of the kinds filtered by a substring.
import { TextInput } from 'react-admin';
import type { TextField } from '../../kinds';
import { TypedTextInput } from '../TypedTextKindInput';
import type { InputKind, KindFilterProps } from './base';

export const TextFilter = ({ source, label, alwaysOn }: KindFilterProps) => (
  <TextInput source={source} label={label} alwaysOn={alwaysOn} />
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

export default text;
