// Files in forms: uploaded at once when chosen or dropped (FileKindInput.tsx); a list filters them by a
// substring of the address.
import type { FileField } from '../../kinds';
import { FileKindInput } from '../FileKindInput';
import type { InputKind } from './base';
import { TextFilter } from './text.input';

const file: InputKind<FileField> = {
  Input: ({ source, label, validate, helperText, field }) => (
    <FileKindInput source={source} label={label} validate={validate} helperText={helperText} field={field} />
  ),
  Filter: TextFilter,
};

export default file;
