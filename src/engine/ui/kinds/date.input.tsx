// Days and timestamps in forms: localised pickers (DateKindInput.tsx). A list filters both kinds by a day,
// which matches a date column's day.
import type { DateField } from '../../kinds';
import { dateMode } from '../DateKind';
import { DateKindInput } from '../DateKindInput';
import type { InputKind } from './base';

const date: InputKind<DateField> = {
  Input: ({ source, label, validate, helperText, field }) => (
    <DateKindInput source={source} label={label} validate={validate} helperText={helperText} mode={dateMode(field)} />
  ),
  Filter: ({ source, label, alwaysOn }) => (
    <DateKindInput source={source} label={label} alwaysOn={alwaysOn} mode="date" filter />
  ),
};

export default date;
