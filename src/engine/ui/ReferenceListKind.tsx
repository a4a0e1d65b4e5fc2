// The referenceList kind: several records of a lookup (a listing's utilities,
// its tenant types), shown as chips and picked in a dropdown whose selected
// values stay within 250 px (spec: selected select values are clipped there).
import { Chip, MenuItem, Select, Stack, FormControl, InputLabel, FormHelperText } from '@mui/material';
import { useFieldValue, useInput, useLocaleState, useTranslate, type Validator } from 'react-admin';
import type { ReferenceListField } from '../kinds';
import type { LookupRecord } from '../lookups';
import { useLookup } from './lookups';
import { recordTitle, useSchemaRegistry } from './registry';

interface Props {
  source: string;
  label?: string;
  field: ReferenceListField;
}

/** A dropdown's selected values never take more than 250 px (spec); longer ones end in an ellipsis. */
export const CLIPPED_SELECT = { '& .MuiSelect-select': { maxWidth: 250, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } } as const;

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);

function useTargetRows(field: ReferenceListField) {
  const target = useSchemaRegistry().find(field.reference);
  if (!target?.lookup) throw new Error(`A referenceList needs a lookup target: ${field.reference}`);
  const [locale] = useLocaleState();
  const rows = useLookup(target);
  const name = (id: number) => {
    const row = rows?.find((r) => r.id === id);
    return row ? recordTitle(target, row as LookupRecord & Record<string, unknown>, locale) : `#${id}`;
  };
  return { rows: rows ?? [], name, title: (row: LookupRecord) => recordTitle(target, row as LookupRecord & Record<string, unknown>, locale) };
}

export function ReferenceListCell({ source, field }: Props & { sortable?: boolean }) {
  const ids = idsOf(useFieldValue({ source }));
  const { name } = useTargetRows(field);
  if (!ids.length) return <span>—</span>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="span">
      {ids.map((id) => <Chip key={id} size="small" label={name(id)} />)}
    </Stack>
  );
}

/**
 * Form input (many ids) or list filter (`filter`: one id, since the server
 * filters a list of ids by the one it must hold).
 */
export function ReferenceListInput({ source, label, field: definition, validate, filter }: Props & { validate?: Validator; alwaysOn?: boolean; filter?: boolean }) {
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput({ source, validate });
  const { rows, name, title } = useTargetRows(definition);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const labelText = label ? translate(label, { _: label }) : '';
  const selected = filter ? (field.value === '' || field.value === undefined || field.value === null ? '' : Number(field.value)) : idsOf(field.value);
  return (
    <FormControl size="small" sx={{ minWidth: 200 }} error={!!error} required={isRequired}>
      <InputLabel id={`${id}-label`}>{labelText}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={labelText}
        multiple={!filter}
        value={selected}
        onChange={(event) => field.onChange(filter ? (event.target.value === '' ? undefined : event.target.value) : event.target.value)}
        onBlur={field.onBlur}
        renderValue={(value) => (Array.isArray(value) ? value.map((v) => name(v as number)).join(', ') : typeof value === 'number' ? name(value) : '')}
        sx={CLIPPED_SELECT}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      >
        {filter && <MenuItem value=""><em>{translate('ra.action.clear_input_value')}</em></MenuItem>}
        {rows.map((row) => <MenuItem key={row.id} value={row.id}>{title(row)}</MenuItem>)}
      </Select>
      {error && <FormHelperText>{translate(error, { _: error })}</FormHelperText>}
    </FormControl>
  );
}
