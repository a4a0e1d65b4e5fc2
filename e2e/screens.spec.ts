// The generated screens as an admin lives in them: buttons only with their
// privilege, deletes that ask first and know what is in use, forms that say
// what is wrong where it is wrong, record pages with a card, a breadcrumb and
// a tab title, typed settings, and phones at 375 px with nothing off-screen.
import type { APIRequestContext } from '@playwright/test';
import { partsOutside, bearerOf, login, MODERATOR, test, expect } from './fixtures';
import { t } from './messages';

interface Api {
  get(path: string): Promise<{ status: number; body: any }>;
  post(path: string, data: unknown): Promise<{ status: number; body: any }>;
}

function api(request: APIRequestContext, bearer: string): Api {
  const headers = { Authorization: bearer };
  const wrap = async (answer: Awaited<ReturnType<APIRequestContext['get']>>) => ({
    status: answer.status(),
    body: await answer.json(),
  });
  return {
    get: async (path) => wrap(await request.get(`/api/v1/${path}`, { headers })),
    post: async (path, data) => wrap(await request.post(`/api/v1/${path}`, { headers, data })),
  };
}

const names = (en: string, ja?: string) => [
  { language_code: 'en', name: en },
  ...(ja ? [{ language_code: 'ja', name: ja }] : []),
];

/** A country with no cities, made for one test, with a free code (X?: no ISO country uses them). */
async function freshCountry(client: Api, name: string) {
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    const created = await client.post('countries', { names: names(name), code: `X${letter}`, phone_code: '+998' });
    if (created.status === 409) continue;
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as { id: number; code: string };
  }
  throw new Error('no free country code');
}

/** Words that no other run of the test used. */
const stamp = () => Date.now().toString(36).toUpperCase();

/** WCAG contrast ratio of two CSS colours (rgb/rgba). */
function contrast(a: string, b: string) {
  const lum = (css: string) => {
    const [r, g, bl] = css
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number)
      .map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

test.describe('privileges on every button', () => {
  test('a moderator (VIEW only on masters) sees no Create, Edit, Delete or selection anywhere', async ({ page }) => {
    await login(page, MODERATOR);
    for (const path of ['/city/1', '/country/1', '/occupations/1']) {
      await page.goto(path);
      await expect(page.locator('[data-record-field="id"]')).toBeVisible();
      for (const name of ['Delete', 'Edit', 'Add specific'])
        await expect(
          page.getByRole('button', { name }).or(page.getByRole('link', { name })),
          `${name} on ${path}`,
        ).toHaveCount(0);
    }
    await page.goto('/city');
    await expect(page.locator('.RaDatagrid-tbody tr')).toHaveCount(20);
    await expect(page.locator('.RaDatagrid-tbody input[type="checkbox"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
    // The occupation's child list shows rows but no buttons either.
    await page.goto('/occupations/1');
    await expect(page.getByRole('heading', { name: 'Specific records' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('the admin sees them', async ({ page }) => {
    await login(page, undefined, '/city/1');
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await page.goto('/city');
    await expect(page.locator('.RaDatagrid-tbody input[type="checkbox"]').first()).toBeVisible();
  });

  test('the checkbox column and Create come with the first row, so nothing moves after it (ja)', async ({ page }) => {
    await login(page, undefined, '/ja');
    // What the page held the moment its first row appeared, recorded in the page itself.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const row = document.querySelector('.RaDatagrid-tbody tr');
        if (!row) return;
        observer.disconnect();
        (window as unknown as { __firstRow: unknown }).__firstRow = {
          checkbox: row.querySelector('input[type="checkbox"]') !== null,
          create: document.querySelector('a[href$="/jobs/create"]') !== null,
          left: row.querySelector('.column-title')!.getBoundingClientRect().left,
        };
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/ja/jobs');
    const firstRow = page.locator('.RaDatagrid-tbody tr').first();
    await expect(firstRow.locator('input[type="checkbox"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(
      () => (window as unknown as { __firstRow: { checkbox: boolean; create: boolean; left: number } }).__firstRow,
    );
    expect(seen.checkbox).toBe(true);
    expect(seen.create).toBe(true);
    expect((await firstRow.locator('.column-title').boundingBox())!.x).toBe(seen.left);
  });
});

test.describe('deleting safely', () => {
  test('a record in use says so, with the count, before anything is deleted', async ({ page }) => {
    await login(page);
    const client = api(page.request, await bearerOf(page));
    const japan = (await client.get('countries?code=JP')).body.data[0];
    const cities = (await client.get(`cities?country_id=${japan.id}&paging=1`)).body.meta.total as number;
    expect(cities).toBeGreaterThan(0);
    await page.goto(`/country/${japan.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete Japan?');
    await expect(dialog.getByRole('alert')).toContainText(
      new RegExp(`Japan cannot be deleted: it is still used by ${cities} cities`),
    );
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await client.get(`countries/${japan.id}`)).status).toBe(200);
  });

  test('one record: asked by name with a red button, told by name, back on the list', async ({ page }) => {
    await login(page);
    const client = api(page.request, await bearerOf(page));
    const name = `Deletia ${stamp()}`;
    const country = await freshCountry(client, name);
    await page.goto(`/country/${country.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Delete ${name}?`);
    await expect(dialog).toContainText('This cannot be undone.');
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    await expect(confirm).toBeEnabled();
    await expect(confirm).toHaveClass(/MuiButton-containedError/);
    await confirm.click();
    await expect(page.getByText(`${name} deleted`)).toBeVisible();
    await expect(page).toHaveURL(/\/country$/);
    expect((await client.get(`countries/${country.id}`)).status).toBe(404);
  });

  test.describe(() => {
    // The 409 a reference added while the dialog was open brings.
    test.use({ expectedHttpErrors: [409] });
    test('a delete the server refuses leaves the user on the record', async ({ page }) => {
      await login(page);
      const client = api(page.request, await bearerOf(page));
      const country = await freshCountry(client, `Racetown ${stamp()}`);
      await page.goto(`/country/${country.id}`);
      await page.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog').getByRole('button', { name: 'Delete' });
      await expect(confirm).toBeEnabled();
      // Meanwhile another admin adds a city in that country.
      expect((await client.post('cities', { names: names('Race City'), country_id: country.id })).status).toBe(201);
      await confirm.click();
      await expect(page.locator('.RaNotification-error')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/country/${country.id}$`));
      await expect(page.locator('[data-record-field="code"]')).toContainText(country.code);
    });
  });

  test('bulk delete asks first, names the records, keeps those in use, and says what it did', async ({ page }) => {
    await login(page);
    const client = api(page.request, await bearerOf(page));
    const word = `Bulkland ${stamp()}`;
    const a = await freshCountry(client, `${word} Alpha`);
    await freshCountry(client, `${word} Beta`);
    const used = await freshCountry(client, `${word} Gamma`);
    expect((await client.post('cities', { names: names('Gamma City'), country_id: used.id })).status).toBe(201);
    await page.goto('/country?filter=' + encodeURIComponent(JSON.stringify({ q: word })));
    const rows = page.locator('.RaDatagrid-tbody tr');
    await expect(rows).toHaveCount(3);
    await page.locator('.RaDatagrid-thead input[type="checkbox"]').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    for (const name of ['Alpha', 'Beta', 'Gamma']) await expect(dialog).toContainText(`${word} ${name}`);
    await expect(dialog).toContainText('Kept: used by 1 city');
    // Nothing is gone while the question is open.
    expect((await client.get(`countries/${a.id}`)).status).toBe(200);
    await dialog.getByRole('button', { name: 'Delete 2 records' }).click();
    const toast = page.locator('.RaNotification-info, [role="alert"]').filter({ hasText: '2 records deleted' });
    await expect(toast).toContainText(`${word} Alpha`);
    await expect(toast).toContainText(`${word} Beta`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${word} Gamma`);
    // The toast is readable: WCAG AA for normal text.
    const colors = await page
      .locator('.MuiSnackbarContent-root')
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.color, style.backgroundColor];
      });
    expect(contrast(colors[0], colors[1])).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe('forms', () => {
  test('the required English name is flagged in red under the English line, which gets the focus', async ({ page }) => {
    await login(page, undefined, '/vi/city/create');
    await page.getByRole('button', { name: t('vi', 'ra.action.save') }).click();
    const english = page.getByRole('textbox', { name: new RegExp(`^${t('vi', 'languages.en')}`) });
    await expect(english).toBeFocused();
    const englishControl = page.locator('.MuiFormControl-root').filter({ has: english });
    const helper = englishControl.locator('.MuiFormHelperText-root');
    await expect(helper).toHaveText(t('vi', 'ra.validation.required'));
    await expect(helper).toHaveClass(/Mui-error/);
    // Nothing under the Vietnamese line.
    const vietnamese = page
      .locator('.MuiFormControl-root')
      .filter({ has: page.getByRole('textbox', { name: new RegExp(`^${t('vi', 'languages.vi')}`) }) });
    await expect(vietnamese.locator('.MuiFormHelperText-root')).toHaveCount(0);
  });

  test('create has Cancel; edit has Cancel and a way back to the list', async ({ page }) => {
    await login(page, undefined, '/city/create');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/city$/);
    await page.goto('/city/1/update');
    await expect(page.getByRole('link', { name: 'List' })).toHaveAttribute('href', '/city');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/city\/1$/);
    // Saving names the record in the toast and shows it.
    await page.goto('/ja/city/1/update');
    await page.getByRole('button', { name: t('ja', 'ra.action.save') }).click();
    await expect(page.getByText('東京を保存しました')).toBeVisible();
    await expect(page).toHaveURL(/\/ja\/city\/1$/);
  });

  test("a wide form sets its short fields in two columns, its long ones across both, in the schema's order", async ({
    page,
  }) => {
    await login(page, undefined, '/jobs/1/update');
    const box = async (source: string) => (await page.locator(`[data-form-field="${source}"]`).boundingBox())!;
    await expect(page.locator('[data-form-field="description"] textarea').first()).toBeVisible();
    const [title, company, occupation, description] = await Promise.all(
      ['title', 'company_id', 'occupation_id', 'description'].map(box),
    );
    // Title and company side by side, occupation under the title.
    expect(Math.abs(company.y - title.y)).toBeLessThan(2);
    expect(company.x).toBeGreaterThan(title.x + title.width);
    expect(Math.abs(occupation.x - title.x)).toBeLessThan(2);
    expect(occupation.y).toBeGreaterThan(title.y + title.height - 1);
    // The description from the first column's left to the second's right.
    expect(Math.abs(description.x - title.x)).toBeLessThan(2);
    expect(Math.abs(description.x + description.width - (company.x + company.width))).toBeLessThan(2);
  });
});

test.describe('lists and record pages', () => {
  test('a record page: two-column card, "—" for empty values, a breadcrumb, and a tab title', async ({ page }) => {
    await login(page);
    const client = api(page.request, await bearerOf(page));
    const city = (await client.post('cities', { names: names('Emptyville'), country_id: 1 })).body.data;
    await page.goto(`/city/${city.id}`);
    await expect(page).toHaveTitle('Emptyville · Cities · Marketplace Admin');
    const card = page.locator('dl').first();
    const columns = await card.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    await expect(page.locator('[data-record-field="sort_order"] dd')).toHaveText('—');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Cities' }).click();
    await expect(page).toHaveURL(/\/city$/);
    await expect(page).toHaveTitle('Cities · Marketplace Admin');

    await page.goto('/ja/city/1');
    await expect(page).toHaveTitle(
      `東京 · ${t('ja', 'resources.cities.name', { smart_count: 2 })} · ${t('ja', 'app.title')}`,
    );
  });

  test('masters open sorted by their sort order; a reference column sorts by the name it shows', async ({ page }) => {
    await login(page);
    const client = api(page.request, await bearerOf(page));
    await page.goto('/city');
    await expect(page).toHaveURL(/\/city$/);
    const expected = (await client.get('cities?page=1&paging=20&sort=sort_order&language=en')).body.data.map(
      (c: any) => c.names.find((n: any) => n.language_code === 'en').name,
    );
    await expect(page.locator('.RaDatagrid-tbody td.column-names')).toHaveText(expected);
    await expect(page.getByRole('button', { name: /Sort by sort order (ascending|descending)/i })).toBeVisible();

    await page.getByRole('button', { name: 'Sort by country ascending' }).click();
    await expect(page).toHaveURL(/sort=country_id/);
    // The first page, in the order of the country names: the server's order.
    const byName = (await client.get('cities?page=1&paging=20&sort=country_id&language=en')).body.data.map(
      (c: any) => c.names.find((n: any) => n.language_code === 'en').name,
    );
    await expect(page.locator('.RaDatagrid-tbody td.column-names')).toHaveText(byName);
    const countries = await page.locator('.RaDatagrid-tbody td.column-country_id').allTextContents();
    expect(countries).toEqual([...countries].sort((x, y) => x.localeCompare(y)));
    expect(new Set(countries).size).toBeGreaterThan(1);
  });

  test('settings show typed values: a check for booleans, a language by its name', async ({ page }) => {
    await login(page, undefined, '/setting?filter=' + encodeURIComponent(JSON.stringify({ q: 'maintenance' })));
    const row = page.locator('.RaDatagrid-tbody tr').filter({ hasText: 'system.maintenance_mode' });
    await expect(row.locator('td.column-value svg[role="img"]')).toHaveAccessibleName('No');
    await page.goto('/ja/setting?filter=' + encodeURIComponent(JSON.stringify({ q: 'default_language' })));
    const language = page.locator('.RaDatagrid-tbody tr').filter({ hasText: 'site.default_language' });
    await expect(language.locator('td.column-value')).toHaveText(t('ja', 'languages.ja'));
  });
});

test.describe('phones (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('lists are one column, record toolbars fold into a menu, nothing scrolls sideways', async ({ page }) => {
    await login(page);
    for (const path of [
      '/city',
      '/ja/categories',
      '/vi/country',
      '/city/1',
      '/city/1/update',
      '/occupations/1',
      '/setting',
      '/vi/jobs/1/update',
      '/ja/homeRent/create',
    ]) {
      await page.goto(path);
      await expect(page.locator('#react-admin-title')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(375);
      // Nor does a field reach past the page's edge inside it.
      expect(await partsOutside(page, '#main-content', '.MuiFormControl-root'), path).toEqual([]);
    }
    await page.goto('/city');
    await expect(page.locator('.RaDatagrid-table')).toHaveCount(0);
    // Each record: its title with one more field under it (a city's country).
    await page.getByRole('button', { name: 'Tokyo Japan', exact: true }).click();
    await expect(page).toHaveURL(/\/city\/\d+$/);

    await page.goto('/city/1');
    await page.getByRole('button', { name: 'More actions' }).click();
    const edit = page.getByRole('link', { name: 'Edit' });
    await expect(edit).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeInViewport();
    await edit.click();
    await expect(page).toHaveURL(/\/city\/1\/update$/);
  });
});
