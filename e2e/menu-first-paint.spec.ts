// The sidebar menu on a full load (a reload, a bookmark): drawn whole with the first frame that shows
// the layout, never "Dashboard" alone while the grants or the entries come a moment later.
// Read from the page itself: a MutationObserver set before the app runs counts the menu's
// entries in the commit that first puts the layout in the document, and again in the next animation
// frame (run just before that frame is painted). No clock is read.
import type { Page } from '@playwright/test';
import { expect, login, MODERATOR, test } from './fixtures';
import { settled } from './settled';

interface FirstLayout {
  /** Menu entries in the document when the layout first appeared (the commit that inserted it). */
  atCommit: number;
  /** Menu entries at the first animation frame after that: what the first frame showing the layout paints. */
  atFrame?: number;
}

/** Records, on every load of the page from now on, the menu's entries when the layout first appears. */
async function recordMenuAtFirstLayout(page: Page) {
  await page.addInitScript(() => {
    const entries = () => document.querySelectorAll('[data-menu-entity]').length;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.RaLayout-appFrame')) return;
      observer.disconnect();
      const seen: FirstLayout = { atCommit: entries() };
      (window as unknown as { __menuAtFirstLayout: FirstLayout }).__menuAtFirstLayout = seen;
      requestAnimationFrame(() => {
        seen.atFrame = entries();
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/**
 * What was recorded at the layout's first appearance, and the menu's entries once the page has settled
 * with `shown` (a route the grants reach) among them: every entry of the menu comes in one render.
 */
async function menuAtFirstLayoutAndAfter(page: Page, shown: string) {
  await expect(page.locator(`[data-menu-entity="${shown}"]`)).toHaveCount(1);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __menuAtFirstLayout?: FirstLayout }).__menuAtFirstLayout?.atFrame),
    )
    .toBeDefined();
  await settled(page);
  return page.evaluate(() => ({
    first: (window as unknown as { __menuAtFirstLayout: FirstLayout }).__menuAtFirstLayout,
    all: document.querySelectorAll('[data-menu-entity]').length,
  }));
}

test.describe('the menu on a full load', () => {
  test('the admin on /ja/receipts: every entry with the first frame of the layout', async ({ page }) => {
    await recordMenuAtFirstLayout(page);
    await login(page, undefined, '/ja/receipts');
    await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
    // The admin holds every grant: far more entries than the dashboard's link, receipts among them.
    const { first, all } = await menuAtFirstLayoutAndAfter(page, 'receipts');
    expect(all).toBeGreaterThan(40);
    expect(first).toEqual({ atCommit: all, atFrame: all });
  });

  test('the moderator on a list: the entries of its grants with the first frame of the layout', async ({ page }) => {
    await recordMenuAtFirstLayout(page);
    await login(page, MODERATOR, '/city');
    await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
    const { first, all } = await menuAtFirstLayoutAndAfter(page, 'city');
    expect(all).toBeGreaterThan(20);
    await expect(page.locator('[data-menu-entity="receipts"]')).toHaveCount(0);
    expect(first).toEqual({ atCommit: all, atFrame: all });
  });

  test.describe('of a record that does not exist', () => {
    test.use({ expectedHttpErrors: [404] });

    test('the admin on /jobs/999999: the whole menu beside the 404 page, from its first frame', async ({ page }) => {
      await recordMenuAtFirstLayout(page);
      await login(page, undefined, '/jobs/999999');
      await expect(page.locator('[data-record-missing]')).toBeVisible();
      const { first, all } = await menuAtFirstLayoutAndAfter(page, 'jobs');
      expect(all).toBeGreaterThan(40);
      expect(first).toEqual({ atCommit: all, atFrame: all });
    });
  });
});
