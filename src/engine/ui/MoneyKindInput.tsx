// The money kind's input: a number with the currency's code at its end, in steps of its smallest unit.
import { InputAdornment } from '@mui/material';
import { NumberInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { currencyDigits, isCurrencyCode } from './format';
import { useCurrency, type MoneyProps } from './MoneyKind';

interface InputProps extends MoneyProps {
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
