// The date and datetime kinds on screen: values written through Intl in the
// interface language. Inputs and list filters are date pickers
// (DateKindInput.tsx).
import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { formatDay, formatTimestamp } from './format';
import { useIsoLocale } from './useLocale';

export type DateMode = 'date' | 'datetime';

interface ValueProps {
  source: string;
  mode: DateMode;
  /** Read by the list's header. */
  label?: string;
  sortable?: boolean;
}

/** A stored day or timestamp in the interface language's form. */
export function DateValue({ source, mode }: ValueProps) {
  const value = useFieldValue({ source });
  const iso = useIsoLocale();
  return <Typography component="span" variant="body2">{mode === 'date' ? formatDay(value, iso) : formatTimestamp(value, iso)}</Typography>;
}
