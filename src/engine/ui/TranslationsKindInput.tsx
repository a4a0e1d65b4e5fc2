// The translations kind's input: one line per interface language, English required.
import { Stack, TextField as MuiTextField } from '@mui/material';
import { InputHelperText, Labeled, useInput, useTranslate, type Validator } from 'react-admin';
import type { TranslatedName } from '../kinds';
import { LOCALES } from '../locales';
import type { TranslationsProps } from './TranslationsKind';

export function TranslationsInput({ source, label, validate }: TranslationsProps & { validate: Validator }) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const rows: TranslatedName[] = Array.isArray(field.value) ? field.value : [];
  const nameOf = (code: string) => rows.find((row) => row.language_code === code)?.name ?? '';
  const change = (code: string, name: string) => {
    const others = rows.filter((row) => row.language_code !== code);
    // Keep the rows in the interface-language order so stored values are stable.
    const next = [...others, { language_code: code, name }].sort(
      (a, b) =>
        LOCALES.findIndex((l) => l.code === a.language_code) - LOCALES.findIndex((l) => l.code === b.language_code),
    );
    field.onChange(next);
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  // The error sits under the line it is about: the language it names, else English (the required one).
  const args = error && typeof error === 'object' ? (error as { args?: { language?: unknown } }).args : undefined;
  const errorLine =
    typeof args?.language === 'string' && LOCALES.some((l) => l.code === args.language) ? args.language : 'en';
  return (
    <Labeled label={label} isRequired={isRequired} fullWidth>
      <Stack spacing={1} sx={{ mt: 1, maxWidth: 480 }}>
        {LOCALES.map(({ code }) => (
          <MuiTextField
            key={code}
            name={`${source}.${code}`}
            label={translate(`languages.${code}`) + (isRequired && code === 'en' ? ' *' : '')}
            value={nameOf(code)}
            onChange={(event) => change(code, event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(error) && code === errorLine}
            helperText={error && code === errorLine ? <InputHelperText error={error} /> : undefined}
            // The form focuses the first invalid field through this ref.
            inputRef={code === errorLine ? field.ref : undefined}
            size="small"
            inputProps={{ lang: code, 'aria-invalid': Boolean(error) && code === errorLine }}
          />
        ))}
      </Stack>
    </Labeled>
  );
}
