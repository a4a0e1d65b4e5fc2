// A page of a thousand rows: chosen in the pagination, it shows the rows near the screen only, and
// scrolling reaches the last of them with the rows in between.
import { apiGet, bearerOf, expect, login, test } from './fixtures';

test('shows 1,000 rows per page and scrolls to the last of them (ja)', async ({ page }) => {
  await login(page, undefined, '/ja/jobs');
  const rows = page.locator('#main-content .RaDatagrid-tbody tr');
  await expect(rows.first()).toBeVisible();
  await page.getByRole('combobox', { name: '表示件数:' }).click();
  await page.getByRole('option', { name: '1000', exact: true }).click();
  await expect(page).toHaveURL(/perPage=1000/);
  await expect(rows.nth(20)).toBeVisible();

  const bearer = await bearerOf(page);
  const listed = (await apiGet(page.request, bearer, 'admin/jobs?sort=-created_at&page=1&paging=1000&fields=id')).data;
  expect(listed.length).toBeGreaterThan(200);
  // The rows near the screen, not the whole page.
  expect(await rows.count()).toBeLessThan(200);

  const last = page.locator(`#main-content tr[data-record-id="${listed[listed.length - 1].id}"]`);
  const middle = page.locator(`#main-content tr[data-record-id="${listed[Math.floor(listed.length / 2)].id}"]`);
  await expect(last).toHaveCount(0);
  await page.mouse.move(640, 400);
  for (let step = 0; step < 400 && (await last.count()) === 0; step++) {
    await page.mouse.wheel(0, 1500);
    if (step % 10 === 0 && (await middle.count())) await expect(middle).toBeVisible();
  }
  await expect(last).toBeInViewport();
  // Back at the top, the first row again.
  await page.keyboard.press('Home');
  await expect(page.locator(`#main-content tr[data-record-id="${listed[0].id}"]`)).toBeInViewport();
});
