// The route crawl: every route of the spec's list (docs/spec/routes.txt) that
// the product serves so far, with real ids from the seeded data, in all three
// locale variants. Each page must show its own heading (the entity's name,
// the record's name in that language) and its content, with no console error
// (the fixture fails the test on any). Each language opens one route of each
// page shape by a full load (a list, a detail page, an edit form, a related
// list…; each language another entity's) and reaches the others inside the
// running app: a full load costs the renderer several times what a page
// reached in the app does, and what it adds is the same for every route of
// a shape.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { schemas } from '../schemas';
import { translatedName } from '../src/engine/kinds';
import { LOCALE_CODES, type LocaleCode } from '../src/engine/locales';
import { localePrefix } from '../src/providers/localeUrl';
import type { EntitySchema } from '../src/engine/schema';
import { bearerOf, login, openInApp, test, expect } from './fixtures';
import { entityName, t as message } from './messages';

const ROUTES = readFileSync(new URL('../docs/spec/routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

/** Every master of the spec's Masters menu (section 6), plus districts, majors and the settings list. */
const MASTER_ROUTES = [
  'city',
  'cityHome',
  'rental-object',
  'apartment-utility',
  'surrounding-utility',
  'home-payment',
  'home-direction',
  'occupations',
  'industries',
  'educations',
  'country',
  'region',
  'departments',
  'languages',
  'currencies',
  'categories',
  'categoryHome',
  'tags',
  'reportMaster',
  'newsCategories',
  'districts',
  'majors',
  'setting',
];

/** Routes of the spec not served yet (none left; the check below keeps new ones honest). */
const PENDING = new Set<string>();

/** The first segments of the areas built so far: every route under them is served. */
const AREAS = {
  'jobs and recruitment': [
    'account',
    'accountManage',
    'jobs',
    'jobApplication',
    'job-broker-application',
    'request',
    'requestTranslation',
    'receipts',
  ],
  'housing and content': [
    'homeRent',
    'homeSale',
    'home-form',
    'article',
    'news',
    'banner',
    'qna',
    'qna-reported',
    'contact',
    'report',
  ],
};

/** Pages of our own outside the entities: the heading each shows (an i18n key), and whether it sits in the app's layout. */
const OWN_PAGES: Record<string, { heading: string; layout: boolean }> = {
  '/Charts': { heading: 'app.dashboard.pages.charts', layout: true },
  '/Widgets': { heading: 'app.dashboard.pages.widgets', layout: true },
  '/Page404': { heading: 'app.errors.not_found', layout: false },
  '/Page500': { heading: 'app.errors.unknown_middleware', layout: false },
  '/Register': { heading: 'app.register.title', layout: false },
  '/register/confirm': { heading: 'app.register.confirm_title', layout: false },
};

/** Spec routes that are another address of an entity's page: they show that page. */
const ALIASES: Record<string, string> = { '/setting/create-account': '/setting/moderator/create' };

/** The login form: crawled signed out, below. */
const SIGNED_OUT_ROUTES = ['/Login'];

/** Routes outside the entities that exist today. */
const OTHER_ROUTES = ['/', '/Dashboard', ...Object.keys(OWN_PAGES), ...Object.keys(ALIASES)];

const byRoute = new Map(schemas.map((s) => [s.route, s]));
/** The entity a spec route belongs to: the longest UI route it starts with (routes may hold a slash, e.g. accountManage/companyManage). */
const schemaOf = (route: string): EntitySchema | undefined =>
  schemas
    .filter((s) => route === `/${s.route}` || route.startsWith(`/${s.route}/`))
    .sort((a, b) => b.route.length - a.route.length)[0];
const crawled = ROUTES.filter((route) => !PENDING.has(route) && (schemaOf(route) || OTHER_ROUTES.includes(route)));

type ApiRecord = Record<string, unknown> & { id: number };

function titleOf(schema: EntitySchema, record: ApiRecord, locale: LocaleCode): string {
  const value = record[schema.recordTitle];
  const kind = schema.fields[schema.recordTitle]?.kind;
  // A record titled by another record (an application by its job) is named by its number.
  if (kind === 'reference') return `#${record.id}`;
  return kind === 'translations' ? translatedName(value, locale) : String(value);
}

/** A real record of the entity: a general one for hierarchies (a child can be created under it). */
async function sampleRecord(page: Page, schema: EntitySchema, bearer: string): Promise<ApiRecord> {
  const path = schema.hierarchy ? `${schema.path}/general` : schema.path;
  // A variant's records only (e.g. a broker among companies).
  const variant = Object.entries(schema.variant?.values ?? {})
    .map(([name, value]) => `&${name}=${String(value)}`)
    .join('');
  const answer = await page.request.get(`/api/v1/${path}?page=1&paging=1&sort=id${variant}`, {
    headers: { Authorization: bearer },
  });
  expect(answer.status(), `GET ${path}`).toBe(200);
  const [record] = (await answer.json()).data as ApiRecord[];
  expect(record, `a seeded ${schema.name} record`).toBeTruthy();
  return record;
}

/**
 * What a record's sub-page of each kind shows; a create form that picks one of its choices (a translation's
 * language) says instead that none is left when the record has every one.
 */
const SUB_PAGE_CONTENT = {
  related: 'rows',
  translation: 'translation',
  create: 'form or none left',
  edit: 'form',
} as const;

interface Visit {
  url: string;
  /** The page heading (react-admin's title in the header); none on a page outside the layout. */
  title?: string;
  /** What else the page must show. */
  content: 'rows' | 'form' | 'form or none left' | 'record' | 'dashboard' | 'translation' | 'heading';
  /** The text of the page's own heading ('heading' content). */
  heading?: string;
  /**
   * What a full load of the address tests, the same for every route that shares it: the route with the
   * entity left out and a sub-page by its kind (e.g. `ID/related`); a page of our own is its own shape.
   */
  shape: string;
}

/** The URLs a spec route stands for (an optional id gives two) and what each must show. */
function visitsOf(route: string, locale: LocaleCode, prefix: string, record: ApiRecord | undefined): Visit[] {
  const alias = ALIASES[route];
  if (alias) return visitsOf(alias, locale, prefix, record).map((visit) => ({ ...visit, url: `${prefix}${route}` }));
  const schema = schemaOf(route);
  const url = `${prefix}${route === '/' ? '' : route}` || '/';
  const own = OWN_PAGES[route];
  if (own) {
    const heading = message(locale, own.heading);
    return [{ url, title: own.layout ? heading : undefined, content: 'heading', heading, shape: route }];
  }
  if (!schema) return [{ url, title: message(locale, 'app.menu.dashboard'), content: 'dashboard', shape: route }];
  const segments = route
    .slice(schema.route.length + 2)
    .split('/')
    .filter(Boolean);
  const variants =
    segments[0] === ':id?'
      ? [segments.slice(1), ['ID', ...segments.slice(1)]]
      : [segments.map((s) => (s === ':id' ? 'ID' : s))];
  /** `ID/update`, `ID/related`, `createPage`…: the parts with a page of the schema named by its kind. */
  const shapeOf = (parts: string[]): string => {
    const kindOf = (part: string) =>
      schema.subPages.find((p) => p.path === part)?.kind ??
      (schema.createPages.some((p) => p.path === part)
        ? 'createPage'
        : schema.editPages.some((p) => p.path === part)
          ? 'editPage'
          : part);
    return [schema.views.show ? 'show' : 'no-show', ...parts.map(kindOf)].join('/');
  };

  const entityVisit = (parts: string[]): Omit<Visit, 'shape'> => {
    const url = [`${prefix}/${schema.route}`, ...parts.map((part) => (part === 'ID' ? String(record!.id) : part))].join(
      '/',
    );
    const singular = entityName(locale, schema, 'one');
    const recordName = record ? titleOf(schema, record, locale) : '';
    const [first, second] = parts;
    const pageTitle = (path: string) => message(locale, `resources.${schema.name}.pages.${path}`);
    if (first === undefined) return { url, title: entityName(locale, schema, 'many'), content: 'rows' };
    if (schema.createPages.some((p) => p.path === first)) return { url, title: pageTitle(first), content: 'form' };
    // A sub-page without a record: its records of every record of the entity.
    if (schema.subPages.some((p) => p.path === first)) return { url, title: pageTitle(first), content: 'rows' };
    // /create, and the optional-id /update without an id: the create form.
    if (first !== 'ID') return { url, title: message(locale, 'ra.page.create', { name: singular }), content: 'form' };
    if (second === undefined)
      return { url, title: `${singular}: ${recordName}`, content: schema.views.show ? 'record' : 'form' };
    if (second === 'update') return { url, title: `${singular}: ${recordName}`, content: 'form' };
    if (second === 'create')
      return {
        url,
        title: message(locale, 'app.hierarchy.create_child', { entity: singular, parent: recordName }),
        content: 'form',
      };
    const sub = schema.subPages.find((p) => p.path === second);
    if (sub) return { url, title: `${pageTitle(second)}: ${recordName}`, content: SUB_PAGE_CONTENT[sub.kind] };
    return { url, title: `${pageTitle(second)}: ${recordName}`, content: 'form' };
  };
  return variants.map((parts) => ({ ...entityVisit(parts), shape: shapeOf(parts) }));
}

async function expectContent(page: Page, visit: Visit, locale: LocaleCode) {
  const main = page.locator('#main-content');
  switch (visit.content) {
    case 'rows':
      await expect(main.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
      break;
    case 'form':
      await expect(main.getByRole('button', { name: message(locale, 'ra.action.save') })).toBeVisible();
      break;
    case 'form or none left':
      await expect(
        main.getByRole('button', { name: message(locale, 'ra.action.save') }).or(main.locator('[data-no-choice-left]')),
      ).toBeVisible();
      break;
    case 'record':
      // The record's fields, down to its timestamps.
      await expect(main.getByText(message(locale, 'fields.created_at'), { exact: true }).first()).toBeVisible();
      break;
    case 'translation':
      // The language tabs, the interface language chosen, and the texts (or what is missing).
      await expect(
        main.getByRole('tab', { name: message(locale, `languages.${locale}`), selected: true }),
      ).toBeVisible();
      await expect(
        main
          .getByRole('alert')
          .or(main.getByText(message(locale, 'fields.created_at'), { exact: true }))
          .first(),
      ).toBeVisible();
      break;
    case 'heading':
      await expect(page.getByText(visit.heading!, { exact: true }).first()).toBeVisible();
      break;
    case 'dashboard':
      await expect(
        main.getByRole('heading', { name: message(locale, 'app.dashboard.welcome', { name: 'Admin' }) }),
      ).toBeVisible();
      break;
  }
}

test.describe('route crawl', () => {
  // The crawl only reads: its languages may go to different workers (each has its own server).
  test.describe.configure({ mode: 'parallel' });

  test('every master of the spec has its pages, and every route is crawled or waits for its entity', () => {
    const missing = MASTER_ROUTES.filter((route) => !byRoute.has(route));
    expect(missing, 'masters without a schema').toEqual([]);
    for (const route of MASTER_ROUTES)
      expect(crawled.filter((r) => r.split('/')[1] === route).length, route).toBeGreaterThan(0);
    expect(
      [...PENDING].filter((route) => !ROUTES.includes(route)),
      'pending routes not in the spec',
    ).toEqual([]);
    const unvisited = ROUTES.filter(
      (route) => !crawled.includes(route) && !PENDING.has(route) && !SIGNED_OUT_ROUTES.includes(route),
    );
    expect(unvisited, 'spec routes neither crawled nor pending').toEqual([]);
  });

  test('the login route shows the login form signed out, in each language', async ({ page }) => {
    for (const locale of LOCALE_CODES) {
      const prefix = localePrefix(locale);
      for (const route of SIGNED_OUT_ROUTES) {
        await page.goto(`${prefix}${route}`);
        await expect(page.getByRole('button', { name: message(locale, 'app.login.sign_in') })).toBeVisible();
      }
    }
    for (const [name, segments] of Object.entries(AREAS)) {
      const area = ROUTES.filter((route) => segments.includes(route.split('/')[1]));
      expect(area.length, name).toBeGreaterThan(20);
      expect(
        area.filter((route) => !crawled.includes(route) && !PENDING.has(route)),
        `${name} routes not served`,
      ).toEqual([]);
    }
  });

  test("react-admin's show address leads to the detail page; a record without one opens its edit page", async ({
    page,
  }) => {
    await login(page, undefined, '/ja/city/3/show');
    await expect(page).toHaveURL(/\/ja\/city\/3$/);
    await expect(page.getByText(message('ja', 'fields.created_at'), { exact: true }).first()).toBeVisible();
    await page.goto('/ja/setting/1');
    await expect(page).toHaveURL(/\/ja\/setting\/1\/update$/);
    await expect(page.getByRole('button', { name: message('ja', 'ra.action.save') })).toBeVisible();
  });

  for (const locale of LOCALE_CODES) {
    const prefix = localePrefix(locale);
    test(`every served route renders its own page (${locale})`, async ({ page }) => {
      test.setTimeout(600_000);
      await login(page, undefined, prefix);
      const bearer = await bearerOf(page);
      const records = new Map<string, ApiRecord>();
      const visits: Visit[] = [];
      for (const route of crawled) {
        const schema = schemaOf(route);
        if (schema && route.includes(':id') && !records.has(schema.route))
          records.set(schema.route, await sampleRecord(page, schema, bearer));
        visits.push(...visitsOf(route, locale, prefix, schema ? records.get(schema.route) : undefined));
      }
      // Two tabs of the same session take the addresses in turn (the crawl only reads, and two keep both
      // cores busy). One address of each shape is a full load, as a link opened from elsewhere, and the
      // languages take different ones of it (a different entity's list, detail page…); the others are
      // reached inside the running app, as the browser's Back and Forward do.
      const byShape = new Map<string, number[]>();
      visits.forEach(({ shape }, index) => byShape.set(shape, [...(byShape.get(shape) ?? []), index]));
      const deepLinks = new Set(
        [...byShape.values()].map((indices) => indices[Math.min(LOCALE_CODES.indexOf(locale), indices.length - 1)]),
      );
      const tabs = [page, await page.context().newPage()];
      let next = 0;
      let visited = 0;
      await Promise.all(
        tabs.map(async (tab) => {
          let loaded = tab === page;
          for (let index = next++, visit = visits[index]; visit; index = next++, visit = visits[index]) {
            const { url, title } = visit;
            await test.step(url, async () => {
              if (!loaded || deepLinks.has(index)) await tab.goto(url);
              else await openInApp(tab, url);
              loaded = true;
              if (title !== undefined) await expect(tab.locator('#react-admin-title'), url).toHaveText(title);
              await expect(tab.locator('html'), url).toHaveAttribute('lang', locale);
              await expectContent(tab, visit, locale);
            });
            visited += 1;
          }
        }),
      );
      expect(visited).toBe(visits.length);
      expect(visits.length).toBeGreaterThan(crawled.length - 1);
    });
  }
});
