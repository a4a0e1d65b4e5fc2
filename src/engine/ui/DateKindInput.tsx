// The date and datetime kinds' input, in forms and list filters: a date picker wired to the form by
// useInput. The picker itself (MUI X, date-fns and their locales) loads on first use from
// DatePickerInput.tsx.
import { lazy, Suspense, useMemo, useState } from 'react';
import { TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import type { DateMode } from './DateKind';
import { dateToDay, dayToDate, formatDay, formatTimestamp, timestampToDate } from './format';
import { useIsoLocale, useLocaleCode } from './useLocale';

const DatePickerInput = lazy(() => import('./DatePickerInput'));

/**
 * The form value of a date the user has not finished (or typed wrong): any
 * text the date rules refuse, so the field shows their error and the form is
 * not sent.
 */
export const UNFINISHED_DATE = 'unfinished-date';

const toDate = (mode: DateMode, value: unknown) => (mode === 'date' ? dayToDate(value) : timestampToDate(value));
const toStored = (mode: DateMode, date: Date) => (mode === 'date' ? dateToDay(date) : date.toISOString());

export interface DateKindInputProps {
  source: string;
  mode: DateMode;
  label?: string | false;
  validate?: Validator | Validator[];
  helperText?: string | false;
  /** A list filter: an unfinished date leaves the filter as it was instead of setting an error value. */
  filter?: boolean;
  /** Read by react-admin's filter form. */
  alwaysOn?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  resource?: string;
}

/**
 * A date (stored YYYY-MM-DD) or timestamp (stored ISO 8601, UTC) input. The
 * field is registered with the form at once; the picker replaces a plain
 * read-only box as soon as its code has loaded.
 */
export function DateKindInput({
  source,
  mode,
  label,
  validate,
  helperText,
  filter = false,
  disabled,
  readOnly,
  resource,
}: DateKindInputProps) {
  const locale = useLocaleCode();
  const iso = useIsoLocale();
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, validate, resource, disabled, readOnly });
  // The picker's last date, kept while the form holds what it became: an
  // unfinished date has no stored form to be read back from.
  const [picked, setPicked] = useState<{ stored: unknown; date: Date | null } | null>(null);
  const fromForm = useMemo(() => toDate(mode, field.value), [mode, field.value]);
  const date = picked && picked.stored === field.value ? picked.date : fromForm;

  const onChange = (next: Date | null) => {
    const valid = next !== null && !Number.isNaN(next.getTime());
    // A filter changes on whole dates only (being emptied, it waits for the field to be left
    // empty); the picker still gets what it reported, or it would undo the typing.
    if (filter && !valid) {
      setPicked({ stored: field.value, date: next });
      return;
    }
    const stored = next === null ? null : valid ? toStored(mode, next) : UNFINISHED_DATE;
    setPicked({ stored, date: next });
    field.onChange(stored);
  };
  const onBlur = (text: string) => {
    field.onBlur();
    if (filter) {
      if (text === '' && field.value !== null && field.value !== undefined && field.value !== '') {
        setPicked(null);
        field.onChange(null);
      }
      return;
    }
    // Some parts typed, not all: the pickers still hold no date.
    const unfinished = date === null && text !== '';
    if (unfinished && field.value !== UNFINISHED_DATE) {
      setPicked({ stored: UNFINISHED_DATE, date: null });
      field.onChange(UNFINISHED_DATE);
    } else if (!unfinished && date === null && field.value === UNFINISHED_DATE) {
      // Every part was cleared again.
      setPicked(null);
      field.onChange(null);
    }
  };

  const title =
    label !== '' && label !== false ? (
      <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
    ) : null;
  const helper =
    helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null;
  const className = `ra-input ra-input-${source}`;
  const loading = (
    <TextField
      id={id}
      label={title}
      value={mode === 'date' ? formatDay(field.value, iso) : formatTimestamp(field.value, iso)}
      helperText={helper}
      error={invalid}
      variant="filled"
      size="small"
      margin="dense"
      className={className}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
  return (
    <Suspense fallback={loading}>
      <DatePickerInput
        mode={mode}
        locale={locale}
        value={date}
        onChange={onChange}
        onBlur={onBlur}
        name={field.name}
        inputRef={field.ref}
        label={title}
        helperText={helper}
        error={invalid}
        disabled={disabled || field.disabled}
        readOnly={readOnly}
        className={className}
      />
    </Suspense>
  );
}
