// Lookup lists are fetched once per session and reused: pickers and list cells
// of every page read the same list; a write to that master fetches it again.
import { expect, login, test } from './fixtures';

test('a lookup is fetched once per session, by every page that needs it, and again after a write to it', async ({ page }) => {
  const wholeListCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The whole list: the call without page or paging.
    if (request.method() === 'GET' && url.pathname === '/api/v1/cities' && !url.searchParams.has('page')) wholeListCalls.push(url.search);
  });

  await login(page);
  // Cities are among the lookups loaded right after login (spec section 4).
  await expect.poll(() => wholeListCalls.length).toBe(1);

  // The district list names each district's city, and the form offers them, from that same list.
  // (Navigation stays inside the app: a reload starts the app, and its cache, afresh.)
  const districtsMenu = page.locator('[data-menu-entity="districts"]');
  await districtsMenu.getByRole('link', { name: 'Districts', exact: true }).click();
  await expect(page.locator('.RaDatagrid-tbody tr').first().getByRole('link', { name: /\S/ }).first()).toBeVisible();
  await page.locator('#main-content').getByRole('link', { name: 'Create', exact: true }).click();
  await page.getByRole('combobox', { name: 'City' }).click();
  await expect(page.getByRole('option', { name: 'Tokyo', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await districtsMenu.getByRole('link', { name: 'Districts', exact: true }).click();
  await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
  expect(wholeListCalls).toHaveLength(1);

  // A new city, saved in this tab, makes the next reader fetch the list again, and see it.
  const cityName = `Lookupville ${Date.now().toString(36)}`;
  const citiesMenu = page.locator('[data-menu-entity="city"]');
  await citiesMenu.getByRole('link', { name: 'Create City' }).click();
  await page.getByRole('textbox', { name: /^English/ }).fill(cityName);
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Japan', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/city\/\d+$/);
  await districtsMenu.getByRole('link', { name: 'Create District' }).click();
  await page.getByRole('combobox', { name: 'City' }).fill(cityName);
  await expect(page.getByRole('option', { name: cityName, exact: true })).toBeVisible();
  expect(wholeListCalls).toHaveLength(2);
});
