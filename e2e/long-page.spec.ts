// A page of a thousand rows: chosen in the pagination, it shows the rows near the screen only, and
// scrolling reaches the last of them with the rows in between.
import { apiGet, bearerOf, expect, login, test } from './fixtures';

test('shows 1,000 rows per page and scrolls to the last of them (ja)', async ({ page }) => {
  // Oldest first: jobs other tests add meanwhile come after the page.
  await login(page, undefined, '/ja/jobs?sort=id&order=ASC');
  const rows = page.locator('#main-content .RaDatagrid-tbody tr');
  await expect(rows.first()).toBeVisible();
  await page.getByRole('combobox', { name: '表示件数:' }).click();
  await page.getByRole('option', { name: '1000', exact: true }).click();
  await expect(page).toHaveURL(/perPage=1000/);
  await expect(rows.nth(20)).toBeVisible();

  const bearer = await bearerOf(page);
  const listed = (await apiGet(page.request, bearer, 'admin/jobs?sort=id&page=1&paging=1000&fields=id')).data;
  expect(listed.length).toBeGreaterThan(200);
  // The rows near the screen, not the whole page.
  expect(await rows.count()).toBeLessThan(200);

  const last = page.locator(`#main-content tr[data-record-id="${listed[listed.length - 1].id}"]`);
  await expect(last).toHaveCount(0);
  // To the bottom; again once the rows there are rendered, should they have made the page longer.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toBeInViewport({ timeout: 1000 });
  }).toPass();
  // The rows rendered there are the page's last ones, in its order, none missing.
  const shown = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-record-id'))));
  const from = listed.findIndex((row: { id: number }) => row.id === shown[0]);
  expect(shown).toEqual(listed.slice(from, from + shown.length).map((row: { id: number }) => row.id));
  expect(from + shown.length).toBe(listed.length);
  // Back at the top, the first row again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator(`#main-content tr[data-record-id="${listed[0].id}"]`)).toBeInViewport();
});
