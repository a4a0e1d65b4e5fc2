// Access as users arrive: the demo moderator's exact sidebar, the addresses of
// what they may not open (list, record, edit, create, settings screens; in
// Japanese too) showing the access-denied page in place with the API refusing
// the same, a grant withdrawn while a page is open, and the administrator's
// every entry.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { parseCsv } from '../scripts/csv';
import { ADMIN, apiGet, bearerOf, expect, login, loginWithForm, MODERATOR, openInApp, test } from './fixtures';
import { t } from './messages';

/** The demo moderator's grants (demo/accounts.ts) read through spec section 6's entry table. */
const MODERATOR_ENTRIES = [
  // COMPANIES, CANDIDATES, TRANSLATORS
  'accountManage/companyManage',
  'accountManage/companyBrokerManage',
  'accountManage/candidateManage',
  'accountManage/supporterManage',
  // JOBS, JOB_APPLICATIONS
  'jobs',
  'jobApplication',
  'job-broker-application',
  // ARTICLES, NEWS, CONTACT, REPORT, COMMUNITY
  'article',
  'news',
  'contact',
  'report',
  'qna',
  'qna-reported',
  // MASTER: VIEW
  'city',
  'country',
  'region',
  'districts',
  'occupations',
  'industries',
  'educations',
  'departments',
  'majors',
  'cityHome',
  'rental-object',
  'apartment-utility',
  'surrounding-utility',
  'home-payment',
  'home-direction',
  'categoryHome',
  'categories',
  'tags',
  'reportMaster',
  'newsCategories',
  'languages',
  'currencies',
];

/** Every sidebar entry of the spec (section 6) with its Setting screens, and what we add beside them. */
const ALL_ENTRIES = [
  ...MODERATOR_ENTRIES,
  'account',
  'accountManage/leaseManage',
  'request',
  'requestTranslation',
  'receipts',
  'homeRent',
  'homeSale',
  'home-form',
  'banner',
  'setting/permission',
  'setting/moderator',
  'setting/session',
  'setting/audit-log',
  'setting',
  'accessRequests',
];

/**
 * A new account holding exactly `grants`, made by the administrator through the API (the page stays
 * signed out): other tests' accounts never change under it.
 */
async function accountWith(request: APIRequestContext, name: string, grants: Record<string, string[]>) {
  const signedIn = await request.post('/api/v1/admin/oauth/token', { data: { grant_type: 'password', ...ADMIN } });
  expect(signedIn.status()).toBe(200);
  const admin = `Bearer ${(await signedIn.json()).data.access_token}`;
  const suffix = `${Date.now()}`;
  const functions = Object.entries(grants).map(([type, privileges]) => ({ function: { type }, privileges }));
  const created = await request.post('/api/v1/admin/permissions', {
    headers: { Authorization: admin },
    data: { name: `${name} ${suffix}`, functions },
  });
  expect(created.status()).toBe(201);
  const permission = (await created.json()).data;
  const user = { email: `reader-${suffix}@example.com`, password: 'reader-password' };
  const registered = await request.post('/api/v1/user/register/manager', {
    headers: { Authorization: admin },
    data: { name, email: user.email, password: user.password, permission_id: permission.id },
  });
  expect(registered.status()).toBe(201);
  return { user, permission, admin };
}

const sidebarEntries = (page: Page) =>
  page.locator('[data-menu-entity]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-menu-entity')));

test('the demo moderator sees exactly the entries of their grants, without a "+" where they may not create', async ({
  page,
}) => {
  await login(page, MODERATOR);
  await expect(page.locator('[data-menu-entity="city"]')).toBeVisible();
  expect((await sidebarEntries(page)).sort()).toEqual([...MODERATOR_ENTRIES].sort());
  await expect(page.locator('[data-menu-group="settings"]')).toHaveCount(0);
  await expect(page.locator('.menu-create')).toHaveCount(0);
});

test('a moderator sees masters without Create, and the server refuses a write', async ({ page }) => {
  await login(page, MODERATOR);
  const entry = page.locator('[data-menu-entity="city"]');
  await expect(entry.getByRole('link', { name: 'Cities', exact: true })).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Create City' })).toHaveCount(0);

  await entry.getByRole('link', { name: 'Cities', exact: true }).click();
  await expect(page.locator('.RaDatagrid-tbody tr')).toHaveCount(20);
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);

  const refused = await page.request.post('/api/v1/cities', {
    headers: { Authorization: await bearerOf(page) },
    data: { names: [{ language_code: 'en', name: 'Nope' }], country_id: 1 },
  });
  expect(refused.status()).toBe(403);
});

test.describe('addresses the moderator may not open', () => {
  const denied: { path: string; api?: string; at?: string }[] = [
    // HOMES is not theirs: list, record, edit; the record's id is a real one.
    { path: '/homeRent', api: 'admin/homes/rents' },
    { path: '/homeRent/1', api: 'admin/homes/rents/1' },
    { path: '/homeRent/1/update', api: 'admin/homes/rents/1' },
    // MASTER is VIEW only: no create and no edit form.
    { path: '/city/create' },
    { path: '/city/1/update' },
    // Setting needs SETTING_MODERATOR.
    { path: '/setting', api: 'admin/settings' },
    { path: '/setting/permission', api: 'admin/permissions' },
    { path: '/setting/moderator', api: 'admin/moderators' },
    // Another address of the moderators' create form: refused there.
    { path: '/setting/create-account', at: '/setting/moderator/create' },
  ];
  for (const { path, api, at = path } of denied) {
    test(`${path} shows the access-denied page there and no data`, async ({ page }) => {
      await login(page, MODERATOR);
      const calls: string[] = [];
      page.on('request', (request) => {
        // The admin's own permission detail is read at every page load; nothing else of these.
        const url = request.url();
        if (url.includes('/api/v1/') && /homes|settings|permissions|moderators/.test(url) && !/\/detail$/.test(url))
          calls.push(url);
      });
      await page.goto(path);
      await expect(page.locator('[data-access-denied]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: t('en', 'app.access_denied.title') })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === at);
      await expect(page.locator('.RaDatagrid-tbody tr, form input[name]')).toHaveCount(0);
      // The page asked for none of it; the server would not have given it anyway.
      expect(calls).toEqual([]);
      if (api) {
        const answer = await page.request.get(`/api/v1/${api}`, { headers: { Authorization: await bearerOf(page) } });
        expect(answer.status()).toBe(403);
      }
      // Still signed in: the way home leads to the dashboard.
      await page.getByRole('link', { name: t('en', 'app.errors.go_home') }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.locator('[data-menu-entity="city"]')).toBeVisible();
    });
  }

  test('in Japanese, on a deep link opened signed out', async ({ page }) => {
    await page.goto('/ja/homeSale/1');
    await expect(page).toHaveURL((url) => url.pathname === '/ja/login');
    await login(page, MODERATOR, '/ja');
    await page.goto('/ja/homeSale/1');
    await expect(page.getByRole('heading', { level: 1, name: t('ja', 'app.access_denied.title') })).toBeVisible();
    await expect(page.getByText(t('ja', 'app.access_denied.message'))).toBeVisible();
    await expect(page).toHaveTitle(`${t('ja', 'app.access_denied.title')} · ${t('ja', 'app.title')}`);
  });
});

test('a refused tab of a record keeps the page title apart from the access-denied page, in every language', async ({
  page,
}) => {
  await login(page, MODERATOR);
  for (const locale of ['en', 'ja', 'vi'] as const) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    await page.goto(`${prefix}/accountManage/companyManage/2/receipt`);
    await expect(page.locator('[data-access-denied]')).toBeVisible();
    const header = page.locator('#react-admin-title');
    // "Receipts: <company>", nothing glued after the company's name.
    await expect(header).toHaveText(new RegExp(`^${t(locale, 'resources.companies.pages.receipt')}: \\S.*$`));
    await expect(header).not.toContainText(t(locale, 'app.access_denied.title'));
  }
});

test.describe('a grant withdrawn while a page is open', () => {
  test.use({ expectedHttpErrors: [403] });

  test('the next load shows access denied in place and the session goes on; the next page load drops the entry', async ({
    page,
    request,
  }) => {
    // An account of its own, so the demo moderator's grants never change under other tests.
    const { user, permission, admin } = await accountWith(request, 'Masters reader', { MASTER: ['VIEW'] });
    await login(page, user);
    await page.locator('[data-menu-entity="city"]').getByRole('link').first().click();
    await expect(page.locator('.RaDatagrid-tbody tr')).toHaveCount(20);

    const withdrawn = await request.post(`/api/v1/admin/permissions/${permission.id}/detail`, {
      headers: { Authorization: admin },
      data: { functions: [{ function: { type: 'NEWS' }, privileges: ['VIEW'] }] },
    });
    expect(withdrawn.status()).toBe(200);

    // The menu still holds Cities (read at this page load); the list's next page is refused.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.locator('[data-access-denied]')).toBeVisible();
    await expect(page.locator('.RaDatagrid-tbody tr')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/city');

    // A reload reads the grants again: Cities has gone, News has come, and the session held.
    await page.reload();
    await expect(page.locator('[data-menu-entity="news"]')).toBeVisible();
    await expect(page.locator('[data-menu-entity="city"]')).toHaveCount(0);
    await expect(page.locator('[data-access-denied]')).toBeVisible();
  });
});

test('the administrator has every entry, and each opens its page', async ({ page }) => {
  await login(page, ADMIN);
  await expect(page.locator('[data-menu-entity="city"]')).toBeVisible();
  const entries = await sidebarEntries(page);
  expect([...entries].sort()).toEqual([...ALL_ENTRIES].sort());
  const bearer = await bearerOf(page);
  expect((await apiGet(page.request, bearer, 'admin/functions?paging=100')).data).toHaveLength(20);
  for (const route of entries) {
    const row = page.locator(`[data-menu-entity="${route}"]`);
    // Everything starts unfolded.
    await row.scrollIntoViewIfNeeded();
    await row.getByRole('link').first().click();
    await expect(page, route!).toHaveURL((url) => url.pathname === `/${route}`);
    await expect(page.locator('#react-admin-title')).not.toBeEmpty();
    await expect(page.locator('[data-access-denied]'), route!).toHaveCount(0);
  }
});

test.describe('an admin who may view jobs, but not masters nor companies', () => {
  /** What the page asks of the API for the records this admin may not read. */
  const refusable = /^\/api\/v1\/(cities|occupations|industries|currencies|admin\/companies)(\/|$)/;

  test('the jobs list and a job name those records by their ids and ask for none of them (on a desktop and at 375 px)', async ({
    page,
    request,
  }) => {
    const { user } = await accountWith(request, 'Jobs reader', { JOBS: ['VIEW'] });
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (refusable.test(pathname)) asked.push(pathname);
    });
    await login(page, user);
    await page.locator('[data-menu-entity="jobs"]').getByRole('link').first().click();
    const rows = page.locator('.RaDatagrid-tbody tr');
    await expect(rows.first()).toBeVisible();
    // A job always names its company; its city and occupation may be empty.
    const companies = await rows.locator('td.column-company_id').allTextContents();
    expect(companies.length).toBeGreaterThan(0);
    for (const text of companies) expect(text).toMatch(/^#\d+$/);
    for (const column of ['city_id', 'occupation_id']) {
      const texts = await rows.locator(`td.column-${column}`).allTextContents();
      for (const text of texts) expect(text, column).toMatch(/^(#\d+)?$/);
      expect(
        texts.some((text) => text !== ''),
        column,
      ).toBe(true);
    }
    // The export writes those ids, with their names empty, rather than failing on a refused read.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('en', 'ra.action.export') }).click(),
    ]);
    const csv = parseCsv(
      readFileSync((await download.path())!)
        .subarray(3)
        .toString('utf8'),
    );
    const companyId = csv[0].indexOf(
      t('en', 'app.export.referenceId', { field: t('en', 'resources.jobs.fields.company_id') }),
    );
    expect(companyId, csv[0].join(' | ')).toBeGreaterThan(0);
    expect(csv.slice(1, 3).map((row) => [`#${row[companyId]}`, row[companyId + 1]])).toEqual(
      companies.slice(0, 2).map((company) => [company, '']),
    );
    // The job itself: the same ids.
    const id = (await rows.first().locator('td.column-id').textContent())!.trim();
    await rows.first().locator('td.column-title').click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${id}$`));
    await expect(page.locator('#main-content')).toContainText(companies[0]);
    // On a phone, each row's second line is its company: its id too.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goBack();
    await expect(page.locator('main li').first()).toContainText(/^.+#\d+$/);
    expect(asked).toEqual([]);
  });

  test('with UPDATE, in Vietnamese: no filter on those records; the edit form keeps them as ids it cannot change, and saves the rest', async ({
    page,
    request,
  }) => {
    const { user, admin } = await accountWith(request, 'Jobs editor', { JOBS: ['VIEW', 'UPDATE'] });
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (refusable.test(pathname)) asked.push(pathname);
    });
    await login(page, user, '/vi');
    await page.locator('[data-menu-entity="jobs"]').getByRole('link').first().click();
    const firstRow = page.locator('.RaDatagrid-tbody tr').first();
    await expect(firstRow).toBeVisible();
    const field = (name: string) => t('vi', `resources.jobs.fields.${name}`);
    await page.getByRole('button', { name: t('vi', 'ra.action.add_filter') }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: field('status') })).toBeVisible();
    for (const name of ['company_id', 'city_id', 'occupation_id', 'industry_id'])
      await expect(page.getByRole('menuitemcheckbox', { name: field(name) })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const id = (await firstRow.locator('td.column-id').textContent())!.trim();
    const before = (await apiGet(request, admin, `admin/jobs/${id}`)).data;
    await openInApp(page, `/vi/jobs/${id}/update`);
    const company = page.getByRole('textbox', { name: field('company_id') });
    await expect(company).toHaveValue(`#${before.company_id}`);
    await expect(company).toHaveAttribute('readonly', '');
    await expect(
      page.getByText(
        t('vi', 'app.access_denied.reference', { name: t('vi', 'resources.companies.name', { smart_count: 2 }) }),
      ),
    ).toBeVisible();
    const openings = Number(before.openings ?? 1) === 9 ? 8 : 9;
    await page.locator('input[name="openings"]').fill(String(openings));
    await page.getByRole('button', { name: t('vi', 'ra.action.save'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/vi/jobs/${id}$`));
    const after = (await apiGet(request, admin, `admin/jobs/${id}`)).data;
    expect(after.openings).toBe(openings);
    expect([after.company_id, after.city_id, after.occupation_id, after.currency_id]).toEqual([
      before.company_id,
      before.city_id,
      before.occupation_id,
      before.currency_id,
    ]);
    expect(asked).toEqual([]);
  });
});

test('an editor without masters on a phone, in Japanese, from a deep link opened signed out: the edit form shows the company as its id, read-only, within the screen; a create form says what it cannot set', async ({
  page,
  request,
}) => {
  const { user, admin } = await accountWith(request, 'Jobs and news editor', {
    JOBS: ['VIEW', 'UPDATE'],
    NEWS: ['VIEW', 'CREATE'],
  });
  const job = (await apiGet(request, admin, 'admin/jobs?page=1&paging=1')).data[0];
  await page.setViewportSize({ width: 375, height: 812 });
  const form = `/ja/jobs/${job.id}/update`;
  await page.goto(form);
  await expect(page).toHaveURL((url) => url.pathname === '/ja/login');
  await loginWithForm(page, user, '/ja');
  await page.goto(form);
  const company = page.getByRole('textbox', { name: t('ja', 'resources.jobs.fields.company_id') });
  await expect(company).toHaveValue(`#${job.company_id}`);
  await expect(company).toHaveAttribute('readonly', '');
  const note = page.getByText(
    t('ja', 'app.access_denied.reference', { name: t('ja', 'resources.companies.name', { smart_count: 2 }) }),
  );
  await expect(note).toBeVisible();
  // The field and its note stay on the screen: no sideways scroll, nothing past its right edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const part of [company, note]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  // A news item needs its category, a master this admin may not read: the form says so before a save.
  await openInApp(page, '/ja/news/create');
  const category = page.getByRole('textbox', { name: t('ja', 'resources.news.fields.category_id') });
  await expect(category).toHaveValue('');
  await expect(category).toHaveAttribute('readonly', '');
  await expect(
    page.getByText(
      t('ja', 'app.access_denied.reference_required', {
        name: t('ja', 'resources.news_categories.name', { smart_count: 2 }),
      }),
    ),
  ).toBeVisible();
});

test("a housing editor without masters, in Japanese: a listing's utilities stay as their ids, read-only, and the rest saves", async ({
  page,
  request,
}) => {
  const { user, admin } = await accountWith(request, 'Homes editor', { HOMES: ['VIEW', 'UPDATE'] });
  const listings = (await apiGet(request, admin, 'admin/homes/rents?page=1&paging=100')).data as Record<string, any>[];
  const listing = listings.find((row) => row.apartment_utility_ids?.length >= 2)!;
  expect(listing, 'a listing with two utilities or more').toBeTruthy();
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (/^\/api\/v1\/(apartment_utilities|surrounding_utilities|rental_objects|currencies|homes\/)/.test(pathname))
      asked.push(pathname);
  });
  await login(page, user, '/ja');
  await openInApp(page, `/ja/homeRent/${listing.id}/update`);
  const utilities = page.getByRole('combobox', { name: t('ja', 'resources.home_rents.fields.apartment_utility_ids') });
  await expect(utilities).toHaveText(listing.apartment_utility_ids.map((id: number) => `#${id}`).join(', '));
  // Read-only: a click opens no list.
  await utilities.click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const note = t('ja', 'app.access_denied.reference', {
    name: t('ja', 'resources.apartment_utilities.name', { smart_count: 2 }),
  });
  await expect(page.getByText(note)).toBeVisible();
  const months = Number(listing.contract_months ?? 0) === 12 ? 24 : 12;
  await page.locator('input[name="contract_months"]').fill(String(months));
  await page.getByRole('button', { name: t('ja', 'ra.action.save'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ja/homeRent/${listing.id}$`));
  const after = (await apiGet(request, admin, `admin/homes/rents/${listing.id}`)).data;
  expect(after.contract_months).toBe(months);
  expect(after.apartment_utility_ids).toEqual(listing.apartment_utility_ids);
  expect(after.rental_object_ids).toEqual(listing.rental_object_ids);
  expect(asked).toEqual([]);
});
