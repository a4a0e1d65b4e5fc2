// The textList kind: short texts such as hashtags, shown as chips and typed
// into a chip input (Enter, comma or space ends an item: TextListKindInput.tsx).
import { Chip, Stack } from '@mui/material';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import type { TextListField } from '../kinds';

export interface TextListProps {
  source: string;
  label?: string;
  field: TextListField;
  sortable?: boolean;
}

/** The list's items; anything else stored reads as none. */
export const itemsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function TextListChips({ source, field }: TextListProps) {
  const items = itemsOf(useFieldValue({ source }));
  const record = useRecordContext();
  const translate = useTranslate();
  if (!items.length) return <span>—</span>;
  const shown = (item: string) =>
    field.itemLabel ? translate(field.itemLabel(item, record ?? {}), { _: item }) : `${field.prefix ?? ''}${item}`;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="span">
      {items.map((item) => (
        <Chip key={item} size="small" label={shown(item)} />
      ))}
    </Stack>
  );
}
