// A list as a keyboard user meets it: rows take the focus and open with Enter, the bulk toolbar's
// hidden buttons take no Tab stops while nothing is selected, and sort labels keep a field's own
// letters ("Sort by ID", not "Sort by iD"), in every language.
import { expect, login, test } from './fixtures';

test('a row takes the focus and opens its record with Enter; a hidden bulk toolbar takes no Tab stop (en)', async ({
  page,
}) => {
  await login(page);
  await page.goto('/city');
  const rows = page.locator('.RaDatagrid-tbody tr');
  await expect(rows).toHaveCount(20);

  // While nothing is selected, the folded bulk toolbar's buttons cannot take the focus.
  const focusable = () =>
    page.locator('.RaBulkActionsToolbar-toolbar button').evaluateAll(
      (buttons) =>
        buttons.filter((button) => {
          (button as HTMLElement).focus();
          return document.activeElement === button;
        }).length,
    );
  expect(await page.locator('.RaBulkActionsToolbar-toolbar button').count()).toBeGreaterThan(0);
  expect(await focusable()).toBe(0);

  // The row is a stop of its own, just before its checkbox; Enter opens that row's record.
  await rows.first().getByRole('checkbox').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(rows.first()).toBeFocused();
  const id = (await rows.first().locator('td.column-id').innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === `/city/${id}`);

  // Selected, the bulk toolbar's buttons are reachable again.
  await page.goBack();
  await rows.first().getByRole('checkbox').check();
  await expect(page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button').first()).toBeVisible();
  expect(await focusable()).toBeGreaterThan(0);
});

for (const locale of ['en', 'ja', 'vi'] as const) {
  test(`sort labels keep the field's own letters (${locale})`, async ({ page }) => {
    await login(page);
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}/city`);
    const idHeader = page.locator('th.column-id');
    await expect(idHeader).toBeVisible();
    await idHeader.getByRole('button').hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('ID');
    await expect(tooltip).not.toContainText('iD');
  });
}
