// Two admins edit the same record: the second save is told that someone else
// saved first, keeps what was typed, and can reload or save over it.
import type { Page } from '@playwright/test';
import { ADMIN, apiGet, bearerOf, expect, login, test } from './fixtures';
import { t } from './messages';

// The stale save answers 409 on purpose.
test.use({ expectedHttpErrors: [409] });

const names = (en: string) => [
  { language_code: 'en', name: en },
  { language_code: 'ja', name: `${en} (ja)` },
];

/** A city of its own for the test, made through the API. */
async function newCity(page: Page, en: string): Promise<number> {
  const bearer = await bearerOf(page);
  const country = (await apiGet(page.request, bearer, 'countries?paging=1')).data[0];
  const answer = await page.request.post('/api/v1/cities', {
    headers: { Authorization: bearer },
    data: { names: names(en), country_id: country.id },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).data.id;
}

const english = (page: Page) => page.locator('input[name="names.en"]');

test('the second of two edits is told, keeps its value, and saves over the first on request', async ({
  page,
  consoleProblems,
}) => {
  await login(page);
  const id = await newCity(page, 'Twin Town');
  // A second tab of another admin's browser, watched for console errors like the first.
  const other = await page.context().newPage();
  other.on('console', (message) => {
    if (
      message.type() === 'error' &&
      message.text().startsWith('Failed to load resource: the server responded with a status of 409 ')
    )
      return;
    if (message.type() === 'error' || message.type() === 'warning')
      consoleProblems.push(`second tab ${message.type()}: ${message.text()}`);
  });
  other.on('pageerror', (error) => consoleProblems.push(`second tab pageerror: ${error.message}`));

  await page.goto(`/city/${id}/update`);
  await other.goto(`/city/${id}/update`);
  await expect(english(page)).toHaveValue('Twin Town');
  await expect(english(other)).toHaveValue('Twin Town');

  // The first saves.
  await english(page).fill('Twin Town (first)');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/city/${id}$`));
  await expect(page.getByText('Twin Town (first)').first()).toBeVisible();

  // The second saves what it loaded before: refused, the form and the typed value stay.
  await english(other).fill('Twin Town (second)');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = other.locator('[data-stale-notice]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(t('en', 'app.stale.title'));
  await expect(notice).toContainText(t('en', 'app.stale.message'));
  await expect(other).toHaveURL(new RegExp(`/city/${id}/update$`));
  await expect(english(other)).toHaveValue('Twin Town (second)');
  await expect(other.getByText(t('en', 'server.stale_record'))).toHaveCount(0);
  // Nothing of the second was stored.
  const bearer = await bearerOf(page);
  expect((await apiGet(page.request, bearer, `cities/${id}`)).data).toMatchObject({
    version: 2,
    names: [
      { language_code: 'en', name: 'Twin Town (first)' },
      { language_code: 'ja', name: 'Twin Town (ja)' },
    ],
  });

  // Leaving still asks; staying keeps the form.
  await other.getByRole('link', { name: 'Cancel' }).click();
  const leaving = other.getByRole('dialog', { name: t('en', 'app.unsaved.title') });
  await expect(leaving).toContainText(t('en', 'ra.message.unsaved_changes'));
  await leaving.getByRole('button', { name: t('en', 'app.unsaved.stay') }).click();
  await expect(leaving).toHaveCount(0);
  await expect(other).toHaveURL(new RegExp(`/city/${id}/update$`));
  await expect(english(other)).toHaveValue('Twin Town (second)');

  // Saving over the first stores the second's value.
  await notice.getByRole('button', { name: t('en', 'app.stale.save_mine') }).click();
  await expect(other).toHaveURL(new RegExp(`/city/${id}$`));
  // The record holds the second's value; the first's is now only in the history, as a value before.
  const names = other.locator('[data-record-field="names"]');
  await expect(names).toContainText('Twin Town (second)');
  await expect(names).not.toContainText('Twin Town (first)');
  await expect(other.locator('[data-history-field="names"] [data-history-before]').first()).toContainText(
    'Twin Town (first)',
  );
  expect((await apiGet(page.request, bearer, `cities/${id}`)).data).toMatchObject({
    version: 3,
    names: [
      { language_code: 'en', name: 'Twin Town (second)' },
      { language_code: 'ja', name: 'Twin Town (ja)' },
    ],
  });
  await other.close();
});

test('in Vietnamese on a phone: told in Vietnamese, reloads the latest after asking', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, ADMIN, '/vi');
  const id = await newCity(page, 'Hai Phong Test');
  await page.goto(`/vi/city/${id}/update`);
  await expect(english(page)).toHaveValue('Hai Phong Test');

  // Someone else saves meanwhile.
  const bearer = await bearerOf(page);
  const theirs = await page.request.put(`/api/v1/cities/${id}`, {
    headers: { Authorization: bearer },
    data: { names: names('Hai Phong (theirs)'), version: 1 },
  });
  expect(theirs.status()).toBe(200);

  await english(page).fill('Hai Phong (mine)');
  await page.getByRole('button', { name: t('vi', 'ra.action.save'), exact: true }).click();
  const notice = page.locator('[data-stale-notice]');
  await expect(notice).toContainText(t('vi', 'app.stale.title'));
  await expect(notice).toBeInViewport();
  await expect(english(page)).toHaveValue('Hai Phong (mine)');
  const reload = notice.getByRole('button', { name: t('vi', 'app.stale.reload') });
  const saveMine = notice.getByRole('button', { name: t('vi', 'app.stale.save_mine') });
  await expect(saveMine).toBeVisible();
  // Both ways out fit the phone's width.
  for (const button of [reload, saveMine]) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }

  // Asked first, in the app's dialog: Cancel keeps the typed value.
  const asked = page.getByRole('dialog', { name: t('vi', 'app.stale.confirm_reload') });
  await reload.click();
  await asked.getByRole('button', { name: t('vi', 'ra.action.cancel') }).click();
  await expect(asked).toHaveCount(0);
  await expect(english(page)).toHaveValue('Hai Phong (mine)');

  // Saying yes loads the latest record, and a save from it goes through.
  await reload.click();
  await asked.getByRole('button', { name: t('vi', 'app.stale.reload') }).click();
  await expect(english(page)).toHaveValue('Hai Phong (theirs)');
  await expect(notice).toHaveCount(0);
  await english(page).fill('Hai Phong (after reload)');
  await page.getByRole('button', { name: t('vi', 'ra.action.save'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vi/city/${id}$`));
  await expect(page.getByText('Hai Phong (after reload)').first()).toBeVisible();
  expect((await apiGet(page.request, bearer, `cities/${id}`)).data.version).toBe(3);
});

test('a state action refused because another admin decided first shows the record as it is now', async ({ page }) => {
  await login(page);
  const bearer = await bearerOf(page);
  const [receipt] = (await apiGet(page.request, bearer, 'admin/receipts?status=pending&page=1&paging=1&sort=-id')).data;
  await page.goto(`/receipts/${receipt.id}`);
  const main = page.locator('#main-content');
  const state = main.locator('[data-record-field="status"] [data-state]');
  await expect(state).toHaveAttribute('data-state', 'pending');
  const deny = main.getByRole('button', { name: t('en', 'resources.receipts.actions.deny'), exact: true });
  await expect(deny).toBeVisible();

  // Another admin accepts it meanwhile.
  const accepted = await page.request.patch(`/api/v1/admin/receipts/${receipt.id}/accept`, {
    headers: { Authorization: bearer },
  });
  expect(accepted.status()).toBe(200);

  // This page, still showing Pending, tries to deny it: refused, and then shows it accepted.
  await deny.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('en', 'app.reason.label')).fill('Amount does not match');
  await dialog.getByRole('button', { name: t('en', 'app.reason.confirm') }).click();
  await expect(page.locator('.MuiSnackbarContent-root')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(state).toHaveAttribute('data-state', 'accepted');
  await expect(deny).toHaveCount(0);
  await expect(main.locator('[data-history-action="accept"]').first()).toBeVisible();
});

test("the header's refresh button reads the page's records again, without reloading the page", async ({ page }) => {
  await login(page);
  const id = await newCity(page, 'Refresh Town');
  await page.goto(`/city/${id}`);
  await expect(page.getByText('Refresh Town').first()).toBeVisible();
  const bearer = await bearerOf(page);
  const changed = await page.request.put(`/api/v1/cities/${id}`, {
    headers: { Authorization: bearer },
    data: { names: names('Refresh Town (renamed)') },
  });
  expect(changed.status()).toBe(200);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(request.url());
  });
  await page.getByRole('button', { name: t('en', 'ra.action.refresh') }).click();
  await expect(page.getByText('Refresh Town (renamed)').first()).toBeVisible();
  expect(documents).toEqual([]);
});
