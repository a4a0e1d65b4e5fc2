// A state shown as a coloured chip (a select field with `tones`): lists and
// record pages read a record's status at a glance.
import { Chip } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import type { SelectField } from '../kinds';
import type { EntitySchema } from '../schema';
import { choiceLabel } from './registry';

export function StatusChip({
  schema,
  source,
  field,
}: {
  schema: EntitySchema;
  source: string;
  field: SelectField;
  label?: string;
  sortable?: boolean;
}) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return <span />;
  const state = String(value);
  return (
    <Chip
      size="small"
      color={field.tones?.[state] ?? 'default'}
      variant={field.tones?.[state] && field.tones[state] !== 'default' ? 'filled' : 'outlined'}
      label={translate(choiceLabel(schema, source, state), { _: state })}
      data-state={state}
    />
  );
}
