// Calendar days (date) and moments (datetime, with their time zone).
import { emptyToNull, type FieldBase, type KindDefinition } from './base';

export interface DateField extends FieldBase {
  kind: 'date' | 'datetime';
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** A real calendar day PostgreSQL can store (years 1 to 9999). */
function isCalendarDay(day: string): boolean {
  const match = DATE.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(0);
  parsed.setUTCFullYear(year, month - 1, date);
  return (
    year >= 1 && parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date
  );
}

const checkTime = (dayOf: (value: string) => string | undefined) => (value: unknown) => {
  // Length first: the patterns are short and anchored.
  if (typeof value !== 'string' || value.length > 40) return { message: 'validation.date' };
  const day = dayOf(value);
  if (!day || !isCalendarDay(day) || Number.isNaN(Date.parse(value))) return { message: 'validation.date' };
  return null;
};

export const date: KindDefinition<DateField> = {
  sqlType: () => 'date',
  jsonSchema: () => ({ type: 'string', format: 'date' }),
  normalize: emptyToNull,
  validate: checkTime((value) => value),
  filter: 'eq',
  range: true,
  time: 'day',
};

export const datetime: KindDefinition<DateField> = {
  ...date,
  sqlType: () => 'timestamptz',
  jsonSchema: () => ({ type: 'string', format: 'date-time' }),
  validate: checkTime((value) => DATETIME.exec(value)?.[1]),
  time: 'moment',
};
