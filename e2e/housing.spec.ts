// Housing through the UI: the rent list in Japanese, a listing's detail page
// and its tabs, moderation actions checked through the API, a listing in
// Vietnamese from its translations, and an enquiry's detail page.
import { schemas } from '../schemas';
import type { LocaleCode } from '../src/engine/locales';
import type { EntitySchema } from '../src/engine/schema';
import { apiGet, bearerOf, clickTab, expect, login, test } from './fixtures';
import { t } from './messages';

type Json = any;

const schemaNamed = (name: string): EntitySchema => {
  const schema = schemas.find((s) => s.name === name);
  if (!schema) throw new Error(`no schema ${name}`);
  return schema;
};
const rents = schemaNamed('home_rents');
const sales = schemaNamed('home_sales');
const forms = schemaNamed('home_forms');

const rangeOf = (locale: LocaleCode, total: number) =>
  t(locale, 'ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: Math.min(20, total), total });

test('the rent list in Japanese: its rows, newest first, with states and amounts', async ({ page }) => {
  await login(page, undefined, '/ja');
  const bearer = await bearerOf(page);
  const { data, meta } = await apiGet(page.request, bearer, `${rents.path}?page=1&paging=20&sort=-created_at`);
  expect(meta.total).toBeGreaterThanOrEqual(60);

  await page.goto(`/ja/${rents.route}`);
  const main = page.locator('#main-content');
  await expect(page.locator('#react-admin-title')).toContainText(
    t('ja', 'resources.home_rents.name', { smart_count: 2 }),
  );
  await expect(main.getByText(rangeOf('ja', meta.total), { exact: true })).toBeVisible();
  const rows = main.locator('.RaDatagrid-tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText(data[0].title);
  await expect(rows.first()).toContainText(t('ja', `resources.home_rents.choices.status.${data[0].status}`));
  // The column headers are the Japanese field names.
  await expect(main.getByRole('columnheader', { name: t('ja', 'resources.home_rents.fields.rent') })).toBeVisible();
  await expect(main.getByRole('columnheader', { name: t('ja', 'resources.home_rents.fields.layout') })).toBeVisible();
});

test('a rent listing: its details, then each tab at its own address', async ({ page }) => {
  await login(page);
  const bearer = await bearerOf(page);
  // A listing with comments and translations.
  const [comment] = (await apiGet(page.request, bearer, 'home_rent_comments?page=1&paging=1&sort=id')).data;
  const home = (await apiGet(page.request, bearer, `${rents.path}/${comment.home_rent_id}`)).data;
  const main = page.locator('#main-content');

  await page.goto(`/${rents.route}/${home.id}`);
  await expect(page.locator('#react-admin-title')).toContainText(home.title);
  await expect(main.locator('[data-record-field="district"]')).toContainText(home.district);
  await expect(main.locator('[data-record-field="status"] [data-state]')).toHaveAttribute('data-state', home.status);
  const tabs = main.getByRole('tab');
  await expect(tabs).toHaveText([
    t('en', 'app.record.details'),
    ...rents.subPages.map((p) => t('en', `resources.home_rents.pages.${p.path}`)),
  ]);

  await clickTab(main.getByRole('tab', { name: t('en', 'resources.home_rents.pages.comment') }));
  await expect(page).toHaveURL(new RegExp(`/${rents.route}/${home.id}/comment$`));
  const comments = (await apiGet(page.request, bearer, `home_rent_comments?home_rent_id=${home.id}&page=1&paging=1`))
    .meta.total;
  await expect(main.getByText(rangeOf('en', comments), { exact: true })).toBeVisible();
  await expect(main.getByText(comment.body).first()).toBeVisible();

  await clickTab(main.getByRole('tab', { name: t('en', 'resources.home_rents.pages.homeRentTranslation') }));
  await expect(page).toHaveURL(new RegExp(`/${rents.route}/${home.id}/homeRentTranslation$`));
  const translations = (
    await apiGet(page.request, bearer, `home_rent_translations?home_rent_id=${home.id}&page=1&paging=1`)
  ).meta.total;
  if (translations) await expect(main.getByText(rangeOf('en', translations), { exact: true })).toBeVisible();
  else await expect(main.getByText(t('en', 'ra.navigation.no_results'))).toBeVisible();
});

test('publishing a pending rent listing and rejecting another with a reason (en, ja), kept by the server', async ({
  page,
}) => {
  await login(page);
  const bearer = await bearerOf(page);
  const [first, second] = (await apiGet(page.request, bearer, `${rents.path}?status=pending&page=1&paging=2&sort=-id`))
    .data;
  expect(second, 'two pending listings').toBeTruthy();
  const main = page.locator('#main-content');
  const state = main.locator('[data-record-field="status"] [data-state]');

  await page.goto(`/${rents.route}/${first.id}`);
  await expect(state).toHaveAttribute('data-state', 'pending');
  await main.getByRole('button', { name: t('en', 'resources.home_rents.actions.publish'), exact: true }).click();
  await expect(state).toHaveAttribute('data-state', 'published');
  await expect(
    main.getByRole('button', { name: t('en', 'resources.home_rents.actions.publish'), exact: true }),
  ).toHaveCount(0);
  expect((await apiGet(page.request, bearer, `${rents.path}/${first.id}`)).data.status).toBe('published');

  await page.goto(`/ja/${rents.route}/${second.id}`);
  await main.getByRole('button', { name: t('ja', 'resources.home_rents.actions.reject'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  // A URL in a reason is one long word: it wraps within the history card, not past its edge.
  const reason = `写真と間取りが一致しません https://photos.example.com/homeRents/${second.id}/floorPlan?check=${'floorPlanCheck'.repeat(8)}`;
  await dialog.getByLabel(t('ja', 'app.reason.label')).fill(reason);
  await dialog.getByRole('button', { name: t('ja', 'app.reason.confirm') }).click();
  await expect(state).toHaveAttribute('data-state', 'rejected');
  await expect(state).toHaveText(t('ja', 'resources.home_rents.choices.status.rejected'));
  await expect(main.locator('[data-history-action="reject"]').first()).toContainText(reason);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    // Polled: the page was drawn at another width and takes a render or two to lay itself out anew.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${width} px` })
      .toBeLessThanOrEqual(width);
    // Text wider than its line's box (it would run under the card's edge, which clips it).
    await expect
      .poll(
        () =>
          main
            .locator('[data-history-action] .MuiListItemText-secondary')
            .evaluateAll((lines) => lines.filter((line) => line.scrollWidth > line.clientWidth + 1).length),
        { message: `${width} px` },
      )
      .toBe(0);
  }
  const [last] = (await apiGet(page.request, bearer, `${rents.path}/${second.id}/history`)).data;
  expect(last).toMatchObject({
    action: 'reject',
    from_state: 'pending',
    to_state: 'rejected',
    reason,
    admin_name: 'Admin',
  });
});

test('a listing in Vietnamese from its translations, and in English (vi)', async ({ page }) => {
  await login(page, undefined, '/vi');
  const bearer = await bearerOf(page);
  const [text] = (await apiGet(page.request, bearer, 'home_rent_translations?language_code=vi&page=1&paging=1&sort=id'))
    .data;
  const main = page.locator('#main-content');

  await page.goto(`/vi/${rents.route}/${text.home_rent_id}/detailTranslation`);
  await expect(page.locator('#react-admin-title')).toContainText(
    t('vi', 'resources.home_rents.pages.detailTranslation'),
  );
  await expect(main.getByRole('tab', { name: t('vi', 'languages.vi'), selected: true })).toBeVisible();
  await expect(main.locator('[data-record-field="title"]')).toContainText(text.title);
  await expect(main.locator('[data-record-field="language_code"]')).toContainText(t('vi', 'languages.vi'));

  const en = (await apiGet(page.request, bearer, `${rents.path}/${text.home_rent_id}?language=en`)).data;
  await clickTab(main.getByRole('tab', { name: t('vi', 'languages.en') }));
  await expect(main.locator('[data-record-field="title"]')).toContainText(en.translation.title);

  // The sale side has the same page.
  const [saleText] = (
    await apiGet(page.request, bearer, 'home_sale_translations?language_code=vi&page=1&paging=1&sort=id')
  ).data;
  await page.goto(`/vi/${sales.route}/${saleText.home_sale_id}/detailTranslation`);
  await expect(main.locator('[data-record-field="title"]')).toContainText(saleText.title);
});

test("a listing's translations name their languages in the interface language (ja, en)", async ({ page }) => {
  await login(page, undefined, '/ja');
  const bearer = await bearerOf(page);
  const main = page.locator('#main-content');
  const sides = [
    {
      locale: 'ja',
      listing: rents,
      entity: 'home_rent_translations',
      field: 'home_rent_id',
      tab: 'homeRentTranslation',
    },
    {
      locale: 'en',
      listing: sales,
      entity: 'home_sale_translations',
      field: 'home_sale_id',
      tab: 'homeSaleTranslation',
    },
  ] as const;
  for (const { locale, listing, entity, field, tab } of sides) {
    // A listing with texts in more than one language.
    const [first] = (await apiGet(page.request, bearer, `${entity}?language_code=vi&page=1&paging=1&sort=id`)).data;
    const texts: Json[] = (
      await apiGet(page.request, bearer, `${entity}?${field}=${first[field]}&page=1&paging=20&sort=id`)
    ).data;
    expect(new Set(texts.map((text) => text.language_code)).size, 'languages of the texts').toBeGreaterThan(1);

    await page.goto(`${locale === 'ja' ? '/ja' : ''}/${listing.route}/${first[field]}/${tab}`);
    const rows = main.locator('.RaDatagrid-tbody tr');
    await expect(rows).toHaveCount(texts.length);
    for (const text of texts)
      await expect(rows.filter({ hasText: text.title }).locator('td.column-language_code')).toHaveText(
        t(locale, `languages.${text.language_code}`),
      );
  }
});

test('an enquiry: who asks about which listing, and its follow-up state', async ({ page }) => {
  await login(page);
  const bearer = await bearerOf(page);
  const enquiry = (await apiGet(page.request, bearer, `${forms.path}?status=new&page=1&paging=50&sort=id`)).data.find(
    (f: Json) => f.home_rent_id,
  );
  const listing = (await apiGet(page.request, bearer, `${rents.path}/${enquiry.home_rent_id}`)).data;
  const main = page.locator('#main-content');

  await page.goto(`/${forms.route}/${enquiry.id}`);
  await expect(page.locator('#react-admin-title')).toContainText(enquiry.name);
  await expect(main.locator('[data-record-field="email"]')).toContainText(enquiry.email);
  await expect(main.locator('[data-record-field="message"]')).toContainText(enquiry.message);
  await expect(main.locator('[data-record-field="home_rent_id"]')).toContainText(listing.title);
  await expect(main.locator('[data-record-field="status"] [data-state]')).toHaveAttribute('data-state', 'new');
  await expect(
    main.getByRole('button', { name: t('en', 'resources.home_forms.actions.mark_contacted'), exact: true }),
  ).toBeVisible();

  // The enquiry is listed under its listing too.
  await page.goto(`/${rents.route}/${listing.id}/homeForm`);
  await expect(main.getByText(enquiry.email).first()).toBeVisible();
});

test("a listing's equipment: chosen in a dropdown whose selected values stay within 250 px", async ({ page }) => {
  await login(page);
  const bearer = await bearerOf(page);
  // A listing with many pieces of equipment: their names take far more than 250 px.
  const listings = (await apiGet(page.request, bearer, `${rents.path}?page=1&paging=50&sort=id`)).data as Json[];
  const home = listings.find((l) => (l.apartment_utility_ids?.length ?? 0) >= 5);
  expect(home, 'a listing with five or more pieces of equipment').toBeTruthy();

  await page.goto(`/${rents.route}/${home.id}/update`);
  const select = page.getByRole('combobox', { name: t('en', 'resources.home_rents.fields.apartment_utility_ids') });
  await expect(select).toBeVisible();
  const box = await select.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      maxWidth: style.maxWidth,
      overflow: style.textOverflow,
      text: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      client: el.clientWidth,
      needed: el.scrollWidth,
    };
  });
  expect(box.maxWidth).toBe('250px');
  expect(box.overflow).toBe('ellipsis');
  expect(box.text).toBeLessThanOrEqual(250);
  // Clipped: the names need more room than the box gives them.
  expect(box.needed).toBeGreaterThan(box.client);

  // One more piece of equipment, picked in the dropdown, is saved.
  await select.click();
  const options = page.getByRole('option', { selected: false });
  const added = (await options.first().textContent())!;
  await options.first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: t('en', 'ra.action.save') }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/${rents.route}/${home.id}`);
  const saved = (await apiGet(page.request, bearer, `${rents.path}/${home.id}`)).data;
  expect(saved.apartment_utility_ids).toHaveLength(home.apartment_utility_ids.length + 1);
  await expect(page.locator('#main-content [data-record-field="apartment_utility_ids"]')).toContainText(added);
});
