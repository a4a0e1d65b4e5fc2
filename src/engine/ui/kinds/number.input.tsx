// Numbers in forms and list filters: react-admin's number input.
import { NumberInput } from 'react-admin';
import type { NumberField } from '../../kinds';
import type { InputKind, KindFilterProps } from './base';

export const NumberFilter = ({ source, label, alwaysOn }: KindFilterProps) => (
  <NumberInput source={source} label={label} alwaysOn={alwaysOn} />
);

const number: InputKind<NumberField> = {
  Input: ({ source, label, validate, helperText }) => (
    <NumberInput source={source} label={label} validate={validate} helperText={helperText} />
  ),
  Filter: NumberFilter,
};

export default number;
