// The shell: the locale prefix router, the guest's way to the login page, and
// the login page itself, all before the signed-in app (AdminRoot.tsx, with
// react-admin, the schemas and the full messages) is loaded: a visitor at
// /login fetches only what the form needs.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes, ScrollRestoration, useLocation } from 'react-router-dom';
import { localStorageStore, type Store } from 'ra-core';
import type { Area } from './engine/permissions';
import { AppErrorBoundary } from './layout/ErrorBoundary';
import { StandaloneNotFound } from './layout/ErrorPages';
import { prefetchWhenIdle } from './engine/ui/lazyPage';
import type { AdminAuthProvider } from './providers/authProvider';
import type { HttpClient } from './providers/http';
import { LocaleUrlStore, localizedPath, preferredLocale } from './providers/localeUrl';
import type { ShellMessages } from './providers/shellMessages';
import type { TokenStore } from './providers/tokenStore';
import { DEFAULT_LOCALE, parseLocalePath, type LocaleCode } from './engine/locales';
// Part of the boot's own code, not a chunk of its own: small, and what it shares with the
// signed-in app stays in the boot (scripts/vite/chunkGroups.ts).
import LoginPage from './pages/LoginPage';

/** Pages a visitor may open signed out besides /login (spec section 2: paths containing /register). */
export const isPublicPath = (rest: string) => rest.toLowerCase().includes('/register');

/** Login and logout call these: the signed-in app's caches go with the session. */
export interface SessionHooks {
  onChange: Set<() => void>;
  /** The function type guarding a resource, once the signed-in app knows its schemas. */
  permissionOf: (resource: string) => Area | undefined;
}

/** What main.tsx builds at boot, before any page shows. */
export interface Boot {
  http: HttpClient;
  tokens: TokenStore;
  authProvider: AdminAuthProvider;
  store: LocaleUrlStore;
  shellMessages: ShellMessages;
  session: SessionHooks;
  /** Whether the stored tokens still hold a session (read synchronously, no call). */
  hasSession: () => boolean;
}

/**
 * The signed-in app: its code, then its providers with the starting language's
 * messages. Started by the boot itself when the address is a signed-in page.
 */
let adminLoading: Promise<{ default: ComponentType }> | undefined;
/** Once loaded, rendered at once (React.lazy would suspend once more, and hold the reveal back). */
let AdminLoaded: ComponentType | undefined;
export function loadAdmin(boot: Boot, locale: LocaleCode) {
  const parsed = parseLocalePath(window.location.pathname);
  const rest = parsed.kind === 'ok' ? parsed.rest : '/';
  adminLoading ??= import('./AdminRoot')
    // No module: the page is reloading for a chunk that could not be fetched (see lazyPage).
    .then((module) => (module ? module.prepareAdmin(boot, locale, rest) : new Promise<never>(() => undefined)))
    .then((Root) => {
      AdminLoaded = Root;
      return { default: Root };
    })
    .catch((error: unknown) => {
      adminLoading = undefined;
      throw error;
    });
  return adminLoading;
}

export function App({ boot }: { boot: Boot }) {
  const { pathname, search, hash } = useLocation();
  const parsed = parseLocalePath(pathname);
  const urlLocale = parsed.kind === 'ok' ? parsed.locale : undefined;
  // One lazy component for the page's life, made with the language the app starts in.
  const [LazyAdmin] = useState(() => lazy(() => loadAdmin(boot, urlLocale ?? 'en')));
  const AdminRoot = AdminLoaded ?? LazyAdmin;
  useEffect(() => {
    // Screen readers, fonts and spell checkers read the page's language here.
    if (urlLocale) document.documentElement.lang = urlLocale;
  }, [urlLocale]);
  const onLogin = parsed.kind === 'ok' && parsed.rest === '/login';
  useEffect(() => {
    // While the form is filled in, the signed-in app's code arrives.
    if (onLogin) return prefetchWhenIdle([() => import('./AdminRoot').then((m) => m.preloadFirstPages())]);
  }, [onLogin]);

  if (parsed.kind === 'redirect') return <Navigate replace to={parsed.to + search + hash} />;
  if (parsed.kind === 'notFound')
    return (
      <Suspense fallback={null}>
        <StandaloneNotFound shell={boot.shellMessages} />
      </Suspense>
    );
  // A guest's link (a bookmark, a page left open after logout elsewhere) is replaced by the login
  // page of its language before react-admin loads: one redirect, and Back leaves the app. The
  // session that ends while a page is open is react-admin's (requireAuth, checkError).
  const guest = parsed.rest !== '/login' && !isPublicPath(parsed.rest) && !boot.hasSession();
  const wanted = guest ? '/login' : parsed.rest;
  const suffix = guest ? '' : search + hash;
  if (parsed.prefix === '') {
    const preferred = preferredLocale(document.cookie, navigator.languages ?? [navigator.language]);
    if (preferred !== DEFAULT_LOCALE) return <Navigate replace to={localizedPath(wanted, preferred) + suffix} />;
  }
  if (guest) return <Navigate replace to={localizedPath(wanted, parsed.locale)} />;
  return (
    <>
      <ScrollRestoration />
      {/* The signed-in app has its own, in the live language; this one catches the shell's pages and chunks. */}
      <AppErrorBoundary
        translate={boot.shellMessages.translator(parsed.locale)}
        homePath={localizedPath('/', parsed.locale)}
      >
        <Suspense fallback={null}>
          <Routes>
            <Route path={`${parsed.prefix}/login`} element={<LoginPage locale={parsed.locale} boot={boot} />} />
            <Route path={`${parsed.prefix}/*`} element={<AdminRoot />} />
          </Routes>
        </Suspense>
      </AppErrorBoundary>
    </>
  );
}

export function createStore(): LocaleUrlStore {
  return new LocaleUrlStore(withoutListScrollMemory(localStorageStore('1', 'marketplace-admin')));
}

/**
 * react-admin keeps each list's scroll position too, per resource: it restores it before the rows
 * are there, and its late, debounced record catches the next page's scroll to the top, so Back
 * sometimes came to the top. The router's memory (per history entry, with ListPage's restore once
 * the rows are shown) is the one kept.
 */
function withoutListScrollMemory(store: Store): Store {
  const isListScroll = (key: string) => key.endsWith('.list.scrollPosition');
  return {
    ...store,
    getItem: (key, defaultValue) => (isListScroll(key) ? undefined : store.getItem(key, defaultValue)),
    setItem: (key, value) => {
      if (!isListScroll(key)) store.setItem(key, value);
    },
  };
}
