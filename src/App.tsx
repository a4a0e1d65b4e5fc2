// The app: the locale prefix router around one react-admin <Admin>, whose
// resources are generated from the schema registry.
import { lazy, useEffect, useRef, useState } from 'react';
import { Admin, CustomRoutes, localStorageStore, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { Navigate, Route, Routes, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import type { LookupCache } from './engine/lookups';
import { LookupProvider } from './engine/ui/lookups';
import { SchemaRegistryProvider, type SchemaRegistry } from './engine/ui/registry';
import { resourceFor } from './engine/ui/resources';
import { AccessDeniedPage, RequireGrant } from './layout/AccessDenied';
import { AppLayout } from './layout/AppLayout';
import { AdminErrorPage, AppErrorBoundary } from './layout/ErrorBoundary';
import { StandaloneNotFound } from './layout/ErrorPages';
import { PlaceholderSuspense } from './layout/LoadingPlaceholder';
import { theme } from './layout/theme';
import { NotificationServiceProvider } from './notifications/context';
import type { NotificationService } from './notifications/service';
import type { LocaleCode } from './engine/locales';
import { LocaleUrlStore, localizedPath, parseLocalePath, preferredLocale, writeLocaleCookie } from './providers/localeUrl';

const LoginPage = lazy(() => import('./pages/LoginPage'));
const Dashboard = lazy(() => import('./pages/Dashboard'));
const NotFound = lazy(() => import('./pages/NotFound'));
const ChartsPage = lazy(() => import('./pages/ChartsPage'));
const WidgetsPage = lazy(() => import('./pages/WidgetsPage'));
const Page404 = lazy(() => import('./pages/ErrorDemoPages').then((m) => ({ default: m.Page404 })));
const Page500 = lazy(() => import('./pages/ErrorDemoPages').then((m) => ({ default: m.Page500 })));
const RegisterPage = lazy(() => import('./pages/RegisterPage'));
const RegisterConfirmPage = lazy(() => import('./pages/RegisterConfirmPage'));
const PermissionPage = lazy(() => import('./pages/settings/PermissionPage'));
const ModeratorPage = lazy(() => import('./pages/settings/ModeratorPage'));
const CreateAccountPage = lazy(() => import('./pages/settings/CreateAccountPage'));
const SessionsPage = lazy(() => import('./pages/SessionsPage'));

/** Pages a visitor may open signed out besides /login (spec section 2: paths containing /register). */
export const isPublicPath = (rest: string) => rest.toLowerCase().includes('/register');

export interface AppProps {
  registry: SchemaRegistry;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  store: LocaleUrlStore;
  lookups: LookupCache;
  /** Whether the stored tokens still hold a session (read synchronously, no call). */
  hasSession: () => boolean;
  /** Live notifications for the header's bell (none: no bell). */
  notifications?: NotificationService;
}

export function App(props: AppProps) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const parsed = parseLocalePath(pathname);
  const { store } = props;

  // The language switcher writes the store; the store moves to the same page under the new prefix.
  const rest = parsed.kind === 'ok' ? parsed.rest : '/';
  const urlLocale = parsed.kind === 'ok' ? parsed.locale : undefined;
  const target = useRef({ rest, search, hash });
  target.current = { rest, search, hash };
  useEffect(() => {
    store.onLocaleRequest = (locale) => {
      writeLocaleCookie(locale);
      const { rest, search, hash } = target.current;
      navigate(localizedPath(rest, locale) + search + hash);
    };
  }, [store, navigate]);
  const i18nProvider = useLiveLanguage(props.i18nProvider, store, urlLocale);
  useEffect(() => {
    // Screen readers, fonts and spell checkers read the page's language here.
    if (urlLocale) document.documentElement.lang = urlLocale;
  }, [urlLocale]);

  if (parsed.kind === 'redirect') return <Navigate replace to={parsed.to + search + hash} />;
  if (parsed.kind === 'notFound') return <StandaloneNotFound />;
  // A guest's link (a bookmark, a page left open after logout elsewhere) is replaced by the login
  // page of its language before react-admin mounts: one redirect, and Back leaves the app. The
  // session that ends while a page is open is react-admin's (requireAuth, checkError).
  const guest = parsed.rest !== '/login' && !isPublicPath(parsed.rest) && !props.hasSession();
  const wanted = guest ? '/login' : parsed.rest;
  const suffix = guest ? '' : search + hash;
  if (parsed.prefix === '') {
    const preferred = preferredLocale(document.cookie, navigator.languages ?? [navigator.language]);
    if (preferred !== 'en') return <Navigate replace to={localizedPath(wanted, preferred) + suffix} />;
  }
  if (guest) return <Navigate replace to={localizedPath(wanted, parsed.locale)} />;
  return (
    <>
      <ScrollRestoration />
      {/* Render errors (and page chunks that failed to load) show the error catalogue's page. */}
      <AppErrorBoundary translate={i18nProvider.translate} homePath={localizedPath('/', parsed.locale)}>
        <Routes>
          <Route path={`${parsed.prefix}/*`} element={<AdminApp {...props} i18nProvider={i18nProvider} basename={parsed.prefix} />} />
        </Routes>
      </AppErrorBoundary>
    </>
  );
}

/**
 * The language of the URL, switched without unmounting the page: react-admin
 * remounts everything when its stored locale changes on its own, which would
 * throw away an open form. Here the messages load first, then the store and a
 * new provider object change together, so every translated text re-renders
 * in place (field errors included) and typed values stay.
 */
function useLiveLanguage(base: I18nProvider, store: LocaleUrlStore, urlLocale: LocaleCode | undefined): I18nProvider {
  const [shown, setShown] = useState(() => ({ locale: base.getLocale(), provider: base }));
  useEffect(() => {
    if (!urlLocale) return;
    let current = true;
    Promise.resolve(base.changeLocale(urlLocale))
      .then(() => {
        if (!current) return;
        store.setUrlLocale(urlLocale);
        setShown((was) => (was.locale === urlLocale ? was : { locale: urlLocale, provider: { ...base } }));
      })
      .catch((error: unknown) => console.error(`The interface language ${urlLocale} could not be loaded`, error));
    return () => {
      current = false;
    };
  }, [base, store, urlLocale]);
  return shown.provider;
}

function AdminApp({ registry, dataProvider, authProvider, i18nProvider, store, lookups, notifications, basename }: Omit<AppProps, 'hasSession'> & { basename: string }) {
  return (
    <SchemaRegistryProvider registry={registry}>
      <NotificationServiceProvider service={notifications}>
      <LookupProvider cache={lookups}>
      <Admin
        basename={basename}
        title="Marketplace Admin"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
        layout={AppLayout}
        loginPage={LoginPage}
        dashboard={Dashboard}
        catchAll={NotFound}
        // Where react-admin itself sends a refused page; our guards show the same page in place.
        accessDenied={AccessDeniedPage}
        error={AdminErrorPage}
        requireAuth
        disableTelemetry
      >
        {registry.schemas.map(resourceFor)}
        <CustomRoutes>
          <Route path="/Dashboard" element={<Dashboard />} />
          <Route path="/Charts" element={<ChartsPage />} />
          <Route path="/Widgets" element={<WidgetsPage />} />
          {/* Static paths: they outrank the system settings' /setting/:id. */}
          <Route path="/setting/permission" element={<RequireGrant type="SETTING_MODERATOR"><PermissionPage /></RequireGrant>} />
          <Route path="/setting/moderator" element={<RequireGrant type="SETTING_MODERATOR"><ModeratorPage /></RequireGrant>} />
          <Route path="/setting/create-account" element={<RequireGrant type="SETTING_MODERATOR" privilege="CREATE"><CreateAccountPage /></RequireGrant>} />
          {/* The signed-in admin's own sessions: every admin, no privilege. */}
          <Route path="/profile/sessions" element={<SessionsPage />} />
        </CustomRoutes>
        {/* Full-page screens: the error pages, and the account request that guests reach too. */}
        <CustomRoutes noLayout>
          <Route path="/Page404" element={<PlaceholderSuspense><Page404 /></PlaceholderSuspense>} />
          <Route path="/Page500" element={<PlaceholderSuspense><Page500 /></PlaceholderSuspense>} />
          <Route path="/Register" element={<PlaceholderSuspense><RegisterPage /></PlaceholderSuspense>} />
          <Route path="/register/confirm" element={<PlaceholderSuspense><RegisterConfirmPage /></PlaceholderSuspense>} />
        </CustomRoutes>
      </Admin>
      </LookupProvider>
      </NotificationServiceProvider>
    </SchemaRegistryProvider>
  );
}

export function createStore(): LocaleUrlStore {
  return new LocaleUrlStore(localStorageStore('1', 'marketplace-admin'));
}
