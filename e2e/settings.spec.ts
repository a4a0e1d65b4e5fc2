// Permissions and moderator accounts in the browser, on the engine's own pages: a permission made in
// the grid and given to a new moderator opens exactly its menu entries and calls; widening it opens one
// more after a reload; an account made at the specification's create-account address signs in; the last
// administrator is kept; a taken email is told under its field; the grid at 375 px and by keyboard; the
// screens in Japanese and Vietnamese and under axe; and closed to an admin without the grant. Names and
// emails are unique per run: the database is shared by every test.
import type { Page } from '@playwright/test';
import { schemas } from '../schemas';
import type { FunctionType } from '../src/engine/permissions';
import {
  ADMIN,
  apiGet,
  bearerOf,
  expect,
  leaveSignedIn,
  login,
  loginWithForm,
  MODERATOR,
  newAccount,
  secondBrowser,
  seriousViolations,
  test,
} from './fixtures';
import { t } from './messages';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const en = (key: string, args: Record<string, unknown> = {}) => t('en', key, args);
const cell = (type: FunctionType, privilege: string, locale: 'en' | 'ja' | 'vi' = 'en') =>
  t(locale, 'app.settings.permissions.cell', {
    function: t(locale, `app.functions.${type}`),
    privilege: t(locale, `app.privileges.${privilege}`),
  });

/** The sidebar's entries an admin holding VIEW on these function types sees (no settings screens among them). */
const entriesFor = (types: readonly FunctionType[]) =>
  schemas
    .filter((s) => s.menu && s.views.list && (types as readonly string[]).includes(s.permission))
    .map((s) => s.route)
    .sort();

async function menuEntries(page: Page): Promise<string[]> {
  await expect(page.locator('[data-menu-entity]').first()).toBeAttached();
  return (
    await page
      .locator('[data-menu-entity]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-menu-entity') ?? ''))
  ).sort();
}

async function apiStatus(page: Page, bearer: string, path: string): Promise<number> {
  return (await page.request.get(`/api/v1/${path}`, { headers: { Authorization: bearer } })).status();
}

async function permissionByName(page: Page, name: string): Promise<{ id: number; name: string; holders: number }> {
  const { data } = await apiGet(
    page.request,
    await bearerOf(page),
    `admin/permissions?q=${encodeURIComponent(name)}&paging=100`,
  );
  const found = data.find((p: { name: string }) => p.name === name);
  expect(found, name).toBeTruthy();
  return found;
}

const main = (page: Page) => page.locator('#main-content');
const field = (page: Page, entity: string, name: string, locale: 'en' | 'ja' | 'vi' = 'en') =>
  main(page).getByRole('textbox', { name: t(locale, `resources.${entity}.fields.${name}`) });

/** Fills a new account's form (on /setting/moderator/create). */
async function fillAccount(
  page: Page,
  account: { name: string; email: string; password: string },
  permission: string | undefined,
  again = account.password,
) {
  await field(page, 'moderators', 'name').fill(account.name);
  await field(page, 'moderators', 'email').fill(account.email);
  const passwords = main(page).locator('input[type="password"]');
  await passwords.nth(0).fill(account.password);
  await passwords.nth(1).fill(again);
  if (permission !== undefined) await choosePermission(page, permission);
}

async function choosePermission(page: Page, name: string) {
  const picker = main(page).getByRole('combobox', { name: en('resources.moderators.fields.permission_id') });
  await picker.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  // Chosen once the list has closed on it: the choices asked for as the name was typed may answer after
  // the click, and a Save pressed before then would find no permission.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(picker).toHaveValue(name);
}

const save = (page: Page, locale: 'en' | 'ja' | 'vi' = 'en') =>
  main(page)
    .getByRole('button', { name: t(locale, 'ra.action.save') })
    .click();

test('a permission made in the grid and given to a new moderator opens exactly its entries; widening it opens one more after a reload', async ({
  page,
  browser,
}, testInfo) => {
  const id = stamp();
  const permission = `Desk ${id}`;
  const moderator = { name: `Mina ${id}`, email: `mina-${id}@example.com`, password: `pass-${id}` };

  await login(page, ADMIN, '/setting/permission');
  await main(page)
    .getByRole('link', { name: en('ra.action.create') })
    .click();
  await expect(page).toHaveURL(/\/setting\/permission\/create$/);
  await field(page, 'permissions', 'name').fill(permission);
  await page.getByRole('checkbox', { name: cell('JOBS', 'VIEW') }).check();
  await page.getByRole('checkbox', { name: cell('COMPANIES', 'UPDATE') }).check();
  // UPDATE brings VIEW with it.
  await expect(page.getByRole('checkbox', { name: cell('COMPANIES', 'VIEW') })).toBeChecked();
  await save(page);
  await expect(page).not.toHaveURL(/\/create$/);
  const { id: permissionId } = await permissionByName(page, permission);

  const bearer = await bearerOf(page);
  const detail = (await apiGet(page.request, bearer, `admin/permissions/${permissionId}/detail`)).data;
  expect(
    detail.functions.map((f: { function: { type: string }; privileges: string[] }) => [f.function.type, f.privileges]),
  ).toEqual([
    ['COMPANIES', ['VIEW', 'UPDATE']],
    ['JOBS', ['VIEW']],
  ]);

  // The moderator, created with it from the moderators list.
  await page.goto('/setting/moderator');
  await main(page)
    .getByRole('link', { name: en('ra.action.create') })
    .click();
  await fillAccount(page, moderator, permission);
  await save(page);
  await expect(page).not.toHaveURL(/\/create$/);
  const account = (await apiGet(page.request, bearer, `admin/moderators?q=${encodeURIComponent(moderator.email)}`))
    .data;
  expect(account).toEqual([
    expect.objectContaining({
      name: moderator.name,
      email: moderator.email,
      permission_id: permissionId,
      active: true,
    }),
  ]);
  // Its password is never answered.
  expect(account[0]).not.toHaveProperty('password');
  expect(account[0]).not.toHaveProperty('password_hash');

  // The moderator signs in elsewhere: Jobs and Companies, nothing else; News is refused.
  const other = await secondBrowser(browser, testInfo);
  await login(other.page, moderator);
  expect(await menuEntries(other.page)).toEqual(entriesFor(['JOBS', 'COMPANIES']));
  const moderatorBearer = await bearerOf(other.page);
  expect(await apiStatus(other.page, moderatorBearer, 'admin/news')).toBe(403);
  expect(await apiStatus(other.page, moderatorBearer, 'admin/jobs')).toBe(200);

  // The admin adds News in the grid of the permission's edit form.
  await page.goto(`/setting/permission/${permissionId}/update`);
  await expect(page.getByRole('checkbox', { name: cell('JOBS', 'VIEW') })).toBeChecked();
  await page.getByRole('checkbox', { name: cell('NEWS', 'VIEW') }).check();
  await save(page);
  await expect(page).not.toHaveURL(/\/update$/);
  // Its record page says what it grants.
  await page.goto(`/setting/permission/${permissionId}`);
  await expect(main(page).locator('[data-record-field="functions"]')).toContainText(
    `${en('app.functions.NEWS')}: ${en('app.privileges.VIEW')}`,
  );

  // The server applies it at once; the moderator's menu after a reload.
  expect(await apiStatus(other.page, moderatorBearer, 'admin/news')).toBe(200);
  await other.page.reload();
  await expect(other.page.locator('[data-menu-entity="news"]')).toBeVisible();
  expect(await menuEntries(other.page)).toEqual(entriesFor(['JOBS', 'COMPANIES', 'NEWS']));
  expect(other.problems, 'console of the second browser').toEqual([]);
  await other.context.close();
});

test('create account: the password twice, a permission the creator picks, then the moderators list; the account signs in', async ({
  page,
  browser,
}, testInfo) => {
  const id = stamp();
  const account = { name: `Ada ${id}`, email: `ada-${id}@example.com`, password: `secret-${id}` };
  // The specification's address of the form.
  await login(page, ADMIN, '/setting/create-account');
  await expect(page).toHaveURL(/\/setting\/moderator\/create$/);
  // No permission is chosen for the creator: the form asks for one.
  const permission = main(page).getByRole('combobox', { name: en('resources.moderators.fields.permission_id') });
  await expect(permission).toHaveValue('');

  await fillAccount(page, account, undefined, `${account.password}x`);
  await save(page);
  await expect(main(page).getByText(en('app.settings.account.password_mismatch'))).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);

  await main(page).locator('input[type="password"]').nth(1).fill(account.password);
  await save(page);
  await expect(main(page).getByText(en('ra.validation.required'))).toBeVisible();
  await choosePermission(page, 'Administrator');
  await save(page);
  await expect(page).not.toHaveURL(/\/create$/);
  await page.goto('/setting/moderator');
  await expect(main(page).getByRole('row').filter({ hasText: account.email })).toContainText('Administrator');

  const other = await secondBrowser(browser, testInfo);
  await loginWithForm(other.page, account);
  await expect(other.page.locator('[data-menu-entity="setting/permission"]')).toBeVisible();
  expect(other.problems, 'console of the second browser').toEqual([]);
  await other.context.close();
});

test('an account manager who holds less than the administrator is offered only the permissions it holds (ja)', async ({
  page,
}) => {
  const id = stamp();
  await login(page, ADMIN);
  const bearer = await bearerOf(page);
  const desk = `Account desk ${id}`;
  const made = await page.request.post('/api/v1/admin/permissions', {
    headers: { Authorization: bearer },
    data: {
      name: desk,
      functions: [
        { function: { type: 'SETTING_MODERATOR' }, privileges: ['VIEW', 'CREATE'] },
        { function: { type: 'JOBS' }, privileges: ['VIEW'] },
      ],
    },
  });
  expect(made.status()).toBe(201);
  const manager = await newAccount(page.request, bearer, desk, 'Manager');
  await leaveSignedIn(page);
  await login(page, manager, '/ja/setting/moderator/create');
  const picker = main(page).getByRole('combobox', { name: t('ja', 'resources.moderators.fields.permission_id') });
  await picker.fill('Administrator');
  // Offered, so that the manager sees it exists, but disabled, saying why.
  await expect(
    page.getByRole('option', { name: t('ja', 'app.access_denied.not_choosable', { title: 'Administrator' }) }),
  ).toHaveAttribute('aria-disabled', 'true');
  await picker.fill(desk);
  await expect(page.getByRole('option', { name: desk, exact: true })).not.toHaveAttribute('aria-disabled', 'true');
});

test.describe('refusals', () => {
  test.use({ expectedHttpErrors: [409] }); // provoked on purpose below

  test('the last administrator keeps the right to administer: the refusal is shown under the grid and the edit stays', async ({
    page,
  }) => {
    await login(page, ADMIN);
    const administrator = await permissionByName(page, 'Administrator');
    await page.goto(`/setting/permission/${administrator.id}/update`);
    const update = page.getByRole('checkbox', { name: cell('SETTING_MODERATOR', 'UPDATE') });
    await expect(update).toBeChecked();
    await update.uncheck();
    await save(page);
    await expect(main(page).locator('[data-field-input="functions"]')).toContainText(en('server.last_administrator'));
    await expect(page).toHaveURL(/\/update$/);
    await expect(update).not.toBeChecked();
    const detail = (await apiGet(page.request, await bearerOf(page), `admin/permissions/${administrator.id}/detail`))
      .data;
    expect(
      detail.functions.find((f: { function: { type: string } }) => f.function.type === 'SETTING_MODERATOR').privileges,
    ).toContain('UPDATE');
  });

  test('a taken email lands under the email field of the create form, with everything typed kept', async ({ page }) => {
    await login(page, ADMIN, '/setting/moderator/create');
    await fillAccount(page, { name: 'Someone Else', email: 'ADMIN@example.com', password: 'long-enough' }, 'Moderator');
    await save(page);
    const email = field(page, 'moderators', 'email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByText(en('server.email_taken'))).toBeVisible();
    await expect(field(page, 'moderators', 'name')).toHaveValue('Someone Else');
    await expect(email).toHaveValue('ADMIN@example.com');
  });
});

test('the permission form at 375 px: the grid scrolls in its box, the names stay readable, and a keyboard ticks the boxes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, ADMIN, '/setting/permission/create');
  const grid = page.locator('[data-permission-grid]');
  await expect(grid).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await grid.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);

  const name = grid.getByRole('rowheader', { name: en('app.functions.SETTING_MODERATOR') });
  const before = (await name.boundingBox())!;
  expect(before.width).toBeGreaterThanOrEqual(120);
  expect(before.x).toBeGreaterThanOrEqual(0);
  expect(before.x + before.width).toBeLessThanOrEqual(375);
  // Scrolled to the last column, the names stay where they were.
  await grid.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect.poll(async () => (await name.boundingBox())!.x).toBeCloseTo(before.x, 0);
  // The last column is then inside the box, clear of the names.
  const frame = (await grid.boundingBox())!;
  const last = (await page
    .getByRole('checkbox', {
      name: en('app.settings.permissions.column_all', { privilege: en('app.privileges.DELETE') }),
    })
    .boundingBox())!;
  expect(last.x).toBeGreaterThanOrEqual(before.x + before.width);
  expect(last.x + last.width).toBeLessThanOrEqual(frame.x + frame.width);

  const update = page.getByRole('checkbox', { name: cell('JOBS', 'UPDATE') });
  await update.focus();
  await page.keyboard.press('Space');
  await expect(update).toBeChecked();
  await expect(page.getByRole('checkbox', { name: cell('JOBS', 'VIEW') })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: cell('JOBS', 'DELETE') })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('checkbox', { name: cell('JOBS', 'VIEW') })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(update).not.toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

for (const locale of ['ja', 'vi'] as const) {
  test(`the three screens in ${locale}: titles, grid and form labels translated`, async ({ page }) => {
    const prefix = `/${locale}`;
    await login(page, ADMIN, `${prefix}/setting/permission`);
    await expect(page).toHaveTitle(new RegExp(t(locale, 'resources.permissions.name_other')));
    await expect(
      main(page).getByRole('columnheader', { name: t(locale, 'resources.permissions.fields.holders') }),
    ).toBeVisible();
    // The sidebar marks the screen's own entry, not System settings (/setting) above it.
    const marked = page.locator('[data-menu-entity] a[aria-current="page"]');
    await expect(marked).toHaveCount(1);
    await expect(page.locator('[data-menu-entity="setting/permission"] a').first()).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto(`${prefix}/setting/permission/create`);
    await expect(page.getByRole('checkbox', { name: cell('JOBS', 'UPDATE', locale) })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: t(locale, 'app.functions.SETTING_MODERATOR') })).toBeVisible();

    await page.goto(`${prefix}/setting/moderator`);
    await expect(marked).toHaveCount(1);
    await expect(page.locator('[data-menu-entity="setting/moderator"] a').first()).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      main(page).getByRole('columnheader', { name: t(locale, 'resources.moderators.fields.permission_id') }),
    ).toBeVisible();

    await page.goto(`${prefix}/setting/create-account`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/setting/moderator/create$`));
    await expect(main(page).getByText(t(locale, 'app.settings.account.password_again'))).toBeVisible();
    await expect(main(page).getByRole('button', { name: t(locale, 'ra.action.save') })).toBeVisible();
  });
}

test('axe finds no serious violation on the three screens', async ({ page }) => {
  await login(page, ADMIN);
  const administrator = await permissionByName(page, 'Administrator');
  await page.goto(`/setting/permission/${administrator.id}/update`);
  await expect(page.getByRole('checkbox', { name: cell('SETTING_MODERATOR', 'UPDATE') })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/setting/moderator');
  await expect(main(page).getByRole('row').filter({ hasText: 'admin@example.com' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/setting/create-account');
  await expect(main(page).locator('input[type="password"]')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an admin without the settings grant gets the access-denied page on the three screens, and no entries for them', async ({
  page,
}) => {
  await login(page, MODERATOR);
  expect(await menuEntries(page)).not.toContain('setting/permission');
  expect(await menuEntries(page)).not.toContain('setting/moderator');
  for (const path of ['/setting/permission', '/setting/moderator', '/setting/create-account']) {
    await page.goto(path);
    await expect(page.locator('[data-access-denied]'), path).toBeVisible();
    await expect(page.locator('[data-permission-grid], #main-content table')).toHaveCount(0);
  }
});

test('the system settings on a phone: each setting is its name over its value (ja)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, undefined, '/ja/setting');
  const { data } = await apiGet(page.request, await bearerOf(page), 'admin/settings?page=1&paging=20&sort=key');
  const items = page.locator('#main-content').getByRole('listitem');
  await expect(items).toHaveCount(data.length);
  const texts = (data as { value_type: string; value: string; names: { language_code: string; name: string }[] }[])
    .map((setting, index) => ({
      index,
      name: setting.names.find((n) => n.language_code === 'ja')?.name,
      value: setting.value,
      type: setting.value_type,
    }))
    .filter((setting) => setting.type === 'text' && setting.value);
  expect(texts.length).toBeGreaterThan(0);
  for (const { index, name, value } of texts) {
    await expect(items.nth(index)).toContainText(name!);
    await expect(items.nth(index)).toContainText(value);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe('bounded settings', () => {
  // The refused save is a 422, which Chromium logs.
  test.use({ expectedHttpErrors: [422] });

  test('a number setting outside its bounds is refused under its field, the form keeping what was typed; within them it saves; a text setting shows no bounds (vi)', async ({
    page,
  }) => {
    await login(page, undefined, '/vi/setting');
    const bearer = await bearerOf(page);
    const { data } = await apiGet(page.request, bearer, 'admin/settings?page=1&paging=100&sort=key');
    const tax = (data as { id: number; key: string; value: string }[]).find(
      (setting) => setting.key === 'payment.tax_rate_percent',
    )!;
    await page.goto(`/vi/setting/${tax.id}/update`);
    const main = page.locator('#main-content');
    // The bounds are on the form, as text beside the value.
    await expect(main.getByText(t('vi', 'resources.system_settings.fields.max_value'), { exact: true })).toBeVisible();
    const value = main.getByRole('textbox', { name: t('vi', 'resources.system_settings.fields.value') });
    await value.fill('150');
    await main.getByRole('button', { name: t('vi', 'ra.action.save') }).click();
    await expect(main.locator('.MuiFormHelperText-root.Mui-error')).toHaveText(
      t('vi', 'ra.validation.maxValue', { max: 100 }),
    );
    await expect(page).toHaveURL(new RegExp(`/vi/setting/${tax.id}/update$`));
    await expect(value).toHaveValue('150');
    expect((await apiGet(page.request, bearer, `admin/settings/${tax.id}`)).data.value).toBe(tax.value);

    await value.fill('8');
    await main.getByRole('button', { name: t('vi', 'ra.action.save') }).click();
    await expect(page).not.toHaveURL(/\/update$/);
    expect((await apiGet(page.request, bearer, `admin/settings/${tax.id}`)).data.value).toBe('8');
    // Put back for the other tests, which share the database.
    expect(
      (
        await page.request.put(`/api/v1/admin/settings/${tax.id}`, {
          headers: { Authorization: bearer },
          data: { value: tax.value },
        })
      ).status(),
    ).toBe(200);

    // A text setting has no bounds: its form has no empty lines for them.
    const siteName = (data as { id: number; key: string }[]).find((setting) => setting.key === 'site.name')!;
    await page.goto(`/vi/setting/${siteName.id}/update`);
    await expect(main.getByRole('textbox', { name: t('vi', 'resources.system_settings.fields.value') })).toBeVisible();
    await expect(main.getByText(t('vi', 'resources.system_settings.fields.key'), { exact: true })).toBeVisible();
    await expect(main.getByText(t('vi', 'resources.system_settings.fields.max_value'), { exact: true })).toHaveCount(0);
    await expect(main.getByText(t('vi', 'resources.system_settings.fields.min_value'), { exact: true })).toHaveCount(0);
  });
});
