// How the file fields send and show files: the app hands in its upload (through its HTTP client, with
// the session) and the API's address once at start (src/AdminRoot.tsx), so the engine imports no
// provider of the app.

export type UploadKind = 'image' | 'file';

export interface UploadedFile {
  url: string;
  name: string;
  mime: string;
  size: number;
}

export interface FileUploadOptions {
  kind: UploadKind;
  signal?: AbortSignal;
  /** Told the sent fraction (0..1) as the upload goes. */
  onProgress?: (fraction: number) => void;
}

/** What the file pickers offer; the server decides from the content in the end. */
export const ACCEPTED_TYPES: Record<UploadKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif',
  file: 'application/pdf,image/jpeg,image/png,image/webp,image/gif',
};

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

export interface FileTransfer {
  upload(file: Blob & { name?: string }, options: FileUploadOptions): Promise<UploadedFile>;
  /** Origin of the API ('' = the page's own). */
  getApiUrl(): string;
}

let transfer: FileTransfer = {
  upload: () => Promise.reject(new Error('No HTTP client to upload with')),
  getApiUrl: () => '',
};

export function setFileTransfer(next: FileTransfer): void {
  transfer = next;
}

export function uploadFile(file: Blob & { name?: string }, options: FileUploadOptions): Promise<UploadedFile> {
  return transfer.upload(file, options);
}

export function getApiUrl(): string {
  return transfer.getApiUrl();
}
