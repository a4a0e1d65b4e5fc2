// Every list the sidebar opens fits a 1440 px screen in each language: no column is hidden past the
// table's right edge (the one a list is sorted by least of all). Reached inside the app, one menu
// click a list.
import type { Page } from '@playwright/test';
import { schemas } from '../schemas';
import type { EntitySchema } from '../src/engine/schema';
import { bearerOf, expect, login, newReceipt, test } from './fixtures';
import { t } from './messages';
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
      // A list needs a row to be measured: the audit log has one once a record was written.
      if (lists.some((schema) => schema.permission.includes('.')))
        await newReceipt(
          page.request,
          await bearerOf(page),
          `R-2095-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`,
        );
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

test.describe('a table wider than the screen', () => {
  test.use({ viewport: { width: 1024, height: 700 } });

  test('keeps its scrollbar on screen, in step with the table (vi)', async ({ page }) => {
    await login(page, undefined, '/vi/accountManage/candidateManage');
    const rows = page.locator('.RaDatagrid-tbody tr');
    await expect(rows.first()).toBeVisible();
    await settled(page);
    const table = page.locator('.RaDatagrid-tableWrapper');
    const hidden = await table.evaluate((wrapper) => wrapper.scrollWidth - wrapper.clientWidth);
    expect(hidden, 'the candidates table is wider than a 1024 px screen').toBeGreaterThan(0);
    // The table's end is below the fold, its scrollbar is not.
    expect((await rows.last().boundingBox())!.y).toBeGreaterThan(700);
    const bar = page.locator('[data-sticky-scrollbar]');
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(700);
    expect(box.height).toBeGreaterThan(0);
    // Dragged to its end, the bar shows the table's last column; the table scrolled back moves the bar.
    await bar.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => table.evaluate((wrapper) => wrapper.scrollLeft)).toBe(hidden);
    await table.evaluate((wrapper) => wrapper.scrollTo({ left: 0 }));
    await expect.poll(() => bar.evaluate((element) => element.scrollLeft)).toBe(0);
  });

  test('that fits has no second scrollbar', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, undefined, '/country');
    await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
    await settled(page);
    await expect(page.locator('[data-sticky-scrollbar]')).toHaveCount(0);
  });
});

test.describe('phones (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("each row shows its record's status (ja)", async ({ page }) => {
    await login(page, undefined, '/ja/receipts');
    const rows = page.locator('#main-content ul.MuiList-root > li');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    const chips = page.locator('#main-content ul.MuiList-root > li .MuiChip-root[data-state]');
    await expect(chips).toHaveCount(count);
    const state = (await chips.first().getAttribute('data-state'))!;
    await expect(chips.first()).toHaveText(t('ja', `resources.receipts.choices.status.${state}`));
    // Whole on the screen, at the right end of its row.
    const box = (await chips.first().boundingBox())!;
    const row = (await rows.first().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(row.x + row.width - (box.x + box.width)).toBeLessThan(48);
  });
});
