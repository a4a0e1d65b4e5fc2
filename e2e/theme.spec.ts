// The dark theme: it follows the system's setting until the account menu's switch says otherwise; a
// choice equal to the system's is forgotten, so the page follows the system again.
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { t } from './messages';

/** The page's background, as the theme paints it. */
const pageColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const NIGHT_PAGE = 'rgb(18, 24, 41)';
const LAVENDER = 'rgb(238, 240, 250)';

test.use({ colorScheme: 'dark', viewport: { width: 375, height: 740 } });

test('follows a dark system, and the account menu switch overrides it until it agrees again (ja, 375 px)', async ({
  page,
}) => {
  // Signed out, the login page already follows the system.
  await page.goto('/ja/login');
  await expect(page.locator('input[name="password"]')).toBeVisible();
  expect(await pageColour(page)).toBe(NIGHT_PAGE);

  await login(page, undefined, '/ja/jobs');
  await expect(page.locator('#main-content').getByRole('listitem').first()).toBeVisible();
  expect(await pageColour(page)).toBe(NIGHT_PAGE);

  const account = page.getByRole('button', { name: t('ja', 'ra.auth.user_menu') });
  const darkItem = page.getByRole('menuitemcheckbox', { name: t('ja', 'app.header.dark_theme') });
  await account.click();
  await expect(darkItem).toHaveAttribute('aria-checked', 'true');
  await darkItem.click();
  await expect.poll(() => pageColour(page)).toBe(LAVENDER);

  // Kept across a reload, against the system's setting.
  const storedChoice = () => page.evaluate(() => Object.keys(localStorage).filter((key) => /\.theme$/.test(key)));
  expect(await storedChoice()).toHaveLength(1);
  await page.reload();
  await expect(page.locator('#main-content').getByRole('listitem').first()).toBeVisible();
  expect(await pageColour(page)).toBe(LAVENDER);
  await account.click();
  await expect(darkItem).toHaveAttribute('aria-checked', 'false');

  // Back on dark, the same as the system: the choice is forgotten.
  await darkItem.click();
  await expect.poll(() => pageColour(page)).toBe(NIGHT_PAGE);
  expect(await storedChoice()).toEqual([]);
  // And a light system now shows the light theme.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => pageColour(page)).toBe(LAVENDER);
});
