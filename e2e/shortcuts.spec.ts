// Keyboard shortcuts: `?` lists them, `g` and a letter opens a list, `j` / `k` walk its rows, Enter opens
// one, `e` edits it, `/` focuses the list's search, and none fires while typing; a state action's reason
// is confirmed with Ctrl+Enter.
import { apiGet, bearerOf, expect, login, newReceipt, test } from './fixtures';
import { t } from './messages';

test('goes to a list, walks its rows, opens and edits one, and stays out of the way while typing (en)', async ({
  page,
}) => {
  await login(page, undefined, '/');
  await expect(page.locator('#main-content')).toBeVisible();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: t('en', 'app.shortcuts.title') });
  await expect(help).toContainText(
    t('en', 'app.shortcuts.go_to', { name: t('en', 'resources.jobs.name', { smart_count: 2 }) }),
  );
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await page.keyboard.press('g');
  await page.keyboard.press('j');
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.locator('#main-content .RaDatagrid-tbody tr').first()).toBeVisible();

  // The rows of the company with the most jobs but the first (the one other tests add jobs to), which
  // stay in place while this test walks them.
  const bearer = await bearerOf(page);
  const [first] = (await apiGet(page.request, bearer, 'admin/jobs?sort=id&page=1&paging=1')).data;
  const groups = (await apiGet(page.request, bearer, 'admin/jobs/stats?group=company_id&limit=5')).data;
  const company = groups.find((group: { value: number }) => group.value !== first.company_id).value;
  const filter = encodeURIComponent(JSON.stringify({ company_id: company }));
  await page.goto(`/jobs?filter=${filter}`);
  const rows = page.locator('#main-content .RaDatagrid-tbody tr');
  await expect(rows.nth(1)).toBeVisible();
  await page.keyboard.press('j');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows.nth(0)).toBeFocused();
  const id = await rows.nth(0).getAttribute('data-record-id');
  await page.keyboard.press('e');
  await expect(page).toHaveURL(new RegExp(`/jobs/${id}/update$`));
  await page.goBack();
  await expect(rows.nth(1)).toBeVisible();
  await page.keyboard.press('j');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/jobs/${id}$`));
  // On the record's page, `e` edits it.
  await expect(page.locator('#main-content')).toBeVisible();
  await page.keyboard.press('e');
  await expect(page).toHaveURL(new RegExp(`/jobs/${id}/update$`));

  // In the list, `/` focuses the search, where letters are text, not shortcuts.
  await page.goto('/jobs');
  await expect(rows.first()).toBeVisible();
  await page.keyboard.press('/');
  const search = page.locator('#main-content input[name="q"]');
  await expect(search).toBeFocused();
  await page.keyboard.type('gje');
  await expect(search).toHaveValue('gje');
  await expect(page).toHaveURL(/\/jobs(\?.*)?$/);
});

test("confirms a state action's reason with Ctrl+Enter (ja)", async ({ page }) => {
  await login(page, undefined, '/ja');
  const bearer = await bearerOf(page);
  const id = await newReceipt(page.request, bearer, `R-2098-${String(Date.now() % 1_000_000).padStart(6, '0')}`);
  await page.goto(`/ja/receipts/${id}`);
  await page.getByRole('button', { name: t('ja', 'resources.receipts.actions.deny'), exact: true }).click();
  const reason = page.getByRole('dialog').getByRole('textbox', { name: t('ja', 'app.reason.label') });
  await reason.fill('書類が不鮮明');
  // Enter alone is a new line of the reason.
  await reason.press('Enter');
  await reason.type('再提出をお願いします');
  await reason.press('Control+Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-history-action="deny"]').first()).toContainText('書類が不鮮明');
  const [last] = (await apiGet(page.request, bearer, `admin/receipts/${id}/history`)).data;
  expect(last).toMatchObject({ action: 'deny', reason: '書類が不鮮明\n再提出をお願いします' });
});
