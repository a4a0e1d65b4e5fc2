// The signed-in app, loaded after the shell (App.tsx) has shown the login page
// or let a session through: one react-admin <Admin>, whose resources are
// generated from the schema registry, with everything only it needs (schemas,
// data provider, lookups, live notifications, the full messages).
import { memo, useEffect, useRef, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, AdminUI, CustomRoutes, useBasename, type DataProvider, type I18nProvider } from 'react-admin';
import { Navigate, Route, useLocation, useNavigate } from 'react-router-dom';
import { schemas } from '../schemas';
import type { Boot } from './App';
import { grantedLookupFetch, LookupCache, lookupsOfList } from './engine/lookups';
import { parseLocalePath, type LocaleCode } from './engine/locales';
import { setFileTransfer } from './engine/ui/fileTransfer';
import { LiveLookups, LookupProvider } from './engine/ui/lookups';
import { LiveProvider } from './engine/ui/live';
import { LiveReferences } from './engine/ui/pageReferences';
import { createSchemaRegistry, SchemaRegistryProvider, type SchemaRegistry } from './engine/ui/registry';
import { prefetchFirstList } from './engine/ui/listParams';
import { pageAt } from './engine/ui/pageAddresses';
import { LIKELY_PAGES, preloadPageFor, resourceFor } from './engine/ui/resources';
import { can, type Grants } from './engine/permissions';
import { AccessDeniedPage } from './engine/ui/AccessDenied';
import { registerFieldComponents } from './engine/ui/fieldComponents';
import { SETTINGS_FIELD_COMPONENTS } from './pages/settings/fieldComponents';
import { AppLayout } from './layout/AppLayout';
import { AdminErrorPage } from './layout/AdminErrorPages';
import { AppErrorBoundary } from './layout/ErrorBoundary';
import { PlaceholderSuspense } from './engine/ui/LoadingPlaceholder';
import { lazyPage, prefetchWhenIdle, whenSettled } from './engine/ui/lazyPage';
import { darkTheme, lightTheme } from './layout/theme';
import { NotificationServiceProvider } from './notifications/context';
import { createNotificationService, type NotificationService } from './notifications/service';
import { getApiUrl, getRuntimeConfig, loadRuntimeConfig } from './providers/config';
import { createDataProvider, fetchLookup } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { createAdminQueryClient, forgetAccessAnswers } from './providers/queryClient';
import { localizedPath, writeLocaleCookie, type LocaleUrlStore } from './providers/localeUrl';
import { uploadFile } from './providers/upload';

const Dashboard = lazyPage(() => import('./pages/Dashboard'));
const NotFound = lazyPage(() => import('./engine/ui/NotFoundPage'));
const ChartsPage = lazyPage(() => import('./pages/ChartsPage'));
const WidgetsPage = lazyPage(() => import('./pages/WidgetsPage'));
const Page404 = lazyPage(() => import('./pages/ErrorDemoPages').then((m) => ({ default: m.Page404 })));
const Page500 = lazyPage(() => import('./pages/ErrorDemoPages').then((m) => ({ default: m.Page500 })));
const RegisterPage = lazyPage(() => import('./pages/RegisterPage'));
const RegisterConfirmPage = lazyPage(() => import('./pages/RegisterConfirmPage'));
const SessionsPage = lazyPage(() => import('./pages/SessionsPage'));
const PasswordPage = lazyPage(() => import('./pages/PasswordPage'));
const TwoFactorPage = lazyPage(() => import('./pages/TwoFactorPage'));

/** What an admin sees right after signing in: the dashboard, then a list. */
export const preloadFirstPages = () =>
  Promise.all([Dashboard.preload(), ...LIKELY_PAGES.slice(0, 1).map((load) => load())]);

interface AdminContext {
  registry: SchemaRegistry;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  lookups: LookupCache;
  notifications: NotificationService;
  queryClient: QueryClient;
}

/**
 * Builds what the signed-in app needs, once per page load, with the starting
 * language's full messages loaded; the boot's session hooks clear its caches
 * at every login and logout.
 */
export async function prepareAdmin(boot: Boot, locale: LocaleCode, rest: string): Promise<ComponentType> {
  const { http, tokens, store } = boot;
  const registry = createSchemaRegistry(schemas);
  registerFieldComponents(SETTINGS_FIELD_COMPONENTS);
  // Signed out, a page still open (the dashboard as logout clears the lists) asks for no list: it would get a 401;
  // nor signed in for a list the grants do not reach: it would get a 403.
  const lookups = new LookupCache(
    grantedLookupFetch(
      schemas,
      // From the grants in hand when they have loaded (no wait), else once they have.
      (target) => {
        const asked = { resource: target.route, action: 'list' };
        return boot.authProvider.canAccessNow(asked) ?? boot.authProvider.canAccess(asked);
      },
      (path) => (boot.hasSession() ? fetchLookup(http, path) : Promise.reject(new Error('signed out'))),
    ),
  );
  const dataProvider = createDataProvider({ http, schemas, getLocale: () => store.getItem<string>('locale'), lookups });
  setFileTransfer({ upload: uploadFile, getApiUrl });
  // The bell starts it once a signed-in layout shows; a new or ended session stops it.
  const notifications = createNotificationService({
    http,
    tokens,
    brokerUrl: () => getRuntimeConfig().brokerUrl,
    beforeFirstConnection: whenSettled,
  });
  boot.session.permissionOf = (resource) => registry.find(resource)?.permission;
  const queryClient = createAdminQueryClient((asked) => boot.authProvider.canAccessNow(asked));
  boot.session.onChange.add(() => {
    lookups.clear();
    notifications.stop();
    forgetAccessAnswers(queryClient);
  });
  // A list opened by its address (a reload, a bookmark) asks for its first page as soon as the
  // grants allow it, while the page renders; the list takes that answer (http.prefetch).
  // Not for an address with a query: react-admin reads its sort and filters from there. The lookups
  // whose names its columns show come with it, query or not (the session's other lookups wait until
  // the page has settled: usePreloadLookups).
  const prefetchListAt = (rest: string, grants: Grants) => {
    const page = pageAt(schemas, rest);
    if (page?.type !== 'list' || !can(grants, page.schema.permission, 'VIEW')) return;
    if (!window.location.search) prefetchFirstList(dataProvider, store, page.schema);
    for (const target of lookupsOfList(schemas, page.schema, grants)) void lookups.load(target.path);
  };
  // All at once rather than one after the other as the page would ask: the messages, the page's
  // code, and the admin with their grants (react-admin asks for them before showing any page).
  const [i18nProvider] = await Promise.all([
    createI18nProvider(locale),
    rest === '/' ? Dashboard.preload() : preloadPageFor(schemas, rest)?.catch(() => undefined),
    boot.hasSession()
      ? loadRuntimeConfig()
          .then(() => boot.authProvider.getPermissions?.({}))
          .then((grants: Grants) => {
            holdPermissions(queryClient, grants);
            prefetchListAt(rest, grants);
          })
          .catch(() => undefined)
      : undefined,
  ]);
  const context: AdminContext = { registry, dataProvider, i18nProvider, lookups, notifications, queryClient };
  return function PreparedAdminRoot() {
    return <AdminRoot boot={boot} context={context} />;
  };
}

/** react-admin's `usePermissions()` keys its query so (ra-core's usePermissions, with no params). */
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;

/**
 * The grants the boot loaded, handed to react-admin's permission query before the first render:
 * its `usePermissions()` (the menu, the layout, the pages) has them in that render. Else the query
 * starts empty and answers a render later, and the layout's first frames show the menu with its
 * dashboard link alone. The answer is fresh for the query's own five minutes, as one it had asked
 * for; a logout clears it with the rest of react-admin's queries.
 */
export function holdPermissions(queryClient: QueryClient, grants: Grants): void {
  queryClient.setQueryData([...PERMISSIONS_QUERY_KEY], grants);
}

/** Another address of a page: the page's own, in the same language. */
function Alias({ to }: { to: string }) {
  return <Navigate to={`${useBasename()}${to}`} replace />;
}

function AdminRoot({ boot, context }: { boot: Boot; context: AdminContext }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const parsed = parseLocalePath(pathname);
  const { store } = boot;

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
  const i18nProvider = useLiveLanguage(context.i18nProvider, store, urlLocale);
  useEffect(() => prefetchWhenIdle([Dashboard.preload, ...LIKELY_PAGES]), []);
  if (parsed.kind !== 'ok') return null;
  return (
    // Render errors (and page chunks that failed to load) show the error catalogue's page.
    <AppErrorBoundary translate={i18nProvider.translate} homePath={localizedPath('/', parsed.locale)}>
      {/* Under the shell's `${prefix}/*` route: react-admin's routes are relative to it. */}
      <AdminApp
        {...context}
        store={store}
        authProvider={boot.authProvider}
        i18nProvider={i18nProvider}
        basename={parsed.prefix}
      />
    </AppErrorBoundary>
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

type AdminAppProps = AdminContext & Pick<Boot, 'authProvider' | 'store'> & { basename: string };

/**
 * react-admin and everything under it. Memoised: its props change only with
 * the language, while AdminRoot follows every address; without it each
 * navigation would render the whole tree again (every resource's routes,
 * react-admin's providers and layout) before the new page.
 */
const AdminApp = memo(function AdminApp({
  registry,
  dataProvider,
  authProvider,
  i18nProvider,
  store,
  lookups,
  notifications,
  queryClient,
  basename,
}: AdminAppProps) {
  return (
    <SchemaRegistryProvider registry={registry}>
      <NotificationServiceProvider service={notifications}>
        {/* Lists and record pages follow others' writes on the notifications' broker connection. */}
        <LiveProvider source={notifications ?? null}>
          <LookupProvider cache={lookups}>
            <LiveLookups schemas={registry.schemas} />
            {/* react-admin's <Admin> is these two; used apart, its English polyglot pack (our messages replace it) stays out of the bundle. */}
            <AdminContext
              basename={basename}
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              store={store}
              // The account menu's choice, else the system's (react-admin's store key `theme`).
              lightTheme={lightTheme}
              darkTheme={darkTheme}
              queryClient={queryClient}
            >
              {/* Referenced records' titles (a job's company) follow writes to them. */}
              <LiveReferences schemas={registry.schemas} />
              <AdminUI
                title="Marketplace Admin"
                layout={AppLayout}
                // The login page is the shell's (App.tsx): /login never reaches react-admin.
                loginPage={false}
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
                  {/* The specification's address of the account form: the moderators' create page. */}
                  <Route path="/setting/create-account" element={<Alias to="/setting/moderator/create" />} />
                  {/* The signed-in admin's own sessions: every admin, no privilege. */}
                  <Route path="/profile/sessions" element={<SessionsPage />} />
                  {/* The signed-in admin's own password: every admin, no privilege. */}
                  <Route path="/profile/password" element={<PasswordPage />} />
                  {/* The signed-in admin's own second sign-in factor: every admin, no privilege. */}
                  <Route path="/profile/two-factor" element={<TwoFactorPage />} />
                </CustomRoutes>
                {/* Full-page screens: the error pages, and the account request that guests reach too. */}
                <CustomRoutes noLayout>
                  <Route
                    path="/Page404"
                    element={
                      <PlaceholderSuspense>
                        <Page404 />
                      </PlaceholderSuspense>
                    }
                  />
                  <Route
                    path="/Page500"
                    element={
                      <PlaceholderSuspense>
                        <Page500 />
                      </PlaceholderSuspense>
                    }
                  />
                  <Route
                    path="/Register"
                    element={
                      <PlaceholderSuspense>
                        <RegisterPage />
                      </PlaceholderSuspense>
                    }
                  />
                  <Route
                    path="/register/confirm"
                    element={
                      <PlaceholderSuspense>
                        <RegisterConfirmPage />
                      </PlaceholderSuspense>
                    }
                  />
                </CustomRoutes>
              </AdminUI>
            </AdminContext>
          </LookupProvider>
        </LiveProvider>
      </NotificationServiceProvider>
    </SchemaRegistryProvider>
  );
});
