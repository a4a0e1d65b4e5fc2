// The server's upload rules as the browser gets them (/config.json) and the check made with them
// before a file is sent. Apart from fileTransfer.ts and free of imports: the upload provider (in the
// signed-in app's first chunks) and the file input (in the forms' chunks) both use it.

/** A picture field, or a document field that takes pictures too. */
export type UploadKind = 'image' | 'file';

/** One family of files the server takes: its largest size in bytes and its MIME types. */
export interface UploadFamily {
  maxBytes: number;
  types: readonly string[];
}

/** The server's upload rules (its /config.json): a picture field takes pictures, a file field both. */
export interface UploadRules {
  image: UploadFamily;
  document: UploadFamily;
}

/** Why a file is refused before it is sent. */
export type UploadRefusal = { reason: 'too_large'; maxBytes: number } | { reason: 'type'; kind: UploadKind };

/** A file refused in the browser, before any byte of it was sent. */
export class UploadRefusedError extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(refusal.reason === 'too_large' ? `The file is larger than ${refusal.maxBytes} bytes` : 'Type not accepted');
    this.name = 'UploadRefusedError';
  }
}

/**
 * Whether the server would refuse the file by its rules, told before sending it: its declared type (from
 * its name) outside the kind's families, or a size above its family's limit. A file with no declared type
 * is left to the server, which reads the type from the bytes, under the kind's largest limit.
 */
export function uploadRefusal(
  file: { size: number; type?: string },
  kind: UploadKind,
  rules: UploadRules,
): UploadRefusal | null {
  const families = kind === 'image' ? [rules.image] : [rules.image, rules.document];
  const type = (file.type ?? '').toLowerCase();
  const family = families.find((candidate) => candidate.types.includes(type));
  if (type && !family) return { reason: 'type', kind };
  const maxBytes = family ? family.maxBytes : Math.max(...families.map((candidate) => candidate.maxBytes));
  return file.size > maxBytes ? { reason: 'too_large', maxBytes } : null;
}
