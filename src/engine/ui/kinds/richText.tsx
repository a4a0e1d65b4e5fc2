// Formatted text on screen: a plain excerpt in lists, the cleaned HTML on a detail page (RichTextKind.tsx);
// exported as its words.
import type { RichTextField } from '../../kinds';
import { htmlToText, RichTextCell, RichTextShow } from '../RichTextKind';
import { single, type ExportKind, type UiKind } from './base';

export const richText: UiKind<RichTextField> = {
  Cell: ({ source, label, field }) => <RichTextCell source={source} label={label} field={field} />,
  Show: ({ source, label, field }) => <RichTextShow source={source} label={label} field={field} />,
  wide: true,
  entry: () => import('./richText.input'),
};

export const richTextExport: ExportKind<RichTextField> = single((value) => htmlToText(String(value)));
