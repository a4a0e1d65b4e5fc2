// Roboto comes with the app and is fetched by unicode-range (only the subsets
// the page's text uses); Japanese uses the system's fonts; nothing falls back
// to a monospace face.
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

/** Width of a text in the page's body font: equal widths for "iiii" and "MMMM" mean a monospace face. */
const widthOf = (page: Page, text: string) =>
  page.evaluate((t) => {
    const span = document.createElement('span');
    span.textContent = t;
    span.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
    document.body.appendChild(span);
    const width = span.getBoundingClientRect().width;
    span.remove();
    return width;
  }, text);

/** The Roboto faces the page loaded, by the first code point of their range. */
const loadedRoboto = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((f) => f.family.replace(/"/g, '') === 'Roboto' && f.status === 'loaded')
      .map((f) => f.unicodeRange);
  });

for (const [locale, prefix, sample] of [
  ['vi', '/vi', 'Thành phố Hồ Chí Minh'],
  ['ja', '/ja', '東京 Tokyo'],
  ['en', '', 'Tokyo'],
] as const) {
  test(`${locale}: text is set in proportional faces, Roboto by unicode-range`, async ({ page }) => {
    await login(page, undefined, `${prefix}/city`);
    await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Roboto,/);
    expect(await widthOf(page, 'iiiiiiii')).toBeLessThan((await widthOf(page, 'MMMMMMMM')) * 0.6);
    expect(await page.evaluate((t) => document.fonts.check('16px Roboto', t), sample)).toBe(true);
    const ranges = await loadedRoboto(page);
    // Latin always, Vietnamese letters on a Vietnamese page; subsets no text uses (Cyrillic, Greek) never.
    expect(ranges.some((r) => r.startsWith('U+0-FF'))).toBe(true);
    if (locale === 'vi') expect(ranges.some((r) => r.includes('U+1EA0-1EF9'))).toBe(true);
    expect(ranges.some((r) => r.includes('U+400-45F') || r.includes('U+370-377'))).toBe(false);
  });
}

test('a detail page writes every value in one size, a link to another record too', async ({ page }) => {
  /** The font size of each field's value, by field: the element holding its text. */
  const sizes = () =>
    page.locator('[data-record-field]').evaluateAll((fields) =>
      fields.map((field) => {
        const holder = document
          .createTreeWalker(field.querySelector('dd')!, NodeFilter.SHOW_TEXT)
          .nextNode()?.parentElement;
        // Chips (a state, a set of utilities) have their own smaller size.
        return [
          field.getAttribute('data-record-field'),
          holder && !holder.closest('.MuiChip-root') ? getComputedStyle(holder).fontSize : null,
        ];
      }),
    );
  await login(page, undefined, '/homeRent/1');
  await expect(page.locator('[data-record-field="home_city_id"] a')).toBeVisible();
  // Plain values, dates, money and links to another record (the agency, the city) alike; pictures have no text.
  const measured = (await sizes()).filter(([, size]) => size !== null);
  expect(measured.length).toBeGreaterThan(20);
  expect(measured).toEqual(measured.map(([source]) => [source, '14px']));
});

test('a Japanese list writes its headers and short values on one line each, not a character or two a line', async ({
  page,
}) => {
  await login(page, undefined, '/ja/qna');
  await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
  /** How many lines the text of each cell takes (the line boxes of its text, not its icons), by cell. */
  const lines = (selector: string) =>
    page.locator(selector).evaluateAll((cells) =>
      cells.map((cell) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const box of range.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top));
        }
        return tops.size;
      }),
    );
  // Headers ("回答数"), a choice ("ベトナム語"), a number, a timestamp.
  for (const selector of [
    '.RaDatagrid-headerCell',
    'td.column-language_code',
    'td.column-answer_count',
    'td.column-created_at',
  ]) {
    const counts = await lines(selector);
    expect(counts.length, selector).toBeGreaterThan(0);
    expect(Math.max(...counts), selector).toBe(1);
  }
});
