// fetch() over XMLHttpRequest, which reports an upload's progress. A module of its own: the HTTP
// client (http.ts) sends files through it, and upload.ts sends them through the HTTP client.

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
export function fetchWithUploadProgress(
  url: string,
  init: RequestInit,
  onUploadProgress: (loaded: number, total: number) => void,
): Promise<Response> {
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
      resolve(
        new Response(empty ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = aborted;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
