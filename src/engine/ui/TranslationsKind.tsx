// The translations kind: names per interface language, stored as
// [{language_code, name}]. The list shows the name in the current language
// (English when missing); the form has one line per language
// (TranslationsKindInput.tsx).
import { Stack, Typography } from '@mui/material';
import { useFieldValue, useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../locales';
import { translatedName, type TranslatedName } from '../kinds';
import { ValueText } from './ValueText';

export interface TranslationsProps {
  source: string;
  label?: string;
  sortable?: boolean;
}

export function TranslationsCell({ source }: TranslationsProps) {
  const value = useFieldValue({ source });
  const [locale] = useLocaleState();
  return <ValueText cell>{translatedName(value, locale)}</ValueText>;
}

export function TranslationsShow({ source }: TranslationsProps) {
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
