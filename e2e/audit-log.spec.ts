// The audit log under Setting: every write through the API, newest first, filtered by account (and by
// entity), exported as CSV; for holders of its right only (the moderator gets the access-denied page).
import { readFileSync } from 'node:fs';
import { parseCsv } from '../scripts/csv';
import { bearerOf, expect, login, MODERATOR, newAccount, newReceipt, test } from './fixtures';
import { t } from './messages';

const receiptNumber = () => `R-2096-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

test('lists the writes of one account, newest first, and exports them (ja)', async ({ page }) => {
  await login(page, undefined, '/ja');
  const writer = await newAccount(page.request, await bearerOf(page), 'Administrator', 'Auditor');
  // Two writes of the new account: a receipt, then its denial.
  const id = await newReceipt(page.request, writer.bearer, receiptNumber());
  const denied = await page.request.patch(`/api/v1/admin/receipts/${id}/denied`, {
    headers: { Authorization: writer.bearer },
    data: { reason: '不鮮明' },
  });
  expect(denied.status()).toBe(200);

  // From the menu, then filtered to the account.
  await page.getByRole('link', { name: t('ja', 'resources.audit_log.name', { smart_count: 2 }) }).click();
  await expect(page).toHaveURL(/\/ja\/setting\/audit-log/);
  await page.goto(`/ja/setting/audit-log?filter=${encodeURIComponent(JSON.stringify({ admin_user_id: writer.id }))}`);
  const rows = page.locator('.RaDatagrid-tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(t('ja', 'resources.receipts.actions.deny'));
  await expect(rows.nth(1)).toContainText(t('ja', 'resources.audit_log.choices.operation.create'));
  // The changed fields by their labels: the state, then every field the receipt was made with.
  await expect(rows.nth(0)).toContainText(t('ja', 'resources.receipts.fields.status'));
  await expect(rows.nth(1)).toContainText(t('ja', 'resources.receipts.fields.number'));
  for (const row of await rows.all()) {
    await expect(row).toContainText(writer.name);
    await expect(row).toContainText(t('ja', 'resources.receipts.name', { smart_count: 2 }));
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('ja', 'ra.action.export') }).click(),
  ]);
  const [header, ...body] = parseCsv(
    readFileSync((await download.path())!)
      .subarray(3)
      .toString('utf8'),
  );
  expect(header).toContain(t('ja', 'resources.audit_log.fields.record_id'));
  expect(body).toHaveLength(2);
  const recordColumn = header.indexOf(t('ja', 'resources.audit_log.fields.record_id'));
  expect(body.map((row) => row[recordColumn])).toEqual([String(id), String(id)]);
  expect(body.every((row) => row.includes(writer.name))).toBe(true);
});

test('the moderator, without the right, has no entry for it and gets the access-denied page', async ({ page }) => {
  await login(page, MODERATOR, '/setting/audit-log');
  await expect(page.locator('[data-access-denied]')).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'resources.audit_log.name', { smart_count: 2 }) })).toHaveCount(
    0,
  );
});

test("the right is the permission grid's last column, on its function only; ticking it ticks View (vi)", async ({
  page,
}) => {
  await login(page, undefined, '/vi/setting/permission/create');
  const grid = page.locator('[data-permission-grid]');
  await expect(grid.getByRole('columnheader', { name: t('vi', 'app.settings.permissions.other') })).toBeVisible();
  await expect(grid.locator('[data-privilege="AUDIT"]')).toHaveCount(1);
  const row = grid.locator('[data-function="SETTING_MODERATOR"]');
  const audit = row.getByRole('checkbox', {
    name: t('vi', 'app.settings.permissions.cell', {
      function: t('vi', 'app.functions.SETTING_MODERATOR'),
      privilege: t('vi', 'app.privileges.AUDIT'),
    }),
  });
  await audit.check();
  await expect(row.locator('[data-privilege="VIEW"] input')).toBeChecked();
  await expect(row.locator('[data-privilege="UPDATE"] input')).not.toBeChecked();
});
