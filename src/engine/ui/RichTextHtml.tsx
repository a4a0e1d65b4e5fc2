// Formatted text on the detail page: the stored HTML cleaned once more by
// DOMPurify with the same allow-list the server applies when it stores it.
// Its own chunk, so lists and forms never fetch the sanitiser.
import { useMemo } from 'react';
import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_TAGS,
  alignClasses,
  isAllowedImageUrl,
  isAllowedLinkUrl,
  isPixelCount,
  linkRel,
  linkTarget,
} from '../richTextPolicy';
import { RICH_TEXT_CONTENT_SX } from './richTextStyle';

const ALL_ATTRIBUTES = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

/** Per attribute: whether its value may stay, and in what form. */
const ATTRIBUTE_RULES: Record<string, (value: string) => string | undefined> = {
  href: (value) => (isAllowedLinkUrl(value) ? value.trim() : undefined),
  src: (value) => (isAllowedImageUrl(value) ? value.trim() : undefined),
  class: alignClasses,
  target: linkTarget,
  width: (value) => (isPixelCount(value) ? value.trim() : undefined),
  height: (value) => (isPixelCount(value) ? value.trim() : undefined),
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | undefined;

/** A DOMPurify of our own, so its hooks touch no other use of the library. */
function richTextPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = RICH_TEXT_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    const rule = ATTRIBUTE_RULES[data.attrName];
    if (!rule) return;
    const value = rule(data.attrValue);
    if (value === undefined) data.keepAttr = false;
    else data.attrValue = value;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const rel = node.hasAttribute('href')
        ? linkRel(node.getAttribute('rel') ?? undefined, node.getAttribute('target') ?? undefined)
        : undefined;
      if (rel) node.setAttribute('rel', rel);
      else node.removeAttribute('rel');
    }
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  return (purifier = instance);
}

/** The HTML with only the allow-list left (the same rules the server applies when it stores it). */
export function sanitizeRichTextHtml(html: string): string {
  return richTextPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ADD_FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  });
}

export default function RichTextHtml({ value }: { value: unknown }) {
  const html = useMemo(() => (typeof value === 'string' ? sanitizeRichTextHtml(value) : ''), [value]);
  return (
    <Box
      className="rich-text-content"
      sx={{ ...RICH_TEXT_CONTENT_SX, maxWidth: '80ch' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
