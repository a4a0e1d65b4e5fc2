// Two-factor sign-in in the browser: an admin turns it on from the account menu at 375 px in
// Vietnamese (QR code and the key as text, one code, ten recovery codes shown once), then signs in
// with the password and a code in another browser; an account whose permission requires two-factor
// sets it up at its next sign-in (the QR step, its recovery codes, then the back office). Codes are
// computed here from the key the page shows. Each test makes its own account: the seeded ones are
// shared by every test.
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, expect, loginWithForm, secondBrowser, test } from './fixtures';
import { t } from './messages';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A code of `secret` one step (30 s) ahead: still accepted now (a step of drift is allowed), and of a
 * later step than any code used before it, which the server refuses to take twice.
 */
const codeOf = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

/** A new account registered through the API by the administrator: a Moderator, or on a new permission requiring two-factor. */
async function newAccount(request: APIRequestContext, requireTwoFactor = false) {
  const id = stamp();
  const account = { name: `Tf ${id}`, email: `tf-${id}@example.com`, password: `first-${id}` };
  const signIn = await request.post('/api/v1/admin/oauth/token', {
    data: { grant_type: 'password', email: ADMIN.email, password: ADMIN.password },
  });
  expect(signIn.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await signIn.json()).data.access_token}` };
  let permissionId: number;
  if (requireTwoFactor) {
    const created = await request.post('/api/v1/admin/permissions', {
      headers,
      data: { name: `Two-factor ${id}`, functions: [{ function: { type: 'MASTER' }, privileges: ['VIEW'] }] },
    });
    expect(created.status()).toBe(201);
    permissionId = (await created.json()).data.id;
    const option = await request.put(`/api/v1/admin/permissions/${permissionId}/two-factor`, {
      headers,
      data: { two_factor_required: true },
    });
    expect(option.status()).toBe(200);
  } else {
    const permissions = await request.get('/api/v1/admin/permissions?q=Moderator&paging=100', { headers });
    permissionId = (await permissions.json()).data.find((p: { name: string }) => p.name === 'Moderator').id;
  }
  const created = await request.post('/api/v1/user/register/manager', {
    headers,
    data: { ...account, permission_id: permissionId },
  });
  expect(created.status(), 'registering the account').toBe(201);
  await request.post('/api/v1/oauth/revoke', { headers });
  return account;
}

/** Email and password on the login form of `prefix`; the form then asks for more, or signs in. */
async function submitPassword(page: Page, account: { email: string; password: string }, prefix: string) {
  await page.goto(`${prefix}/login`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
}

const recoveryCodes = (page: Page) => page.locator('[data-recovery-codes] li');

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('an admin turns two-factor on from the account menu (vi), then signs in with the password and a code', async ({
    page,
    browser,
  }, testInfo) => {
    const account = await newAccount(page.request);
    await loginWithForm(page, account, '/vi');
    await page.getByRole('button', { name: t('vi', 'ra.auth.user_menu') }).click();
    const item = page.getByRole('menuitem', { name: t('vi', 'app.two_factor.menu') });
    const box = (await item.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await item.click();
    await expect(page).toHaveURL(/\/vi\/profile\/two-factor$/);
    await expect(page.getByRole('heading', { level: 1, name: t('vi', 'app.two_factor.title') })).toBeVisible();
    await expect(page.locator('[data-two-factor-status="off"]')).toHaveText(t('vi', 'app.two_factor.status_off'));

    await page.locator('[data-action="two-factor-start"]').click();
    const qr = page.getByRole('img', { name: t('vi', 'app.two_factor.qr') });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    // The QR code fits the phone's width.
    const qrBox = (await qr.boundingBox())!;
    expect(qrBox.x + qrBox.width).toBeLessThanOrEqual(375);
    const secret = (await page.locator('[data-two-factor-secret]').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel(t('vi', 'app.two_factor.code')).fill(codeOf(secret));
    await page.locator('[data-action="two-factor-confirm"]').click();

    await expect(page.getByRole('heading', { name: t('vi', 'app.two_factor.recovery_title') })).toBeVisible();
    await expect(recoveryCodes(page)).toHaveCount(10);
    await expect(page.locator('[data-two-factor-status="on"]')).toHaveText(t('vi', 'app.two_factor.status_on'));

    // New recovery codes, confirmed here with one of the old ones: ten others, all of them left.
    const first = await recoveryCodes(page).allTextContents();
    await page.getByLabel(t('vi', 'app.two_factor.renew_code')).fill(first[0]);
    await page.getByRole('button', { name: t('vi', 'app.two_factor.renew') }).click();
    // Done once the code field is emptied (the help's count says 10 before and after).
    await expect(page.getByLabel(t('vi', 'app.two_factor.renew_code'))).toHaveValue('');
    await expect(page.locator('[data-two-factor-renew]')).toContainText(
      t('vi', 'app.two_factor.renew_help', { count: 10 }),
    );
    await expect(recoveryCodes(page)).toHaveCount(10);
    const renewed = await recoveryCodes(page).allTextContents();
    expect(renewed.filter((code) => first.includes(code))).toEqual([]);

    // Another browser: the password alone leads to the code step, and the code signs in.
    const other = await secondBrowser(browser, testInfo, { locale: 'vi-VN' });
    await submitPassword(other.page, account, '/vi');
    await expect(other.page.getByText(t('vi', 'app.login.code_help'))).toBeVisible();
    await expect(other.page).toHaveURL(/\/vi\/login$/);
    await other.page.getByLabel(t('vi', 'app.login.code')).fill(codeOf(secret, 1));
    await other.page.getByRole('button', { name: t('vi', 'app.login.verify') }).click();
    await expect(other.page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/vi');
    await expect(other.page.locator('#react-admin-title')).toBeVisible();
    expect(other.problems).toEqual([]);
    await other.context.close();
  });
});

test("the moderators list tells who signs in with two-factor; an administrator turns it off for a lost phone on the account's record page", async ({
  page,
}) => {
  const account = await newAccount(page.request);
  const signIn = await page.request.post('/api/v1/admin/oauth/token', {
    data: { grant_type: 'password', email: account.email, password: account.password },
  });
  const headers = { Authorization: `Bearer ${(await signIn.json()).data.access_token}` };
  const setup = await page.request.post('/api/v1/user/two-factor/setup', { headers, data: {} });
  const secret = (await setup.json()).data.secret as string;
  const enabled = await page.request.post('/api/v1/user/two-factor/enable', {
    headers,
    data: { code: codeOf(secret) },
  });
  expect(enabled.status()).toBe(200);

  await loginWithForm(page);
  await page.goto('/setting/moderator');
  await page.getByRole('textbox', { name: t('en', 'ra.action.search') }).fill(account.email);
  const rows = page.locator('.RaDatagrid-tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(account.email);
  // The two-factor column's check, named on hover.
  await rows.first().locator('td.column-two_factor svg').hover();
  await expect(page.getByRole('tooltip')).toHaveText(t('en', 'ra.boolean.true'));
  await rows.first().locator('td.column-name').click();
  await expect(page).toHaveURL(/\/setting\/moderator\/\d+$/);

  const twoFactor = page.locator('[data-record-field="two_factor"] dd svg');
  await twoFactor.hover();
  await expect(page.getByRole('tooltip')).toHaveText(t('en', 'ra.boolean.true'));
  const reset = page.getByRole('button', { name: t('en', 'resources.moderators.actions.reset_two_factor') });
  await reset.click();
  const dialog = page.getByRole('dialog', { name: t('en', 'resources.moderators.actions.reset_two_factor') });
  await expect(dialog).toContainText(t('en', 'resources.moderators.actions.reset_two_factor_confirm'));
  await dialog.getByRole('button', { name: t('en', 'ra.action.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText(
      t('en', 'app.action_done', {
        action: t('en', 'resources.moderators.actions.reset_two_factor'),
        name: account.name,
      }),
    ),
  ).toBeVisible();
  await twoFactor.hover();
  await expect(page.getByRole('tooltip')).toHaveText(t('en', 'ra.boolean.false'));
  // Nothing left to turn off: the button goes with it.
  await expect(reset).toHaveCount(0);

  // The account's sessions ended, and it signs in with its password alone.
  expect((await page.request.get('/api/v1/user', { headers })).status()).toBe(401);
  const again = await page.request.post('/api/v1/admin/oauth/token', {
    data: { grant_type: 'password', email: account.email, password: account.password },
  });
  expect(again.status()).toBe(200);
  const answer = (await again.json()).data;
  expect(answer.two_factor).toBeUndefined();
  expect(answer.access_token).toBeTruthy();
});

test('a permission requiring two-factor makes its account set it up at sign-in (ja): QR step, recovery codes, then the back office', async ({
  page,
}) => {
  const account = await newAccount(page.request, true);
  await submitPassword(page, account, '/ja');
  await expect(page.getByRole('heading', { name: t('ja', 'app.login.enrol_heading') })).toBeVisible();
  await expect(page.getByRole('img', { name: t('ja', 'app.login.qr') })).toBeVisible();
  const secret = (await page.locator('[data-two-factor-secret]').textContent())!.trim();
  await page.getByLabel(t('ja', 'app.login.code')).fill(codeOf(secret));
  await page.getByRole('button', { name: t('ja', 'app.login.verify') }).click();

  await expect(page.getByRole('heading', { name: t('ja', 'app.login.recovery_heading') })).toBeVisible();
  await expect(recoveryCodes(page)).toHaveCount(10);
  // Still on the login page until the codes have been seen.
  await expect(page).toHaveURL(/\/ja\/login$/);
  await page.getByRole('button', { name: t('ja', 'app.login.continue') }).click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/ja');
  await expect(page.locator('#react-admin-title')).toBeVisible();

  // The next sign-in asks for a code, not a set-up.
  const answer = await page.request.post('/api/v1/admin/oauth/token', {
    data: { grant_type: 'password', email: account.email, password: account.password },
  });
  expect((await answer.json()).data.two_factor).toBe('code');
});
