// The content area through the UI: every state action of articles and
// banners (approve, reject with a reason, a new banner picture, delete), and
// a news translation added and edited on the news item's own pages, each
// checked through the API afterwards.
import type { Page } from '@playwright/test';
import type { LocaleCode } from '../src/engine/locales';
import { apiGet, bearerOf, expect, login, picture, test } from './fixtures';
import { t } from './messages';

type Json = any;
const PREFIX: Record<LocaleCode, string> = { en: '', ja: '/ja', vi: '/vi' };

/** The state chip of the record page. */
const stateOf = (page: Page) => page.locator('#main-content [data-record-field="status"] [data-state]');

test('a pending banner is rejected with a reason from its page (en)', async ({ page }) => {
  await login(page);
  const bearer = await bearerOf(page);
  const [banner] = (await apiGet(page.request, bearer, 'banners?status=pending&page=1&paging=1&sort=-id')).data;
  expect(banner, 'a pending banner').toBeTruthy();

  await page.goto(`/banner/${banner.id}`);
  const main = page.locator('#main-content');
  await expect(stateOf(page)).toHaveAttribute('data-state', 'pending');
  await main.getByRole('button', { name: t('en', 'resources.banners.actions.reject'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: t('en', 'app.reason.confirm') });
  await expect(confirm).toBeDisabled();
  const reason = 'The banner advertises a visa service, which the rules forbid.';
  await dialog.getByLabel(t('en', 'app.reason.label')).fill(reason);
  await confirm.click();

  await expect(stateOf(page)).toHaveAttribute('data-state', 'rejected');
  await expect(stateOf(page)).toHaveText(t('en', 'resources.banners.choices.status.rejected'));
  await expect(
    main.getByRole('button', { name: t('en', 'resources.banners.actions.reject'), exact: true }),
  ).toHaveCount(0);
  expect((await apiGet(page.request, bearer, `banners/${banner.id}`)).data.status).toBe('rejected');
  const [last] = (await apiGet(page.request, bearer, `banners/${banner.id}/history`)).data;
  expect(last).toMatchObject({
    action: 'reject',
    from_state: 'pending',
    to_state: 'rejected',
    reason,
    admin_name: 'Admin',
  });
});

test('a news translation is added on the news item’s own page, then edited there (ja)', async ({ page }) => {
  await login(page, undefined, '/ja');
  const bearer = await bearerOf(page);
  // A published news item that lacks a translation in some language.
  const items = (await apiGet(page.request, bearer, 'admin/news?status=published&page=1&paging=100&sort=id'))
    .data as Json[];
  let target: { id: number; language: string } | undefined;
  for (const item of items) {
    const have = new Set(
      ((await apiGet(page.request, bearer, `news_translations?news_id=${item.id}&paging=10`)).data as Json[]).map(
        (r) => r.language_code,
      ),
    );
    const missing = ['en', 'ja', 'vi'].find((code) => code !== item.language_code && !have.has(code));
    if (missing) {
      target = { id: item.id, language: missing };
      break;
    }
  }
  expect(target, 'a news item with a language still to translate').toBeTruthy();
  const { id, language } = target!;
  const main = page.locator('#main-content');

  // The form starts in the first language without a translation; the news item is fixed.
  await page.goto(`/ja/news/${id}/createTranslation?language=${language}`);
  await expect(page.locator('#react-admin-title')).toContainText(t('ja', 'resources.news.pages.createTranslation'));
  await expect(
    main.getByRole('tab', { name: t('ja', 'resources.news.pages.createTranslation'), selected: true }),
  ).toBeVisible();
  await expect(main.getByLabel(new RegExp(`^${t('ja', 'resources.news_translations.fields.news_id')}`))).toHaveCount(0);
  await expect(
    main.getByRole('combobox', { name: new RegExp(t('ja', 'resources.news_translations.fields.language_code')) }),
  ).toContainText(t('ja', `languages.${language}`));
  const title = `e2e ${language} translation ${Date.now()}`;
  await main.getByLabel(new RegExp(`^${t('ja', 'resources.news_translations.fields.title')}`)).fill(title);
  await main.getByLabel(new RegExp(`^${t('ja', 'resources.news_translations.fields.summary')}`)).fill('e2e summary');
  await main.getByRole('button', { name: t('ja', 'ra.action.save') }).click();
  // Saved: back on the news item's translations.
  await expect(page).toHaveURL(new RegExp(`/ja/news/${id}/translation$`));
  await expect(main.getByText(title)).toBeVisible();
  const [created] = (await apiGet(page.request, bearer, `news_translations?news_id=${id}&language_code=${language}`))
    .data;
  expect(created).toMatchObject({ news_id: id, language_code: language, title, summary: 'e2e summary' });

  // Edit it: the language's tab is chosen by the address; the form holds the saved texts.
  await page.goto(`/ja/news/${id}/updateTranslation?language=${language}`);
  await expect(
    main.getByRole('tab', {
      name: t('ja', `languages.${language}`),
      selected: true,
    }),
  ).toBeVisible();
  const titleInput = main.getByLabel(new RegExp(`^${t('ja', 'resources.news_translations.fields.title')}`));
  await expect(titleInput).toHaveValue(title);
  await titleInput.fill(`${title} (edited)`);
  await main.getByRole('button', { name: t('ja', 'ra.action.save') }).click();
  await expect(page).toHaveURL(new RegExp(`/ja/news/${id}/detailTranslation$`));
  expect((await apiGet(page.request, bearer, `news_translations/${created.id}`)).data.title).toBe(`${title} (edited)`);
});

test("adding a translation offers only the languages still missing: never the item's own (en)", async ({ page }) => {
  await login(page);
  const bearer = await bearerOf(page);
  const items = (await apiGet(page.request, bearer, 'admin/news?status=published&page=1&paging=100&sort=id'))
    .data as Json[];
  const missingOf = async (item: Json) => {
    const have = (
      (await apiGet(page.request, bearer, `news_translations?news_id=${item.id}&paging=10`)).data as Json[]
    ).map((r) => r.language_code);
    return ['en', 'ja', 'vi'].filter((code) => code !== item.language_code && !have.includes(code));
  };
  const main = page.locator('#main-content');
  const languageBox = main.getByRole('combobox', {
    name: new RegExp(t('en', 'resources.news_translations.fields.language_code')),
  });

  // One language left: asked for the item's own, the form offers that one language alone.
  let one: { item: Json; missing: string[] } | undefined;
  let none: Json | undefined;
  for (const item of items) {
    const missing = await missingOf(item);
    if (missing.length === 1) one ??= { item, missing };
    if (missing.length === 0) none ??= item;
    if (one && none) break;
  }
  expect(one, 'a news item with one language left').toBeTruthy();
  await page.goto(`/news/${one!.item.id}/createTranslation?language=${one!.item.language_code}`);
  await expect(languageBox).toContainText(t('en', `languages.${one!.missing[0]}`));
  await languageBox.click();
  await expect(page.getByRole('option')).toHaveText([t('en', `languages.${one!.missing[0]}`)]);
  await page.keyboard.press('Escape');

  // None left: the page says so, with no form to save.
  expect(none, 'a news item translated into every other language').toBeTruthy();
  await page.goto(`/news/${none!.id}/createTranslation`);
  await expect(main.locator('[data-no-choice-left]')).toHaveText(
    t('en', 'app.record.no_choice_left', { field: t('en', 'resources.news_translations.fields.language_code') }),
  );
  await expect(main.getByRole('button', { name: t('en', 'ra.action.save') })).toHaveCount(0);
});

test('a pending article is approved from its page (vi)', async ({ page }) => {
  await login(page, undefined, PREFIX.vi);
  const bearer = await bearerOf(page);
  const [article] = (
    await apiGet(page.request, bearer, 'admin/blogs/admin-dashboard?status=pending&page=1&paging=1&sort=-id')
  ).data;
  expect(article, 'a pending article').toBeTruthy();

  await page.goto(`/vi/article/${article.id}`);
  const main = page.locator('#main-content');
  await expect(stateOf(page)).toHaveAttribute('data-state', 'pending');
  await main.getByRole('button', { name: t('vi', 'resources.articles.actions.approve'), exact: true }).click();
  await expect(stateOf(page)).toHaveAttribute('data-state', 'approved');
  await expect(stateOf(page)).toHaveText(t('vi', 'resources.articles.choices.status.approved'));
  expect((await apiGet(page.request, bearer, `admin/blogs/dashboard/${article.id}`)).data.status).toBe('approved');
  const [last] = (await apiGet(page.request, bearer, `admin/blogs/${article.id}/history`)).data;
  expect(last).toMatchObject({ action: 'approve', from_state: 'pending', to_state: 'approved', admin_name: 'Admin' });
});

/** Deletes the record shown, through its Delete button and the dialog that names it. */
async function deleteShownRecord(page: Page, locale: LocaleCode) {
  const main = page.locator('#main-content');
  await main.getByRole('button', { name: t(locale, 'ra.action.delete'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t(locale, 'ra.action.delete'), exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a pending article is rejected with a reason (ja), another deleted (en)', async ({ page }) => {
  await login(page, undefined, PREFIX.ja);
  const bearer = await bearerOf(page);
  const [article, other] = (
    await apiGet(page.request, bearer, 'admin/blogs/admin-dashboard?status=pending&page=1&paging=2&sort=id')
  ).data;
  expect(other, 'two pending articles').toBeTruthy();

  await page.goto(`/ja/article/${article.id}`);
  const main = page.locator('#main-content');
  await expect(stateOf(page)).toHaveAttribute('data-state', 'pending');
  await main.getByRole('button', { name: t('ja', 'resources.articles.actions.reject'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  const reason = '宣伝目的の投稿はガイドラインで禁止されています。';
  await dialog.getByLabel(t('ja', 'app.reason.label')).fill(reason);
  await dialog.getByRole('button', { name: t('ja', 'app.reason.confirm') }).click();
  await expect(stateOf(page)).toHaveAttribute('data-state', 'rejected');
  expect((await apiGet(page.request, bearer, `admin/blogs/dashboard/${article.id}`)).data.status).toBe('rejected');
  const [last] = (await apiGet(page.request, bearer, `admin/blogs/${article.id}/history`)).data;
  expect(last).toMatchObject({
    action: 'reject',
    from_state: 'pending',
    to_state: 'rejected',
    reason,
    admin_name: 'Admin',
  });

  await page.goto(`/article/${other.id}`);
  await expect(stateOf(page)).toHaveAttribute('data-state', 'pending');
  await deleteShownRecord(page, 'en');
  await expect(page).toHaveURL((url) => url.pathname === '/article');
  const gone = await page.request.get(`/api/v1/admin/blogs/dashboard/${other.id}`, {
    headers: { Authorization: bearer },
  });
  expect(gone.status()).toBe(404);
});

test('a banner gets a new picture through its form (vi), then is deleted', async ({ page }) => {
  await login(page, undefined, PREFIX.vi);
  const bearer = await bearerOf(page);
  const [banner] = (await apiGet(page.request, bearer, 'banners?status=active&page=1&paging=1&sort=id')).data;
  expect(banner, 'an active banner').toBeTruthy();

  await page.goto(`/vi/banner/${banner.id}/update`);
  const input = page.locator('[data-file-input="banner_url"]');
  await input.locator('input[type="file"]').setInputFiles(picture('summer sale.png', [230, 120, 40]));
  await expect(input.getByRole('img', { name: 'summer-sale.png' })).toBeVisible();
  await page.getByRole('button', { name: t('vi', 'ra.action.save') }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/vi/banner/${banner.id}`);
  const saved = (await apiGet(page.request, bearer, `banners/${banner.id}`)).data;
  expect(saved.banner_url).toMatch(/^\/api\/v1\/files\/[A-Za-z0-9_-]+\/summer-sale\.png$/);
  expect(saved.banner_url).not.toBe(banner.banner_url);
  // The stored picture is the one sent.
  const file = await page.request.get(saved.banner_url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');

  await deleteShownRecord(page, 'vi');
  await expect(page).toHaveURL((url) => url.pathname === '/vi/banner');
  const gone = await page.request.get(`/api/v1/banners/${banner.id}`, { headers: { Authorization: bearer } });
  expect(gone.status()).toBe(404);
});
