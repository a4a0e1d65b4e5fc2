import { bearerOf, loginWithForm, test, expect } from './fixtures';

test('an admin logs in, manages a city end to end, and logs out', async ({ page }) => {
  await loginWithForm(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
  await expect(page).toHaveTitle(/Marketplace Admin/);

  // The sidebar leads to the City list.
  await page.locator('[data-menu-entity="city"]').getByRole('link', { name: 'Cities', exact: true }).click();
  await expect(page).toHaveURL(/\/city(\?.*)?$/);
  const rows = page.locator('.RaDatagrid-tbody tr');
  await expect(rows).toHaveCount(20);

  // Create: an empty form is refused with field errors, a filled one is saved.
  await page.locator('#main-content').getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/city\/create$/);
  // An invalid form is refused with field errors from the schema's rules.
  await page.getByRole('spinbutton', { name: 'Sort order' }).fill('-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be at least 0')).toBeVisible();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page).toHaveURL(/\/city\/create$/);
  await page.getByRole('textbox', { name: /^English/ }).fill('Testville');
  await page.getByRole('textbox', { name: /^Japanese/ }).fill('テストビル');
  await page.getByRole('textbox', { name: /^Vietnamese/ }).fill('Thành phố Thử');
  await page.getByRole('combobox', { name: 'Country' }).fill('Japan');
  await page.getByRole('option', { name: 'Japan' }).click();
  await page.getByRole('spinbutton', { name: 'Sort order' }).fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/city\/\d+$/);
  await expect(page.getByText('Testville').first()).toBeVisible();
  await expect(page.getByText('テストビル')).toBeVisible();
  const id = /\/city\/(\d+)$/.exec(page.url())![1];

  // Edit.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/city/${id}/update$`));
  await page.getByRole('textbox', { name: /^English/ }).fill('Testville Updated');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/city/${id}$`));
  await expect(page.getByText('Testville Updated').first()).toBeVisible();

  // The list finds it by search.
  await page.goto('/city');
  await page.getByPlaceholder('Search').fill('Testville');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Testville Updated');

  // Delete, with confirmation.
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/city/${id}$`));
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete Testville Updated?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Testville Updated deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/city(\?.*)?$/);
  const bearer = await bearerOf(page);
  const gone = await page.request.get(`/api/v1/cities/${id}`, { headers: { Authorization: bearer } });
  expect(gone.status()).toBe(404);

  // Log out through the account dropdown.
  const account = page.getByRole('button', { name: 'Admin: account menu' });
  await expect(account).toContainText('Admin'); // the signed-in user's name
  await account.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/city');
  await expect(page).toHaveURL(/\/login$/);
});
