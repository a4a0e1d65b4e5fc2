import { expect, login, test } from './fixtures';

test('an admin logs in, manages a city end to end, and logs out', async ({ page }) => {
  await login(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
  await expect(page).toHaveTitle(/Marketplace Admin/);

  // The sidebar leads to the City list.
  await page.locator('[data-menu-group="masters"]').getByText('Masters').click();
  await page.locator('[data-menu-entity="city"]').getByText('Cities').click();
  await page.locator('[data-menu-entity="city"]').getByRole('menuitem', { name: 'List' }).click();
  await expect(page).toHaveURL(/\/city(\?.*)?$/);
  const rows = page.locator('.RaDatagrid-tbody tr');
  await expect(rows).toHaveCount(20);

  // Create: an empty form is refused with field errors, a filled one is saved.
  await page.getByRole('link', { name: 'Create' }).first().click();
  await expect(page).toHaveURL(/\/city\/create$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The English name is required').or(page.getByText('Required')).first()).toBeVisible();
  await page.getByLabel('English').fill('Testville');
  await page.getByLabel('Japanese').fill('テストビル');
  await page.getByLabel('Vietnamese').fill('Thành phố Thử');
  await page.getByLabel('Country').fill('Japan');
  await page.getByRole('option', { name: 'Japan' }).click();
  await page.getByLabel('Sort order').fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/city\/\d+\/show$/);
  await expect(page.getByText('Testville').first()).toBeVisible();
  await expect(page.getByText('テストビル')).toBeVisible();
  const id = /\/city\/(\d+)\/show$/.exec(page.url())![1];

  // Edit.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/city/${id}$`));
  await page.getByLabel('English').fill('Testville Updated');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/city/${id}/show$`));
  await expect(page.getByText('Testville Updated').first()).toBeVisible();

  // The list finds it by search.
  await page.goto('/city');
  await page.getByPlaceholder('Search').fill('Testville');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Testville Updated');

  // Delete, with confirmation.
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/city/${id}/show$`));
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/city(\?.*)?$/);
  const bearer = await page.evaluate(() => localStorage.getItem('auth_admin._token_admin.local'));
  expect(bearer).toMatch(/^Bearer /);
  const gone = await page.request.get(`/api/v1/cities/${id}`, { headers: { Authorization: bearer! } });
  expect(gone.status()).toBe(404);

  // Log out through the account dropdown.
  await page.getByRole('button', { name: /Admin/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/city');
  await expect(page).toHaveURL(/\/login$/);
});
