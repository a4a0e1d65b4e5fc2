import { expect, login, MODERATOR, test } from './fixtures';

test('a moderator sees masters without Create, and the server refuses a write', async ({ page }) => {
  await login(page, MODERATOR);
  const entry = page.locator('[data-menu-entity="city"]');
  await expect(entry.getByRole('link', { name: 'Cities', exact: true })).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Create City' })).toHaveCount(0);

  await entry.getByRole('link', { name: 'Cities', exact: true }).click();
  await expect(page.locator('.RaDatagrid-tbody tr')).toHaveCount(20);
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);

  const bearer = await page.evaluate(() => localStorage.getItem('auth_admin._token_admin.local'));
  const refused = await page.request.post('/api/v1/cities', {
    headers: { Authorization: bearer! },
    data: { names: [{ language_code: 'en', name: 'Nope' }], country_id: 1 },
  });
  expect(refused.status()).toBe(403);
});
