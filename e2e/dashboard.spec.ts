// The dashboard's figures and charts against the API, the /Charts and
// /Widgets pages, the error pages, and the public account request.
import type { Page } from '@playwright/test';
import { schemas } from '../schemas';
import { can, type Grants } from '../src/engine/permissions';
import { DASHBOARD_TILES } from '../src/pages/dashboard/config';
import { localePrefix } from '../src/providers/localeUrl';
import { ADMIN, bearerOf, expect, login, MODERATOR, partsOutside, seriousViolations, test } from './fixtures';
import { t } from './messages';

/** The seeded moderator's grants that decide the tiles: jobs, applications and articles, no receipts or requests. */
const MODERATOR_GRANTS: Grants = {
  JOBS: ['VIEW', 'UPDATE'],
  JOB_APPLICATIONS: ['VIEW', 'UPDATE'],
  ARTICLES: ['VIEW'],
  MASTER: ['VIEW'],
};
const ADMIN_GRANTS: Grants = Object.fromEntries(schemas.map((s) => [s.permission, ['VIEW']]));

/** The tiles a set of grants shows: registered entities the grants may view. */
function expectedTiles(grants: Grants): string[] {
  return DASHBOARD_TILES.filter((tile) => {
    const schema = schemas.find((s) => s.name === tile.entity && !s.variant);
    return schema && can(grants, schema.permission, 'VIEW');
  }).map((tile) => tile.key);
}

async function readyTiles(page: Page) {
  const tiles = page.locator('[data-tile]');
  await expect(tiles.first()).toBeVisible();
  await expect(page.locator('[data-tile][data-state="loading"]')).toHaveCount(0);
  return tiles;
}

test('the administrator sees every tile with the count the API gives, and a tile opens its filtered list', async ({
  page,
}) => {
  await login(page, ADMIN);
  const tiles = await readyTiles(page);
  expect(await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-tile')))).toEqual(
    expectedTiles(ADMIN_GRANTS),
  );
  await expect(page.locator('[data-tile][data-state="error"]')).toHaveCount(0);
  const bearer = await bearerOf(page);
  for (const tile of await tiles.all()) {
    const key = await tile.getAttribute('data-tile');
    const href = new URL((await tile.locator('a').getAttribute('href'))!, 'http://x');
    const schema = schemas.find((s) => `/${s.route}` === href.pathname)!;
    expect(schema, `${key} links to a list`).toBeTruthy();
    const filter = JSON.parse(href.searchParams.get('filter')!) as Record<string, string>;
    const query = new URLSearchParams({ page: '1', paging: '1', ...filter });
    const answer = await page.request.get(`/api/v1/${schema.calls?.list ?? schema.path}?${query}`, {
      headers: { Authorization: bearer },
    });
    expect(answer.status()).toBe(200);
    const total = (await answer.json()).meta.total as number;
    expect(Number(await tile.getAttribute('data-count')), `${key}: ${href.search}`).toBe(total);
    await expect(tile.locator('.tile-count')).toHaveText(new Intl.NumberFormat('en').format(total));
  }
  // Open jobs: the jobs list, filtered on the active state, with that filter shown.
  const openJobs = page.locator('[data-tile="open_jobs"]');
  const count = Number(await openJobs.getAttribute('data-count'));
  await openJobs.locator('a').click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/jobs' && JSON.parse(url.searchParams.get('filter') ?? '{}').status === 'active',
  );
  await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
  await expect(page.locator('[data-source="status"]')).toContainText(t('en', 'resources.jobs.choices.status.active'));
  const states = await page
    .locator('.RaDatagrid-tbody [data-state]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
  expect(states.length).toBeGreaterThan(0);
  expect(new Set(states)).toEqual(new Set(['active']));
  await expect(page.locator('.RaPagination-root, .MuiTablePagination-root').first()).toContainText(
    new Intl.NumberFormat('en').format(count).replace(/,/g, ''),
  );
});

test('the moderator sees only the tiles of their grants', async ({ page }) => {
  await login(page, MODERATOR);
  const tiles = await readyTiles(page);
  const keys = await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-tile')));
  expect(keys).toEqual(expectedTiles(MODERATOR_GRANTS));
  expect(keys).toContain('open_jobs');
  expect(keys).not.toContain('pending_receipts');
  expect(keys).not.toContain('pending_activations');
  // The jobs chart is theirs; nothing of housing or receipts is asked for.
  await expect(page.locator('[data-chart="jobs_by_status"] svg').first()).toBeVisible();
  await expect(page.locator('[data-chart="listings_by_city"]')).toHaveCount(0);
});

test('/Charts draws charts of the data in SVG', async ({ page }) => {
  await login(page, ADMIN, '/Charts');
  await expect(page.locator('#react-admin-title')).toHaveText(t('en', 'app.dashboard.pages.charts'));
  const charts = page.locator('[data-chart]');
  await expect(charts.first()).toBeVisible();
  await expect(page.locator('[data-chart] [data-state="loading"]')).toHaveCount(0);
  await expect(page.locator('[data-chart] [data-state="error"]')).toHaveCount(0);
  expect(await charts.count()).toBeGreaterThanOrEqual(5);
  // Bars and slices are drawn: each chart's SVG holds shapes.
  for (const key of ['applications_per_day', 'jobs_by_status', 'jobs_by_employment_type']) {
    const chart = page.locator(`[data-chart="${key}"]`);
    await expect(chart.locator('[data-state="ready"] svg').first()).toBeVisible();
    expect(await chart.locator('svg path, svg rect').count(), key).toBeGreaterThan(3);
  }
  // Status names are shown in the interface language, in the legend beside the pie, inside the card.
  await expect(
    page
      .locator('[data-chart="jobs_by_status"] .MuiChartsLegend-label')
      .getByText(t('en', 'resources.jobs.choices.status.active'), { exact: true }),
  ).toBeVisible();
  expect(await partsOutside(page, '[data-chart]', 'svg, .MuiChartsLegend-label')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  // A bar opens the records it counts.
  await page.locator('[data-chart="jobs_by_employment_type"] .MuiBarChart-element').first().click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/jobs' && JSON.parse(url.searchParams.get('filter') ?? '{}').employment_type === 'full_time',
  );
});

test('/Widgets shows the tiles and the newest records', async ({ page }) => {
  await login(page, ADMIN, '/Widgets');
  await readyTiles(page);
  const applications = page.locator('[data-widget="applications"]');
  // A record's link, not "See all" (the widget's one link while its records are still loading).
  const newest = applications.getByRole('list').getByRole('link').first();
  await expect(newest).toBeVisible();
  await newest.click();
  await expect(page).toHaveURL(/\/jobApplication\/\d+$/);
});

test('/Page404 and /Page500 are the error pages, in Japanese under /ja', async ({ page }) => {
  await login(page, ADMIN, '/ja');
  await page.goto('/ja/Page404');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('ja', 'app.errors.not_found') })).toBeVisible();
  await page.getByRole('link', { name: t('ja', 'app.errors.go_home') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/ja');
  await page.goto('/ja/Page500');
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('ja', 'app.errors.unknown_middleware') })).toBeVisible();
  // A way back from 500 too.
  await page.getByRole('link', { name: t('ja', 'app.errors.go_home') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/ja');
});

for (const locale of ['en', 'vi'] as const) {
  const prefix = localePrefix(locale);
  test(`a visitor signed out requests an account at ${prefix}/Register and lands on the confirmation (${locale})`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'admin_i18n_locale', value: locale, url: 'http://127.0.0.1' }]);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401 || response.status() === 403) refused.push(response.url());
    });
    await page.goto(`${prefix}/Register`);
    await expect(page).toHaveURL((url) => url.pathname === `${prefix}/Register`);
    await expect(page.getByRole('heading', { name: t(locale, 'app.register.title') })).toBeVisible();
    const email = `visitor-${locale}@example.com`;
    // The form checks before sending: an empty submit stays on the page.
    await page.getByRole('button', { name: t(locale, 'app.register.submit') }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${prefix}/Register`);
    await page.locator('input[name="name"]').fill(locale === 'vi' ? 'Trần Văn Minh' : 'Alex Morgan');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="organisation"]').fill('Sakura Housing');
    await page.locator('textarea[name="reason"]').fill('I manage our rental listings and answer applications.');
    await page.getByRole('button', { name: t(locale, 'app.register.submit') }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${prefix}/register/confirm`);
    await expect(page.getByRole('heading', { name: t(locale, 'app.register.confirm_title') })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expect(refused, 'no signed-in call from a signed-out page').toEqual([]);

    // Stored for the administrators, in the visitor's language.
    const token = await page.request.post('/api/v1/admin/oauth/token', { data: ADMIN });
    const bearer = `Bearer ${(await token.json()).data.access_token}`;
    const answer = await page.request.get(`/api/v1/admin/access_requests?q=${encodeURIComponent(email)}&paging=5`, {
      headers: { Authorization: bearer },
    });
    const records = (await answer.json()).data as Record<string, unknown>[];
    expect(records.filter((r) => r.email === email)).toEqual([
      expect.objectContaining({ status: 'pending', language_code: locale, organisation: 'Sakura Housing' }),
    ]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the account request form fits its card (vi)', async ({ page }) => {
    await page.goto('/vi/Register');
    await expect(page.getByRole('heading', { name: t('vi', 'app.register.title') })).toBeVisible();
    await expect(page.locator('input[name="name"]')).toBeVisible();
    expect(await partsOutside(page, '.MuiCard-root, .MuiPaper-root', '.MuiFormControl-root, button')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the dashboard stacks its tiles and has no horizontal scroll', async ({ page }) => {
    await login(page, ADMIN);
    const tiles = await readyTiles(page);
    await expect(page.locator('[data-chart] [data-state="ready"]').first()).toBeVisible();
    await expect(page.locator('[data-chart] [data-state="loading"]')).toHaveCount(0);
    const lefts = await tiles.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(new Set(lefts).size, 'one column').toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The charts, and the pie's legend, stay inside their cards.
    await expect(page.locator('[data-chart="jobs_by_status"] .MuiChartsLegend-label').first()).toBeVisible();
    expect(await partsOutside(page, '[data-chart]', 'svg, .MuiChartsLegend-label')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
