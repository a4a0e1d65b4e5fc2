// Pictures through the whole path: chosen in a form, uploaded with progress,
// saved, shown on the detail page and opened full-screen, where the arrow
// keys move through the record's pictures and Escape closes. A file the
// server's rules refuse is refused before it is sent; a refusal shows as the
// other fields' errors do.
import type { Page } from '@playwright/test';
import { schemas } from '../schemas';
import { expect, login, picture, test } from './fixtures';
import { t } from './messages';
import { settled } from './settled';

/** The uploads a page sends (POST files), counted as they start. */
function countUploads(page: Page): string[] {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/v1\/files(\?|$)/.test(request.url())) uploads.push(request.url());
  });
  return uploads;
}

test.describe('file fields', () => {
  test.use({ expectedHttpErrors: [415] });

  test('an article gets a cover picture through its form and shows it full-screen', async ({ page }) => {
    await login(page, undefined, '/article/1/update');
    const input = page.locator('[data-file-input="cover_image_url"]');
    await expect(input).toBeVisible();

    // Text named .png is refused by the server; its message shows on the field.
    await input
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') });
    await expect(input.getByText('Only JPEG, PNG, WebP or GIF pictures can be uploaded here')).toBeVisible();

    // A real picture is uploaded at once and shown in the form.
    await input.locator('input[type="file"]').setInputFiles(picture('harbour view.png', [40, 120, 200]));
    const thumbnail = input.getByRole('img', { name: 'harbour-view.png' });
    await expect(thumbnail).toBeVisible();
    await expect(input.getByText('Only JPEG')).toHaveCount(0);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/article\/1$/);

    // The detail page shows it (in the record's fields: the history shows it too); a click opens the
    // viewer, Escape closes it.
    const open = page
      .locator('[data-record-field="cover_image_url"]')
      .getByRole('button', { name: 'Open picture 1 of 1' });
    await expect(open).toBeVisible();
    const shown = open.getByRole('img');
    await expect(shown).toHaveAttribute('src', /\/api\/v1\/files\/[A-Za-z0-9_-]+\/harbour-view\.png$/);
    await open.click();
    const viewer = page.locator('.yarl__root');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Picture 1 of 1' })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('a refused upload is flagged as the other fields are: in red, on a control that says so', async ({ page }) => {
    await login(page, undefined, '/article/1/update');
    // Another field's error to compare with: the required title, emptied and saved.
    const title = page.locator('input[name="title"]');
    await title.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    const titleError = page.locator('.MuiFormControl-root').filter({ has: title }).locator('.MuiFormHelperText-root');
    await expect(titleError).toHaveText('Required');
    await expect(titleError).toHaveClass(/Mui-error/);
    const red = await titleError.evaluate((element) => getComputedStyle(element).color);

    const input = page.locator('[data-file-input="cover_image_url"]');
    await input
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') });
    const text = 'Only JPEG, PNG, WebP or GIF pictures can be uploaded here';
    const message = input.locator('.MuiFormHelperText-root');
    await expect(message).toHaveText(text);
    await expect(message).toHaveClass(/Mui-error/);
    await expect(message).toHaveCSS('color', red);
    // The choose button is the field's control: invalid, and described by the message.
    const control = input.getByRole('button', { name: /^(Choose a|Replace the) picture$/ });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(text);
    // So is the title's, for comparison.
    await expect(title).toHaveAttribute('aria-invalid', 'true');
  });

  test('a file the server would refuse is refused before a byte of it is sent', async ({ page }) => {
    const uploads = countUploads(page);
    await login(page, undefined, '/article/1/update');
    const input = page.locator('[data-file-input="cover_image_url"]');
    const chooser = input.locator('input[type="file"]');

    // A 6 MB picture: the server takes pictures of 5 MB at most (its /config.json says so).
    await chooser.setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) });
    expect(t('en', 'app.files.too_large', { max: '5' })).toBe('The file is larger than 5 MB');
    await expect(input.getByText('The file is larger than 5 MB')).toBeVisible();
    // A type the server takes none of.
    await chooser.setInputFiles({ name: 'scan.tiff', mimeType: 'image/tiff', buffer: Buffer.from('II*\0 a scan') });
    await expect(input.getByText(t('en', 'app.files.not_image'))).toBeVisible();
    await settled(page);
    expect(uploads).toEqual([]);
    // What fits is still sent.
    await chooser.setInputFiles(picture('small.png', [90, 90, 200]));
    await expect(input.getByRole('img', { name: 'small.png' })).toBeVisible();
    expect(uploads).toHaveLength(1);
    await expect(input.locator('.Mui-error')).toHaveCount(0);
  });

  test("the limit is named in the language's number format", async ({ page }) => {
    // A server whose pictures may be 1.5 MB: Vietnamese writes it 1,5.
    await page.route('**/config.json', async (route) => {
      const answer = await route.fetch();
      const config = await answer.json();
      config.uploads.image.maxBytes = 1.5 * 1024 * 1024;
      await route.fulfill({ response: answer, json: config });
    });
    const uploads = countUploads(page);
    await login(page, undefined, '/vi/article/1/update');
    const input = page.locator('[data-file-input="cover_image_url"]');
    await input
      .locator('input[type="file"]')
      .setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024) });
    await expect(input.getByText(t('vi', 'app.files.too_large', { max: '1,5' }))).toBeVisible();
    await settled(page);
    expect(uploads).toEqual([]);
  });

  // A gallery: every picture of the record in one viewer, moved through with the arrow keys.
  const gallery = schemas.find(
    (schema) =>
      !schema.variant && schema.views.edit && Object.values(schema.fields).some((field) => field.kind === 'images'),
  );
  test('a gallery is filled, reordered and browsed with the arrow keys', async ({ page }) => {
    expect(gallery, 'a registered entity with a picture gallery').toBeTruthy();
    const [source] = Object.entries(gallery!.fields).find(([, field]) => field.kind === 'images')!;
    await login(page, undefined, `/${gallery!.route}/1/update`);
    const input = page.locator(`[data-file-input="${source}"]`);
    await expect(input).toBeVisible();
    // Start from an empty gallery.
    const removeButtons = input.getByRole('button', { name: /^Remove: / });
    while ((await removeButtons.count()) > 0) await removeButtons.first().click();

    await input
      .locator('input[type="file"]')
      .setInputFiles([picture('red.png', [200, 40, 40]), picture('green.png', [40, 160, 60])]);
    await expect(input.getByRole('img')).toHaveCount(2);
    await expect(input.locator('[data-file-item]').nth(0).getByRole('img')).toHaveAttribute('alt', 'red.png');
    // Green goes first.
    await input.getByRole('button', { name: 'Move left: green.png' }).click();
    await expect(input.locator('[data-file-item]').nth(0).getByRole('img')).toHaveAttribute('alt', 'green.png');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/${gallery!.route}/1$`));

    const pictures = page.locator(`[data-record-field="${source}"]`).getByRole('button', { name: /^Open picture/ });
    await expect(pictures).toHaveCount(2);
    await expect(pictures.nth(0).getByRole('img')).toHaveAttribute('src', /green\.png$/);
    await pictures.nth(0).click();
    const viewer = page.locator('.yarl__root');
    const current = viewer.locator('.yarl__slide_current img');
    await expect(current).toHaveAttribute('src', /green\.png$/);
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('src', /red\.png$/);
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('src', /green\.png$/);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });
});
