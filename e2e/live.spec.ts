// Two admins on the same records, in two browsers: what one decides shows in the other's open list and
// record page without a reload; each sees the other on the record, editing once a field changed; and an
// open edit form is told of the other's save before its own.
import type { Page } from '@playwright/test';
import { bearerOf, expect, login, newAccount, newReceipt, secondBrowser, test } from './fixtures';
import { t } from './messages';

/** A receipt number of this test alone (R-YYYY-NNNNNN). */
const receiptNumber = () => `R-2097-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

const presence = (page: Page) => page.locator('[data-presence]');
const stateOf = (page: Page) => page.locator('[data-record-field="status"] [data-state]');

test("a receipt denied in one browser shows denied in the other's list and record, which see each other (en, ja)", async ({
  page,
  browser,
}, testInfo) => {
  await login(page);
  const bearer = await bearerOf(page);
  const number = receiptNumber();
  const id = await newReceipt(page.request, bearer, number);
  const other = await newAccount(page.request, bearer, 'Administrator', '田中');
  const admin = (await (await page.request.get('/api/v1/user', { headers: { Authorization: bearer } })).json()).data;

  // The admin's list, filtered to the receipt, and its record page in a second tab.
  await page.goto(`/receipts?filter=${encodeURIComponent(JSON.stringify({ q: number }))}`);
  const row = page.locator('.RaDatagrid-tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-state]')).toHaveAttribute('data-state', 'pending');
  // A third tab lists the pending receipts: the denied one would leave it.
  const pending = await page.context().newPage();
  await pending.goto(`/receipts?filter=${encodeURIComponent(JSON.stringify({ q: number, status: 'pending' }))}`);
  await expect(pending.locator('.RaDatagrid-tbody tr')).toHaveCount(1);
  const record = await page.context().newPage();
  await record.goto(`/receipts/${id}`);
  await expect(stateOf(record)).toHaveAttribute('data-state', 'pending');

  // The other administrator, in Japanese, opens the receipt: each sees the other.
  const second = await secondBrowser(browser, testInfo, { locale: 'ja-JP' });
  await login(second.page, { email: other.email, password: other.password }, `/ja/receipts/${id}`);
  await expect(presence(record).locator(`[data-present-admin="${other.id}"]`)).toHaveAttribute(
    'aria-label',
    t('en', 'app.live.viewing', { name: other.name }),
  );
  await expect(presence(second.page).locator(`[data-present-admin="${admin.id}"]`)).toHaveAttribute(
    'aria-label',
    t('ja', 'app.live.viewing', { name: admin.name }),
  );

  // Denied there, with a reason…
  await second.page.getByRole('button', { name: t('ja', 'resources.receipts.actions.deny'), exact: true }).click();
  const dialog = second.page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t('ja', 'app.reason.label') }).fill('金額が一致しません');
  await dialog.getByRole('button', { name: t('ja', 'app.reason.confirm') }).click();
  await expect(stateOf(second.page)).toHaveAttribute('data-state', 'denied');

  // …it is denied here, in the list's row where it was and on the record page, with its history entry.
  await expect(row.locator('[data-state]')).toHaveAttribute('data-state', 'denied');
  await expect(row).toHaveCount(1);
  await expect(stateOf(record)).toHaveAttribute('data-state', 'denied');
  await expect(record.locator('[data-history-action="deny"]').first()).toContainText('金額が一致しません');
  // The pending list keeps the row where it was and says one row changed; shown, it is gone.
  const bar = pending.locator('[data-live-rows]');
  await expect(bar).toHaveText(t('en', 'app.live.rows_changed', { count: 1 }));
  await expect(pending.locator('.RaDatagrid-tbody tr')).toHaveCount(1);
  await bar.click();
  await expect(pending.locator('.RaDatagrid-tbody tr')).toHaveCount(0);
  await expect(bar).toHaveCount(0);

  // The other leaves: nobody else is on the record any more.
  await second.page.close();
  await expect(presence(record)).toHaveCount(0);
  await second.context.close();
  expect(second.problems).toEqual([]);
});

test('an open edit form is told of the other admin’s save before its own: keep editing, then reload (ja)', async ({
  page,
  browser,
}, testInfo) => {
  await login(page, undefined, '/ja');
  const bearer = await bearerOf(page);
  const number = receiptNumber();
  const id = await newReceipt(page.request, bearer, number);
  const other = await newAccount(page.request, bearer, 'Administrator', 'Lan');
  const admin = (await (await page.request.get('/api/v1/user', { headers: { Authorization: bearer } })).json()).data;

  // The other administrator looks at the receipt (in English) while the admin edits it (in Japanese).
  const second = await secondBrowser(browser, testInfo);
  await login(second.page, { email: other.email, password: other.password }, `/receipts/${id}`);
  await page.goto(`/ja/receipts/${id}/update`);
  const numberInput = page.locator('input[name="number"]');
  await expect(numberInput).toHaveValue(number);
  const seen = presence(second.page).locator(`[data-present-admin="${admin.id}"]`);
  await expect(seen).toHaveAttribute('aria-label', t('en', 'app.live.viewing', { name: admin.name }));
  await expect(presence(page).locator(`[data-present-admin="${other.id}"]`)).toBeVisible();

  // Typing makes the admin an editor to the other.
  const mine = receiptNumber();
  await numberInput.fill(mine);
  await expect(seen).toHaveAttribute('aria-label', t('en', 'app.live.editing', { name: admin.name }));

  // The other saves first: the form says who, before any save of its own.
  const otherBearer = await bearerOf(second.page);
  const save = async (value: string) => {
    const current = (
      await (await page.request.get(`/api/v1/admin/receipts/${id}`, { headers: { Authorization: otherBearer } })).json()
    ).data;
    const answer = await page.request.put(`/api/v1/admin/receipts/${id}`, {
      headers: { Authorization: otherBearer },
      data: { ...current, number: value },
    });
    expect(answer.status(), 'the other admin saving').toBe(200);
  };
  await save(receiptNumber());
  const notice = page.locator('[data-live-change]');
  await expect(notice).toContainText(other.name);
  await expect(notice).toContainText(t('ja', 'app.live.changed_message'));
  await notice.getByRole('button', { name: t('ja', 'app.live.keep_editing') }).click();
  await expect(notice).toHaveCount(0);
  await expect(numberInput).toHaveValue(mine);

  // Once more, and this time the admin takes theirs.
  const latest = receiptNumber();
  await save(latest);
  await notice.getByRole('button', { name: t('ja', 'app.live.reload') }).click();
  await expect(numberInput).toHaveValue(latest);
  await expect(notice).toHaveCount(0);

  await second.context.close();
  expect(second.problems).toEqual([]);
});
