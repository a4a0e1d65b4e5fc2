// The money kind on screen: an amount in the currency a sibling field names,
// written by Intl in the interface language with the currency's decimals from
// the currencies lookup (loaded once per session), or Intl's own for the code
// when the lookup does not have it. Edited as a number with the code beside it.
import { useEffect, useSyncExternalStore } from 'react';
import { InputAdornment, Typography } from '@mui/material';
import { NumberInput, useRecordContext, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { MoneyField as MoneyDef } from '../kinds';
import type { LookupRecord } from '../lookups';
import type { EntitySchema } from '../schema';
import { useIsoLocale } from './DateKind';
import { currencyDigits, formatMoney, isCurrencyCode } from './format';
import { useLookupCache } from './lookups';
import { useSchemaRegistry } from './registry';

export interface Currency {
  code?: string;
  /** Digits after the decimal point; undefined: Intl's for the code. */
  decimals?: number;
}

/**
 * Where a money field's currency is read: through the sibling reference's
 * lookup, or, for a sibling holding the code itself, the lookup entity that
 * lists currencies (the one with `code` and `decimals` fields).
 */
function useCurrencyMaster(schema: EntitySchema, field: MoneyDef): { master?: EntitySchema; byId: boolean } {
  const registry = useSchemaRegistry();
  const sibling = schema.fields[field.currency];
  if (sibling?.kind === 'reference') return { master: registry.find(sibling.reference), byId: true };
  return { master: registry.schemas.find((s) => s.lookup && 'code' in s.fields && 'decimals' in s.fields), byId: false };
}

/** The whole list of a lookup entity (undefined until loaded, and for an entity that is no lookup). */
function useOptionalLookup(master: EntitySchema | undefined): readonly LookupRecord[] | undefined {
  const cache = useLookupCache();
  const path = master?.lookup ? master.path : undefined;
  const rows = useSyncExternalStore(cache.subscribe, () => (path ? cache.peek(path) : undefined));
  useEffect(() => {
    if (path && !rows) void cache.load(path);
  }, [cache, path, rows]);
  return rows;
}

/** The code and decimals of the currency a sibling value names. */
export function useCurrency(schema: EntitySchema, field: MoneyDef, value: unknown): Currency {
  const { master, byId } = useCurrencyMaster(schema, field);
  const rows = useOptionalLookup(master);
  if (value === null || value === undefined || value === '') return {};
  const record = byId
    ? rows?.find((row) => String(row.id) === String(value))
    : rows?.find((row) => row.code === value);
  const code = byId ? record?.code : value;
  const decimals = record?.decimals;
  return {
    code: typeof code === 'string' ? code : undefined,
    decimals: typeof decimals === 'number' && Number.isInteger(decimals) ? decimals : undefined,
  };
}

interface Props {
  schema: EntitySchema;
  source: string;
  field: MoneyDef;
  /** Read by the list's header. */
  label?: string;
  sortable?: boolean;
}

/** The amount of the record in context, e.g. ¥1,200 or 12,50 US$. */
export function MoneyValue({ schema, source, field }: Props) {
  const record = useRecordContext();
  const iso = useIsoLocale();
  const { code, decimals } = useCurrency(schema, field, record?.[field.currency]);
  return <Typography component="span" variant="body2">{formatMoney(record?.[source], iso, code, decimals)}</Typography>;
}

interface InputProps extends Props {
  validate?: Validator;
  helperText?: string;
  alwaysOn?: boolean;
}

/** A number input with the currency code at its end; steps of the currency's smallest unit. */
export function MoneyInput({ schema, source, field, label, validate, helperText }: InputProps) {
  const currencyValue = useWatch({ name: field.currency });
  const { code, decimals } = useCurrency(schema, field, currencyValue);
  const digits = decimals ?? (code && isCurrencyCode(code) ? currencyDigits(code) : undefined);
  return (
    <NumberInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      step={digits === undefined ? 'any' : 10 ** -digits}
      slotProps={code ? { input: { endAdornment: <InputAdornment position="end">{code}</InputAdornment> } } : undefined}
    />
  );
}
