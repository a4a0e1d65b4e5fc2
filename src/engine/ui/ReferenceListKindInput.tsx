// The referenceList kind's input: a dropdown of the lookup's records, several in a form, one in a
// list filter; its selected values stay within 250 px.
import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { useInput, useTranslate, type Validator } from 'react-admin';
import { useMayRead } from './useMayRead';
import { useEntityName } from './PageChrome';
import { CLIPPED_SELECT, idsOf, useTargetRows, type ReferenceListProps } from './ReferenceListKind';

/**
 * Form input (many ids) or list filter (`filter`: one id, since the server
 * filters a list of ids by the one it must hold).
 */
export function ReferenceListInput({
  source,
  label,
  field: definition,
  validate,
  filter,
}: ReferenceListProps & { validate?: Validator; alwaysOn?: boolean; filter?: boolean }) {
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput({ source, validate });
  const { target, rows, name, title } = useTargetRows(definition);
  // A lookup the admin may not read (its list is empty): the ids stay as they are, and the field says why.
  const mayRead = useMayRead()(definition.reference);
  const targetName = useEntityName(target);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const labelText = label ? translate(label, { _: label }) : '';
  const selected = filter
    ? field.value === '' || field.value === undefined || field.value === null
      ? ''
      : Number(field.value)
    : idsOf(field.value);
  return (
    <FormControl size="small" sx={{ minWidth: 200 }} error={!!error} required={isRequired}>
      <InputLabel id={`${id}-label`}>{labelText}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={labelText}
        multiple={!filter}
        value={selected}
        onChange={(event) =>
          field.onChange(filter ? (event.target.value === '' ? undefined : event.target.value) : event.target.value)
        }
        onBlur={field.onBlur}
        readOnly={!mayRead}
        renderValue={(value) =>
          Array.isArray(value)
            ? value.map((v) => name(v as number)).join(', ')
            : typeof value === 'number'
              ? name(value)
              : ''
        }
        sx={CLIPPED_SELECT}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      >
        {filter && (
          <MenuItem value="">
            <em>{translate('ra.action.clear_input_value')}</em>
          </MenuItem>
        )}
        {rows.map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {title(row)}
          </MenuItem>
        ))}
      </Select>
      {error ? (
        <FormHelperText>{translate(error, { _: error })}</FormHelperText>
      ) : !mayRead ? (
        <FormHelperText>{translate('app.access_denied.reference', { name: targetName })}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
