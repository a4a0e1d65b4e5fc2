// The referenceList kind: several records of a lookup (a listing's utilities,
// its tenant types), shown as chips and picked in a dropdown whose selected
// values stay within 250 px (spec: selected select values are clipped there;
// ReferenceListKindInput.tsx).
import { useMemo } from 'react';
import { Chip, Stack } from '@mui/material';
import { useFieldValue, useLocaleState } from 'react-admin';
import type { ReferenceListField } from '../kinds';
import type { LookupRecord } from '../lookups';
import { byTitle, useLookup } from './lookups';
import { bareId, recordTitle, useSchemaRegistry } from './registry';

export interface ReferenceListProps {
  source: string;
  label?: string;
  field: ReferenceListField;
}

/** A dropdown's selected values never take more than 250 px (spec); longer ones end in an ellipsis. */
export const CLIPPED_SELECT = {
  '& .MuiSelect-select': { maxWidth: 250, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
} as const;

/** The ids held; anything else stored reads as none. */
export const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];

/** The target lookup's rows and each one's title in the interface language. */
export function useTargetRows(field: ReferenceListField) {
  const target = useSchemaRegistry().find(field.reference);
  if (!target?.lookup) throw new Error(`A referenceList needs a lookup target: ${field.reference}`);
  const [locale] = useLocaleState();
  const rows = useLookup(target);
  const name = (id: number) => {
    const row = rows?.find((r) => r.id === id);
    return row ? recordTitle(target, row as LookupRecord & Record<string, unknown>, locale) : bareId(id);
  };
  const title = (row: LookupRecord) => recordTitle(target, row as LookupRecord & Record<string, unknown>, locale);
  // Sorted once per list and language, not per cell and render.
  const sorted = useMemo(
    () =>
      byTitle(rows ?? [], (row) => recordTitle(target, row as LookupRecord & Record<string, unknown>, locale), locale),
    [rows, target, locale],
  );
  return {
    target,
    /** In title order (byTitle), as a picker offers them. */
    rows: sorted,
    name,
    title,
  };
}

export function ReferenceListCell({ source, field }: ReferenceListProps & { sortable?: boolean }) {
  const ids = idsOf(useFieldValue({ source }));
  const { name } = useTargetRows(field);
  if (!ids.length) return <span>—</span>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="span">
      {ids.map((id) => (
        <Chip key={id} size="small" label={name(id)} />
      ))}
    </Stack>
  );
}
