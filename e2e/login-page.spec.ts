// The login page as a visitor meets it: its own small code (the signed-in app
// arrives while the form is filled in, once the page is idle), its languages
// as links, and wrong credentials said on the form in the page's language.
import type { Page } from '@playwright/test';
import { LOCALES } from '../src/engine/locales';
import { ADMIN, expect, test } from './fixtures';
import { t } from './messages';

/** The app's script files the page has fetched so far. */
function scriptsOf(page: Page): () => string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname);
  });
  return () => [...files];
}

test('the form comes without the signed-in app, which follows once the page is idle', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/login');
  await expect(page.locator('input[name="password"]')).toBeVisible();
  expect(scripts().some((file) => /\/AdminRoot-/.test(file))).toBe(false);
  expect(scripts().some((file) => /\/ListPage-/.test(file))).toBe(false);
  // The idle prefetch (2 s): the signed-in app, the dashboard and the list page.
  await page.waitForResponse((response) => /\/ListPage-[\w-]+\.js$/.test(response.url()), { timeout: 15_000 });
  expect(scripts().some((file) => /\/AdminRoot-/.test(file))).toBe(true);
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('#react-admin-title')).toHaveText(t('en', 'app.menu.dashboard'));
});

test("the tab shows the app's own icon, served as a picture", async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await page.request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await icon.text()).toMatch(/^<svg[^>]*viewBox="0 0 32 32"/);
});

test('signed in, the generic pages arrive before the first click on a record', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('#react-admin-title')).toBeVisible();
  await page.waitForResponse((response) => /\/ShowPage-[\w-]+\.js$/.test(response.url()), { timeout: 15_000 });
  // Nothing was opened but the dashboard.
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the languages are links to the same form, and the choice is remembered', async ({ page }) => {
  await page.goto('/login');
  const languages = page.getByRole('navigation', { name: t('en', 'app.login.language') });
  for (const { name } of LOCALES) await expect(languages.getByRole('link', { name })).toBeVisible();
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/ja/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('button[type="submit"]')).toHaveText(t('ja', 'app.login.sign_in'));
  await expect(
    page.getByRole('navigation', { name: t('ja', 'app.login.language') }).getByRole('link', { name: '日本語' }),
  ).toHaveAttribute('aria-current', 'true');
  // The cookie brings the unprefixed address to Japanese.
  await page.goto('/login');
  await expect(page).toHaveURL((url) => url.pathname === '/ja/login');
});

test.describe('wrong credentials', () => {
  test.use({ expectedHttpErrors: [401] });

  for (const locale of ['en', 'vi'] as const) {
    test(`are said on the form (${locale}), and the typed email stays`, async ({ page }) => {
      await page.goto(locale === 'en' ? '/login' : `/${locale}/login`);
      await page.locator('input[name="email"]').fill(ADMIN.email);
      await page.locator('input[name="password"]').fill('not the password');
      await page.locator('button[type="submit"]').click();
      await expect(page.getByRole('alert')).toHaveText(t(locale, 'app.login.failed'));
      await expect(page.locator('input[name="email"]')).toHaveValue(ADMIN.email);
      await expect(page.locator('button[type="submit"]')).toBeEnabled();
    });
  }
});

test("a malformed email is said on its field, in the page's language, and no sign-in is tried (vi)", async ({
  page,
}) => {
  const tries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/oauth/token')) tries.push(request.url());
  });
  await page.goto('/vi/login');
  const email = page.locator('input[name="email"]');
  await email.fill('admin@example');
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText(t('vi', 'app.login.email_invalid'))).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Corrected, it signs in.
  await email.fill(ADMIN.email);
  await expect(page.getByText(t('vi', 'app.login.email_invalid'))).toHaveCount(0);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/vi');
  expect(tries).toHaveLength(1);
});

test('the account request page has the same language links (vi)', async ({ page }) => {
  await page.goto('/Register');
  const languages = page.getByRole('navigation', { name: t('en', 'app.login.language') });
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('link', { name: 'Tiếng Việt' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/vi/Register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('vi', 'app.register.title'));
  await expect(
    page.getByRole('navigation', { name: t('vi', 'app.login.language') }).getByRole('link', { name: 'Tiếng Việt' }),
  ).toHaveAttribute('aria-current', 'true');
});

test('at 375 px the form fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/vi/login');
  await expect(page.locator('input[name="password"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
