// Short texts such as hashtags on screen: chips with the field's prefix (TextListKind.tsx); exported as the
// chips read, comma-separated.
import type { TextListField } from '../../kinds';
import { TextListChips } from '../TextListKind';
import { single, type ExportKind, type UiKind } from './base';

export const textList: UiKind<TextListField> = {
  Cell: ({ source, label, field }) => <TextListChips source={source} label={label} field={field} />,
  Show: ({ source, label, field }) => <TextListChips source={source} label={label} field={field} />,
  wide: true,
  entry: () => import('./textList.input'),
};

// Items as the list's chips show them (with the kind's prefix, e.g. #remote).
export const textListExport: ExportKind<TextListField> = single((value, { field }) => {
  const prefix = field.prefix ?? '';
  return Array.isArray(value) ? value.map((item) => `${prefix}${String(item)}`).join(', ') : String(value);
});
