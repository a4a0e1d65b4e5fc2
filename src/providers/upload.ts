// File uploads: POST files (multipart) through the app's HTTP client, so the
// session's token and refresh apply, over XMLHttpRequest, whose upload
// progress fetch() does not report. Progress goes to the caller and to the
// page-top progress bar. A file the server's rules (its /config.json) refuse
// is refused here, before a byte is sent.
import type { FileUploadOptions, UploadedFile } from '../engine/ui/fileTransfer';
import { uploadRefusal, UploadRefusedError } from '../engine/uploadRules';
import { getRuntimeConfig } from './config';
import { currentHttpClient, type HttpClient } from './http';
import { progress } from './progress';
import { apiCall } from './api';

export interface UploadOptions extends FileUploadOptions {
  /** The client to send through; the app's own by default. */
  http?: HttpClient;
}

const isAbort = (error: unknown, signal?: AbortSignal) =>
  Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');

export async function uploadFile(file: Blob & { name?: string }, options: UploadOptions): Promise<UploadedFile> {
  const http = options.http ?? currentHttpClient();
  if (!http) throw new Error('No HTTP client to upload with');
  const rules = getRuntimeConfig().uploads;
  const refusal = rules && uploadRefusal(file, options.kind, rules);
  if (refusal) throw new UploadRefusedError(refusal);
  const form = new FormData();
  form.append('file', file, file.name ?? 'file');
  const tracker = progress.startUpload();
  try {
    const answer = await apiCall(http, 'post', '/files', {
      query: { kind: options.kind },
      body: form,
      signal: options.signal,
      onUploadProgress: (loaded, total) => {
        tracker.progress(loaded, total);
        if (total > 0) options.onProgress?.(Math.min(1, loaded / total));
      },
    });
    tracker.end('done');
    return answer.data;
  } catch (error) {
    tracker.end(isAbort(error, options.signal) ? 'cancelled' : 'failed');
    throw error;
  }
}
