// Every list the sidebar opens fits a 1440 px screen in each language: no column is hidden past the
// table's right edge (the one a list is sorted by least of all). Reached inside the app, one menu
// click a list.
import type { Page } from '@playwright/test';
import { schemas } from '../schemas';
import { expect, login, test } from './fixtures';

/** The routes of the lists the schemas generate. */
const LISTS = new Set(schemas.filter((schema) => schema.views.list && schema.menu).map((schema) => schema.route));

test.use({ viewport: { width: 1440, height: 900 } });

/** Each table's hidden width: how far its content reaches past its visible box. */
const overflow = (page: Page) =>
  page
    .locator('.RaDatagrid-tableWrapper')
    .evaluateAll((wrappers) => wrappers.map((wrapper) => wrapper.scrollWidth - wrapper.clientWidth));

for (const locale of ['en', 'vi', 'ja'] as const) {
  test(`every list fits 1440 px (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, undefined, locale === 'en' ? '' : `/${locale}`);
    const routes = await page
      .locator('[data-menu-entity]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-menu-entity')!))
      .then((found) => found.filter((route) => LISTS.has(route)));
    expect(routes.length).toBeGreaterThan(20);
    const overflowing: string[] = [];
    for (const route of routes) {
      const entry = page.locator(`[data-menu-entity="${route}"]`);
      await entry.scrollIntoViewIfNeeded();
      await entry.getByRole('link').first().click();
      await expect(page).toHaveURL((url) => url.pathname.endsWith(`/${route}`));
      await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
      const hidden = Math.max(0, ...(await overflow(page)));
      if (hidden > 0) overflowing.push(`${route}: ${hidden} px`);
    }
    expect(overflowing).toEqual([]);
  });
}
