// The interface in each of its languages: headings and menu, a localised date
// picker (month names, first weekday), numbers through Intl, validation
// messages in words, and an open form whose errors follow a language switch.
import type { Page } from '@playwright/test';
import { schemas } from '../schemas';
import { LOCALES, type LocaleCode } from '../src/engine/locales';
import { localePrefix } from '../src/providers/localeUrl';
import { bearerOf, login, openInApp, recordDialogs, test, expect } from './fixtures';
import { entityName, t } from './messages';

const schemaNamed = (name: string) => schemas.find((s) => s.name === name)!;
const countries = schemaNamed('countries');
const currencies = schemaNamed('currencies');
const nameOf = (locale: LocaleCode) => LOCALES.find((l) => l.code === locale)!.name;

const THOUSANDS: Record<LocaleCode, string> = { en: '3,000', ja: '3,000', vi: '3.000' };

/** The error texts under the form's fields, in page order. */
const fieldErrors = (page: Page) => page.locator('.MuiFormHelperText-root.Mui-error');

async function switchLanguage(page: Page, from: LocaleCode, to: LocaleCode) {
  await page.getByRole('button', { name: nameOf(from) }).click();
  await page.getByRole('menuitem', { name: nameOf(to) }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

for (const locale of ['en', 'ja', 'vi'] as const) {
  test.describe(`in ${locale}`, () => {
    test.beforeEach(async ({ page }) => login(page, undefined, localePrefix(locale)));

    test('headings and menu are in the language', async ({ page }) => {
      await page.goto(`${localePrefix(locale)}/currencies`);
      await expect(page.locator('#react-admin-title')).toContainText(entityName(locale, currencies, 'many'));
      await expect(page.getByRole('link', { name: entityName(locale, countries, 'many'), exact: true })).toBeVisible();
      await expect(
        page.getByRole('columnheader', { name: t(locale, 'resources.currencies.fields.decimals') }),
      ).toBeVisible();
    });

    test("numbers are written the language's way", async ({ page }) => {
      await page.goto(
        `${localePrefix(locale)}/setting?filter=${encodeURIComponent(JSON.stringify({ q: 'application_fee' }))}`,
      );
      const fee = page.locator('.RaDatagrid-tbody tr').filter({ hasText: 'job.application_fee' });
      // The seeded 3000: grouped with a comma in en-US and ja-JP, with a dot in vi-VN.
      await expect(fee.locator('td.column-value')).toHaveText(THOUSANDS[locale]);
    });

    test('a format error says in words what is expected', async ({ page }) => {
      await page.goto(`${localePrefix(locale)}/country/create`);
      await page.locator('input[name="phone_code"]').fill('81');
      await page.locator('input[name="code"]').fill('jp');
      await page.locator('button[type="submit"]').click();
      await expect(fieldErrors(page).filter({ hasText: t(locale, 'validation.patterns.phoneCode') })).toBeVisible();
      await expect(fieldErrors(page).filter({ hasText: t(locale, 'validation.patterns.countryCode') })).toBeVisible();
      // Never the regular expression itself.
      await expect(page.getByText('[0-9]{1,4}')).toHaveCount(0);
    });
  });
}

test.describe('a language switch on an open form', () => {
  test.use({ expectedHttpErrors: [409] }); // the duplicate code below, on purpose

  test("re-translates its errors, the form's and the server's, and keeps what was typed", async ({ page }) => {
    await login(page, undefined, '/country/create');
    // JP is a seeded country: the server answers 409 on the code.
    await page.locator('input[name="code"]').fill('JP');
    await page.locator('input[name="phone_code"]').fill('81');
    await page.locator('button[type="submit"]').click();
    await expect(fieldErrors(page).filter({ hasText: t('en', 'validation.patterns.phoneCode') })).toBeVisible();
    // Fix the format, save again: now the server's uniqueness check speaks.
    await page.locator('input[name="phone_code"]').fill('+81');
    await page.getByRole('textbox', { name: /^English/ }).fill('Japan again');
    await page.locator('button[type="submit"]').click();
    await expect(fieldErrors(page).filter({ hasText: t('en', 'validation.unique') })).toBeVisible();

    await switchLanguage(page, 'en', 'ja');
    await expect(page).toHaveURL(/\/ja\/country\/create$/);
    await expect(fieldErrors(page).filter({ hasText: t('ja', 'validation.unique') })).toBeVisible();
    await expect(page.locator('input[name="code"]')).toHaveValue('JP');
    await expect(page.locator('input[name="phone_code"]')).toHaveValue('+81');

    await page.locator('input[name="phone_code"]').fill('81');
    await page.locator('button[type="submit"]').click();
    await expect(fieldErrors(page).filter({ hasText: t('ja', 'validation.patterns.phoneCode') })).toBeVisible();
    await switchLanguage(page, 'ja', 'vi');
    await expect(fieldErrors(page).filter({ hasText: t('vi', 'validation.patterns.phoneCode') })).toBeVisible();
    await expect(page.locator('input[name="phone_code"]')).toHaveValue('81');
  });

  test('leaving the form with unsaved changes still asks first', async ({ page }) => {
    await login(page, undefined, '/vi/country/create');
    await page.locator('input[name="code"]').fill('XQ');
    const native = recordDialogs(page);
    const cityLink = page.locator('[data-menu-entity="city"] a').first();
    await cityLink.click();
    const leaving = page.getByRole('dialog', { name: t('vi', 'app.unsaved.title') });
    await expect(leaving).toContainText(t('vi', 'ra.message.unsaved_changes'));
    await leaving.getByRole('button', { name: t('vi', 'app.unsaved.stay') }).click();
    await expect(leaving).toHaveCount(0);
    await expect(page).toHaveURL(/\/vi\/country\/create$/);
    await expect(page.locator('input[name="code"]')).toHaveValue('XQ');
    await cityLink.click();
    await leaving.getByRole('button', { name: t('vi', 'app.unsaved.leave') }).click();
    await expect(page).toHaveURL(/\/vi\/city$/);
    expect(native).toEqual([]);
  });

  test("a move by the browser's history asks first too: Back, and the entry openInApp writes", async ({ page }) => {
    await login(page, undefined, '/vi/country');
    await page
      .locator('#main-content')
      .getByRole('link', { name: t('vi', 'ra.action.create') })
      .click();
    await expect(page).toHaveURL(/\/vi\/country\/create$/);
    await page.locator('input[name="code"]').fill('XQ');
    const native = recordDialogs(page);
    const leaving = page.getByRole('dialog', { name: t('vi', 'app.unsaved.title') });
    const stay = leaving.getByRole('button', { name: t('vi', 'app.unsaved.stay') });
    await page.goBack();
    await expect(leaving).toContainText(t('vi', 'ra.message.unsaved_changes'));
    await stay.click();
    await expect(leaving).toHaveCount(0);
    await expect(page).toHaveURL(/\/vi\/country\/create$/);
    // The crawl's move inside the app: should react-router's history entry change form, the guard
    // would no longer see it as a move and this fails.
    await openInApp(page, '/vi/city');
    await stay.click();
    await expect(leaving).toHaveCount(0);
    await expect(page).toHaveURL(/\/vi\/country\/create$/);
    await expect(page.locator('input[name="code"]')).toHaveValue('XQ');
    // Back again, and leaving this time: the list it came from.
    await page.goBack();
    await leaving.getByRole('button', { name: t('vi', 'app.unsaved.leave') }).click();
    await expect(page).toHaveURL(/\/vi\/country$/);
    expect(native).toEqual([]);
  });
});

const PICKER = {
  en: { open: /^Choose date/, month: 'April 2026', first: 'Sunday' },
  ja: { open: /^日付を選択してください/, month: '2026年4月', first: '日曜日' },
  vi: { open: /^Chọn ngày/, month: 'Tháng Tư 2026', first: 'Thứ Hai' },
} as const;

for (const locale of ['en', 'ja', 'vi'] as const) {
  test(`the date picker speaks ${locale}: month names and the first weekday`, async ({ page, request }, testInfo) => {
    await login(page, undefined, localePrefix(locale));
    const bearer = await bearerOf(page);
    const found = await request.get('/api/v1/admin/settings?value_type=date&sort=key', {
      headers: { Authorization: bearer },
    });
    const setting = ((await found.json()).data as { id: number; key: string; value: string }[]).find(
      (s) => s.key === 'fees.effective_from',
    )!;
    expect(setting.value).toBe('2026-04-01');
    await page.goto(`${localePrefix(locale)}/setting/${setting.id}/update`);
    await page.locator('.ra-input-value').getByRole('button', { name: PICKER[locale].open }).click();
    const grid = page.getByRole('grid');
    await expect(grid).toHaveAccessibleName(PICKER[locale].month);
    await expect(grid.getByRole('columnheader')).toHaveCount(7);
    await expect(grid.getByRole('columnheader').first()).toHaveAccessibleName(PICKER[locale].first);
    // Kept as a file in the test's results (test-results/), and attached to the report.
    const screenshot = testInfo.outputPath(`date-picker-${locale}.png`);
    // Transitions finished: the popup is caught fully drawn, not fading in.
    await page.screenshot({ path: screenshot, animations: 'disabled' });
    await testInfo.attach(`date-picker-${locale}`, { path: screenshot, contentType: 'image/png' });
  });
}
