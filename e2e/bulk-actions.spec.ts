// A state action on a list's selection: three receipts denied with one reason, one of them skipped
// because another admin accepted it after they were selected; each decided receipt keeps the reason in
// its history.
import { apiGet, bearerOf, expect, login, newReceipt, test } from './fixtures';
import { t } from './messages';

test('bulk-denies receipts with one reason; the one accepted meanwhile is listed as skipped (vi)', async ({
  page,
}, testInfo) => {
  await login(page, undefined, '/vi');
  const bearer = await bearerOf(page);
  // Three receipts of this test alone, found by the number they share.
  const stem = `R-2099-${String(Date.now() % 10_000).padStart(4, '0')}${testInfo.workerIndex % 10}`;
  const numbers = ['1', '2', '3'].map((n) => `${stem}${n}`);
  const ids: number[] = [];
  for (const number of numbers) ids.push(await newReceipt(page.request, bearer, number));

  await page.goto(`/vi/receipts?filter=${encodeURIComponent(JSON.stringify({ q: stem }))}`);
  const rows = page.locator('.RaDatagrid-tbody tr');
  await expect(rows).toHaveCount(3);
  await page.getByRole('checkbox', { name: t('vi', 'ra.action.select_all') }).check();
  const deny = page.getByRole('button', { name: t('vi', 'resources.receipts.actions.deny'), exact: true });
  await expect(deny).toBeVisible();

  // Another admin accepts the second one after it was selected here.
  const accepted = await page.request.patch(`/api/v1/admin/receipts/${ids[1]}/accept`, {
    headers: { Authorization: bearer },
  });
  expect(accepted.status()).toBe(200);

  await deny.click();
  const label = t('vi', 'resources.receipts.actions.deny');
  const dialog = page.getByRole('dialog', { name: t('vi', 'app.bulk.title', { action: label, count: 3 }) });
  await expect(dialog).toContainText(t('vi', 'app.bulk.reason_for_all'));
  const confirm = dialog.getByRole('button', { name: t('vi', 'app.reason.confirm') });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(t('vi', 'app.reason.label')).fill('Ảnh chụp bị mờ');
  await confirm.click();

  const result = page.getByRole('dialog', {
    name: t('vi', 'app.bulk.result_title', { action: label, done: 2, skipped: 1 }),
  });
  // In the list's order (newest first).
  await expect(result.locator('[data-bulk-done] li')).toHaveText([numbers[2], numbers[0]]);
  await expect(result.locator('[data-bulk-skipped] li')).toHaveCount(1);
  await expect(result.locator('[data-bulk-skipped] li')).toContainText(numbers[1]);
  await expect(result.locator('[data-bulk-skipped] li')).toContainText(
    t('vi', 'resources.receipts.choices.status.accepted'),
  );
  await result.getByRole('button', { name: t('vi', 'ra.action.close') }).click();
  await expect(result).toHaveCount(0);

  // The list shows each as it is now, nothing selected.
  const states = rows.locator('[data-state]');
  await expect(states).toHaveCount(3);
  expect(new Set(await states.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-state'))))).toEqual(
    new Set(['denied', 'accepted']),
  );
  await expect(page.getByRole('checkbox', { name: t('vi', 'ra.action.select_all') })).not.toBeChecked();
  for (const id of [ids[0], ids[2]]) {
    const [last] = (await apiGet(page.request, bearer, `admin/receipts/${id}/history`)).data;
    expect(last).toMatchObject({ action: 'deny', reason: 'Ảnh chụp bị mờ' });
  }
  // The record page's history says so too.
  await page.goto(`/vi/receipts/${ids[0]}`);
  await expect(page.locator('[data-history-action="deny"]').first()).toContainText('Ảnh chụp bị mờ');
});

test('sets one field on a selection of jobs; the one deleted meanwhile is listed as skipped (ja)', async ({
  page,
}, testInfo) => {
  await login(page, undefined, '/ja');
  const bearer = await bearerOf(page);
  // Whole jobs, copied from a demo one: other tests read the newest jobs of the list as they find them.
  const [first] = (await apiGet(page.request, bearer, 'admin/jobs?page=1&paging=1&sort=id')).data;
  const model = (await apiGet(page.request, bearer, `admin/jobs/${first.id}`)).data;
  const stem = `一括変更テスト${Date.now() % 100_000}${testInfo.workerIndex}`;
  const titles = ['一', '二', '三'].map((n) => `${stem}${n}`);
  const ids: number[] = [];
  for (const title of titles) {
    const created = await page.request.post('/api/v1/admin/jobs', {
      headers: { Authorization: bearer },
      data: { ...model, title, employment_type: 'full_time' },
    });
    expect(created.status(), `creating ${title}`).toBe(201);
    ids.push((await created.json()).data.id);
  }

  await page.goto(`/ja/jobs?filter=${encodeURIComponent(JSON.stringify({ q: stem }))}`);
  await expect(page.locator('.RaDatagrid-tbody tr')).toHaveCount(3);
  await page.getByRole('checkbox', { name: t('ja', 'ra.action.select_all') }).check();
  // Another admin deletes the oldest one (never the list's newest) after it was selected here.
  expect(
    (await page.request.delete(`/api/v1/admin/jobs/${ids[0]}`, { headers: { Authorization: bearer } })).status(),
  ).toBe(200);

  await page.getByRole('button', { name: t('ja', 'app.bulk.edit') }).click();
  const dialog = page.getByRole('dialog', { name: t('ja', 'app.bulk.edit_title', { count: 3 }) });
  await expect(dialog).toContainText(t('ja', 'app.bulk.edit_value_hint'));
  await dialog.getByRole('combobox', { name: t('ja', 'app.bulk.edit_field') }).click();
  await page.getByRole('option', { name: t('ja', 'resources.jobs.fields.employment_type') }).click();
  await dialog.getByRole('combobox', { name: t('ja', 'resources.jobs.fields.employment_type'), exact: true }).click();
  await page.getByRole('option', { name: t('ja', 'resources.jobs.choices.employment_type.contract') }).click();
  await dialog.getByRole('button', { name: t('ja', 'app.bulk.edit_apply') }).click();

  const result = page.getByRole('dialog', { name: t('ja', 'app.bulk.edit_result_title', { done: 2, skipped: 1 }) });
  await expect(result.locator('[data-bulk-done] li')).toHaveText([titles[2], titles[1]]);
  await expect(result.locator('[data-bulk-skipped] li')).toContainText([`${titles[0]}${t('ja', 'server.not_found')}`]);
  await result.getByRole('button', { name: t('ja', 'ra.action.close') }).click();
  await expect(result).toHaveCount(0);

  // The list shows the new value on both, nothing selected.
  await expect(page.locator('.RaDatagrid-tbody tr')).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: t('ja', 'ra.action.select_all') })).not.toBeChecked();
  for (const id of [ids[1], ids[2]])
    expect((await apiGet(page.request, bearer, `admin/jobs/${id}`)).data.employment_type).toBe('contract');
});
