// File uploads: POST files (multipart) through the app's HTTP client, so the
// session's token and refresh apply, over XMLHttpRequest, whose upload
// progress fetch() does not report. Progress goes to the caller and to the
// page-top progress bar.
import type { FileUploadOptions, UploadedFile } from '../engine/ui/fileTransfer';
import { currentHttpClient, type HttpClient } from './http';
import { progress } from './progress';

export interface UploadOptions extends FileUploadOptions {
  /** The client to send through; the app's own by default. */
  http?: HttpClient;
}

const isAbort = (error: unknown, signal?: AbortSignal) => Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');

export async function uploadFile(file: Blob & { name?: string }, options: UploadOptions): Promise<UploadedFile> {
  const http = options.http ?? currentHttpClient();
  if (!http) throw new Error('No HTTP client to upload with');
  const form = new FormData();
  form.append('file', file, file.name ?? 'file');
  const tracker = progress.startUpload();
  try {
    const answer = await http.request<{ data: UploadedFile }>('POST', 'files', {
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

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * fetch() over XMLHttpRequest for a body whose upload progress matters: the
 * same Response, the same TypeError on a network failure and AbortError on
 * cancellation, so the HTTP client handles both paths alike.
 */
export function fetchWithUploadProgress(url: string, init: RequestInit, onUploadProgress: (loaded: number, total: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = init.signal ?? undefined;
    const aborted = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal?.aborted) return aborted();
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of new Headers(init.headers).entries()) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onUploadProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      const empty = xhr.status === 204 || xhr.status === 304;
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = aborted;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
