// Loading feedback (spec sections 7 and 9): the page-top bar while API calls
// run (red when one failed, not when one was cancelled) and the list's
// placeholder, which a quick answer never shows and a slow one shows for at
// least 200 ms.
import type { Page, Request, Route } from '@playwright/test';
import { ADMIN, expect, login, MODERATOR, openInApp, test } from './fixtures';
import { settled } from './settled';

/** Every state the bar and the placeholders took, with when, recorded in the page from its start. */
async function recordLoading(page: Page) {
  await page.addInitScript(() => {
    const log: { what: string; at: number }[] = [];
    (window as unknown as { __loading: typeof log }).__loading = log;
    let last = '';
    const note = () => {
      const bar = document.querySelector<HTMLElement>('[data-progress]');
      const state = bar ? `bar:${bar.dataset.progress}` : 'bar:none';
      const placeholder = document.querySelector('[data-placeholder]') ? 'placeholder:shown' : 'placeholder:none';
      const now = `${state} ${placeholder}`;
      if (now === last) return;
      last = now;
      log.push({ what: now, at: performance.now() });
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-progress', 'data-placeholder'],
    });
  });
}

async function loadingLog(page: Page): Promise<{ what: string; at: number }[]> {
  return page.evaluate(() => (window as unknown as { __loading: { what: string; at: number }[] }).__loading);
}

/** How long, in ms, the placeholder was on screen each time it appeared. */
function placeholderSpans(log: { what: string; at: number }[]) {
  const spans: number[] = [];
  let since: number | null = null;
  for (const { what, at } of log) {
    const shown = what.includes('placeholder:shown');
    if (shown && since === null) since = at;
    if (!shown && since !== null) {
      spans.push(at - since);
      since = null;
    }
  }
  return spans;
}

/** The first page of the city list (not the lookups, which ask for other pages and sizes). */
const isCityList = (url: URL | string) => {
  const { pathname, searchParams } = new URL(url);
  return pathname === '/api/v1/cities' && searchParams.get('paging') === '20';
};

/** Holds matching requests until `release` is called (a fixed delay races a slow machine's render). */
function heldUntilReleased() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    await released;
    // The page may have cancelled it meanwhile.
    await route.continue().catch(() => undefined);
  };
  return { handler, release };
}

const cityEntry = (page: Page) => page.locator('[data-menu-entity="city"]');
const rows = (page: Page) => page.locator('.RaDatagrid-row, main li');

test.describe('the progress bar and loading placeholders', () => {
  test.beforeEach(async ({ page }) => {
    await recordLoading(page);
  });

  test('a slow answer: the bar runs and creeps, the placeholder shows and stays at least 200 ms, then both finish', async ({
    page,
  }) => {
    await login(page, ADMIN);
    // The dashboard's own calls first: on a busy machine their bar could still run at the click.
    await expect(page.locator('[data-progress]')).toHaveCount(0);
    // The answer waits for the test's readings of the bar, however long the page takes to show its placeholder.
    const answer = heldUntilReleased();
    await page.route(isCityList, answer.handler);
    await cityEntry(page).click();
    const bar = page.locator('[data-progress]');
    await expect(bar).toHaveAttribute('data-progress', 'running');
    await expect(bar).toHaveAttribute('data-source', 'time');
    await expect(page.locator('[data-placeholder="rows"]')).toBeVisible();
    // Determinate and moving toward its end without reaching it.
    const value = () => bar.getByRole('progressbar').getAttribute('aria-valuenow').then(Number);
    const first = await value();
    // Polled, not read after a fixed wait: a busy machine's page may not paint for a while. A bar first read
    // at its ceiling (99) has crept there already: on a busy machine the page may show it that late.
    if (first < 99) await expect.poll(value, { timeout: 5000 }).toBeGreaterThan(first);
    expect(await value()).toBeLessThan(100);
    await expect(page.locator('[data-placeholder="rows"]')).toBeVisible();
    answer.release();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator('[data-placeholder]')).toHaveCount(0);
    await expect(bar).toHaveCount(0);
    const log = await loadingLog(page);
    expect(log.map((entry) => entry.what)).toContain('bar:done placeholder:none');
    expect(log.map((entry) => entry.what)).not.toContain('bar:failed placeholder:none');
    const spans = placeholderSpans(log);
    expect(spans.length).toBeGreaterThan(0);
    for (const span of spans) expect(span).toBeGreaterThanOrEqual(190);
  });

  test.describe('a failed answer', () => {
    test.use({ expectedHttpErrors: [500] });
    test('marks the bar as failed', async ({ page }) => {
      await login(page, ADMIN);
      await page.route(isCityList, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Internal Server Error' }),
        }),
      );
      await cityEntry(page).click();
      await expect
        .poll(async () => (await loadingLog(page)).map((entry) => entry.what.split(' ')[0]))
        .toContain('bar:failed');
      await expect(page.locator('[data-progress]')).toHaveCount(0, { timeout: 5000 });
    });
  });

  test('a request cancelled by leaving the page does not mark the bar as failed', async ({ page }) => {
    await login(page, ADMIN);
    const answer = heldUntilReleased();
    await page.route(isCityList, answer.handler);
    const cancelled: Request[] = [];
    page.on('requestfailed', (request) => {
      if (isCityList(request.url())) cancelled.push(request);
    });
    await cityEntry(page).click();
    await expect(page.locator('[data-progress]')).toHaveAttribute('data-progress', 'running');
    // The list's own call is the one pending (the bar may still run for the dashboard's calls, and
    // the list's rows are only asked for once its page is there).
    await expect(page.locator('[data-placeholder="rows"]')).toBeVisible();
    // Away before the answer: Back, to the dashboard.
    await page.goBack();
    await expect.poll(() => cancelled.length).toBe(1);
    expect(cancelled[0].failure()?.errorText).toMatch(/ABORTED/i);
    answer.release();
    await expect(page.locator('[data-progress]')).toHaveCount(0);
    const states = (await loadingLog(page)).map((entry) => entry.what.split(' ')[0]);
    expect(states).toContain('bar:done');
    expect(states).not.toContain('bar:failed');
  });

  test('a quick page shows no placeholder at all (a moderator on a phone, in Japanese)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await login(page, MODERATOR, '/ja');
    // A list first, so that the list pages' code is in (one chunk serves every list).
    await page.goto('/ja/country');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator('[data-progress]')).toHaveCount(0);
    // Then, in the app, a list not fetched before: only its answer is awaited, which comes well within
    // 200 ms. (A full load of the page also waits for the app's boot, which a busy machine can stretch
    // past 200 ms with no slow answer at all.)
    await page.evaluate(() => {
      (window as unknown as { __loading: unknown[] }).__loading.length = 0;
    });
    await openInApp(page, '/ja/city');
    await expect(rows(page).first()).toBeVisible();
    await settled(page);
    const log = await loadingLog(page);
    expect(log.filter((entry) => entry.what.includes('placeholder:shown'))).toEqual([]);
    // The bar did run meanwhile: the rows were fetched, not taken from a cache.
    expect(log.map((entry) => entry.what.split(' ')[0])).toContain('bar:running');
  });

  test('a slow list on a phone shows placeholder rows in place of the list, then the list', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await login(page, MODERATOR, '/vi');
    // Held until the placeholder is seen: the list's call leaves at boot, before its page has rendered
    // (a fixed 1 s delay was once over before the page showed).
    const answer = heldUntilReleased();
    await page.route(isCityList, answer.handler);
    await page.goto('/vi/city');
    await expect(page.locator('[data-placeholder="rows"]')).toBeVisible();
    await expect(page.locator('[data-placeholder="rows"]')).toHaveAttribute('aria-label', /.+/);
    answer.release();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator('[data-placeholder]')).toHaveCount(0);
    for (const span of placeholderSpans(await loadingLog(page))) expect(span).toBeGreaterThanOrEqual(190);
  });
});
