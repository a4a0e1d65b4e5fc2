// A list's views: the schema's own under its menu entry ("Receipts to check"), a column chooser, and a
// view saved with hidden columns and shared with a permission, which that permission's moderator then
// finds under the menu entry and opens as it was saved.
import { apiGet, bearerOf, expect, leaveSignedIn, login, MODERATOR, test } from './fixtures';
import { t } from './messages';

test('opens a team view from the menu, hides a column, saves and shares the view with a permission (en)', async ({
  page,
}, testInfo) => {
  await login(page, undefined, '/');
  await expect(page.locator('#main-content')).toBeVisible();

  // The schema's own view, under the receipts entry: the pending ones.
  await page
    .locator('[data-menu-views="receipts"]')
    .getByRole('link', { name: t('en', 'resources.receipts.views.to_check') })
    .click();
  await expect(page).toHaveURL(/\/receipts\?/);
  const states = page.locator('#main-content .RaDatagrid-tbody [data-state]');
  await expect(states.first()).toBeVisible();
  expect(new Set(await states.evaluateAll((cells) => cells.map((c) => c.getAttribute('data-state'))))).toEqual(
    new Set(['pending']),
  );

  // The jobs list without its company column, filtered by a search of its own.
  await page.goto('/jobs');
  const headers = page.locator('#main-content .RaDatagrid-headerCell');
  const company = t('en', 'resources.jobs.fields.company_id');
  await expect(headers.filter({ hasText: company })).toHaveCount(1);
  await page.getByRole('button', { name: t('en', 'app.columns.button') }).click();
  await page.locator('[data-columns]').getByRole('checkbox', { name: company }).uncheck();
  await page.keyboard.press('Escape');
  await expect(headers.filter({ hasText: company })).toHaveCount(0);
  // A word of the first job's title, so the view finds it.
  const [first] = (await apiGet(page.request, await bearerOf(page), 'admin/jobs?paging=1&sort=-created_at')).data;
  const word = String(first.title).slice(0, 3);
  await page.locator('#main-content input[name="q"]').fill(word);
  await expect(page.locator('#main-content .RaDatagrid-tbody tr').first()).toContainText(word);

  const name = `Jobs without companies ${testInfo.workerIndex}-${Date.now() % 100_000}`;
  await page.getByRole('button', { name: t('en', 'app.views.button') }).click();
  await page.getByRole('menuitem', { name: t('en', 'app.views.save') }).click();
  const dialog = page.getByRole('dialog', { name: t('en', 'app.views.save_title') });
  await dialog.getByRole('textbox', { name: t('en', 'app.views.name') }).fill(name);
  await dialog.getByRole('combobox', { name: t('en', 'app.views.share') }).click();
  await page.getByRole('option', { name: t('en', 'app.views.share_with', { name: 'Moderator' }) }).click();
  await dialog.getByRole('button', { name: t('en', 'ra.action.save') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(t('en', 'app.views.saved', { name }))).toBeVisible();

  // The moderator finds it under the jobs entry, and it opens with its filter and without the column.
  await leaveSignedIn(page);
  await login(page, MODERATOR, '/');
  const shared = page.locator('[data-menu-views="jobs"]').getByRole('link', { name });
  await expect(shared).toBeVisible();
  await shared.click();
  await expect(page.locator('#main-content input[name="q"]')).toHaveValue(word);
  await expect(page.locator('#main-content .RaDatagrid-tbody tr').first()).toBeVisible();
  await expect(headers.filter({ hasText: company })).toHaveCount(0);
  await expect(headers.filter({ hasText: t('en', 'resources.jobs.fields.title') })).toHaveCount(1);
});
