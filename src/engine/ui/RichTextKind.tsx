// The richText kind: formatted text (HTML). Lists show a plain-text excerpt,
// the detail page the HTML cleaned once more by DOMPurify (RichTextHtml.tsx), and forms the
// tiptap editor, loaded on first use so that pages without one never fetch it. Both take how
// the text reads from richTextStyle.ts, not from this module that loads them.
import { lazy, Suspense } from 'react';
import { Box, Skeleton } from '@mui/material';
import { Labeled, useFieldValue, type Validator } from 'react-admin';
import { isBlankHtml, type RichTextField } from '../kinds';
import { EDITOR_MIN_HEIGHT } from './richTextStyle';

interface Props {
  source: string;
  label?: string;
  field: RichTextField;
  sortable?: boolean;
}

export interface RichTextInputProps extends Props {
  validate: Validator;
  helperText?: string;
}

/** Rich text as its words: tags dropped, block ends as spaces, the usual entities decoded. */
export function htmlToText(html: string): string {
  if (isBlankHtml(html)) return '';
  return html
    .replace(/<(?:br|\/p|\/li|\/h\d|\/div|\/blockquote)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Characters of text a list cell shows before an ellipsis. */
export const EXCERPT_LENGTH = 80;
/** Toolbar, writing area and helper line of an empty editor (below its label): the room kept while it loads, so nothing jumps. */
export const EDITOR_PLACEHOLDER_HEIGHT = 77 + EDITOR_MIN_HEIGHT;

/** The text of the HTML, cut at a word near `max` characters. */
export function richTextExcerpt(html: string, max = EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function RichTextCell({ source }: Props) {
  const value = useFieldValue({ source });
  const text = typeof value === 'string' ? richTextExcerpt(value) : '';
  return (
    <Box component="span" sx={{ typography: 'body2' }}>
      {text}
    </Box>
  );
}

/** The detail page's HTML: the sanitiser (DOMPurify) loads with the first formatted text shown. */
const RichTextHtml = lazy(() => import('./RichTextHtml'));

export function RichTextShow({ source }: Props) {
  const value = useFieldValue({ source });
  return (
    <Suspense fallback={<Skeleton variant="text" animation={false} sx={{ maxWidth: '80ch' }} />}>
      <RichTextHtml value={value} />
    </Suspense>
  );
}

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** What shows while the editor's code loads: its label and an empty area of the editor's height. */
function EditorPlaceholder({ source, label }: Pick<Props, 'source' | 'label'>) {
  return (
    <Labeled label={label} source={source} fullWidth className="rich-text-editor-loading">
      <Skeleton
        variant="rounded"
        animation={false}
        height={EDITOR_PLACEHOLDER_HEIGHT}
        sx={{ bgcolor: 'action.hover' }}
        aria-busy="true"
      />
    </Labeled>
  );
}

export function RichTextKindInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<EditorPlaceholder source={props.source} label={props.label} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
