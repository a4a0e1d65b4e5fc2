// Amounts in forms, with their currency's symbol and digits (MoneyKindInput.tsx); a list filters them as numbers.
import type { MoneyField } from '../../kinds';
import { MoneyInput } from '../MoneyKindInput';
import type { InputKind } from './base';
import { NumberFilter } from './number.input';

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

export default money;
