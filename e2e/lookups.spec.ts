// Lookup lists are fetched once per session and reused: pickers and list cells
// of every page read the same list; a write to that master fetches it again.
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { t } from './messages';

test('a lookup is fetched once per session, by every page that needs it, and again after a write to it', async ({
  page,
}) => {
  const wholeListCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The whole list: the call without page or paging.
    if (request.method() === 'GET' && url.pathname === '/api/v1/cities' && !url.searchParams.has('page'))
      wholeListCalls.push(url.search);
  });

  await login(page);
  // Cities are among the lookups loaded right after login (spec section 4).
  await expect.poll(() => wholeListCalls.length).toBe(1);

  // The district list names each district's city, and the form offers them, from that same list.
  // (Navigation stays inside the app: a reload starts the app, and its cache, afresh.)
  const districtsMenu = page.locator('[data-menu-entity="districts"]');
  await districtsMenu.getByRole('link', { name: 'Districts', exact: true }).click();
  await expect(page.locator('.RaDatagrid-tbody tr').first().getByRole('link', { name: /\S/ }).first()).toBeVisible();
  await page.locator('#main-content').getByRole('link', { name: 'Create', exact: true }).click();
  await page.getByRole('combobox', { name: 'City' }).click();
  await expect(page.getByRole('option', { name: 'Tokyo', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await districtsMenu.getByRole('link', { name: 'Districts', exact: true }).click();
  await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
  expect(wholeListCalls).toHaveLength(1);

  // A new city, saved in this tab, makes the next reader fetch the list again, and see it.
  const cityName = `Lookupville ${Date.now().toString(36)}`;
  const citiesMenu = page.locator('[data-menu-entity="city"]');
  await citiesMenu.getByRole('link', { name: 'Create City' }).click();
  await page.getByRole('textbox', { name: /^English/ }).fill(cityName);
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Japan', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/city\/\d+$/);
  await districtsMenu.getByRole('link', { name: 'Create District' }).click();
  await page.getByRole('combobox', { name: 'City' }).fill(cityName);
  await expect(page.getByRole('option', { name: cityName, exact: true })).toBeVisible();
  expect(wholeListCalls).toHaveLength(2);
});

/** The whole lists of the jobs list's columns (cities, occupations) as the page asks for them. */
function watchLookups(page: Page) {
  const lookupsAsked = new Set<string>();
  let bothAsked!: () => void;
  const whenBothAsked = new Promise<void>((resolve) => (bothAsked = resolve));
  page.on('request', (request) => {
    const url = new URL(request.url());
    const path = url.pathname.slice('/api/v1/'.length);
    if (!url.search && (path === 'cities' || path === 'occupations') && lookupsAsked.add(path).size === 2) bothAsked();
  });
  return { lookupsAsked, whenBothAsked };
}

/** When each whole list was asked for, and when the jobs list's first page had come (ms since the page began). */
async function timings(page: Page) {
  return page.evaluate(() => {
    const asked: Record<string, number> = {};
    let pageCame = Infinity;
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const url = new URL(entry.name);
      // The list's own call asks for its columns (`fields`); the dashboard's counts do not.
      if (url.pathname === '/api/v1/admin/jobs' && url.searchParams.has('fields'))
        pageCame = Math.min(pageCame, entry.responseEnd);
      else if (url.pathname.startsWith('/api/v1/') && !url.search)
        asked[url.pathname.slice('/api/v1/'.length)] ??= entry.startTime;
    }
    return { asked, pageCame };
  });
}

test('a list loaded by its address asks for the lookups its columns name beside its first page, and the rest once it has settled', async ({
  page,
}) => {
  // The jobs list names cities and occupations (lookups): asked for beside its first page, not by its
  // cells once the page has come and its rows have rendered. The page's answer is held back until both
  // have been asked for: asked by the cells, they never would be, and the rows never show. (Comparing
  // when each was asked with when the page's answer came is a race on a fast machine: the answer can
  // come within the milliseconds between the two calls.)
  const { lookupsAsked, whenBothAsked } = watchLookups(page);
  let askedWhileHeld: string[] | undefined;
  await page.route(
    (url) => url.pathname === '/api/v1/admin/jobs' && url.searchParams.has('fields'),
    async (route) => {
      await whenBothAsked;
      askedWhileHeld ??= [...lookupsAsked].sort();
      await route.continue();
    },
  );
  await login(page, undefined, '/jobs');
  await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
  expect(askedWhileHeld).toEqual(['cities', 'occupations']);
  const early = await timings(page);
  // The other lookups of the session (languages, currencies, tags…) come once the page has settled.
  expect(early.asked.languages === undefined || early.asked.languages > early.pageCame).toBe(true);
  await expect
    .poll(async () => (await timings(page)).asked.languages, { timeout: 10_000 })
    .toBeGreaterThan(early.pageCame);
});

test('a click on a list in the menu right after the dashboard shows asks for the lookups its columns name with its first page', async ({
  page,
}) => {
  // As above, the page's answer is held back until both lookups have been asked for (during the dashboard,
  // or with the click): asked by the cells once the rows have rendered, they never would be, and the rows
  // never show. (Comparing when each was asked with when the page came races on a busy machine.)
  const { whenBothAsked } = watchLookups(page);
  await page.route(
    (url) => url.pathname === '/api/v1/admin/jobs' && url.searchParams.has('fields'),
    async (route) => {
      await whenBothAsked;
      await route.continue();
    },
  );
  await login(page);
  await page.locator('[data-menu-entity="jobs"] a').first().click();
  await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
  await expect(page.locator('.RaDatagrid-tbody tr').first().locator('td.column-city_id')).toHaveText(/\S/);
});

test("a reference dropdown lists its records by title in the interface language's order (en, vi, ja)", async ({
  page,
}) => {
  await login(page);
  for (const locale of ['en', 'vi', 'ja'] as const) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    await page.goto(`${prefix}/city/create`);
    await page.getByRole('combobox', { name: t(locale, 'resources.cities.fields.country_id') }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.nth(5)).toBeVisible();
    const names = await options.allTextContents();
    const collator = new Intl.Collator(locale);
    expect(names, locale).toEqual([...names].sort(collator.compare));
    expect(new Set(names).size, locale).toBeGreaterThan(5);
    await page.keyboard.press('Escape');
  }
});
