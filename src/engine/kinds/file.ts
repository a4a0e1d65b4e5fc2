// Files the server stores (POST files, multipart) and serves at their URL: one picture (image), an
// ordered gallery (images) or one document (file). The value is the URL, a list of URLs for a gallery.
import { distinctItems, emptyToNull, hasNul, type FieldBase, type Issue, type KindDefinition } from './base';

/** `maxSize` in bytes; the server's own limit applies when it is larger. */
export interface FileField extends FieldBase {
  kind: 'image' | 'images' | 'file';
  maxItems?: number;
  maxSize?: number;
}

const MAX_URL = 2048;
const DEFAULT_MAX_IMAGES = 20;

/** A file's URL: one this server stores (/api/v1/files/...) or an http(s) address. */
export const FILE_URL = /^(?:\/api\/v1\/files\/[A-Za-z0-9_-]+\/[^\s/?#]+|https?:\/\/\S+)$/;

function checkUrl(value: unknown): Issue | null {
  if (typeof value !== 'string') return { message: 'validation.fileUrl' };
  if (value.length > MAX_URL) return { message: 'ra.validation.maxLength', args: { max: MAX_URL } };
  if (hasNul(value) || !FILE_URL.test(value)) return { message: 'validation.fileUrl' };
  return null;
}

/** One picture or one document. */
/** A stored file's URL (from POST files) or an http(s) address. */
const URL_SCHEMA = { type: 'string', maxLength: MAX_URL, pattern: FILE_URL.source };

export const file: KindDefinition<FileField> = {
  sqlType: () => 'text',
  jsonSchema: () => URL_SCHEMA,
  normalize: (value) => (typeof value === 'string' ? emptyToNull(value.trim()) : value),
  validate: checkUrl,
  filter: 'eq',
  files: 'upload',
};

/** An ordered gallery of pictures. */
export const images: KindDefinition<FileField> = {
  sqlType: () => 'jsonb',
  jsonSchema: (field) => ({
    type: 'array',
    items: URL_SCHEMA,
    maxItems: field.maxItems ?? DEFAULT_MAX_IMAGES,
    uniqueItems: true,
  }),
  normalize: (value, field) =>
    Array.isArray(value) ? distinctItems(value, field.maxItems ?? DEFAULT_MAX_IMAGES) : emptyToNull(value),
  validate(value, field) {
    if (!Array.isArray(value)) return { message: 'validation.fileUrl' };
    const max = field.maxItems ?? DEFAULT_MAX_IMAGES;
    if (value.length > max) return { message: 'validation.maxItems', args: { max } };
    for (const item of value) {
      const issue = checkUrl(item);
      if (issue) return issue;
    }
    return null;
  },
  filter: 'jsonContains',
  files: 'upload',
};
