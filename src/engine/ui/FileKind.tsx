// The file kinds: image, images (a gallery) and file.
import { TextField, TextInput, type Validator } from 'react-admin';
import type { FileField } from '../kinds';

interface Props {
  source: string;
  label?: string;
  field: FileField;
  sortable?: boolean;
}

export function FileCell({ source, label }: Props) {
  return <TextField source={source} label={label} sortable={false} />;
}

export function FileShow({ source, label }: Props) {
  return <TextField source={source} label={label} />;
}

export function FileKindInput({ source, label, validate }: Props & { validate: Validator; helperText?: string }) {
  return <TextInput source={source} label={label} validate={validate} fullWidth />;
}
