// Formatted text on screen: a plain excerpt in lists, the cleaned HTML on a detail page (RichTextKind.tsx),
// its words' changes in a history; exported as its words.
import { lazy, Suspense } from 'react';
import type { RichTextField } from '../../kinds';
import { htmlToText, RichTextCell, RichTextShow } from '../RichTextKind';
import { single, type ExportKind, type UiKind } from './base';

// Loaded with the first history that shows a change of one (the first list has no need of it).
const TextChange = lazy(() => import('../TextChange'));

export const richText: UiKind<RichTextField> = {
  Cell: ({ source, label, field }) => <RichTextCell source={source} label={label} field={field} />,
  Show: ({ source, label, field }) => <RichTextShow source={source} label={label} field={field} />,
  // Its words, with what was taken out and put in: two whole articles side by side read poorly.
  Change: ({ before, after }) => (
    <Suspense fallback={null}>
      <TextChange before={htmlToText(String(before ?? ''))} after={htmlToText(String(after ?? ''))} />
    </Suspense>
  ),
  wide: true,
  entry: () => import('./richText.input'),
};

export const richTextExport: ExportKind<RichTextField> = single((value) => htmlToText(String(value)));
