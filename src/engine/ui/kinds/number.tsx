// Numbers on screen, in the interface language's form; exported as plain numbers for spreadsheets.
import { useFieldValue } from 'react-admin';
import type { NumberField } from '../../kinds';
import { formatNumber } from '../format';
import { useIsoLocale } from '../useLocale';
import { ValueText } from '../ValueText';
import { asText, single, type ExportKind, type UiKind } from './base';

const UNGROUPED: Intl.NumberFormatOptions = { useGrouping: false };

/**
 * A number in the interface language's form: 10,485,760 in en-US and ja-JP,
 * 10.485.760 in vi-VN; `grouping={false}` for ids. The formatter is kept per
 * language (react-admin's NumberField builds one for every cell it draws).
 * `label`, `sortable` and `textAlign` are read by the list's header.
 */
export function NumberValue({
  source,
  grouping = true,
  cell,
}: {
  source: string;
  grouping?: boolean;
  cell?: boolean;
  label?: string;
  sortable?: boolean;
  textAlign?: 'right';
}) {
  const value = useFieldValue({ source });
  const iso = useIsoLocale();
  if (value === null || value === undefined || value === '') return null;
  return <ValueText cell={cell}>{formatNumber(value, iso, grouping ? undefined : UNGROUPED)}</ValueText>;
}

export const number: UiKind<NumberField> = {
  Cell: ({ source, label, sortable }) => <NumberValue source={source} label={label} sortable={sortable} cell />,
  Show: ({ source, label }) => <NumberValue source={source} label={label} />,
  column: 'short',
  entry: () => import('./number.input'),
};

export const numberExport: ExportKind<NumberField> = single(asText);
