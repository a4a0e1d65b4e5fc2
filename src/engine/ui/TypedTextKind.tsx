// A text whose meaning another field of the record names (TextField.typedBy),
// e.g. a setting's value with its value_type: shown as a check for booleans,
// as the language's name for a language code, as a link for a URL, numbers
// and days in the interface language's form; edited with a yes/no, language
// or date picker where that fits, else as text.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Link, Typography } from '@mui/material';
import { SelectInput, TextInput, useFieldValue, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Field, TextField as TextDef } from '../kinds';
import { LOCALES } from '../locales';
import { DateKindInput } from './DateKind';
import { useIsoLocale } from './useLocale';
import { dayToDate, formatDay, formatNumber } from './format';
import { validatorFor } from './validators';

const BOOLEAN_CHOICES = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];
const LANGUAGE_CHOICES = LOCALES.map(({ code }) => ({ id: code, name: `languages.${code}` }));
/** A date value is a calendar day (YYYY-MM-DD), checked by the date kind's rules. */
const DATE_FIELD: Field = { kind: 'date' };
const validateDate = validatorFor(DATE_FIELD);

export function TypedTextValue({ source, field }: { source: string; field: TextDef; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const value = useFieldValue({ source });
  const translate = useTranslate();
  const iso = useIsoLocale();
  const type = record?.[field.typedBy!];
  if (value === null || value === undefined || value === '') return <span />;
  const text = String(value);
  switch (type) {
    case 'boolean':
      if (text !== 'true' && text !== 'false') break;
      return text === 'true'
        ? <CheckIcon fontSize="small" titleAccess={translate('ra.boolean.true')} />
        : <CloseIcon fontSize="small" titleAccess={translate('ra.boolean.false')} />;
    case 'language':
      if (!LOCALES.some((l) => l.code === text)) break;
      return <Typography component="span" variant="body2">{translate(`languages.${text}`)}</Typography>;
    case 'url':
      // Only a web address becomes a link (the server checks too): a stored javascript: never gets an href.
      if (!/^https?:\/\/\S+$/i.test(text)) break;
      return <Link href={text} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>{text}</Link>;
    case 'email':
      return <Link href={`mailto:${text}`} onClick={(e) => e.stopPropagation()}>{text}</Link>;
    case 'number':
      return <Typography component="span" variant="body2">{formatNumber(text, iso)}</Typography>;
    case 'date':
      if (!dayToDate(text)) break;
      return <Typography component="span" variant="body2">{formatDay(text, iso)}</Typography>;
  }
  return <Typography component="span" variant="body2">{text}</Typography>;
}

interface InputProps {
  source: string;
  label: string;
  field: TextDef;
  validate: Validator;
  helperText?: string;
}

export function TypedTextInput({ source, label, field, validate, helperText }: InputProps) {
  const type = useWatch({ name: field.typedBy! });
  if (type === 'boolean') return <SelectInput source={source} label={label} validate={validate} helperText={helperText} choices={BOOLEAN_CHOICES} />;
  if (type === 'language') return <SelectInput source={source} label={label} validate={validate} helperText={helperText} choices={LANGUAGE_CHOICES} />;
  if (type === 'date') return <DateKindInput source={source} label={label} validate={[validate, validateDate]} helperText={helperText} mode="date" />;
  return <TextInput source={source} label={label} validate={validate} helperText={helperText} />;
}
