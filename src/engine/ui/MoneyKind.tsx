// The money kind on screen: an amount in the currency a sibling field names,
// written by Intl in the interface language. A sibling reference to the
// currencies lookup (loaded once per session) gives the code and its decimals;
// a sibling holding the code itself, Intl's decimals for it. Edited as a
// number with the code beside it (MoneyKindInput.tsx).
import { useRecordContext } from 'react-admin';
import { targetOf, type MoneyField } from '../kinds';
import type { EntitySchema } from '../schema';
import { useIsoLocale } from './useLocale';
import { formatMoney } from './format';
import { useLookup } from './lookups';
import { useSchemaRegistry } from './registry';
import { ValueText } from './ValueText';

export interface Currency {
  code?: string;
  /** Digits after the decimal point; undefined: Intl's for the code. */
  decimals?: number;
}

/** The code and decimals of the currency a sibling value names. */
export function useCurrency(schema: EntitySchema, field: MoneyField, value: unknown): Currency {
  const registry = useSchemaRegistry();
  const sibling = schema.fields[field.currency];
  const named = sibling && targetOf(sibling);
  const master = named && !named.many ? registry.find(named.entity) : undefined;
  const rows = useLookup(master);
  if (value === null || value === undefined || value === '') return {};
  if (!master) return { code: typeof value === 'string' ? value : undefined };
  const record = rows?.find((row) => String(row.id) === String(value));
  const code = record?.code;
  const decimals = record?.decimals;
  return {
    code: typeof code === 'string' ? code : undefined,
    decimals: typeof decimals === 'number' && Number.isInteger(decimals) ? decimals : undefined,
  };
}

export interface MoneyProps {
  schema: EntitySchema;
  source: string;
  field: MoneyField;
  /** Read by the list's header. */
  label?: string;
  sortable?: boolean;
  /** In a list cell (ValueText). */
  cell?: boolean;
}

/** The amount of the record in context, e.g. ¥1,200 or 12,50 US$. */
export function MoneyValue({ schema, source, field, cell }: MoneyProps) {
  const record = useRecordContext();
  const iso = useIsoLocale();
  const { code, decimals } = useCurrency(schema, field, record?.[field.currency]);
  return <ValueText cell={cell}>{formatMoney(record?.[source], iso, code, decimals)}</ValueText>;
}
