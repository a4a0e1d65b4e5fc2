// Days and timestamps on screen, through Intl in the interface language (DateKind.tsx); exported in ISO 8601.
import type { DateField } from '../../kinds';
import { DateValue, dateMode } from '../DateKind';
import { single, type ExportKind, type UiKind } from './base';

export const date: UiKind<DateField> = {
  Cell: ({ source, label, sortable, field }) => (
    <DateValue source={source} label={label} sortable={sortable} mode={dateMode(field)} cell />
  ),
  Show: ({ source, label, field }) => <DateValue source={source} label={label} mode={dateMode(field)} />,
  column: 'short',
  entry: () => import('./date.input'),
};

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** ISO 8601 in the browser's time zone with its offset (e.g. 2025-04-01T09:30:00+09:00), as the list shows local time. */
function isoWithOffset(value: unknown): string {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  const offset = -date.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${zone}`;
}

/** ISO calendar date (YYYY-MM-DD); the API sends date columns as such. */
function isoDate(value: unknown): string {
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text;
}

export const dateExport: ExportKind<DateField> = single(isoDate);
export const datetimeExport: ExportKind<DateField> = single(isoWithOffset);
