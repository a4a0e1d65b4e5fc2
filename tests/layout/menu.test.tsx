// @vitest-environment jsdom
// The sidebar: which groups, sections, entries and "+" buttons show for a set
// of grants, and the menu drawn from them.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import en from '../../i18n/en.json';
import ja from '../../i18n/ja.json';
import vi from '../../i18n/vi.json';
import { schemas } from '../../schemas';
import { AppMenu, activeSchema, currentRoute, menuModel, type MenuGroupModel } from '../../src/layout/AppMenu';
import { lookupMessage, type Messages } from '../../src/engine/messages';
import { englishMessages, i18nProviderFor } from '../i18n';
import { can, type FunctionType, type Grants } from '../../src/engine/permissions';
import { createSchemaRegistry, SchemaRegistryProvider } from '../../src/engine/ui/registry';
import { authProviderGranting, book } from '../engine/fixtures';
import { holdPermissions } from '../../src/AdminRoot';
import { FUNCTION_TYPES, MENU_GROUPS, MENU_SECTIONS } from '../../schemas/app';
import type { MenuGroup, MenuSection } from '../../src/engine/schema';

const i18nProvider = await i18nProviderFor(englishMessages());
const ADMIN: Grants = { MASTER: ['VIEW', 'CREATE', 'UPDATE', 'DELETE'], SETTING_MODERATOR: ['VIEW', 'UPDATE'] };
const MODERATOR: Grants = { MASTER: ['VIEW'] };

type Layout = [string, [string | null, string[]][]][];

/** group → section → routes, and the routes with a "+". */
function shape(model: MenuGroupModel[]): { layout: Layout; plus: string[] } {
  return {
    layout: model.map(({ group, sections }) => [
      group,
      sections.map(({ section, entries }) => [section, entries.map((e) => e.route)]),
    ]),
    plus: model.flatMap(({ sections }) =>
      sections.flatMap(({ entries }) => entries.filter((e) => e.createRoute).map((e) => e.route)),
    ),
  };
}

// The masters each section holds today, in their order; a section may hold more (an entity added later).
const GEOGRAPHY = ['city', 'country', 'region', 'districts'];
const JOBS = ['occupations', 'industries', 'educations', 'departments', 'majors'];
const HOUSING = [
  'cityHome',
  'rental-object',
  'apartment-utility',
  'surrounding-utility',
  'home-payment',
  'home-direction',
  'categoryHome',
];
const CONTENT = ['categories', 'tags', 'reportMaster', 'newsCategories'];
const SYSTEM = ['languages', 'currencies'];
/** Permission and Moderator (spec section 6), then the settings the schemas add. */
const SETTINGS = ['setting/permission', 'setting/moderator', 'setting/session', 'setting', 'accessRequests'];

/** The registry's routes in a group's section (null: none) that grants of these function types show, in its order. */
const registered = (group: MenuGroup, section: MenuSection | null, types: readonly FunctionType[]) =>
  schemas
    .filter(
      (s) =>
        s.menu &&
        s.views.list &&
        s.menu.group === group &&
        (s.menu.section ?? null) === section &&
        (types as readonly string[]).includes(s.permission),
    )
    .map((s) => s.route);
/**
 * The layout the registry gives grants of these function types: groups and sections in menu order, a
 * group's entries without a section first, empty ones left out.
 */
const expectedLayout = (types: readonly FunctionType[]): Layout =>
  MENU_GROUPS.map((group): Layout[number] => [
    group,
    [null, ...MENU_SECTIONS]
      .map((section): [string | null, string[]] => [section, registered(group, section, types)])
      .filter(([, routes]) => routes.length > 0),
  ]).filter(([, sections]) => sections.length > 0);
/** `part`, in its order, within `routes` (which may hold more). */
const keptIn = (routes: readonly string[], part: readonly string[]) => routes.filter((r) => part.includes(r));

/** Spec section 6, "entry to function type": every sidebar entry of the spec and the one function type that shows it. */
const SPEC_ENTRIES: Record<string, FunctionType> = {
  'accountManage/companyManage': 'COMPANIES', // Company
  'accountManage/companyBrokerManage': 'COMPANIES', // Company Broker
  'accountManage/leaseManage': 'LEASES', // Lease
  'accountManage/candidateManage': 'CANDIDATES', // Candidate
  'accountManage/supporterManage': 'TRANSLATORS', // Supporter
  request: 'REQUEST_ACTIVES', // Request Active
  requestTranslation: 'REQUEST_TRANSLATIONS', // Request Translation
  jobApplication: 'JOB_APPLICATIONS', // Job Application
  'job-broker-application': 'JOB_APPLICATIONS', // Job Broker Application
  jobs: 'JOBS', // Job
  homeRent: 'HOMES', // Home Rent
  homeSale: 'HOMES', // Home Sale
  receipts: 'RECEIPTS', // Receipt
  article: 'ARTICLES', // Article
  news: 'NEWS', // News
  banner: 'BANNERS', // Banner
  contact: 'CONTACT', // Contact
  report: 'REPORT', // Report
  qna: 'COMMUNITY', // Q&A
  'qna-reported': 'COMMUNITY', // Reported Q&A
  'home-form': 'HOME_FORM', // Home Form
  account: 'USER_ACCOUNTS', // Account
  'setting/permission': 'SETTING_MODERATOR', // Setting: Permission
  'setting/moderator': 'SETTING_MODERATOR', // Setting: Moderator
};
/** The spec's Masters entries (each with List and Create), as routes. */
const SPEC_MASTERS = [
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
];
const routesOf = (model: MenuGroupModel[]) =>
  model.flatMap(({ sections }) => sections.flatMap(({ entries }) => entries.map((e) => e.route)));

describe('menu model', () => {
  it('gives an admin every master in its section, each with a +, and the settings without one', () => {
    const { layout, plus } = shape(menuModel(schemas, ADMIN));
    const types = Object.keys(ADMIN) as FunctionType[];
    expect(layout).toEqual(expectedLayout(types));
    // The entries of today, each in its group and section, in their order.
    const at = (group: string, section: string | null) =>
      layout.find(([g]) => g === group)?.[1].find(([s]) => s === section)?.[1] ?? [];
    expect(keptIn(at('settings', null), SETTINGS)).toEqual(SETTINGS);
    expect(layout.find(([group]) => group === 'masters')?.[1].map(([section]) => section)).toEqual(
      MENU_SECTIONS.filter((section) => registered('masters', section, types).length > 0),
    );
    expect(keptIn(at('masters', 'geography'), GEOGRAPHY)).toEqual(GEOGRAPHY);
    expect(keptIn(at('masters', 'jobs'), JOBS)).toEqual(JOBS);
    expect(keptIn(at('masters', 'housing'), HOUSING)).toEqual(HOUSING);
    expect(keptIn(at('masters', 'content'), CONTENT)).toEqual(CONTENT);
    expect(keptIn(at('masters', 'system'), SYSTEM)).toEqual(SYSTEM);
    // A + on every master (and every other entity the admin may create), none on the settings.
    const creatable = new Set(schemas.filter((s) => s.views.create).map((s) => s.route));
    expect(plus).toEqual(
      expectedLayout(types)
        .flatMap(([, sections]) => sections.flatMap(([, routes]) => routes))
        .filter(
          (route) => creatable.has(route) && can(ADMIN, schemas.find((s) => s.route === route)!.permission, 'CREATE'),
        ),
    );
    expect(keptIn(plus, [...GEOGRAPHY, ...JOBS, ...HOUSING, ...CONTENT, ...SYSTEM])).toEqual([
      ...GEOGRAPHY,
      ...JOBS,
      ...HOUSING,
      ...CONTENT,
      ...SYSTEM,
    ]);
    expect(keptIn(plus, SETTINGS)).toEqual([]);
  });

  it('gives a moderator with VIEW on masters the same masters and no +', () => {
    const { layout, plus } = shape(menuModel(schemas, MODERATOR));
    expect(layout).toEqual(expectedLayout(['MASTER']));
    expect(layout.map(([group]) => group)).toContain('masters');
    expect(shape(menuModel(schemas, ADMIN)).layout.find(([group]) => group === 'masters')).toEqual(
      layout.find(([group]) => group === 'masters'),
    );
    expect(plus).toEqual([]);
  });

  it('an entry carries the lookups its list names, those the grants let the admin read', () => {
    const entry = (grants: Grants, route: string) =>
      menuModel(schemas, grants)
        .flatMap(({ sections }) => sections.flatMap(({ entries }) => entries))
        .find((e) => e.route === route);
    expect(entry({ JOBS: ['VIEW'], MASTER: ['VIEW'] }, 'jobs')?.lookups).toEqual(['cities', 'occupations']);
    // Without VIEW on masters the cells could not read them either: nothing is asked for ahead.
    expect(entry({ JOBS: ['VIEW'] }, 'jobs')?.lookups).toEqual([]);
    expect(entry(ADMIN, 'languages')?.lookups).toEqual([]);
    expect(entry(ADMIN, 'setting/permission')?.lookups).toEqual([]);
  });

  it('shows nothing without VIEW: CREATE alone, other function types, no grants', () => {
    expect(menuModel(schemas, { MASTER: ['CREATE', 'UPDATE'] })).toEqual([]);
    expect(menuModel(schemas, { HOMES: ['CREATE', 'UPDATE'] })).toEqual([]);
    // VIEW on one function type shows its entries only: companies and brokers.
    expect(shape(menuModel(schemas, { COMPANIES: ['VIEW'] })).layout).toEqual([
      ['accounts', [[null, ['accountManage/companyManage', 'accountManage/companyBrokerManage']]]],
    ]);
    expect(menuModel(schemas, {})).toEqual([]);
    expect(shape(menuModel(schemas, { SETTING_MODERATOR: ['VIEW'] })).layout).toEqual([
      ['settings', [[null, SETTINGS]]],
    ]);
  });

  it('follows the spec table: VIEW on one function type shows exactly its entries', () => {
    for (const type of FUNCTION_TYPES) {
      const routes = routesOf(menuModel(schemas, { [type]: ['VIEW'] }));
      const expected =
        type === 'MASTER' ? SPEC_MASTERS : Object.keys(SPEC_ENTRIES).filter((route) => SPEC_ENTRIES[route] === type);
      // Entries beyond the spec (districts, majors, system settings, account requests) may join their type's; none of the spec's may be missing or elsewhere.
      expect(routes.filter((route) => route in SPEC_ENTRIES || SPEC_MASTERS.includes(route)).sort(), type).toEqual(
        [...expected].sort(),
      );
    }
  });

  it('shows the Masters menu only with VIEW on MASTER and Setting only with VIEW on SETTING_MODERATOR', () => {
    const everythingBut = (left: FunctionType) =>
      Object.fromEntries(
        FUNCTION_TYPES.filter((t) => t !== left).map((t) => [t, ['VIEW', 'CREATE', 'UPDATE', 'DELETE']]),
      ) as Grants;
    const groups = (grants: Grants) => menuModel(schemas, grants).map(({ group }) => group);
    expect(groups(everythingBut('MASTER'))).not.toContain('masters');
    expect(groups(everythingBut('SETTING_MODERATOR'))).not.toContain('settings');
    expect(groups({ MASTER: ['VIEW'], SETTING_MODERATOR: ['VIEW'] })).toEqual(['settings', 'masters']);
    // Moderator registration's "+" needs CREATE on SETTING_MODERATOR.
    const moderator = (grants: Grants) =>
      menuModel(schemas, grants)
        .flatMap((g) => g.sections.flatMap((s) => s.entries))
        .find((e) => e.route === 'setting/moderator');
    expect(moderator({ SETTING_MODERATOR: ['VIEW'] })?.createRoute).toBeUndefined();
    expect(moderator({ SETTING_MODERATOR: ['VIEW', 'CREATE'] })?.createRoute).toBe('setting/moderator/create');
  });

  it('puts entries without a section first, and leaves out empty sections', () => {
    const { layout } = shape(menuModel([book, ...schemas.filter((s) => s.route === 'currencies')], ADMIN));
    expect(layout).toEqual([
      [
        'masters',
        [
          [null, ['book']],
          ['system', ['currencies']],
        ],
      ],
    ]);
  });

  it('places every master in a section', () => {
    const masters = schemas.filter((s) => s.menu && s.menu.group === 'masters');
    expect(masters.length).toBeGreaterThan(0);
    expect(masters.filter((s) => s.menu && !s.menu.section).map((s) => s.route)).toEqual([]);
  });

  it('finds the entity of a page under any language prefix', () => {
    expect(activeSchema('/ja/city/3/update', '/ja', schemas)?.route).toBe('city');
    expect(activeSchema('/cityHome', '', schemas)?.route).toBe('cityHome');
    expect(activeSchema('/vi/categoryHome/2', '/vi', schemas)?.route).toBe('categoryHome');
    expect(activeSchema('/', '', schemas)).toBeUndefined();
  });

  it('marks only the deepest entry a page is on, so a screen under /setting is not also System settings', () => {
    const routes = ['setting', 'setting/permission', 'setting/moderator', 'city', 'cityHome'];
    expect(currentRoute('/ja/setting/permission', '/ja', routes)).toBe('setting/permission');
    expect(currentRoute('/setting/moderator', '', routes)).toBe('setting/moderator');
    expect(currentRoute('/setting', '', routes)).toBe('setting');
    expect(currentRoute('/setting/3', '', routes)).toBe('setting');
    expect(currentRoute('/cityHome/2', '', routes)).toBe('cityHome');
    expect(currentRoute('/city/2/update', '', routes)).toBe('city');
    expect(currentRoute('/', '', routes)).toBeUndefined();
  });

  it('labels every section in English, Japanese and Vietnamese', () => {
    for (const messages of [en, ja, vi] as Messages[]) {
      for (const section of MENU_SECTIONS) expect(lookupMessage(messages, `app.menu.sections.${section}`)).toBeTruthy();
      expect(lookupMessage(messages, 'app.menu.create_entity')).toContain('{{name}}');
    }
  });
});

describe('menu', () => {
  afterEach(cleanup);

  const registry = createSchemaRegistry(schemas);
  /** How many entries the menu has for these grants (those `which` picks). */
  const shownEntries = (grants: Grants, which: (entry: { createRoute?: string }) => boolean = () => true) =>
    menuModel(schemas, grants)
      .flatMap(({ sections }) => sections.flatMap(({ entries }) => entries))
      .filter(which).length;

  function renderMenu(grants: Grants) {
    const authProvider = authProviderGranting(grants);
    return render(
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <SchemaRegistryProvider registry={registry}>
          <AppMenu />
        </SchemaRegistryProvider>
      </AdminContext>,
    );
  }

  it('links each entity to its list and offers a named + to create one', async () => {
    const { container } = renderMenu(ADMIN);
    const city = await screen.findByRole('link', { name: 'Cities' });
    expect(city.getAttribute('href')).toBe('#/city');
    expect(city.getAttribute('title')).toBe('Cities');
    const entry = container.querySelector('[data-menu-entity="city"]') as HTMLElement;
    expect(within(entry).getByRole('link', { name: 'Create City' }).getAttribute('href')).toBe('#/city/create');
    expect(screen.getByRole('button', { name: 'Geography' }).getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelectorAll('.menu-create')).toHaveLength(
      shownEntries(ADMIN, (entry) => !!entry.createRoute),
    );
  });

  // On a full load the layout's first frames once showed "Dashboard" alone, the entries a render (and on a
  // slow machine 0.5–1.7 s) later. One render, no effects, no second pass: what the layout's first frame holds.
  it('draws every entry in its first render when the boot has handed the grants to react-admin', () => {
    const queryClient = new QueryClient();
    holdPermissions(queryClient, ADMIN);
    const first = document.createElement('div');
    first.innerHTML = renderToStaticMarkup(
      <AdminContext
        authProvider={authProviderGranting(ADMIN)}
        i18nProvider={i18nProvider}
        // The app's store holds its language; react-admin renders nothing until the two agree.
        store={memoryStore({ locale: 'en' })}
        queryClient={queryClient}
      >
        <SchemaRegistryProvider registry={registry}>
          <AppMenu />
        </SchemaRegistryProvider>
      </AdminContext>,
    );
    const routes = menuModel(schemas, ADMIN).flatMap(({ sections }) =>
      sections.flatMap(({ entries }) => entries.map((e) => e.route)),
    );
    expect(routes.length).toBeGreaterThan(20);
    expect([...first.querySelectorAll('[data-menu-entity]')].map((e) => e.getAttribute('data-menu-entity'))).toEqual(
      routes,
    );
  });

  it('has no + for a moderator', async () => {
    const { container } = renderMenu(MODERATOR);
    await screen.findByRole('link', { name: 'Cities' });
    expect(container.querySelectorAll('[data-menu-entity]')).toHaveLength(shownEntries(MODERATOR));
    expect(container.querySelectorAll('.menu-create')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /^Create / })).toBeNull();
  });
});
