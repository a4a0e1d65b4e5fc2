// Fixed choices in forms and list filters: react-admin's select, its long labels clipped.
import { SelectInput } from 'react-admin';
import type { SelectField } from '../../kinds';
import { choicesOf } from '../registry';
import { CLIPPED_SELECT } from '../ReferenceListKind';
import type { InputKind } from './base';

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

export default select;
