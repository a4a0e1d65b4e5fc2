// A text whose meaning another field of the record names (TextField.typedBy),
// e.g. a setting's value with its value_type: shown as a check for booleans,
// as the language's name for a language code, as a link for a URL, numbers
// and days in the interface language's form; edited with a yes/no, language
// or date picker where that fits, else as text (TypedTextKindInput.tsx).
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Link, Typography } from '@mui/material';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import type { TextField } from '../kinds';
import { LOCALES } from '../locales';
import { useIsoLocale } from './useLocale';
import { useInsideControl } from './ValueText';
import { dayToDate, formatDay, formatNumber } from './format';

export function TypedTextValue({
  source,
  field,
}: {
  source: string;
  field: TextField;
  label?: string;
  sortable?: boolean;
}) {
  const record = useRecordContext();
  const value = useFieldValue({ source });
  const translate = useTranslate();
  const iso = useIsoLocale();
  const plain = useInsideControl();
  const type = record?.[field.typedBy!];
  if (value === null || value === undefined || value === '') return <span />;
  const text = String(value);
  switch (type) {
    case 'boolean':
      if (text !== 'true' && text !== 'false') break;
      return text === 'true' ? (
        <CheckIcon fontSize="small" titleAccess={translate('ra.boolean.true')} />
      ) : (
        <CloseIcon fontSize="small" titleAccess={translate('ra.boolean.false')} />
      );
    case 'language':
      if (!LOCALES.some((l) => l.code === text)) break;
      return (
        <Typography component="span" variant="body2">
          {translate(`languages.${text}`)}
        </Typography>
      );
    case 'url':
      // Only a web address becomes a link (the server checks too): a stored javascript: never gets an href.
      if (plain || !/^https?:\/\/\S+$/i.test(text)) break;
      return (
        <Link href={text} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
          {text}
        </Link>
      );
    case 'email':
      if (plain) break;
      return (
        <Link href={`mailto:${text}`} onClick={(e) => e.stopPropagation()}>
          {text}
        </Link>
      );
    case 'number':
    case 'integer':
      return (
        <Typography component="span" variant="body2">
          {formatNumber(text, iso)}
        </Typography>
      );
    case 'date':
      if (!dayToDate(text)) break;
      return (
        <Typography component="span" variant="body2">
          {formatDay(text, iso)}
        </Typography>
      );
  }
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
