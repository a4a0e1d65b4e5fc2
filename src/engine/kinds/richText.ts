// Formatted text (HTML) written in the rich-text editor. The server keeps only an allow-list of tags
// and attributes when it stores it, and the UI cleans it again before showing it.
import { emptyToNull, hasNul, type FieldBase, type KindDefinition } from './base';

export interface RichTextField extends FieldBase {
  kind: 'richText';
  max?: number;
}

const DEFAULT_MAX_RICH_TEXT = 200_000;

/** HTML with no text and no image: what an emptied editor leaves. */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

export const richText: KindDefinition<RichTextField> = {
  sqlType: () => 'text',
  jsonSchema: (field) => ({
    type: 'string',
    maxLength: field.max ?? DEFAULT_MAX_RICH_TEXT,
    contentMediaType: 'text/html',
    description: 'HTML, kept to an allow-list of tags and attributes when stored.',
  }),
  files: 'mention',
  // An editor left empty sends "<p></p>": no text and no picture is no value.
  normalize: (value) => (typeof value === 'string' && isBlankHtml(value) ? null : emptyToNull(value)),
  validate(value, field) {
    if (typeof value !== 'string') return { message: 'validation.text' };
    const max = field.max ?? DEFAULT_MAX_RICH_TEXT;
    if (value.length > max) return { message: 'ra.validation.maxLength', args: { max } };
    if (hasNul(value)) return { message: 'validation.invalidCharacter' };
    return null;
  },
  filter: 'contains',
  prose: true,
  formatted: true,
};
