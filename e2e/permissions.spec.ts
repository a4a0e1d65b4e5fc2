// Access as users arrive: the demo moderator's exact sidebar, the addresses of
// what they may not open (list, record, edit, create, settings screens; in
// Japanese too) showing the access-denied page in place with the API refusing
// the same, a grant withdrawn while a page is open, and the administrator's
// every entry.
import type { Page } from '@playwright/test';
import { ADMIN, apiGet, bearerOf, expect, login, MODERATOR, test } from './fixtures';
import { t } from './messages';

/** The demo moderator's grants (server/seed.ts) read through spec section 6's entry table. */
const MODERATOR_ENTRIES = [
  // COMPANIES, CANDIDATES, TRANSLATORS
  'accountManage/companyManage', 'accountManage/companyBrokerManage', 'accountManage/candidateManage', 'accountManage/supporterManage',
  // JOBS, JOB_APPLICATIONS
  'jobs', 'jobApplication', 'job-broker-application',
  // ARTICLES, NEWS, CONTACT, REPORT, COMMUNITY
  'article', 'news', 'contact', 'report', 'qna', 'qna-reported',
  // MASTER: VIEW
  'city', 'country', 'region', 'districts', 'occupations', 'industries', 'educations', 'departments', 'majors', 'cityHome', 'rental-object',
  'apartment-utility', 'surrounding-utility', 'home-payment', 'home-direction', 'categoryHome', 'categories', 'tags', 'reportMaster', 'newsCategories',
  'languages', 'currencies',
];

/** Every sidebar entry of the spec (section 6) with its Setting screens, and what we add beside them. */
const ALL_ENTRIES = [
  ...MODERATOR_ENTRIES,
  'account', 'accountManage/leaseManage', 'request', 'requestTranslation', 'receipts', 'homeRent', 'homeSale', 'home-form', 'banner',
  'setting/permission', 'setting/moderator', 'setting', 'accessRequests',
];

const sidebarEntries = (page: Page) => page.locator('[data-menu-entity]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-menu-entity')));

test('the demo moderator sees exactly the entries of their grants, without a "+" where they may not create', async ({ page }) => {
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
  const denied = [
    // HOMES is not theirs: list, record, edit; the record's id is a real one.
    { path: '/homeRent', api: 'admin/homes/rents' },
    { path: '/homeRent/1', api: 'admin/homes/rents/1' },
    { path: '/homeRent/1/update', api: 'admin/homes/rents/1' },
    // MASTER is VIEW only: no create and no edit form.
    { path: '/city/create' },
    { path: '/city/1/update' },
    // Setting needs SETTING_MODERATOR.
    { path: '/setting' , api: 'admin/settings' },
    { path: '/setting/permission', api: 'admin/permissions' },
    { path: '/setting/moderator', api: 'admin/moderators' },
    { path: '/setting/create-account' },
  ];
  for (const { path, api } of denied) {
    test(`${path} shows the access-denied page there and no data`, async ({ page }) => {
      await login(page, MODERATOR);
      const calls: string[] = [];
      page.on('request', (request) => {
        // The admin's own permission detail is read at every page load; nothing else of these.
        const url = request.url();
        if (url.includes('/api/v1/') && /homes|settings|permissions|moderators/.test(url) && !/\/detail$/.test(url)) calls.push(url);
      });
      await page.goto(path);
      await expect(page.locator('[data-access-denied]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: t('en', 'app.access_denied.title') })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === path);
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
  });
});

test.describe('a grant withdrawn while a page is open', () => {
  test.use({ expectedHttpErrors: [403] });

  test('the next load shows access denied in place and the session goes on; the next page load drops the entry', async ({ page, request }) => {
    // An account of its own, so the demo moderator's grants never change under other tests.
    await login(page, ADMIN);
    const admin = await bearerOf(page);
    const suffix = `${Date.now()}`;
    const created = await request.post('/api/v1/admin/permissions', {
      headers: { Authorization: admin },
      data: { name: `Masters reader ${suffix}`, functions: [{ function: { type: 'MASTER' }, privileges: ['VIEW'] }] },
    });
    expect(created.status()).toBe(201);
    const permission = (await created.json()).data;
    const user = { email: `reader-${suffix}@example.com`, password: 'reader-password' };
    const registered = await request.post('/api/v1/user/register/manager', {
      headers: { Authorization: admin },
      data: { name: 'Masters reader', email: user.email, password: user.password, permission_id: permission.id },
    });
    expect(registered.status()).toBe(201);
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();

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
