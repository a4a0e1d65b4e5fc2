// The richText kind: formatted text (HTML). Lists show a plain-text excerpt,
// the detail page the HTML cleaned once more by DOMPurify (RichTextHtml.tsx), and forms the
// tiptap editor, loaded on first use so that pages without one never fetch it.
import { lazy, Suspense } from 'react';
import { Box, Skeleton } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { Labeled, useFieldValue, type Validator } from 'react-admin';
import type { RichTextField } from '../kinds';
import { ALIGNABLE_TAGS, TEXT_ALIGNMENTS, alignClass } from '../richTextPolicy';
import { htmlToText } from './exportKinds';

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

/** Characters of text a list cell shows before an ellipsis. */
export const EXCERPT_LENGTH = 80;
/** The editor's writing area never gets lower than this (spec). */
export const EDITOR_MIN_HEIGHT = 200;
/** Toolbar, writing area and helper line of an empty editor (below its label): the room kept while it loads, so nothing jumps. */
export const EDITOR_PLACEHOLDER_HEIGHT = 277;

/** The text of the HTML, cut at a word near `max` characters. */
export function richTextExcerpt(html: string, max = EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** How formatted text reads, in the editor and on the detail page. */
export const RICH_TEXT_CONTENT_SX: SxProps<Theme> = {
  typography: 'body2',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  '& > :first-child': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1 },
  '& h2': { typography: 'h5', mt: 2.5, mb: 1 },
  '& h3': { typography: 'h6', mt: 2, mb: 1 },
  '& h4': { typography: 'subtitle1', fontWeight: 600, mt: 1.5, mb: 0.5 },
  '& ul, & ol': { pl: 3, my: 1 },
  '& li > p': { my: 0.25 },
  '& blockquote': { m: 0, my: 1.5, pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' },
  '& code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto', '& code': { bgcolor: 'transparent', p: 0 } },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 2 },
  '& a': { color: 'primary.main' },
  ...Object.fromEntries(
    ALIGNABLE_TAGS.flatMap((tag) => TEXT_ALIGNMENTS.map((alignment) => [`& ${tag}.${alignClass(alignment)}`, { textAlign: alignment }])),
  ),
};

export function RichTextCell({ source }: Props) {
  const value = useFieldValue({ source });
  const text = typeof value === 'string' ? richTextExcerpt(value) : '';
  return <Box component="span" sx={{ typography: 'body2' }}>{text}</Box>;
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
      <Skeleton variant="rounded" animation={false} height={EDITOR_PLACEHOLDER_HEIGHT} sx={{ bgcolor: 'action.hover' }} aria-busy="true" />
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
