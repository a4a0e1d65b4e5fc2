// Leaving a form with unsaved changes by a move inside the app asks in the app's own dialog, in the
// page's language; a reload or closing the tab can only get the browser's own prompt.
import type { Page } from '@playwright/test';
import type { LocaleCode } from '../src/engine/locales';
import { expect, login, test } from './fixtures';
import { t } from './messages';

const cases: { locale: LocaleCode; prefix: string; viewport: { width: number; height: number }; phone: boolean }[] = [
  { locale: 'ja', prefix: '/ja', viewport: { width: 375, height: 812 }, phone: true },
  { locale: 'en', prefix: '', viewport: { width: 1440, height: 900 }, phone: false },
];

for (const { locale, prefix, viewport, phone } of cases) {
  test.describe(`${locale} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`a menu link asks in the app's dialog: Stay and Escape keep the typed value, Leave follows the link; a reload gets the browser's prompt (${locale})`, async ({
      page,
    }) => {
      const form = `${prefix}/jobs/1/update`;
      await login(page, undefined, form);
      const title = page.locator('input[name="title"]');
      await expect(title).not.toHaveValue('');
      const saved = await title.inputValue();
      const typed = `${saved} (draft)`;
      await title.fill(typed);

      // On a phone the menu is a drawer, opened first (a tap on an entry closes it).
      const clickMenuLink = async (target: Page) => {
        if (phone) await target.getByRole('button', { name: t(locale, 'ra.action.open_menu') }).click();
        await target.locator('[data-menu-entity="city"]').getByRole('link').first().click();
      };
      const dialog = page.getByRole('dialog', { name: t(locale, 'app.unsaved.title') });
      const stay = dialog.getByRole('button', { name: t(locale, 'app.unsaved.stay') });
      const leave = dialog.getByRole('button', { name: t(locale, 'app.unsaved.leave') });
      const onForm = async () => {
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL((url) => url.pathname === form);
        await expect(title).toHaveValue(typed);
      };

      await clickMenuLink(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t(locale, 'ra.message.unsaved_changes'));
      await expect(leave).toBeVisible();
      // Staying is the safe answer: it has the focus, so Enter keeps the edit.
      await expect(stay).toBeFocused();
      await stay.click();
      await onForm();

      // Escape stays too.
      await clickMenuLink(page);
      await expect(stay).toBeFocused();
      await page.keyboard.press('Escape');
      await onForm();

      // The dialog fits the screen.
      await clickMenuLink(page);
      for (const button of [stay, leave]) {
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      await leave.click();
      await expect(page).toHaveURL((url) => url.pathname === `${prefix}/city`);
      await expect(dialog).toHaveCount(0);

      // A reload: the browser's own prompt, never the app's dialog; saying yes reloads the saved record.
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === form);
      // The form again: its record as stored, or the draft when Back came before the list page had
      // replaced it (the form stayed, and nothing was lost).
      await expect(title).not.toHaveValue('');
      await title.click();
      await title.fill(typed);
      const prompt = page.waitForEvent('dialog');
      const reloaded = page.reload();
      const native = await prompt;
      expect(native.type()).toBe('beforeunload');
      await native.accept();
      await reloaded;
      await expect(title).toHaveValue(saved);
      await expect(dialog).toHaveCount(0);
    });
  });
}

test('Back pressed after Leave while the next page still loads returns to the form (en)', async ({ page }) => {
  const form = '/jobs/1/update';
  await login(page, undefined, form);
  const title = page.locator('input[name="title"]');
  await expect(title).not.toHaveValue('');
  await title.fill(`${await title.inputValue()} (draft)`);
  // The list page's code is held until Back has been pressed: the form is still mounted meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/list-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('[data-menu-entity="city"]').getByRole('link').first().click();
  await page
    .getByRole('dialog', { name: t('en', 'app.unsaved.title') })
    .getByRole('button', { name: t('en', 'app.unsaved.leave') })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/city');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === form);
  release();
  await expect(title).not.toHaveValue('');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
