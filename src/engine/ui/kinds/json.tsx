// Any JSON value on screen: its text in lists, indented on a detail page; exported as its JSON text.
import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import type { JsonField } from '../../kinds';
import { single, type ExportKind, type UiKind } from './base';
import { TextCell } from './text';

/** A json value on a detail page, indented; a text as it is. */
function JsonShow({ source }: { source: string }) {
  const value = useFieldValue({ source });
  if (value === null || value === undefined) return <span />;
  return (
    <Typography component="pre" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
      {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
    </Typography>
  );
}

export const json: UiKind<JsonField> = {
  Cell: ({ source, label }) => <TextCell source={source} label={label} sortable={false} />,
  Show: ({ source }) => <JsonShow source={source} />,
  wide: true,
  entry: () => import('./json.input'),
};

export const jsonExport: ExportKind<JsonField> = single((value) => JSON.stringify(value));
