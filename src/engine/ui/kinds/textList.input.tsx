// Short texts in forms: a chip input (TextListKindInput.tsx); a list filters them by a substring.
import type { TextListField } from '../../kinds';
import { TextListInput } from '../TextListKindInput';
import type { InputKind } from './base';
import { TextFilter } from './text.input';

const textList: InputKind<TextListField> = {
  Input: ({ source, label, validate, field }) => (
    <TextListInput source={source} label={label} validate={validate} field={field} />
  ),
  Filter: TextFilter,
};

export default textList;
