// A JSON value in forms: its indented text, parsed back on the way out; a list filters it by a substring.
import { TextInput } from 'react-admin';
import type { JsonField } from '../../kinds';
import type { InputKind } from './base';
import { TextFilter } from './text.input';

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

export default json;
