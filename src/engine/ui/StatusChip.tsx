// A state shown as a coloured chip (a field whose kind gives `tones`: a select
// field with tones): lists and record pages read a record's status at a glance.
// Without tones, an outlined chip.
import { Chip } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import { KINDS, type Field } from '../kinds';
import type { EntitySchema } from '../schema';
import { choiceLabel } from './registry';

export function StatusChip({
  schema,
  source,
  field,
}: {
  schema: EntitySchema;
  source: string;
  field: Field;
  label?: string;
  sortable?: boolean;
}) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return <span />;
  const state = String(value);
  const tone = KINDS[field.kind].tones?.(field)?.[state];
  return (
    <Chip
      size="small"
      color={tone ?? 'default'}
      variant={tone && tone !== 'default' ? 'filled' : 'outlined'}
      label={translate(choiceLabel(schema, source, state), { _: state })}
      data-state={state}
    />
  );
}
