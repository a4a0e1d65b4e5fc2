// Passwords in the browser: an admin changes their own from the user menu at
// 375 px in Japanese (a wrong current password told under its field, the
// other browser signed out, this one kept), then signs in with the new one;
// an administrator resets a moderator's password on the account's edit form
// (blank keeps it; one's own is refused there), the moderator's browser is
// signed out and signs in with the new one. Each test makes its own account:
// the seeded ones are shared by every test.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  apiGet,
  bearerOf,
  expect,
  login,
  expectSignedOutOnNextNavigation,
  loginWithForm,
  seriousViolations,
  signedOutLater,
  test,
} from './fixtures';
import { t } from './messages';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new account holding the seeded Moderator permission, registered through the API by the administrator. */
async function newModerator(request: APIRequestContext) {
  const id = stamp();
  const account = { name: `Kana ${id}`, email: `kana-${id}@example.com`, password: `first-${id}` };
  const signIn = await request.post('/api/v1/admin/oauth/token', {
    data: { grant_type: 'password', email: ADMIN.email, password: ADMIN.password },
  });
  expect(signIn.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await signIn.json()).data.access_token}` };
  const permissions = await request.get('/api/v1/admin/permissions?q=Moderator&paging=100', { headers });
  const permission = (await permissions.json()).data.find((p: { name: string }) => p.name === 'Moderator');
  const created = await request.post('/api/v1/user/register/manager', {
    headers,
    data: { ...account, permission_id: permission.id },
  });
  expect(created.status(), 'registering the account').toBe(201);
  // The administrator's session ends here: it was only for the set-up.
  await request.post('/api/v1/oauth/revoke', { headers });
  return account;
}

/** The status of a sign-in through the API (no console line, unlike the form). */
async function signInStatus(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post('/api/v1/admin/oauth/token', {
    data: { grant_type: 'password', email, password },
  });
  return answer.status();
}

/** The form control holding an input (its label, the input and the text under it). */
const controlOf = (page: Page, name: string) =>
  page.locator('.MuiFormControl-root', { has: page.locator(`input[name="${name}"]`) });

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, expectedHttpErrors: [422] }); // a wrong current password, on purpose

  test('an admin changes their own password from the user menu (ja): a wrong current one is refused under its field, the other browser is signed out, then the new one signs in', async ({
    page,
    browser,
  }, testInfo) => {
    const account = await newModerator(page.request);
    const other = await signedOutLater(browser, testInfo, 'ja-JP');
    await loginWithForm(other.page, account, '/ja');
    const otherBearer = await bearerOf(other.page);
    await loginWithForm(page, account, '/ja');

    await page.getByRole('button', { name: t('ja', 'ra.auth.user_menu') }).click();
    const item = page.getByRole('menuitem', { name: t('ja', 'app.password.menu') });
    const box = (await item.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await item.click();
    await expect(page).toHaveURL(/\/ja\/profile\/password$/);
    await expect(page.getByRole('heading', { level: 1, name: t('ja', 'app.password.title') })).toBeVisible();
    await expect(page.locator('#react-admin-title')).toHaveText(t('ja', 'app.password.title'));
    await expect(controlOf(page, 'current_password')).toContainText(t('ja', 'app.password.current'));
    await expect(controlOf(page, 'password')).toContainText(t('ja', 'app.password.new'));
    await expect(controlOf(page, 'password_again')).toContainText(t('ja', 'app.password.again'));
    expect(await seriousViolations(page)).toEqual([]);

    // A wrong current password: the server's refusal under its field, in Japanese; nothing changes.
    const next = `second-${stamp()}`;
    await page.locator('input[name="current_password"]').fill('not-my-password');
    await page.locator('input[name="password"]').fill(next);
    await page.locator('input[name="password_again"]').fill(next);
    await page.getByRole('button', { name: t('ja', 'app.password.submit') }).click();
    await expect(controlOf(page, 'current_password')).toContainText(t('ja', 'server.current_password_wrong'));
    await expect(page.locator('input[name="password"]')).toHaveValue(next);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect((await other.page.request.get('/api/v1/user', { headers: { Authorization: otherBearer } })).status()).toBe(
      200,
    );

    // The right one: changed, the other session ended, the form emptied, this browser still signed in.
    await page.locator('input[name="current_password"]').fill(account.password);
    await page.getByRole('button', { name: t('ja', 'app.password.submit') }).click();
    await expect(page.getByText(t('ja', 'app.password.changed', { count: 1 }))).toBeVisible();
    await expect(page.locator('input[name="current_password"]')).toHaveValue('');
    await expect(page.locator('input[name="password"]')).toHaveValue('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect((await other.page.request.get('/api/v1/user', { headers: { Authorization: otherBearer } })).status()).toBe(
      401,
    );
    await expectSignedOutOnNextNavigation(other.page, '/ja', 'ja');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('ja', 'app.password.title') })).toBeVisible();

    // Signed out, then in again with the new password; the old one no longer works.
    await page.getByRole('button', { name: t('ja', 'ra.auth.user_menu') }).click();
    await page.getByRole('menuitem', { name: t('ja', 'ra.auth.logout') }).click();
    await expect(page).toHaveURL(/\/ja\/login$/);
    expect(await signInStatus(page.request, account.email, account.password)).toBe(401);
    await loginWithForm(page, { email: account.email, password: next }, '/ja');
    expect(other.problems, 'console of the second browser').toEqual([]);
    await other.context.close();
  });
});

test.describe("another account's password, on its edit form", () => {
  // The server refuses a reset of one's own password (its current one is asked for elsewhere), on purpose.
  test.use({ expectedHttpErrors: [422] });

  test("an administrator resets a moderator's password on its edit form; the moderator is signed out and signs in with it", async ({
    page,
    browser,
  }, testInfo) => {
    const account = await newModerator(page.request);
    const moderator = await signedOutLater(browser, testInfo);
    await loginWithForm(moderator.page, account);
    const moderatorBearer = await bearerOf(moderator.page);

    // The account found in the moderators list, its record page, then its edit form.
    await login(page, ADMIN, '/setting/moderator');
    await page.getByRole('textbox', { name: t('en', 'ra.action.search') }).fill(account.email);
    const rows = page.locator('.RaDatagrid-tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(account.email);
    await rows.first().locator('td.column-name').click();
    await expect(page).toHaveURL(/\/setting\/moderator\/\d+$/);
    const record = page.url();
    await expect(page.locator('[data-record-field="email"]')).toContainText(account.email);
    await page.getByRole('link', { name: t('en', 'ra.action.edit') }).click();
    await expect(page).toHaveURL(`${record}/update`);
    const password = page.getByRole('textbox', { name: t('en', 'app.settings.account.new_password') });
    const again = page.getByRole('textbox', { name: t('en', 'app.settings.account.password_again') });
    await expect(password).toHaveValue('');
    await expect(controlOf(page, 'password')).toContainText(t('en', 'app.settings.account.password_keep'));
    expect(await seriousViolations(page)).toEqual([]);

    // Left blank, the password stays: another change is saved and the moderator stays signed in.
    const renamed = `${account.name} Renamed`;
    await page.getByRole('textbox', { name: t('en', 'resources.moderators.fields.name') }).fill(renamed);
    await page.getByRole('button', { name: t('en', 'ra.action.save') }).click();
    await expect(page.getByText(t('en', 'app.saved.updated', { name: renamed }))).toBeVisible();
    await expect(page).toHaveURL(record);
    expect((await page.request.get('/api/v1/user', { headers: { Authorization: moderatorBearer } })).status()).toBe(
      200,
    );
    expect(await signInStatus(page.request, account.email, account.password)).toBe(200);

    // The creation's rule, told before any call; then the two must match.
    await page.getByRole('link', { name: t('en', 'ra.action.edit') }).click();
    await expect(page).toHaveURL(`${record}/update`);
    const given = `given-${stamp()}`;
    await password.fill('short');
    await again.fill('short');
    await page.getByRole('button', { name: t('en', 'ra.action.save') }).click();
    await expect(controlOf(page, 'password')).toContainText(t('en', 'ra.validation.minLength', { min: 8 }));
    await password.fill(given);
    await again.fill(`${given}-not`);
    await page.getByRole('button', { name: t('en', 'ra.action.save') }).click();
    await expect(controlOf(page, 'password')).toContainText(t('en', 'app.settings.account.password_mismatch'));
    await expect(page).toHaveURL(`${record}/update`);
    expect((await page.request.get('/api/v1/user', { headers: { Authorization: moderatorBearer } })).status()).toBe(
      200,
    );
    await again.fill(given);
    await page.getByRole('button', { name: t('en', 'ra.action.save') }).click();
    await expect(page.getByText(t('en', 'app.saved.updated', { name: renamed }))).toBeVisible();
    await expect(page).toHaveURL(record);

    // The moderator's browser is signed out at its next step, and signs in with the new password only.
    expect((await page.request.get('/api/v1/user', { headers: { Authorization: moderatorBearer } })).status()).toBe(
      401,
    );
    await expectSignedOutOnNextNavigation(moderator.page, '', 'en');
    expect(await signInStatus(moderator.page.request, account.email, account.password)).toBe(401);
    await loginWithForm(moderator.page, { email: account.email, password: given });
    // The administrator is still signed in.
    await page.reload();
    await expect(page.locator('[data-record-field="email"]')).toContainText(account.email);
    expect(moderator.problems, "console of the moderator's browser").toEqual([]);
    await moderator.context.close();
  });

  test("on one's own edit form a new password is refused under its field, and the password stays", async ({ page }) => {
    await login(page);
    const own = (await apiGet(page.request, await bearerOf(page), `admin/moderators?q=${ADMIN.email}`)).data.find(
      (a: { email: string }) => a.email === ADMIN.email,
    );
    await page.goto(`/setting/moderator/${own.id}/update`);
    const next = `mine-${stamp()}`;
    await page.getByRole('textbox', { name: t('en', 'app.settings.account.new_password') }).fill(next);
    await page.getByRole('textbox', { name: t('en', 'app.settings.account.password_again') }).fill(next);
    await page.getByRole('button', { name: t('en', 'ra.action.save') }).click();
    await expect(controlOf(page, 'password')).toContainText(t('en', 'server.reset_own_password'));
    await expect(page).toHaveURL(`/setting/moderator/${own.id}/update`);
    expect(await signInStatus(page.request, ADMIN.email, next)).toBe(401);
    expect(await signInStatus(page.request, ADMIN.email, ADMIN.password)).toBe(200);
  });
});

test('a too short new password is told in the words of the hint under the field (en)', async ({ page }) => {
  await login(page);
  await page.goto('/profile/password');
  const control = controlOf(page, 'password');
  const hint = t('en', 'app.settings.account.password_hint');
  await expect(control).toContainText(hint);
  await page.locator('input[name="current_password"]').fill(ADMIN.password);
  await page.locator('input[name="password"]').fill('short');
  await page.locator('input[name="password_again"]').fill('short');
  await page.getByRole('button', { name: t('en', 'app.password.submit') }).click();
  // "At least 8 characters" under the field, then "Must be at least 8 characters": one rule, one wording.
  await expect(control.locator('.MuiFormHelperText-root.Mui-error')).toHaveText(new RegExp(`${hint}$`, 'i'));
});
