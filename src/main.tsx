// Boot: runtime config, the tokens, the HTTP client and the auth provider, the
// starting language's shell texts, then the router (history mode, base path /).
// Everything else (react-admin, the schemas, the full messages) is the
// signed-in app's, loaded by the shell when a session needs it.
// Roboto from the package: every subset is declared with its unicode-range, so the browser fetches only
// the files the page's text needs (latin, latin-ext, vietnamese…). Japanese uses the system's fonts.
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App, createStore, isPublicPath, loadAdmin, type Boot, type SessionHooks } from './App';
import { parseLocalePath } from './engine/locales';
import { installChunkReload } from './layout/chunkReload';
import { createAuthProvider, holdsSession } from './providers/authProvider';
import { getApiUrl, loadRuntimeConfig } from './providers/config';
import { createHttpClient } from './providers/http';
import { preferredLocale } from './providers/localeUrl';
import { ShellMessages } from './providers/shellMessages';
import { tokenStore } from './providers/tokenStore';

/** The API's reference page: the server answers it with this page, which shows it instead of the app. */
const API_DOCS_PATH = '/api/docs';

async function boot() {
  installChunkReload();
  if (window.location.pathname === API_DOCS_PATH) {
    await loadRuntimeConfig();
    const { showApiDocs } = await import('./apiDocs/showApiDocs');
    const http = createHttpClient({ getApiUrl, tokens: tokenStore });
    await showApiDocs(document.getElementById('root')!, { http, tokens: tokenStore, apiUrl: getApiUrl() });
    return;
  }
  const parsed = parseLocalePath(window.location.pathname);
  const initialLocale = parsed.kind === 'ok' ? parsed.locale : 'en';
  const shellMessages = new ShellMessages();
  const ready = Promise.all([loadRuntimeConfig(), shellMessages.load(initialLocale)]);
  const store = createStore();
  store.setUrlLocale(initialLocale);
  // The URL's language goes with every call: as Accept-Language for server messages, and as
  // `language` on lists to sort translated names.
  const http = createHttpClient({ getApiUrl, tokens: tokenStore, getLanguage: () => store.getItem<string>('locale') });
  const session: SessionHooks = { onChange: new Set(), permissionOf: () => undefined };
  const authProvider = createAuthProvider({
    http,
    tokens: tokenStore,
    resolvePermission: (resource) => session.permissionOf(resource),
    onSessionChange: () => session.onChange.forEach((hook) => hook()),
  });
  const hasSession = () => holdsSession(tokenStore);
  const props: Boot = { http, tokens: tokenStore, authProvider, store, shellMessages, session, hasSession };
  // A signed-in page: the signed-in app starts loading beside the config, not after it.
  // (Not when the shell is about to move an unprefixed address to another language.)
  const staysInLanguage =
    parsed.kind === 'ok' &&
    (parsed.prefix !== '' || preferredLocale(document.cookie, navigator.languages ?? [navigator.language]) === 'en');
  // The first render waits for it: the page shows whole, with no loading step in between. A
  // failure is left to the shell, which tries again and shows the error page.
  const signedInApp =
    staysInLanguage && parsed.rest !== '/login' && !isPublicPath(parsed.rest) && hasSession()
      ? loadAdmin(props, initialLocale).catch(() => undefined)
      : undefined;
  // The admin and their grants too (the signed-in app shows no page before them): asked for
  // beside its code, not once it has loaded. The app's own ask joins this one.
  if (signedInApp)
    void loadRuntimeConfig()
      .then(() => authProvider.getPermissions?.({}))
      .catch(() => undefined);
  await Promise.all([ready, signedInApp]);
  const router = createBrowserRouter([{ path: '*', element: <App boot={props} /> }]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* No startTransition around navigations (react-admin runs its own router the same way): its
          logout navigates to the login page, then clears its store and queries. In a transition the
          navigation waits behind those urgent updates, the old page checks the session again and
          logs out again, over and over, until Chromium throttles the history calls. */}
      <RouterProvider router={router} useTransitions={false} />
    </StrictMode>,
  );
}

void boot();
