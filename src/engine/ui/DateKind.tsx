// The date and datetime kinds on screen: values written through Intl in the
// interface language. Inputs and list filters are date pickers
// (DateKindInput.tsx).
import { useFieldValue } from 'react-admin';
import type { DateField } from '../kinds';
import { formatDay, formatTimestamp } from './format';
import { useIsoLocale } from './useLocale';
import { ValueText } from './ValueText';

export type DateMode = 'date' | 'datetime';

/** How a date field is shown and entered: a day, or a day and a time. */
export const dateMode = (field: DateField): DateMode => (field.kind === 'datetime' ? 'datetime' : 'date');

interface ValueProps {
  source: string;
  mode: DateMode;
  /** Read by the list's header. */
  label?: string;
  sortable?: boolean;
  /** In a list cell (ValueText). */
  cell?: boolean;
}

/** A stored day or timestamp in the interface language's form. */
export function DateValue({ source, mode, cell }: ValueProps) {
  const value = useFieldValue({ source });
  const iso = useIsoLocale();
  return <ValueText cell={cell}>{mode === 'date' ? formatDay(value, iso) : formatTimestamp(value, iso)}</ValueText>;
}
