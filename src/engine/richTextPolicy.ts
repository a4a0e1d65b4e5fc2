// What formatted text (the richText kind) may contain: one allow-list, applied
// by the server when it stores the HTML (sanitize-html, server/richText.ts) and
// by the browser when it shows it (DOMPurify, ui/RichTextKind.tsx). Pure data
// and pure functions, so both sides read the same rules.
import { FILE_URL } from './kinds';

/** Tags kept; any other tag is dropped and its text kept (script-like tags lose their content too). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
] as const;

/** Attributes kept, per tag; every other attribute (style, on…, id…) goes. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  p: ['class'],
  h2: ['class'],
  h3: ['class'],
  h4: ['class'],
};

/** Text alignment is a class (never a style attribute): the only classes kept, on paragraphs and headings. */
export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];
export const alignClass = (alignment: TextAlignment) => `text-align-${alignment}`;
export const ALIGN_CLASSES: readonly string[] = TEXT_ALIGNMENTS.map(alignClass);
export const ALIGNABLE_TAGS = ['p', 'h2', 'h3', 'h4'] as const;

/** Tags dropped together with everything inside them, when they appear. */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'title',
  'head',
] as const;

/** Headings outside h2–h4 become the nearest allowed level (h1 is the page's own title). */
export const HEADING_REPLACEMENTS: Readonly<Record<string, string>> = { h1: 'h2', h5: 'h4', h6: 'h4' };

/** Link targets allowed besides none; `_blank` always comes with rel="noopener noreferrer". */
export const LINK_TARGETS = ['_blank', '_self'] as const;
/** rel words kept on a link. */
export const LINK_REL_WORDS = ['noopener', 'noreferrer', 'nofollow', 'ugc'] as const;
export const BLANK_TARGET_REL = ['noopener', 'noreferrer'] as const;

/** A picture's address: one of our stored files or an http(s) address (never data:, javascript: or a relative path). */
export const isAllowedImageUrl = (url: string): boolean => FILE_URL.test(url.trim());

/** A link's address: as a picture's, or mailto:. */
export const isAllowedLinkUrl = (url: string): boolean => {
  const value = url.trim();
  return isAllowedImageUrl(value) || /^mailto:[^\s]+$/i.test(value);
};

/** The rel of a link after the rules: known words only, noopener and noreferrer added for a new window. */
export function linkRel(rel: string | undefined, target: string | undefined): string | undefined {
  const words = (rel ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => (LINK_REL_WORDS as readonly string[]).includes(word));
  if (target === '_blank') for (const word of BLANK_TARGET_REL) if (!words.includes(word)) words.push(word);
  const distinct = [...new Set(words)];
  return distinct.length ? distinct.join(' ') : undefined;
}

/** A link's target if it is an allowed one. */
export const linkTarget = (target: string | undefined): string | undefined =>
  target && (LINK_TARGETS as readonly string[]).includes(target) ? target : undefined;

/** The alignment classes of a class attribute; other classes go. */
export const alignClasses = (value: string | undefined): string | undefined => {
  const kept = (value ?? '').split(/\s+/).filter((name) => ALIGN_CLASSES.includes(name));
  return kept.length ? kept.join(' ') : undefined;
};

/** width and height of a picture: plain pixel counts only. */
export const isPixelCount = (value: string): boolean => /^\d{1,5}$/.test(value.trim());
