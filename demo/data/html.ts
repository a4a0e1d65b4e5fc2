// Formatted (rich-text) demo texts: plain paragraphs as HTML.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c]);

/** Paragraphs as `<p>` elements, their text escaped. */
export const htmlParagraphs = (paragraphs: readonly string[]) =>
  paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
