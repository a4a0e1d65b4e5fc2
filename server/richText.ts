// Formatted text is cleaned before it is stored: whatever a client sends, the
// database holds only the allow-list of src/engine/richTextPolicy.ts, so every
// reader of the API (not only this interface) gets HTML that runs no script.
import sanitizeHtml from 'sanitize-html';
import { isBlankHtml, KINDS, type Issue } from '../src/engine/kinds';
import {
  ALIGNABLE_TAGS,
  HEADING_REPLACEMENTS,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_TAGS,
  alignClasses,
  isAllowedImageUrl,
  isAllowedLinkUrl,
  isPixelCount,
  linkRel,
  linkTarget,
} from '../src/engine/richTextPolicy';
import type { EntitySchema } from '../src/engine/schema';

type Attributes = Record<string, string>;

/** Copies the attributes that are set. */
function defined(attributes: Record<string, string | undefined>): Attributes {
  return Object.fromEntries(
    Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function cleanLink(attribs: Attributes): Attributes {
  const href = attribs.href !== undefined && isAllowedLinkUrl(attribs.href) ? attribs.href.trim() : undefined;
  const target = href ? linkTarget(attribs.target) : undefined;
  return defined({ href, title: attribs.title, target, rel: href ? linkRel(attribs.rel, target) : undefined });
}

function cleanImage(attribs: Attributes): Attributes {
  const src = attribs.src !== undefined && isAllowedImageUrl(attribs.src) ? attribs.src.trim() : undefined;
  const size = (value: string | undefined) => (value !== undefined && isPixelCount(value) ? value.trim() : undefined);
  return defined({
    src,
    alt: attribs.alt,
    title: attribs.title,
    width: size(attribs.width),
    height: size(attribs.height),
  });
}

const aligned = (tagName: string) => (_: string, attribs: Attributes) => ({
  tagName,
  attribs: defined({ class: alignClasses(attribs.class) }),
});

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  // URLs are checked by the policy's own rules in the transforms below; this is a second fence.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  transformTags: {
    a: (_, attribs) => ({ tagName: 'a', attribs: cleanLink(attribs) }),
    img: (_, attribs) => ({ tagName: 'img', attribs: cleanImage(attribs) }),
    ...Object.fromEntries(ALIGNABLE_TAGS.map((tag) => [tag, aligned(tag)])),
    ...Object.fromEntries(Object.entries(HEADING_REPLACEMENTS).map(([from, to]) => [from, aligned(to)])),
  },
  // A picture without an allowed address is no picture; a link without one keeps its text.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !frame.attribs.src ? true : frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false,
};

/** The HTML with only the allowed tags, attributes and addresses left. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Cleans the given richText values in place. A value left with no text and no
 * picture becomes empty, which a required field refuses.
 */
export function sanitizeRichTextValues(schema: EntitySchema, values: Record<string, unknown>): Record<string, Issue> {
  const errors: Record<string, Issue> = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    if (!KINDS[field.kind].formatted || !Object.hasOwn(values, name) || typeof values[name] !== 'string') continue;
    const clean = sanitizeRichText(values[name] as string);
    if (isBlankHtml(clean)) {
      values[name] = null;
      if (field.required) errors[name] = { message: 'ra.validation.required' };
    } else values[name] = clean;
  }
  return errors;
}
