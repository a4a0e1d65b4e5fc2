// Yes or no in forms (a switch starting at the field's default) and list filters (yes, no or either).
import { BooleanInput, NullableBooleanInput } from 'react-admin';
import type { BooleanField } from '../../kinds';
import type { InputKind } from './base';

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

export default boolean;
