// Values as the interface language writes them, through Intl: calendar days,
// timestamps, numbers and amounts of money. Formatters are cached per locale
// and options, as a list formats the same way row after row. No React here.

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(iso: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${iso}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(iso, options)));
  return format;
}

function dateFormat(iso: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${iso}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(iso, options)));
  return format;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A stored day (YYYY-MM-DD) as local midnight; null when the text is no calendar day. */
export function dayToDate(value: unknown): Date | null {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(2000, 0, 1);
  // setFullYear: the Date constructor reads years below 100 as 19xx.
  date.setFullYear(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day of a local date as stored (YYYY-MM-DD). */
export function dateToDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A stored timestamp (ISO 8601) as a Date; null when it is none. */
export function timestampToDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
const TIMESTAMP_OPTIONS: Intl.DateTimeFormatOptions = { ...DAY_OPTIONS, hour: 'numeric', minute: '2-digit' };

/** A stored day in the locale's numeric form (4/15/2025, 2025/4/15, 15/4/2025); other text as given. */
export function formatDay(value: unknown, iso: string): string {
  if (value === null || value === undefined || value === '') return '';
  // A timestamp sent for a date column still names its day first.
  const date = dayToDate(typeof value === 'string' ? value.slice(0, 10) : value);
  return date ? dateFormat(iso, DAY_OPTIONS).format(date) : String(value);
}

/** A stored timestamp as a local date and time in the locale's form; other text as given. */
export function formatTimestamp(value: unknown, iso: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = timestampToDate(value);
  return date ? dateFormat(iso, TIMESTAMP_OPTIONS).format(date) : String(value);
}

/** A number (or its digits as text) with the locale's grouping and decimal marks; other text as given. */
export function formatNumber(value: unknown, iso: string, options?: Intl.NumberFormatOptions): string {
  if (value === null || value === undefined || value === '') return '';
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return String(value);
  // A whole number without grouping (ids, versions) is its digits in every language we speak:
  // no formatter is made for it (the first one costs a list's first render some 10 ms).
  if (options?.useGrouping === false && Number.isSafeInteger(number) && Object.keys(options).length === 1)
    return String(number);
  return numberFormat(iso, options).format(number);
}

/** Whether Intl knows the text as a currency code (ISO 4217 shape and accepted). */
export function isCurrencyCode(code: unknown): code is string {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false;
  try {
    numberFormat('en-US', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/**
 * An amount in a currency: the locale's symbol, grouping and marks, with the
 * currency's own number of decimals when it is known (the currencies master),
 * else Intl's for that code. Without a usable code, the plain number and the
 * code after it.
 */
export function formatMoney(value: unknown, iso: string, currency?: string | null, decimals?: number | null): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  if (!isCurrencyCode(currency)) {
    const plain = formatNumber(number, iso);
    return currency ? `${plain} ${currency}` : plain;
  }
  const digits =
    typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 20
      ? { minimumFractionDigits: decimals, maximumFractionDigits: decimals }
      : {};
  return numberFormat(iso, { style: 'currency', currency, ...digits }).format(number);
}

/** Digits after the decimal point Intl uses for a currency code (JPY 0, USD 2). */
export function currencyDigits(currency: string): number {
  return isCurrencyCode(currency)
    ? (numberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2)
    : 2;
}
