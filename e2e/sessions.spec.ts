// Active sessions in the browser: the signed-in admin's list reached from the
// user menu (in Japanese), ending every other session signs the second
// browser out at its next navigation; an administrator ends a moderator's
// sessions from the account's record page and the moderator's browser is
// signed out; one session ended on its own; the page at 375 px in Vietnamese, for a
// moderator without any settings grant.
import type { Page } from '@playwright/test';
import {
  ADMIN,
  apiGet,
  bearerOf,
  clickTab,
  expect,
  login,
  loginWithForm,
  MODERATOR,
  expectSignedOutOnNextNavigation,
  seriousViolations,
  signedOutLater,
  test,
} from './fixtures';
import { t } from './messages';

const sessionRows = (page: Page) => page.locator('[data-session-list] [data-session]');

test('from the user menu, ending all other sessions signs the other browser out at its next navigation (ja)', async ({
  page,
  browser,
}, testInfo) => {
  const other = await signedOutLater(browser, testInfo, 'ja-JP');
  await loginWithForm(other.page, ADMIN, '/ja');
  await loginWithForm(page, ADMIN, '/ja');

  // The user menu leads to the page.
  await page.getByRole('button', { name: t('ja', 'app.header.user_menu', { name: 'Admin' }) }).click();
  await page.getByRole('menuitem', { name: t('ja', 'app.sessions.menu') }).click();
  await expect(page).toHaveURL(/\/ja\/profile\/sessions$/);
  await expect(page.getByRole('heading', { level: 1, name: t('ja', 'app.sessions.title') })).toBeVisible();
  await expect(page.locator('#react-admin-title')).toHaveText(t('ja', 'app.sessions.title'));

  // This device first (the newest use), marked; the other browser's session among the rest.
  await expect(sessionRows(page).first()).toHaveAttribute('data-session', 'current');
  await expect(page.locator('[data-current-session]')).toHaveCount(1);
  await expect(page.locator('[data-current-session]')).toHaveText(t('ja', 'app.sessions.this_device'));
  const total = await sessionRows(page).count();
  expect(total).toBeGreaterThanOrEqual(2);
  const current = sessionRows(page).first();
  // Chromium on Linux, summarised from its user agent ("Linux の Chrome 1xx").
  const device = t('ja', 'app.sessions.device', { browser: 'Chrome 000', os: 'Linux' })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('000', '\\d+');
  await expect(current.locator('h2')).toHaveText(new RegExp(`^${device}$`));
  await expect(current).toContainText('127.0.0.1');
  await expect(current.locator('[data-user-agent]')).toContainText('Mozilla/5.0');
  // Last use: relative, the exact time on hover.
  const lastUse = current.locator('time').first();
  const exact = await lastUse.getAttribute('data-exact');
  expect(exact).toBeTruthy();
  await lastUse.hover();
  await expect(page.getByRole('tooltip')).toHaveText(exact!);
  await expect(current.getByRole('button', { name: t('ja', 'app.sessions.end') })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // End all others, after confirming.
  await page.getByRole('button', { name: t('ja', 'app.sessions.end_others') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t('ja', 'app.sessions.confirm_others_title'));
  await dialog.getByRole('button', { name: t('ja', 'app.sessions.end_others') }).click();
  await expect(page.getByText(t('ja', 'app.sessions.ended_others', { count: total - 1 }))).toBeVisible();
  await expect(sessionRows(page)).toHaveCount(1);
  await expect(page.locator('[data-no-other-sessions]')).toHaveText(t('ja', 'app.sessions.no_others'));
  await expect(page.getByRole('button', { name: t('ja', 'app.sessions.end_others') })).toBeDisabled();

  // The other browser: signed out at its next step, in its language.
  await expectSignedOutOnNextNavigation(other.page, '/ja', 'ja');
  // This one carries on.
  await page.reload();
  await expect(sessionRows(page)).toHaveCount(1);
  expect(other.problems, 'console of the second browser').toEqual([]);
  await other.context.close();
});

test("an administrator ends the moderator's sessions from the account's record page; the moderator is signed out", async ({
  page,
  browser,
}, testInfo) => {
  const moderator = await signedOutLater(browser, testInfo);
  await loginWithForm(moderator.page, MODERATOR);
  const moderatorBearer = await bearerOf(moderator.page);

  await loginWithForm(page, ADMIN);
  await page.goto('/setting/moderator');
  await page.getByRole('textbox', { name: t('en', 'ra.action.search') }).fill(MODERATOR.email);
  const rows = page.locator('.RaDatagrid-tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(MODERATOR.email);
  await rows.first().locator('td.column-name').click();
  await expect(page).toHaveURL(/\/setting\/moderator\/\d+$/);
  const email = page.locator('[data-record-field="email"]');
  await expect(email).toContainText(MODERATOR.email);

  await page.getByRole('button', { name: t('en', 'resources.moderators.actions.end_sessions') }).click();
  const dialog = page.getByRole('dialog', { name: t('en', 'resources.moderators.actions.end_sessions') });
  await expect(dialog).toContainText(t('en', 'resources.moderators.actions.end_sessions_confirm'));
  await dialog.getByRole('button', { name: t('en', 'ra.action.confirm') }).click();
  await expect(
    page.getByText(
      t('en', 'app.action_done', { action: t('en', 'resources.moderators.actions.end_sessions'), name: 'Moderator' }),
    ),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  expect((await page.request.get('/api/v1/user', { headers: { Authorization: moderatorBearer } })).status()).toBe(401);
  await expectSignedOutOnNextNavigation(moderator.page, '', 'en');
  // The administrator's own session is untouched.
  await page.reload();
  await expect(email).toContainText(MODERATOR.email);
  expect(moderator.problems, "console of the moderator's browser").toEqual([]);
  await moderator.context.close();
});

test('one other session ended on its own; the rest stay', async ({ page, browser }, testInfo) => {
  const first = await signedOutLater(browser, testInfo);
  const second = await signedOutLater(browser, testInfo);
  await loginWithForm(first.page, ADMIN);
  await loginWithForm(second.page, ADMIN);
  await loginWithForm(page, ADMIN);
  await page.goto('/profile/sessions');
  await expect(page.locator('[data-current-session]')).toBeVisible();
  const before = await sessionRows(page).count();
  expect(before).toBeGreaterThanOrEqual(3);
  // The second browser signed in last of the others: its use is the newest after this one's.
  const target = sessionRows(page).nth(1);
  const device = (await target.locator('h2').textContent())!;
  await target.getByRole('button', { name: t('en', 'app.sessions.end_one_of', { device }) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t('en', 'app.sessions.confirm_one_content', { device }));
  await dialog.getByRole('button', { name: t('en', 'app.sessions.end') }).click();
  await expect(page.getByText(t('en', 'app.sessions.ended_one', { device }))).toBeVisible();
  await expect(sessionRows(page)).toHaveCount(before - 1);

  // Exactly one of the two other browsers was signed out.
  const statuses = await Promise.all(
    [first.page, second.page].map(async (other) =>
      (await other.request.get('/api/v1/user', { headers: { Authorization: await bearerOf(other) } })).status(),
    ),
  );
  expect(statuses.sort()).toEqual([200, 401]);
  for (const other of [first, second]) {
    expect(other.problems).toEqual([]);
    await other.context.close();
  }
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a moderator without settings grants opens the page from the user menu, and it fits the screen (vi)', async ({
    page,
    browser,
  }, testInfo) => {
    // Another session of the moderator, so the page lists one to end.
    const other = await signedOutLater(browser, testInfo);
    await loginWithForm(other.page, MODERATOR);
    await loginWithForm(page, MODERATOR, '/vi');
    await page.getByRole('button', { name: t('vi', 'ra.auth.user_menu') }).click();
    const item = page.getByRole('menuitem', { name: t('vi', 'app.sessions.menu') });
    const box = (await item.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await item.click();
    await expect(page).toHaveURL(/\/vi\/profile\/sessions$/);
    await expect(page.getByRole('heading', { level: 1, name: t('vi', 'app.sessions.title') })).toBeVisible();
    await expect(page.locator('[data-current-session]')).toHaveText(t('vi', 'app.sessions.this_device'));
    await expect(sessionRows(page).nth(1)).toBeVisible();
    const end = sessionRows(page)
      .nth(1)
      .getByRole('button', { name: new RegExp(t('vi', 'app.sessions.end')) });
    await expect(end).toBeVisible();
    const endBox = (await end.boundingBox())!;
    expect(endBox.x + endBox.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The confirmation fits too.
    await page.getByRole('button', { name: t('vi', 'app.sessions.end_others') }).click();
    await expect(page.getByRole('dialog')).toContainText(t('vi', 'app.sessions.confirm_others_content'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('vi', 'ra.action.cancel') })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(other.problems).toEqual([]);
    await other.context.close();
  });

  test('signed out on a deep link: the login page of its language, then the page', async ({ page }) => {
    await page.goto('/ja/profile/sessions');
    await expect(page).toHaveURL(/\/ja\/login$/);
    await loginWithForm(page, ADMIN, '/ja');
    await page.goto('/ja/profile/sessions');
    await expect(page.getByRole('heading', { level: 1, name: t('ja', 'app.sessions.title') })).toBeVisible();
    await expect(page.locator('[data-current-session]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("an administrator ends one of an account's sessions from its Sessions tab (ja)", async ({
  page,
  browser,
}, testInfo) => {
  await loginWithForm(page, ADMIN, '/ja');
  const bearer = await bearerOf(page);
  // An account of this test alone, so its sessions are the two browsers below.
  const stamp = `${Date.now()}-${testInfo.workerIndex}`;
  const user = { email: `session-${stamp}@example.com`, password: `pass-${stamp}` };
  const permissions = await apiGet(page.request, bearer, 'admin/permissions?q=Moderator&paging=100');
  const created = await page.request.post('/api/v1/user/register/manager', {
    headers: { Authorization: bearer },
    data: {
      ...user,
      name: `Sora ${stamp}`,
      permission_id: permissions.data.find((p: { name: string }) => p.name === 'Moderator').id,
    },
  });
  expect(created.status()).toBe(201);
  const account = (await created.json()).data as { id: number };
  const active = async () =>
    (
      (await apiGet(page.request, bearer, `admin/sessions?user_id=${account.id}&active=true`)).data as { id: number }[]
    ).map((row) => row.id);

  const phone = await signedOutLater(browser, testInfo, 'ja-JP');
  await loginWithForm(phone.page, user, '/ja');
  const [number] = await active();
  const stays = await signedOutLater(browser, testInfo, 'ja-JP');
  await loginWithForm(stays.page, user, '/ja');
  expect(await active()).toHaveLength(2);

  await page.goto(`/ja/setting/moderator/${account.id}`);
  await clickTab(page.getByRole('tab', { name: t('ja', 'resources.moderators.pages.sessions') }));
  await expect(page).toHaveURL(new RegExp(`/ja/setting/moderator/${account.id}/sessions$`));
  const rows = page.locator('.RaDatagrid-tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().locator('td.column-browser')).toContainText('Chrome');
  await page.goto(`/ja/setting/session/${number}`);
  const end = page.getByRole('button', { name: t('ja', 'resources.sessions.actions.end') });
  await end.click();
  const dialog = page.getByRole('dialog', { name: t('ja', 'resources.sessions.actions.end') });
  await expect(dialog).toContainText(t('ja', 'resources.sessions.actions.end_confirm'));
  await dialog.getByRole('button', { name: t('ja', 'ra.action.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-record-field="active"] [data-testid="false"]')).toBeVisible();
  await expect(end).toHaveCount(0);
  expect(await active()).toEqual([expect.any(Number)]);
  expect(await active()).not.toContain(number);

  // That browser is signed out at its next step; the other carries on.
  await expectSignedOutOnNextNavigation(phone.page, '/ja', 'ja');
  await stays.page.reload();
  await expect(stays.page.locator('[data-menu-entity="city"]')).toBeVisible();

  // The Settings menu lists every account's active sessions; one's own current one has no "End".
  await page.locator('[data-menu-entity="setting/session"]').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ja\/setting\/session(\?|$)/);
  await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
  const me = (await apiGet(page.request, bearer, 'user')).data.id;
  const mine = (await apiGet(page.request, bearer, `admin/sessions?user_id=${me}&active=true&paging=100`)).data;
  const current = mine.filter((row: { current: boolean }) => row.current);
  expect(current).toHaveLength(1);
  await page.goto(`/ja/setting/session/${current[0].id}`);
  await expect(page.locator('[data-record-field="user_id"]')).toContainText('Admin');
  await expect(page.locator('[data-record-field="current"] [data-testid="true"]')).toBeVisible();
  await expect(page.getByRole('button', { name: t('ja', 'resources.sessions.actions.end') })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  for (const other of [phone, stays]) {
    expect(other.problems).toEqual([]);
    await other.context.close();
  }
});

test("another account signing in in a second tab: the first tab's page sends nothing with it, until reloaded as it", async ({
  page,
}) => {
  await login(page, ADMIN, '/city');
  await expect(page.locator('[data-menu-entity="account"]')).toBeVisible();
  const second = await page.context().newPage();
  await loginWithForm(second, MODERATOR);
  const moderator = await bearerOf(second);

  const banner = page.getByRole('alert').filter({ hasText: t('en', 'app.signed_in_elsewhere.message') });
  await expect(banner).toBeVisible();
  const sentAsModerator: string[] = [];
  page.on('request', (request) => {
    if (request.headers().authorization === moderator) sentAsModerator.push(request.url());
  });
  // The administrator's page goes on to a list the moderator may not read: its call is refused in the
  // page, which says so.
  await page.locator('[data-menu-entity="account"]').getByRole('link').first().click();
  await expect(page.locator('.RaNotification-error')).toHaveText(t('en', 'app.signed_in_elsewhere.message'));
  expect(sentAsModerator).toEqual([]);

  await banner.getByRole('button', { name: t('en', 'app.signed_in_elsewhere.reload') }).click();
  await expect(page.locator('[data-menu-entity="city"]')).toBeVisible();
  await expect(page.locator('[data-menu-entity="account"]')).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await second.close();
});
