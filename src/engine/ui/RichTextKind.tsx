// The richText kind: formatted text (HTML).
import { TextField, TextInput, type Validator } from 'react-admin';
import type { RichTextField } from '../kinds';

interface Props {
  source: string;
  label?: string;
  field: RichTextField;
  sortable?: boolean;
}

export function RichTextCell({ source, label }: Props) {
  return <TextField source={source} label={label} sortable={false} />;
}

export function RichTextShow({ source, label }: Props) {
  return <TextField source={source} label={label} />;
}

export function RichTextKindInput({ source, label, validate }: Props & { validate: Validator; helperText?: string }) {
  return <TextInput source={source} label={label} validate={validate} multiline minRows={6} fullWidth />;
}
