// Formatted text in forms: the editor, whose code loads on first use (RichTextKind.tsx); a list filters it by
// a substring.
import type { RichTextField } from '../../kinds';
import { RichTextKindInput } from '../RichTextKind';
import type { InputKind } from './base';
import { TextFilter } from './text.input';

const richText: InputKind<RichTextField> = {
  Input: ({ source, label, validate, helperText, field }) => (
    <RichTextKindInput source={source} label={label} validate={validate} helperText={helperText} field={field} />
  ),
  Filter: TextFilter,
};

export default richText;
