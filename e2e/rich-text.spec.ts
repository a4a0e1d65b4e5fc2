// The rich-text editor on an article's body: writing formatted text, the
// detail page showing it, the spec's sizes, and stored scripts never running.
import type { Page } from '@playwright/test';
import { apiGet, bearerOf, expect, login, recordDialogs, test } from './fixtures';
import { t } from './messages';

/** An article of the demo data with a cover picture, by the spec's list call. */
async function someArticle(page: Page, bearer: string): Promise<{ id: number; cover_image_url: string }> {
  const answer = await page.request.get('/api/v1/admin/blogs/admin-dashboard?page=1&paging=20&sort=id', {
    headers: { Authorization: bearer },
  });
  expect(answer.status()).toBe(200);
  const article = (await answer.json()).data.find((row: { cover_image_url: string | null }) => row.cover_image_url);
  expect(article).toBeDefined();
  return article;
}
const someArticleId = async (page: Page, bearer: string) => (await someArticle(page, bearer)).id;

const editor = (page: Page) => page.locator('.rich-text-editor .ProseMirror');
const toolbar = (page: Page) => page.locator('.rich-text-editor .RaRichTextInputToolbar-root');

test('an article body is written with formatting, saved and shown formatted', async ({ page }) => {
  // Much typing: give a busy machine time.
  test.slow();
  const dialogs = recordDialogs(page);
  await login(page);
  const bearer = await bearerOf(page);
  const { id, cover_image_url: picture } = await someArticle(page, bearer);

  // Tiptap writes this HTML its own way (<b> as <strong>, <img> without the slash).
  const stored = await page.request.put(`/api/v1/admin/blogs/${id}`, {
    headers: { Authorization: bearer },
    data: { body: `<p>Plain and <b>bold</b></p><p><img src="${picture}" alt="a picture"></p>` },
  });
  expect(stored.status()).toBe(200);

  await page.goto(`/article/${id}/update`);
  // The first form also fetches the editor's code.
  await expect(editor(page)).toBeVisible({ timeout: 30_000 });

  // The spec's sizes: a writing area of 200 px at least, a toolbar that sticks under the 55 px header.
  const box = await editor(page).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(200);
  const sticky = await toolbar(page).evaluate((node) => {
    const style = getComputedStyle(node);
    return { position: style.position, top: style.top };
  });
  expect(sticky).toEqual({ position: 'sticky', top: '55px' });

  // Opened and left untouched, the form has nothing to lose: leaving asks nothing.
  await page.getByRole('link', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/article/${id}$`));
  expect(dialogs).toEqual([]);

  await page.goto(`/article/${id}/update`);
  await editor(page).click();
  // A button pressed with the mouse leaves the focus in the text, so that the next key goes there.
  const bold = page.getByRole('button', { name: 'Bold', exact: true });
  expect(
    await bold.evaluate(
      (button) => !button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true })),
    ),
  ).toBe(true);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('combobox', { name: 'Select the level' }).click();
  await page.getByRole('option', { name: 'Heading 2' }).click();
  await page.keyboard.type('Moving to Osaka');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Rent is ');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type('cheaper');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type(' than in Tokyo.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Find a guarantor');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Open a bank account');

  // A long text scrolls under the toolbar, which stays just below the header.
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Enter');
  await page.keyboard.type('The end.');
  await page.evaluate(() => {
    const area = document.querySelector('.rich-text-editor .ProseMirror')!.getBoundingClientRect();
    window.scrollBy(0, area.top + 150);
  });
  await expect.poll(async () => Math.round((await toolbar(page).boundingBox())!.y)).toBe(55);
  // The header stays above it: no strip between them that the text shows through.
  const header = page.locator('header.RaAppBar-appBar');
  await expect
    .poll(async () => {
      const box = (await header.boundingBox())!;
      return Math.round(box.y + box.height);
    })
    .toBe(55);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/article/${id}$`));
  const body = page.locator('[data-record-field="body"] .rich-text-content');
  await expect(body.locator('h2')).toHaveText('Moving to Osaka');
  await expect(body.locator('strong')).toHaveText('cheaper');
  await expect(body.locator('ul > li')).toHaveText(['Find a guarantor', 'Open a bank account']);
  expect(dialogs).toEqual([]);
});

test('an emptied editor is refused as required', async ({ page }) => {
  await login(page);
  const id = await someArticleId(page, await bearerOf(page));
  await page.goto(`/article/${id}/update`);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ra-rich-text-input-error')).toHaveText('Required');
  await expect(page).toHaveURL(new RegExp(`/article/${id}/update$`));
});

test('pasted HTML keeps pictures of our stored files and loses those the server would drop', async ({ page }) => {
  await login(page);
  const bearer = await bearerOf(page);
  const { id, cover_image_url: stored } = await someArticle(page, bearer);
  // Copied from one of our pages, a stored file's address comes absolute.
  const absolute = new URL(stored, page.url()).href;
  await page.goto(`/article/${id}/update`);
  await expect(editor(page)).toBeVisible();
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  const pasted =
    '<p>Pasted</p><img src="x" alt="broken"><img src="data:image/png;base64,AAAA" alt="inline">' +
    `<img src="/uploads/a.png" alt="relative"><img src="${stored}" alt="ours"><img src="${absolute}" alt="ours too"><p>End</p>`;
  await editor(page).evaluate((node, html) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/html', html);
    node.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, pasted);
  await expect(editor(page)).toContainText('End');
  // ProseMirror puts images of its own (ProseMirror-separator) beside inline nodes.
  const pictures = editor(page).locator('img:not(.ProseMirror-separator)');
  await expect(pictures).toHaveCount(2);
  await expect(pictures.nth(0)).toHaveAttribute('alt', 'ours');
  await expect(pictures.nth(1)).toHaveAttribute('alt', 'ours too');
  // Both show: the editor holds no broken picture.
  for (const picture of await pictures.all())
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

  // Saved, the server keeps what the editor showed: nothing disappears on save.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/article/${id}$`));
  const body: string = (await apiGet(page.request, bearer, `admin/blogs/dashboard/${id}`)).data.body;
  expect(body.match(/<img [^>]*>/g)).toEqual([
    expect.stringContaining(`src="${stored}"`),
    expect.stringContaining(`src="${absolute}"`),
  ]);
});

test('a script stored through the API never runs on the detail page', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await login(page);
  const bearer = await bearerOf(page);
  const id = await someArticleId(page, bearer);
  const payload =
    '<p>Before</p><img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=1</script>' +
    '<p><a href="javascript:window.__xss=1">click</a></p><svg onload="window.__xss=1"></svg><iframe src="javascript:parent.__xss=1"></iframe><p>After</p>';
  const saved = await page.request.put(`/api/v1/admin/blogs/${id}`, {
    headers: { Authorization: bearer },
    data: { body: payload },
  });
  expect(saved.status()).toBe(200);
  const stored = (await saved.json()).data.body as string;
  expect(stored).not.toMatch(/onerror|<script|javascript:|<svg|<iframe/i);

  await page.goto(`/article/${id}`);
  const body = page.locator('[data-record-field="body"] .rich-text-content');
  await expect(body).toContainText('Before');
  await expect(body).toContainText('After');
  await body.getByText('click').click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the toolbar speaks the interface language', async ({ page }) => {
  await login(page);
  const id = await someArticleId(page, await bearerOf(page));
  await page.goto(`/ja/article/${id}/update`);
  await expect(editor(page)).toBeVisible();
  for (const key of ['bold', 'italic', 'underline', 'list_bulleted', 'link', 'image', 'blockquote']) {
    await expect(toolbar(page).getByRole('button', { name: t('ja', `ra.tiptap.${key}`), exact: true })).toBeVisible();
  }
  await page.goto(`/vi/article/${id}/update`);
  await expect(toolbar(page).getByRole('button', { name: t('vi', 'ra.tiptap.bold'), exact: true })).toBeVisible();
});

test('the editor is fetched only by a form that shows it, in a placeholder of its height', async ({ page }) => {
  const editorChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/RichTextEditor-[^/]+\.js$/.test(request.url())) editorChunks.push(request.url());
  });
  await login(page, undefined, '/article');
  await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
  const id = await someArticleId(page, await bearerOf(page));
  await page.goto(`/article/${id}`);
  await expect(page.locator('[data-record-field="body"] .rich-text-content')).toBeVisible();
  expect(editorChunks).toEqual([]);

  // Held back, the editor's code leaves a quiet placeholder as high as the editor.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/RichTextEditor-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/article/create');
  const placeholder = page.locator('.rich-text-editor-loading');
  await expect(placeholder).toBeVisible();
  const waiting = (await placeholder.boundingBox())!.height;
  release();
  await expect(editor(page)).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  expect(editorChunks).toHaveLength(1);
  const loaded = (await page.locator('.rich-text-editor').boundingBox())!.height;
  expect(Math.abs(loaded - waiting), `placeholder ${waiting} px, editor ${loaded} px`).toBeLessThanOrEqual(4);
});
