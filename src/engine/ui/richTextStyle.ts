// How formatted text reads, in the editor (RichTextEditor.tsx) and on the detail page
// (RichTextHtml.tsx), which load on first use.
import type { SxProps, Theme } from '@mui/material/styles';
import { ALIGNABLE_TAGS, TEXT_ALIGNMENTS, alignClass } from '../richTextPolicy';

/** The editor's writing area never gets lower than this (spec). */
export const EDITOR_MIN_HEIGHT = 200;

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
  '& pre': {
    bgcolor: 'action.hover',
    p: 1.5,
    borderRadius: 1,
    overflowX: 'auto',
    '& code': { bgcolor: 'transparent', p: 0 },
  },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 2 },
  '& a': { color: 'primary.main' },
  ...Object.fromEntries(
    ALIGNABLE_TAGS.flatMap((tag) =>
      TEXT_ALIGNMENTS.map((alignment) => [`& ${tag}.${alignClass(alignment)}`, { textAlign: alignment }]),
    ),
  ),
};
