// Every list the sidebar opens fits a 1440 px screen in each language: no column is hidden past the
// table's right edge (the one a list is sorted by least of all). Reached inside the app, one menu
// click a list.
import type { Page } from '@playwright/test';
import { schemas } from '../schemas';
import type { EntitySchema } from '../src/engine/schema';
import { expect, login, test } from './fixtures';
import { settled } from './settled';

/** The routes of the lists the schemas generate, by the menu group that holds them: a test each. */
const LISTS = new Map<string, EntitySchema[]>();
for (const schema of schemas)
  if (schema.views.list && schema.menu) LISTS.set(schema.menu.group, [...(LISTS.get(schema.menu.group) ?? []), schema]);

test.use({ viewport: { width: 1440, height: 900 } });

/** Each table's hidden width: how far its content reaches past its visible box. */
const overflow = (page: Page) =>
  page
    .locator('.RaDatagrid-tableWrapper')
    .evaluateAll((wrappers) => wrappers.map((wrapper) => wrapper.scrollWidth - wrapper.clientWidth));

for (const locale of ['en', 'vi', 'ja'] as const) {
  for (const [group, lists] of LISTS) {
    test(`every list of ${group} fits 1440 px (${locale})`, async ({ page }) => {
      await login(page, undefined, locale === 'en' ? '' : `/${locale}`);
      const overflowing: string[] = [];
      for (const { route } of lists) {
        const entry = page.locator(`[data-menu-entity="${route}"]`);
        await entry.scrollIntoViewIfNeeded();
        await entry.getByRole('link').first().click();
        await expect(page).toHaveURL((url) => url.pathname.endsWith(`/${route}`));
        await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
        // Measured once every cell's lookups and pictures are in: they can widen a column.
        await settled(page);
        const hidden = Math.max(0, ...(await overflow(page)));
        if (hidden > 0) overflowing.push(`${route}: ${hidden} px`);
      }
      expect(overflowing).toEqual([]);
    });
  }
}
