// The date and date-time pickers (MUI X over date-fns), localised per
// interface language: month and day names, the field's format and the first
// day of the week come from the date-fns locale (en-US and ja start on
// Sunday, vi on Monday), the pickers' own texts from MUI X's locales. Loaded
// on demand by DateKind.tsx, so list pages and the entry chunk carry none of it.
import { useCallback, useRef, type FocusEvent, type ReactNode, type Ref } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as enUSTexts, jaJP, viVN } from '@mui/x-date-pickers/locales';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { ja } from 'date-fns/locale/ja';
import { vi } from 'date-fns/locale/vi';
import { isoOf, type LocaleCode } from '../locales';

interface Localisation {
  adapterLocale: Locale;
  localeText: typeof enUSTexts.components.MuiLocalizationProvider.defaultProps.localeText;
  /** The calendar's month title where the adapter's default ("LLLL y") reads oddly in the language. */
  monthTitle?: string;
}

const LOCALISATION: Record<LocaleCode, Localisation> = {
  en: { adapterLocale: enUS, localeText: enUSTexts.components.MuiLocalizationProvider.defaultProps.localeText },
  // "2025年4月", not the adapter's "4月 2025".
  ja: {
    adapterLocale: ja,
    localeText: jaJP.components.MuiLocalizationProvider.defaultProps.localeText,
    monthTitle: "y'年'M'月'",
  },
  vi: { adapterLocale: vi, localeText: viVN.components.MuiLocalizationProvider.defaultProps.localeText },
};

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();
/**
 * Weekday column headings as the language abbreviates them (S M T…, 日 月 火…,
 * CN T2 T3…): the pickers' default, the first letter, makes six of
 * Vietnam's seven days "T".
 */
function weekdayHeading(iso: string): (date: Date) => string {
  let format = weekdayFormatters.get(iso);
  if (!format) weekdayFormatters.set(iso, (format = new Intl.DateTimeFormat(iso, { weekday: 'narrow' })));
  return (date) => format.format(date);
}

/** The widest span PostgreSQL's date holds (years 1 to 9999), not the pickers' default 1900–2099. */
const MIN_DATE = (() => {
  const date = new Date(2000, 0, 1);
  date.setFullYear(1, 0, 1);
  return date;
})();
const MAX_DATE = new Date(9999, 11, 31);

export interface DatePickerInputProps {
  mode: 'date' | 'datetime';
  locale: LocaleCode;
  value: Date | null;
  onChange(value: Date | null): void;
  /**
   * Focus left the field, whose text is given: '' when empty, with
   * placeholders where parts are missing (04/DD/YYYY). A date typed in part
   * is no change to the pickers: their value stays empty until it is whole.
   */
  onBlur?(text: string): void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  className?: string;
}

export default function DatePickerInput({
  mode,
  locale,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  label,
  helperText,
  error,
  disabled,
  readOnly,
  className,
}: DatePickerInputProps) {
  const { adapterLocale, localeText, monthTitle } = LOCALISATION[locale] ?? LOCALISATION.en;
  const iso = isoOf(locale);
  // The field's hidden input holds its text ("04/DD/YYYY" while unfinished, '' when empty).
  const hiddenInput = useRef<HTMLInputElement | null>(null);
  const setInputRef = useCallback(
    (element: HTMLInputElement | null) => {
      hiddenInput.current = element;
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = element;
    },
    [inputRef],
  );
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Moving between the day, month and year parts is no leaving.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    onBlur?.(hiddenInput.current?.value ?? '');
  };
  const common = {
    value,
    onChange: (next: Date | null) => onChange(next),
    name,
    inputRef: setInputRef,
    label,
    disabled,
    readOnly,
    minDate: MIN_DATE,
    maxDate: MAX_DATE,
    dayOfWeekFormatter: weekdayHeading(iso),
    slotProps: {
      // The look of react-admin's other inputs (its theme's TextField defaults). No id of
      // ours: the pickers name their popup after the label by the id they give the field.
      textField: {
        variant: 'filled' as const,
        size: 'small' as const,
        margin: 'dense' as const,
        helperText,
        error,
        onBlur: handleBlur,
        className,
      },
      calendarHeader: monthTitle ? { format: monthTitle } : undefined,
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={adapterLocale} localeText={localeText}>
      {mode === 'datetime' ? <DateTimePicker {...common} /> : <DatePicker {...common} />}
    </LocalizationProvider>
  );
}
