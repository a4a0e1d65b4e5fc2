// Jobs and recruitment through the UI: one state action of each kind (with
// its reason where it asks for one), checked through the API, and every kind
// of account sub-page (a related list, one two steps away, the record in
// another language, a list without a record), a create page with fixed
// values and a variant list. Texts come from each language's messages.

import type { Page } from '@playwright/test';
import { schemas } from '../schemas';
import { listFields } from '../src/engine/listFields';
import type { LocaleCode } from '../src/engine/locales';
import type { EntitySchema } from '../src/engine/schema';
import { localePrefix } from '../src/providers/localeUrl';
import {
  ADMIN,
  apiGet,
  bearerOf,
  clickTab,
  expect,
  login,
  MODERATOR,
  openInApp,
  recordDialogs,
  test,
} from './fixtures';
import { entityName, t } from './messages';

type Json = any;

const schemaNamed = (name: string): EntitySchema => {
  const schema = schemas.find((s) => s.name === name);
  if (!schema) throw new Error(`no schema ${name}`);
  return schema;
};

/** The pagination's "1-20 of 57" for a list of `total` records. */
const rangeOf = (locale: LocaleCode, total: number) =>
  t(locale, 'ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: Math.min(20, total), total });

/** One action of each kind: activate, deactivate with a reason, accept, deny with a reason, accept_apply (confirmed), reject_apply with a reason, and an article's reject. */
const ACTIONS: { entity: string; action: string; locale: LocaleCode }[] = [
  { entity: 'companies', action: 'activate', locale: 'en' },
  { entity: 'candidates', action: 'deactivate', locale: 'ja' },
  { entity: 'request_actives', action: 'accept', locale: 'vi' },
  { entity: 'receipts', action: 'deny', locale: 'en' },
  { entity: 'job_applications', action: 'accept_apply', locale: 'ja' },
  { entity: 'job_applications', action: 'reject_apply', locale: 'vi' },
  { entity: 'articles', action: 'reject', locale: 'ja' },
];

/** How a done action's toast begins or ends, as a speaker of each language would write it. */
const DONE: Record<LocaleCode, (action: string) => string> = {
  en: (action) => `Done: ${action}`,
  ja: (action) => `「${action}」を実行しました`,
  vi: (action) => `Đã thực hiện “${action}”`,
};

test.describe('state actions', () => {
  for (const { entity, action: name, locale } of ACTIONS) {
    test(`${entity}: ${name} from the record page (${locale})`, async ({ page }) => {
      const schema = schemaNamed(entity);
      const action = schema.actions.find((a) => a.name === name)!;
      const { field = 'status', from, to } = action.transition!;
      // Timestamps have whole seconds: the history entry is stamped no earlier than this second.
      const began = Math.floor(Date.now() / 1000) * 1000;
      await login(page, undefined, localePrefix(locale));
      const bearer = await bearerOf(page);
      // The newest record in a state the action may leave.
      const [record] = (
        await apiGet(page.request, bearer, `${schema.path}?${field}=${from[0]}&page=1&paging=1&sort=-id`)
      ).data;
      expect(record, `a ${entity} record in ${from[0]}`).toBeTruthy();

      await page.goto(`${localePrefix(locale)}/${schema.route}/${record.id}`);
      const main = page.locator('#main-content');
      const state = main.locator(`[data-record-field="${field}"] [data-state]`);
      await expect(state).toHaveAttribute('data-state', from[0]);
      await expect(state).toHaveText(t(locale, `resources.${entity}.choices.${field}.${from[0]}`));

      const button = main.getByRole('button', { name: t(locale, `resources.${entity}.actions.${name}`), exact: true });
      await button.click();
      const reason = action.reason ? `${name}: ${locale} e2e reason` : undefined;
      const dialog = page.getByRole('dialog');
      if (action.reason) {
        const confirm = dialog.getByRole('button', { name: t(locale, 'app.reason.confirm') });
        // An empty or blank reason cannot be sent, and the dialog says why.
        await expect(confirm).toBeDisabled();
        await expect(confirm).toHaveAccessibleDescription(t(locale, 'app.reason.needed'));
        await dialog.getByLabel(t(locale, 'app.reason.label')).fill('   ');
        await expect(confirm).toBeDisabled();
        await dialog.getByLabel(t(locale, 'app.reason.label')).fill(reason!);
        await confirm.click();
      } else if (action.confirm) {
        await dialog.getByRole('button', { name: t(locale, 'ra.action.confirm') }).click();
      }

      // The toast says it was done, in words natural to the language (not the button's verb glued to "done").
      await expect(page.locator('.MuiSnackbarContent-root')).toContainText(
        DONE[locale](t(locale, `resources.${entity}.actions.${name}`)),
      );
      // The new state shows without a reload, the action is no longer offered, and the history says it.
      await expect(state).toHaveAttribute('data-state', to);
      await expect(state).toHaveText(t(locale, `resources.${entity}.choices.${field}.${to}`));
      if (!from.includes(to)) await expect(button).toHaveCount(0);
      const change = main.locator(`[data-history-action="${name}"]`).first();
      await expect(change).toBeVisible();
      if (reason) await expect(change).toContainText(reason);

      // The server kept the transition, its reason, who and when.
      expect((await apiGet(page.request, bearer, `${schema.path}/${record.id}`)).data[field]).toBe(to);
      const [last] = (await apiGet(page.request, bearer, `${schema.path}/${record.id}/history`)).data;
      expect(last).toMatchObject({
        action: name,
        from_state: from[0],
        to_state: to,
        reason: reason ?? null,
        admin_name: 'Admin',
      });
      // Stamped when it was done (during this test), not a seeded entry's date.
      expect(Date.parse(last.created_at)).toBeGreaterThanOrEqual(began);
    });
  }
});

test.describe('account pages', () => {
  test('a company: tabs to its jobs, its job translations two steps away, and its texts in another language (en, vi)', async ({
    page,
  }) => {
    const companies = schemaNamed('companies');
    await login(page);
    const bearer = await bearerOf(page);
    const [company] = (
      await apiGet(page.request, bearer, 'company_translations?language_code=vi&page=1&paging=1&sort=id')
    ).data.map((r: Json) => ({ id: r.company_id }));
    const main = page.locator('#main-content');

    await page.goto(`/${companies.route}/${company.id}`);
    await clickTab(main.getByRole('tab', { name: t('en', 'resources.companies.pages.job') }));
    await expect(page).toHaveURL(new RegExp(`/${companies.route}/${company.id}/job$`));
    const jobs = (await apiGet(page.request, bearer, `admin/jobs?company_id=${company.id}&page=1&paging=1`)).meta.total;
    expect(jobs).toBeGreaterThan(0);
    await expect(main.getByText(rangeOf('en', jobs), { exact: true })).toBeVisible();

    await clickTab(main.getByRole('tab', { name: t('en', 'resources.companies.pages.jobTranslation') }));
    await expect(page).toHaveURL(new RegExp(`/job[Tt]ranslation$`));
    const translations = (
      await apiGet(page.request, bearer, `job_translations?job_id.company_id=${company.id}&page=1&paging=1`)
    ).meta.total;
    expect(translations).toBeGreaterThan(0);
    await expect(main.getByText(rangeOf('en', translations), { exact: true })).toBeVisible();

    // In Vietnamese: the Vietnamese texts, then English ones or a note that they fall back.
    await page.goto(`/vi/${companies.route}/${company.id}/detailTranslation`);
    await expect(page.locator('#react-admin-title')).toContainText(
      t('vi', 'resources.companies.pages.detailTranslation'),
    );
    const vi = (await apiGet(page.request, bearer, `admin/companies/${company.id}?language=vi`)).data;
    await expect(main.getByRole('tab', { name: t('vi', 'languages.vi'), selected: true })).toBeVisible();
    await expect(main.locator('[data-record-field="name"]')).toContainText(vi.translation.name);
    const en = (await apiGet(page.request, bearer, `admin/companies/${company.id}?language=en`)).data;
    await clickTab(main.getByRole('tab', { name: t('vi', 'languages.en') }));
    if (en.translation_language === 'en')
      await expect(main.locator('[data-record-field="name"]')).toContainText(en.translation.name);
    else
      await expect(
        main.getByText(
          t('vi', 'app.translation.fallback', {
            language: t('vi', 'languages.en'),
            fallback: t('vi', `languages.${en.translation_language}`),
          }),
        ),
      ).toBeVisible();
  });

  test('brokers are the companies of the broker type; a broker account is created with its type fixed (ja)', async ({
    page,
  }) => {
    const brokers = schemaNamed('broker_companies');
    const accounts = schemaNamed('user_accounts');
    await login(page, undefined, '/ja');
    const bearer = await bearerOf(page);
    const main = page.locator('#main-content');

    await page.goto(`/ja/${brokers.route}`);
    const total = (await apiGet(page.request, bearer, 'admin/companies?company_type=broker&page=1&paging=1')).meta
      .total;
    expect(total).toBeGreaterThan(0);
    await expect(main.getByText(rangeOf('ja', total), { exact: true })).toBeVisible();

    await page.goto(`/ja/${accounts.route}/create-broker`);
    await expect(page.locator('#react-admin-title')).toHaveText(t('ja', 'resources.user_accounts.pages.create-broker'));
    // The type is fixed: the form does not offer it.
    await expect(main.getByLabel(t('ja', 'resources.user_accounts.fields.account_type'))).toHaveCount(0);
    const email = `broker-${Date.now()}@example.com`;
    await main.getByLabel(new RegExp(`^${t('ja', 'resources.user_accounts.fields.email')}`)).fill(email);
    await main
      .getByLabel(new RegExp(`^${t('ja', 'resources.user_accounts.fields.name')}`))
      .fill('ハノイ人材送出し株式会社');
    await main.getByRole('button', { name: t('ja', 'ra.action.save') }).click();
    await expect(page).toHaveURL(/\/ja\/account\/\d+$/);
    const [created] = (await apiGet(page.request, bearer, `admin/user_accounts?email=${encodeURIComponent(email)}`))
      .data;
    expect(created).toMatchObject({ email, account_type: 'broker', status: 'active' });
  });

  test('entry sheets sent through brokers, without an application; a candidate with every tab (vi)', async ({
    page,
  }) => {
    const applications = schemaNamed('job_broker_applications');
    const candidates = schemaNamed('candidates');
    await login(page, undefined, '/vi');
    const bearer = await bearerOf(page);
    const main = page.locator('#main-content');

    await page.goto(`/vi/${applications.route}/entrySheet`);
    const total = (await apiGet(page.request, bearer, 'entry_sheets/brokered?page=1&paging=1')).meta.total;
    expect(total).toBeGreaterThan(0);
    await expect(main.getByText(rangeOf('vi', total), { exact: true })).toBeVisible();

    const [candidate] = (await apiGet(page.request, bearer, 'admin/candidates?page=1&paging=1&sort=id')).data;
    // A leave guard's confirm, which Playwright would dismiss without a word, would keep a tab from opening.
    const dialogs = recordDialogs(page);
    await page.goto(`/vi/${candidates.route}/${candidate.id}`);
    const tabs = main.getByRole('tab');
    await expect(tabs).toHaveText([
      t('vi', 'app.record.details'),
      ...candidates.subPages.map((p) => t('vi', `resources.candidates.pages.${p.path}`)),
    ]);
    for (const sub of candidates.subPages) {
      const tab = main.getByRole('tab', { name: t('vi', `resources.candidates.pages.${sub.path}`), exact: true });
      await clickTab(tab);
      await expect(page, `dialogs: ${dialogs.join(' | ')}`).toHaveURL(new RegExp(`/${sub.path}$`));
      await expect(
        main.getByRole('tab', { name: t('vi', `resources.candidates.pages.${sub.path}`), exact: true }),
      ).toHaveAttribute('aria-selected', 'true');
      if (sub.kind === 'related') await expect(main.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
    }
  });
});

test('account pages fit a phone: tabs and wide tables scroll inside the page, never the page itself (375 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page);
  const company = schemaNamed('companies');
  for (const url of [
    `/${company.route}/1`,
    `/${company.route}/1/job`,
    `/${company.route}/1/detailTranslation`,
    '/jobs',
    '/receipts',
  ]) {
    await page.goto(url);
    const main = page.locator('#main-content');
    // A phone list (one column), a record's fields or its tabs.
    await expect(
      main.getByRole('list').or(main.locator('[data-record-field], [role="tablist"]')).first(),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(375);
  }
});

/** Signs in on the jobs list at `address`; its call asks for the list's columns. Answers the rows it got. */
async function openJobsList(page: Page, address: string, user = ADMIN): Promise<Json[]> {
  const listCall = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/admin/jobs' && response.request().method() === 'GET',
  );
  await login(page, user, address);
  const answer = await listCall;
  expect(new URL(answer.url()).searchParams.get('fields')?.split(',')).toEqual(listFields(schemaNamed('jobs')));
  return (await answer.json()).data as Json[];
}

test('the jobs list asks for its columns only; a job opened from it shows, and edits, every field', async ({
  page,
}) => {
  const jobs = schemaNamed('jobs');
  const rows = await openJobsList(page, '/jobs');
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(Object.keys(row).sort()).toEqual([...listFields(jobs)].sort());

  // The detail and the edit form start from the whole record, not from the list's row of it.
  const first = await apiGet(page.request, await bearerOf(page), `admin/jobs/${rows[0].id}`);
  const description = String(first.data.description);
  expect(description.length).toBeGreaterThan(20);
  // Its title (other cells link to the company, the city…).
  await page.locator('.RaDatagrid-tbody tr').first().locator('td.column-title').click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${rows[0].id}$`));
  await expect(page.locator('#main-content')).toContainText(description.split('\n')[0]);
  await openInApp(page, `/jobs/${rows[0].id}/update`);
  await expect(page.locator('textarea[name="description"]')).toHaveValue(description);
  await expect(page.locator('textarea[name="requirements"]')).toHaveValue(String(first.data.requirements ?? ''));
});

test('on a phone, in Japanese, the jobs list asks for the same columns; each row shows its title over its company', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const rows = await openJobsList(page, '/ja/jobs');
  const items = page.locator('#main-content').getByRole('listitem');
  await expect(items).toHaveCount(rows.length);
  const bearer = await bearerOf(page);
  for (const [index, row] of rows.slice(0, 3).entries()) {
    const company = (await apiGet(page.request, bearer, `admin/companies/${row.company_id}`)).data;
    await expect(items.nth(index)).toContainText(String(row.title));
    await expect(items.nth(index)).toContainText(String(company.name));
  }
});

test('"Add filter" on a list just opened (vi): the company picker loads, takes the focus, and the company picked filters the rows', async ({
  page,
}) => {
  const rows = await openJobsList(page, '/vi/jobs');
  const company = (await apiGet(page.request, await bearerOf(page), `admin/companies/${rows[0].company_id}`)).data;
  const label = t('vi', 'resources.jobs.fields.company_id');
  await page.getByRole('button', { name: t('vi', 'ra.action.add_filter') }).click();
  await page.getByRole('menuitemcheckbox', { name: label }).click();
  // The filters' code is not part of the list's: it loads when "Add filter" is reached, and the new input gets the focus.
  const picker = page.getByRole('combobox', { name: label });
  await expect(picker).toBeFocused();
  await picker.fill(String(company.name));
  await page.getByRole('option', { name: String(company.name) }).click();
  await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').company_id === company.id);
  // The address changes as the filtered call leaves; until its answer, the table still shows the rows before
  // (the first of them of this very company), so every row is waited for, not only the first.
  const cells = page.locator('.RaDatagrid-tbody td.column-company_id');
  await expect.poll(async () => [...new Set(await cells.allTextContents())]).toEqual([String(company.name)]);
});

test('"Add filter" picked before the filters\' code has come (a slow network): the picker takes the focus when it shows', async ({
  page,
}) => {
  // The filters' code is held until the pick has been made and react-admin's own focus attempt (50 ms after it) is past.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/kindInputs-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openJobsList(page, '/jobs');
  const label = t('en', 'resources.jobs.fields.company_id');
  await page.getByRole('button', { name: t('en', 'ra.action.add_filter') }).click();
  await page.getByRole('menuitemcheckbox', { name: label }).click();
  const picker = page.getByRole('combobox', { name: label });
  await expect(picker).toHaveCount(0);
  // Past react-admin's focus attempt: a page timer as long, set after the pick, runs after that one.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  release();
  await expect(picker).toBeFocused();
  // The admin types on at once.
  await page.keyboard.type('x');
  await expect(picker).toHaveValue('x');
});

test('"Add filter" by keyboard on a phone, as the moderator: the picker loads, takes the focus, and the company typed filters the rows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const rows = await openJobsList(page, '/jobs', MODERATOR);
  const company = (await apiGet(page.request, await bearerOf(page), `admin/companies/${rows[0].company_id}`)).data;
  const label = t('en', 'resources.jobs.fields.company_id');
  // Reached by the keyboard: the filters' code starts loading on focus, before any key is pressed.
  await page.getByRole('button', { name: t('en', 'ra.action.add_filter') }).focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitemcheckbox', { name: label });
  await expect(item).toBeVisible();
  for (let step = 0; step < 30 && !(await item.evaluate((element) => element === document.activeElement)); step++)
    await page.keyboard.press('ArrowDown');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('combobox', { name: label });
  await expect(picker).toBeFocused();
  await page.keyboard.type(String(company.name));
  const option = page.getByRole('option', { name: String(company.name), exact: true });
  await expect(option).toBeVisible();
  // The arrows move the highlight (aria-activedescendant) through the options; Enter takes the highlighted one.
  const optionId = await option.getAttribute('id');
  for (let step = 0; step < 30 && (await picker.getAttribute('aria-activedescendant')) !== optionId; step++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').company_id === company.id);
  // On a phone the rows are a list of items, each naming its company.
  const items = page.locator('#main-content').getByRole('listitem');
  await expect
    .poll(async () => {
      const texts = await items.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes(String(company.name)));
    })
    .toBe(true);
});

test('a list loaded with filters in its address shows each filter holding its value (ja)', async ({ page }) => {
  await login(page, undefined, '/ja/jobs');
  const bearer = await bearerOf(page);
  const job = (await apiGet(page.request, bearer, 'admin/jobs?status=active&paging=1')).data[0];
  const company = (await apiGet(page.request, bearer, `admin/companies/${job.company_id}`)).data;
  const filter = { status: 'active', company_id: job.company_id, published_on_gte: '2000-01-01' };
  // A full load: the filters' inputs load after the list's own code, and still show what the address says.
  await page.goto(`/ja/jobs?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
  await expect(page.locator('[data-source="status"]')).toContainText(t('ja', 'resources.jobs.choices.status.active'));
  await expect(page.locator('[data-source="company_id"] input')).toHaveValue(String(company.name));
  const day = page.locator('[data-source="published_on_gte"]');
  await expect(day).toContainText(t('ja', 'app.filters.gte', { field: t('ja', 'resources.jobs.fields.published_on') }));
  await expect
    .poll(() =>
      day.evaluate(
        (el) => `${el.textContent} ${[...el.querySelectorAll('input')].map((input) => input.value).join(' ')}`,
      ),
    )
    .toMatch(/2000/);
});

test('the links in a row open the records they name, from the top, not the row (vi)', async ({ page }) => {
  // A low window: the records' pages are longer than it, so a page that kept the list's scroll would not be at its top.
  await page.setViewportSize({ width: 1280, height: 360 });
  const rows = await openJobsList(page, '/vi/jobs');
  const last = page.locator('.RaDatagrid-tbody tr').nth(rows.length - 1);
  for (const column of ['city_id', 'company_id']) {
    const link = last.locator(`td.column-${column} a`);
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/vi\/.+\/\d+$/);
    // In the theme's navy, underlined in a lighter navy, as MUI's links of the primary colour.
    await expect(link).toHaveCSS('color', 'rgb(27, 42, 78)');
    await expect(link).toHaveCSS('text-decoration-line', 'underline');
    await expect(link).toHaveCSS('text-decoration-color', 'rgba(27, 42, 78, 0.4)');
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.locator('#main-content')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(last).toBeVisible();
  }
});

test("on a phone, in Japanese: a job's description keeps its lines, and the pager's and the company picker's own texts are Japanese", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, undefined, '/ja/jobs');
  // The phone's pager is MUI's own: its buttons are named from our dictionaries too.
  const pager = page.locator('.MuiTablePagination-root');
  await expect(pager.getByRole('button', { name: t('ja', 'ra.navigation.next') })).toBeVisible();
  await expect(pager.getByRole('button', { name: t('ja', 'ra.navigation.previous') })).toBeAttached();
  const job = (await apiGet(page.request, await bearerOf(page), 'admin/jobs/9')).data;
  const description = String(job.description);
  expect(description, 'a demo job described in paragraphs').toMatch(/\n\n/);
  await openInApp(page, '/ja/jobs/9');
  const shown = page.locator('[data-record-field="description"]');
  await expect(shown).toContainText(description.split('\n')[0]);
  expect(await shown.innerText()).toContain(description);
  await openInApp(page, '/ja/jobs/9/update');
  const company = page.locator('.ra-input-company_id input');
  await company.fill('zzzzqqq');
  await expect(page.locator('.MuiAutocomplete-noOptions')).toHaveText(t('ja', 'app.choices.no_options'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a job's translation, a record listed on its job's tab, leads back there: its crumbs (with its job's title), its list button, and where deleting it lands (ja)", async ({
  page,
}) => {
  const jobs = schemaNamed('jobs');
  await login(page, undefined, '/ja');
  const bearer = await bearerOf(page);
  const headers = { Authorization: bearer };
  // A job gets a translation in a language it has none in, to open and delete.
  const [job] = (await apiGet(page.request, bearer, 'admin/jobs?page=1&paging=1&sort=id')).data as Json[];
  const has = new Set(
    ((await apiGet(page.request, bearer, `job_translations?job_id=${job.id}&page=1&paging=10`)).data as Json[]).map(
      (row) => row.language_code,
    ),
  );
  const language = ['vi', 'en', 'ja'].find((code) => !has.has(code));
  expect(language, `a language job ${job.id} has no translation in`).toBeTruthy();
  const made = await page.request.post('/api/v1/job_translations', {
    headers,
    data: { job_id: job.id, language_code: language, title: `Translation ${Date.now()}` },
  });
  expect(made.status()).toBe(201);
  const translation = (await made.json()).data as Json;
  const tab = `/ja/${jobs.route}/${job.id}/jobTranslation`;

  await openInApp(page, `/ja/jobTranslations/${translation.id}`);
  const crumbs = page.getByRole('navigation', { name: t('ja', 'app.breadcrumb') });
  await expect(crumbs.getByRole('link', { name: t('ja', 'resources.jobs.pages.jobTranslation') })).toHaveAttribute(
    'href',
    tab,
  );
  await expect(crumbs.getByRole('link', { name: entityName('ja', jobs, 'many') })).toHaveAttribute(
    'href',
    `/ja/${jobs.route}`,
  );
  // Between them, the job it belongs to, by its title.
  await expect(crumbs.getByRole('link', { name: String(job.title), exact: true })).toHaveAttribute(
    'href',
    `/ja/${jobs.route}/${job.id}`,
  );
  await expect(crumbs.getByRole('link')).toHaveText([
    entityName('ja', jobs, 'many'),
    String(job.title),
    t('ja', 'resources.jobs.pages.jobTranslation'),
  ]);
  // The edit page's list button goes there too.
  await openInApp(page, `/ja/jobTranslations/${translation.id}/update`);
  await expect(page.getByRole('link', { name: t('ja', 'ra.action.list') })).toHaveAttribute('href', tab);

  await openInApp(page, `/ja/jobTranslations/${translation.id}`);
  const main = page.locator('#main-content');
  await main.getByRole('button', { name: t('ja', 'ra.action.delete'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('ja', 'ra.action.delete'), exact: true })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === tab);
  expect((await page.request.get(`/api/v1/job_translations/${translation.id}`, { headers })).status()).toBe(404);
});

test("a record's page opened on any of its tabs, on a phone in Vietnamese, shows that tab whole in the row of tabs", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const company = schemaNamed('companies');
  const paths = company.subPages.map((sub) => sub.path);
  expect(paths.length).toBeGreaterThan(3);
  // The last first, by its address; the others as the app moves to them.
  await login(page, undefined, `/vi/${company.route}/1/${paths.at(-1)}`);
  for (const path of [...paths].reverse()) {
    if (path !== paths.at(-1)) await openInApp(page, `/vi/${company.route}/1/${path}`);
    // The page's own tab (in its group's row when it has one; a page in another language has a row
    // of languages below), and its group's tab in the record's row: each whole in its row.
    const own = page.locator(`[role="tab"][aria-selected="true"][href="/vi/${company.route}/1/${path}"]`).last();
    const top = page
      .getByRole('tablist', { name: t('vi', 'app.record.pages') })
      .locator('[role="tab"][aria-selected="true"]');
    for (const selected of [own, top]) {
      await expect(selected).toBeVisible();
      await expect
        .poll(
          () =>
            selected.evaluate((tab) => {
              const row = tab.closest('.MuiTabs-scroller')!.getBoundingClientRect();
              const box = tab.getBoundingClientRect();
              return box.left >= row.left - 1 && box.right <= row.right + 1;
            }),
          path,
        )
        .toBe(true);
    }
  }
});
