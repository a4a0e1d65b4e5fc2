// How the file fields send and show files: the app hands in its upload (through its HTTP client, with
// the session) and the API's address once at start (src/AdminRoot.tsx), so the engine imports no
// provider of the app.

import type { UploadKind } from '../uploadRules';

export type { UploadKind };

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
