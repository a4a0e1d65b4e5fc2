// Every browser test fails on a console error or warning (React warnings,
// missing translations) and on an uncaught page error.
import { expect, test as base, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'admin' };
export const MODERATOR = { email: 'moderator@example.com', password: 'moderator' };

export const test = base.extend<{ consoleProblems: string[]; expectedHttpErrors: number[] }>({
  /** HTTP statuses a test provokes on purpose: Chromium logs each failed request as a console error. */
  expectedHttpErrors: [[], { option: true }],
  consoleProblems: [
    async ({ page, expectedHttpErrors }, use) => {
      const problems: string[] = [];
      const expected = (text: string) => expectedHttpErrors.some((status) => text.startsWith(`Failed to load resource: the server responded with a status of ${status} `));
      page.on('console', (message) => {
        if (message.type() === 'error' && expected(message.text())) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function login(page: Page, user = ADMIN, prefix = '') {
  await page.goto(`${prefix}/login`);
  await page.getByLabel(/email|メール|Email/i).fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('button[type="submit"]').click();
  // Signed in: the dashboard at the home path of the locale.
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === prefix);
  await expect(page.locator('#react-admin-title')).toBeVisible();
}
