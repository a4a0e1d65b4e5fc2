// The translations kind: names per interface language, stored as
// [{language_code, name}]. The list shows the name in the current language
// (English when missing); the form has one line per language.
import { Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { InputHelperText, Labeled, useFieldValue, useInput, useLocaleState, useTranslate, type Validator } from 'react-admin';
import { LOCALES } from '../locales';
import { translatedName, type TranslatedName } from '../kinds';

interface SourceProps {
  source: string;
  label?: string;
  sortable?: boolean;
}

export function TranslationsCell({ source }: SourceProps) {
  const value = useFieldValue({ source });
  const [locale] = useLocaleState();
  return <Typography component="span" variant="body2">{translatedName(value, locale)}</Typography>;
}

export function TranslationsShow({ source }: SourceProps) {
  const value = useFieldValue({ source }) as TranslatedName[] | undefined;
  const translate = useTranslate();
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
      {LOCALES.map(({ code }) => (
        <Typography key={code} variant="body2" component="div">
          <Typography component="dt" variant="caption" sx={{ display: 'inline', mr: 1, color: 'text.secondary' }}>
            {translate(`languages.${code}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ display: 'inline', m: 0 }} lang={code}>
            {value?.find((row) => row.language_code === code)?.name ?? '—'}
          </Typography>
        </Typography>
      ))}
    </Stack>
  );
}

export function TranslationsInput({ source, label, validate }: SourceProps & { validate: Validator }) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const rows: TranslatedName[] = Array.isArray(field.value) ? field.value : [];
  const nameOf = (code: string) => rows.find((row) => row.language_code === code)?.name ?? '';
  const change = (code: string, name: string) => {
    const others = rows.filter((row) => row.language_code !== code);
    // Keep the rows in the interface-language order so stored values are stable.
    const next = [...others, { language_code: code, name }].sort(
      (a, b) => LOCALES.findIndex((l) => l.code === a.language_code) - LOCALES.findIndex((l) => l.code === b.language_code),
    );
    field.onChange(next);
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  // The error sits under the line it is about: the language it names, else English (the required one).
  const args = error && typeof error === 'object' ? (error as { args?: { language?: unknown } }).args : undefined;
  const errorLine = typeof args?.language === 'string' && LOCALES.some((l) => l.code === args.language) ? args.language : 'en';
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
