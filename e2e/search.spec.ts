// The global search: Ctrl+K (or the header's button) anywhere opens a palette that finds records of
// every entity the admin may view, by a fragment of a name in any script or a phone number typed any
// way, and the pages and actions the admin may open.
import type { Page } from '@playwright/test';
import { apiGet, bearerOf, expect, leaveSignedIn, login, MODERATOR, test } from './fixtures';
import { t } from './messages';

type Locale = 'en' | 'ja' | 'vi';

const palette = (page: Page) => page.locator('[data-command-palette] [role="dialog"]');
const box = (page: Page, locale: Locale) => palette(page).getByRole('combobox', { name: t(locale, 'app.search.open') });

/** A candidate with a katakana name and a phone number, read through the API. */
async function someCandidate(page: Page) {
  const bearer = await bearerOf(page);
  const { data } = await apiGet(page.request, bearer, 'admin/candidates?paging=100&sort=id');
  return data.find((c: Record<string, string>) => c.full_name_kana?.length >= 6 && c.phone) as Record<
    string,
    string
  > & {
    id: number;
  };
}

test('finds a candidate by a fragment of the Japanese name with Ctrl+K, and opens it with Enter (ja)', async ({
  page,
}) => {
  await login(page, undefined, '/ja');
  await expect(page.locator('#main-content')).toBeVisible();
  const candidate = await someCandidate(page);
  const fragment = candidate.full_name_kana.replace(/・/g, '').slice(1, -1);

  await page.keyboard.press('Control+k');
  await expect(box(page, 'ja')).toBeFocused();
  await box(page, 'ja').fill(fragment);
  const group = palette(page).locator('[data-search-group="candidates"]');
  const option = group.getByRole('option', { name: candidate.full_name });
  await expect(option).toBeVisible();
  // The arrow keys walk the options; Enter opens the one chosen.
  const options = palette(page).getByRole('option');
  const position = await options.evaluateAll(
    (all, name) => all.findIndex((o) => o.textContent?.includes(name)),
    candidate.full_name,
  );
  for (let i = 0; i < position; i++) await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ja/accountManage/candidateManage/${candidate.id}$`));
  await expect(palette(page)).toHaveCount(0);
  await expect(page.locator('#main-content')).toContainText(candidate.full_name);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('finds a candidate by the phone number typed without dashes, from the header button (vi, 375 px)', async ({
    page,
  }) => {
    await login(page, undefined, '/vi');
    await expect(page.locator('#main-content')).toBeVisible();
    const candidate = await someCandidate(page);
    await page.getByRole('button', { name: t('vi', 'app.search.open') }).click();
    await box(page, 'vi').fill(candidate.phone.replace(/\D/g, ''));
    const option = palette(page).locator('[data-search-group="candidates"]').getByRole('option', {
      name: candidate.full_name,
    });
    await expect(option).toBeVisible();
    await expect(option).toContainText(candidate.phone);
    // The palette takes the whole screen and nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/vi/accountManage/candidateManage/${candidate.id}$`));
  });
});

test('finds pages and actions by name, and never records of an entity the admin may not view (en)', async ({
  page,
}) => {
  await login(page, undefined, '/jobs');
  await expect(page.locator('#main-content')).toBeVisible();
  await page.keyboard.press('Control+k');
  await box(page, 'en').fill('create job');
  const create = palette(page).getByRole('option', {
    name: t('en', 'app.search.create', { name: t('en', 'resources.jobs.name', { smart_count: 1 }) }),
    exact: true,
  });
  await expect(create).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs\/create$/);

  // A list's view by its name.
  await page.keyboard.press('Control+k');
  await box(page, 'en').fill('receipts to check');
  await expect(palette(page).getByRole('option', { name: t('en', 'resources.receipts.views.to_check') })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/receipts\?filter=%7B%22status%22%3A%22pending%22%7D/);

  // The administrator finds the moderator's account; the moderator does not.
  await page.keyboard.press('Control+k');
  await box(page, 'en').fill('moderator@example');
  await expect(palette(page).locator('[data-search-group="moderators"]')).toBeVisible();

  await leaveSignedIn(page);
  await login(page, MODERATOR, '/');
  await expect(page.locator('#main-content')).toBeVisible();
  await page.keyboard.press('Control+k');
  await box(page, 'en').fill('moderator@example');
  await expect(palette(page).getByRole('status')).toHaveText(t('en', 'app.search.nothing', { q: 'moderator@example' }));
  await expect(palette(page).locator('[data-search-group]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
});
