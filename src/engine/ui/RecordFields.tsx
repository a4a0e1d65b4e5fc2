// A record's fields on its detail page: a two-column card (one column on
// phones), each value under its label, "—" where a value is empty.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import type { Field } from '../kinds';
import type { EntitySchema } from '../schema';
import { fieldUi } from './fieldComponents';
import { fieldLabel } from './registry';
import { isEmptyValue } from './ValueText';

export const EMPTY_VALUE = '—';

function Value({ source, children }: { source: string; children: ReactNode }) {
  const value = useFieldValue({ source });
  return isEmptyValue(value) ? (
    <Typography variant="body2" color="text.secondary">
      {EMPTY_VALUE}
    </Typography>
  ) : (
    <>{children}</>
  );
}

function PlainValue({ source }: { source: string }) {
  return <Typography variant="body2">{String(useFieldValue({ source }))}</Typography>;
}

const SYSTEM: Field = { kind: 'datetime', readOnly: true };

/** `omit`: fields the page already says (e.g. the record a translation belongs to). */
export function RecordFields({ schema, omit = [] }: { schema: EntitySchema; omit?: readonly string[] }) {
  const translate = useTranslate();
  const entries = (
    [['id', undefined], ...Object.entries(schema.fields), ['created_at', SYSTEM], ['updated_at', SYSTEM]] as [
      string,
      Field | undefined,
    ][]
  )
    // A field whose component has no detail view (a password) is not on the page.
    .filter(([source, field]) => !omit.includes(source) && !(field && fieldUi(field).Show === null));
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 4,
        rowGap: 2,
        p: 2,
        m: 0,
      }}
    >
      {entries.map(([source, field]) => {
        const label = fieldLabel(schema, source);
        const Show = field ? fieldUi(field).Show : undefined;
        return (
          <Box
            key={source}
            sx={{ minWidth: 0, gridColumn: field && fieldUi(field).wide ? { md: '1 / -1' } : undefined }}
            data-record-field={source}
          >
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(label)}
            </Typography>
            {/* Values a kind leaves unstyled (a link to another record) take the size of the others. */}
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', typography: 'body2' }}>
              <Value source={source}>
                {Show && field ? (
                  <Show schema={schema} source={source} field={field} label={label} />
                ) : (
                  <PlainValue source={source} />
                )}
              </Value>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
