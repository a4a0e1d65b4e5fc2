// The error catalogue (spec section 8) in the browser: a page chunk that
// cannot be fetched reloads the page once (at most once per 60 s), then shows
// the error page with a link home; a page that throws while it loads or
// renders shows the catalogue's page; an unknown locale prefix is a 404.
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { t } from './messages';
import { settled } from './settled';

/** Every document the main frame loads (the first visit and each reload). */
function countDocuments(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.resourceType() === 'document' && request.frame() === page.mainFrame())
      count += 1;
  });
  return () => count;
}

const CHARTS_CHUNK = /\/assets\/ChartsPage-[\w-]+\.js$/;
const REGISTER_CHUNK = /\/assets\/RegisterPage-[\w-]+\.js$/;

/** Serves a chunk of our own instead of the built one. */
const fulfilModule = (body: string) => ({ status: 200, contentType: 'text/javascript', body });

test.describe('a page chunk that cannot be fetched', () => {
  // Chromium logs the aborted request, React the import's failure it catches.
  test.use({
    expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED|Failed to fetch dynamically imported module/,
  });

  test('reloads once, and when it fails again within 60 s shows the error page with a link home (en)', async ({
    page,
  }) => {
    await login(page);
    let blocked = 0;
    await page.route(CHARTS_CHUNK, async (route) => {
      blocked += 1;
      await route.abort('failed');
    });
    const documents = countDocuments(page);
    await page.goto('/Charts');
    const main = page.locator('#main-content');
    await expect(main.getByRole('heading', { name: t('en', 'app.errors.unknown_middleware') })).toBeVisible({
      timeout: 20_000,
    });
    await expect(main.getByText('500', { exact: true })).toBeVisible();
    // No third try: the guard holds for 60 s (a reload would have begun by the time the page is quiet).
    await settled(page);
    expect(documents(), 'the deep link and exactly one reload').toBe(2);
    expect(blocked).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk_reload_at'))).toMatch(/^\d+$/);
    await expect(page).toHaveTitle(/^500 · /);
    // The layout stays: the header, and the way home.
    await expect(page.locator('#react-admin-title')).toHaveText('500');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await page.unroute(CHARTS_CHUNK);
    await main.getByRole('link', { name: t('en', 'app.errors.go_home') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(main.getByRole('heading', { name: t('en', 'app.errors.unknown_middleware') })).toHaveCount(0);
    await expect(page.locator('[data-chart], [data-tile]').first()).toBeVisible();
  });

  test('a failure that a reload cures shows the page after one reload (ja)', async ({ page }) => {
    await login(page, undefined, '/ja');
    let blocked = 0;
    await page.route(CHARTS_CHUNK, async (route) => {
      if (blocked++ === 0) await route.abort('failed');
      else await route.continue();
    });
    const documents = countDocuments(page);
    await page.goto('/ja/Charts');
    await expect(page.getByRole('heading', { name: t('ja', 'app.dashboard.pages.charts'), level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await settled(page);
    expect(documents(), 'the deep link and exactly one reload').toBe(2);
    await expect(page.getByText(t('ja', 'app.errors.unknown_middleware'))).toHaveCount(0);
  });
});

test.describe('a page that throws', () => {
  test.use({ expectedConsoleErrors: /The charts page broke while rendering|A page's code failed to start/ });

  test('a render error inside the layout shows 500 "Unknown middleware", and Back to another page recovers (en)', async ({
    page,
  }) => {
    await login(page);
    await page.route(CHARTS_CHUNK, (route) =>
      route.fulfill(
        fulfilModule(
          "export default function ChartsPage() { throw new Error('The charts page broke while rendering'); }",
        ),
      ),
    );
    const documents = countDocuments(page);
    await page.goto('/Charts');
    const main = page.locator('#main-content');
    await expect(main.getByRole('heading', { name: t('en', 'app.errors.unknown_middleware') })).toBeVisible();
    await expect(main.getByText('500', { exact: true })).toBeVisible();
    // A render error is no chunk failure: no reload, and the error's own words are not shown.
    await settled(page);
    expect(documents()).toBe(1);
    await expect(page.getByText('The charts page broke while rendering')).toHaveCount(0);
    // Another page of the menu renders again.
    await page.goto('/Widgets');
    await expect(page.getByRole('heading', { name: t('en', 'app.dashboard.pages.widgets'), level: 1 })).toBeVisible();
  });

  test('a full-page screen whose code throws a 404 shows the 404 page with a link home, signed out (vi)', async ({
    page,
  }) => {
    await page.route(REGISTER_CHUNK, (route) =>
      route.fulfill(
        fulfilModule('throw Object.assign(new Error("A page\'s code failed to start"), { statusCode: 404 });'),
      ),
    );
    const documents = countDocuments(page);
    await page.goto('/vi/Register');
    await expect(page.getByRole('heading', { name: t('vi', 'app.errors.not_found') })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    const home = page.getByRole('link', { name: t('vi', 'app.errors.go_home') });
    await expect(home).toHaveAttribute('href', '/vi');
    await expect(page).toHaveTitle(/^404 · /);
    expect(documents()).toBe(1);
    // Home, signed out: the login form of the language.
    await home.click();
    await expect(page).toHaveURL((url) => url.pathname === '/vi/login');
    await expect(page.locator('input[name="password"]')).toBeVisible();
  });
});

test('an unknown locale prefix shows the 404 page with a link home', async ({ page }) => {
  for (const url of ['/xx/anything', '/zz/city/1']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: t('en', 'app.errors.not_found') })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t('en', 'app.errors.go_home') })).toHaveAttribute('href', '/');
  }
});

test("signed in, an unknown locale prefix is the product's 404 page, in its colours and named in the tab", async ({
  page,
}) => {
  await login(page);
  await page.goto('/xx/jobs');
  const home = page.getByRole('link', { name: t('en', 'app.errors.go_home') });
  await expect(home).toBeVisible();
  await expect(page).toHaveTitle(`404 · ${t('en', 'app.title')}`);
  // The product's navy, not the toolkit's default blue; the page's margin reset.
  await expect(home).toHaveCSS('background-color', 'rgb(27, 42, 78)');
  await expect(page.locator('body')).toHaveCSS('margin', '0px');
});

test.describe('a record that does not exist', () => {
  test.use({ expectedHttpErrors: [404] });

  test('is the 404 page inside the layout, with the way to its list and home (vi)', async ({ page }) => {
    await login(page, undefined, '/vi');
    for (const path of ['/vi/jobs/999999', '/vi/jobs/999999/update']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: t('vi', 'app.errors.not_found') })).toBeVisible();
      await expect(page.locator('[data-record-missing]').getByText('404', { exact: true })).toBeVisible();
      await expect(page.locator('#react-admin-title')).toHaveText('404');
      await expect(page).toHaveTitle(`404 · ${t('vi', 'app.title')}`);
      await expect(page.getByText(t('vi', 'ra.notification.item_doesnt_exist'))).toHaveCount(0);
      await expect(page.getByRole('link', { name: t('vi', 'app.errors.go_home') })).toHaveAttribute('href', '/vi');
      await page
        .getByRole('link', {
          name: t('vi', 'app.errors.back_to_list', { name: t('vi', 'resources.jobs.name', { smart_count: 2 }) }),
        })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === '/vi/jobs');
    }
  });
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED|Failed to fetch dynamically imported module/,
  });

  test('the blocked-chunk error page fits the screen (ja)', async ({ page }) => {
    await login(page, undefined, '/ja');
    await page.route(CHARTS_CHUNK, (route) => route.abort('failed'));
    await page.goto('/ja/Charts');
    await expect(page.getByRole('heading', { name: t('ja', 'app.errors.unknown_middleware') })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('link', { name: t('ja', 'app.errors.go_home') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('a list address the server refuses', () => {
  test.use({ expectedHttpErrors: [400] });

  test('says why in the list\'s place, counts no pages, and "Reset the list" opens the list as it opens (vi, at 375 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // An old bookmark: a sort the list no longer takes, on a later page.
    await login(page, undefined, '/vi/country?sort=bogus&order=ASC&page=2&perPage=20&filter=%7B%7D');
    const refusal = page.locator('[data-list-refused]');
    await expect(refusal).toContainText(
      t('vi', 'app.errors.list_refused', { message: t('vi', 'server.invalid_query', { name: 'sort' }) }),
    );
    await expect(page.locator('.MuiTablePagination-root')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await refusal.getByRole('button', { name: t('vi', 'app.errors.reset_list') }).click();
    // On a phone the rows are a list of items.
    const rows = page.locator('#main-content').getByRole('listitem');
    await expect(rows).toHaveCount(20);
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/vi/country' &&
        url.searchParams.get('sort') === 'code' &&
        url.searchParams.get('page') === '1',
    );
    await expect(page.locator('[data-list-refused]')).toHaveCount(0);
    // The menu's link opens the list too: what was stored is the list's opening settings, not the bookmark's.
    await page.goto('/vi/country');
    await expect(rows).toHaveCount(20);
    await expect(page.locator('[data-list-refused]')).toHaveCount(0);
  });
});
