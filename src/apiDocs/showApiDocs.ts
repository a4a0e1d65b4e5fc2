// The API's reference page at /api/docs: swagger-ui over GET /api/v1/openapi.json, loaded only on that
// page. "Try it out" sends the signed-in admin's token (refreshed first when it is about to expire), so
// a call answers what the admin may see; signed out, the page says how to sign in.
import 'swagger-ui-dist/swagger-ui.css';
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import type { HttpClient } from '../providers/http';
import { REFRESH_MARGIN_MS } from '../providers/tokenRefresh';
import { hasUsableRefreshToken, isAccessTokenFresh, type TokenStore } from '../providers/tokenStore';

export interface ApiDocsOptions {
  http: Pick<HttpClient, 'refresh'>;
  tokens: TokenStore;
  /** The API's origin ('' for this one). */
  apiUrl: string;
  now?: () => number;
}

/**
 * The signed-in admin's access token, refreshed when it is about to expire; null signed out, and once it
 * has expired with no refresh (the server would answer 401 to it).
 */
async function accessToken({ http, tokens, now = Date.now }: ApiDocsOptions): Promise<string | null> {
  const stored = tokens.read();
  if (!isAccessTokenFresh(stored, now(), REFRESH_MARGIN_MS) && hasUsableRefreshToken(stored, now()))
    await http.refresh().catch(() => undefined);
  const held = tokens.read();
  return isAccessTokenFresh(held, now()) ? held!.accessToken : null;
}

export async function showApiDocs(root: HTMLElement, options: ApiDocsOptions): Promise<void> {
  document.title = 'API reference';
  const signedIn = (await accessToken(options)) !== null;
  const note = document.createElement('p');
  note.dataset.apiDocsSession = signedIn ? 'signed-in' : 'signed-out';
  note.style.cssText = 'margin: 16px auto; max-width: 1420px; padding: 0 20px; font-family: sans-serif;';
  note.textContent = signedIn
    ? 'Calls made with "Try it out" are sent with your session: they see and change what you may.'
    : 'Sign in to the back office (/login) in this browser, then reload: "Try it out" sends your session.';
  const ui = document.createElement('div');
  root.replaceChildren(note, ui);
  SwaggerUI({
    domNode: ui,
    url: `${options.apiUrl}/api/v1/openapi.json`,
    deepLinking: true,
    docExpansion: 'none',
    defaultModelsExpandDepth: -1,
    displayRequestDuration: true,
    filter: true,
    async requestInterceptor(request) {
      // The document itself needs no token; every call of it is sent with the session's.
      if (request.url.endsWith('/openapi.json')) return request;
      const token = await accessToken(options);
      if (token) request.headers.Authorization = `Bearer ${token}`;
      return request;
    },
  });
}
