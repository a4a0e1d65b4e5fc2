// The API's reference page at /api/docs: the OpenAPI document rendered under the app's Content-Security-
// Policy (any violation is a console error, which fails the test), and "Try it out" answering with the
// signed-in admin's session.
import { ADMIN, expect, login, MODERATOR, test } from './fixtures';

// The renderer reads the whole document (about 1 MB, 770 calls) before it shows anything: a few seconds
// here, more on a busy machine. Its first sight is waited for with room to spare.
const DOCUMENT_READ = { timeout: 60_000 };
test.describe.configure({ timeout: 180_000 });

test('the reference page renders the document, and "Try it out" calls the API as the signed-in admin', async ({
  page,
}) => {
  await login(page, ADMIN);
  // Deep-linked to one call: GET /user, under its tag.
  await page.goto('/api/docs#/Session/getUser');
  await expect(page.locator('[data-api-docs-session="signed-in"]')).toBeVisible();
  await expect(page.locator('.swagger-ui .info .title')).toContainText('API', DOCUMENT_READ);
  const operation = page.locator('#operations-Session-getUser');
  await expect(operation.locator('.opblock-summary-path')).toHaveText('/user', DOCUMENT_READ);
  await operation.getByRole('button', { name: 'Try it out' }).click();
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user');
  await operation.getByRole('button', { name: 'Execute' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().headers().authorization).toMatch(/^Bearer \S+/);
  // The page shows the answer: the admin's own record.
  const shown = operation.locator('.live-responses-table tbody');
  await expect(shown.locator('.response-col_status')).toHaveText('200');
  await expect(shown).toContainText(ADMIN.email);
});

test('signed out, the reference still shows every call and says how to try them', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.locator('[data-api-docs-session="signed-out"]')).toContainText('/login');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('API', DOCUMENT_READ);
  // The entities' calls are listed under their paths.
  await expect(page.locator('.opblock-tag-section', { hasText: 'admin/jobs' }).first()).toBeVisible();
});

test.describe('as the moderator', () => {
  // The refusal the test asks for: Chromium logs it as a console error.
  test.use({ expectedHttpErrors: [403] });

  test('on a phone, tries a call the permission lacks and reads the refusal (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page, MODERATOR);
    await page.goto('/api/docs');
    await expect(page.locator('[data-api-docs-session="signed-in"]')).toBeVisible();
    // The moderators' list: the Moderator permission does not view it.
    const operation = page.locator('[id$="-getAdminModerators"]');
    await page
      .locator('.opblock-tag', { hasText: /^admin\/moderators/ })
      .first()
      .click(DOCUMENT_READ);
    await expect(operation.locator('.opblock-summary-path')).toHaveText('/admin/moderators', DOCUMENT_READ);
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/admin/moderators',
    );
    await operation.getByRole('button', { name: 'Execute' }).click();
    expect((await answered).status()).toBe(403);
    const shown = operation.locator('.live-responses-table tbody');
    await expect(shown.locator('.response-col_status')).toHaveText('403');
    await expect(shown).toContainText('"message"');
  });
});
