import { expect, login, test } from './fixtures';

test.describe('locale-prefixed URLs', () => {
  test.beforeEach(async ({ page }) => login(page));

  test('the same list in English, Japanese and Vietnamese', async ({ page }) => {
    await page.goto('/city');
    await expect(page.locator('#react-admin-title')).toContainText('Cities');
    await page.goto('/ja/city');
    await expect(page.locator('#react-admin-title')).toContainText('都市');
    await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
    // Names and dates follow the interface language.
    await expect(page.locator('.RaDatagrid-tbody tr').first().locator('td').nth(2)).toHaveText(
      /^[\u3040-\u30ff\u4e00-\u9fff]+$/,
    );
    await expect(page.locator('.RaDatagrid-tbody tr').first()).toContainText(/\d{4}\/\d{1,2}\/\d{1,2}/);
    await page.goto('/vi/city');
    await expect(page.locator('#react-admin-title')).toContainText('Thành phố');
  });

  test('/en is redirected to the unprefixed path and an unknown locale is a 404', async ({ page }) => {
    await page.goto('/en/country');
    await expect(page).toHaveURL(/\/country$/);
    await expect(page.locator('#react-admin-title')).toContainText('Countries');
    await page.goto('/xx/country');
    await expect(page.getByText('This page could not be found.')).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByText('This page could not be found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    // The tab says so too, as /Page404's does.
    await expect(page).toHaveTitle('404 · Marketplace Admin');
  });

  test('the language switcher keeps the page, changes the prefix and is remembered', async ({ page }) => {
    await page.goto('/currencies');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja\/currencies$/);
    await expect(page.locator('#react-admin-title')).toContainText('通貨');
    // The choice is stored: an unprefixed link now opens in Japanese.
    await page.goto('/country');
    await expect(page).toHaveURL(/\/ja\/country$/);
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/country$/);
    await page.goto('/currencies');
    await expect(page).toHaveURL(/\/currencies$/);
  });

  test('a deep link under a prefix loads directly', async ({ page }) => {
    await page.goto('/vi/currencies/create');
    await expect(page.getByLabel('Mã *').or(page.getByLabel('Mã')).first()).toBeVisible();
  });
});

test.describe('server messages', () => {
  test.use({ expectedHttpErrors: [409] }); // the duplicate code below, on purpose
  test.beforeEach(async ({ page }) => login(page));

  test('a server field error comes back in the interface language, whatever the browser language', async ({ page }) => {
    // The browser says English (en-US); the page is Japanese. JP is a seeded country code.
    await page.goto('/ja/country/create');
    await page.getByRole('textbox', { name: /^英語/ }).fill('Duplicate Japan');
    await page.getByRole('textbox', { name: /^コード/ }).fill('JP');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('この値はすでに使用されています').first()).toBeVisible();
    await expect(page).toHaveURL(/\/ja\/country\/create$/);
  });
});

test.describe('layout', () => {
  test('header, sidebar, footer and aside follow the spec sizes', async ({ page }) => {
    await login(page);
    await expect(page).toHaveTitle('Marketplace Admin');
    const header = page.locator('header').first();
    expect((await header.boundingBox())!.height).toBe(55);
    const sidebar = page.locator('.RaSidebar-fixed').first();
    expect((await sidebar.boundingBox())!.width).toBe(200);
    await expect(page.locator('footer')).toContainText('2019');
    await expect(page.locator('footer').getByRole('link')).toHaveAttribute('href', /^https:/);

    // Minimised to 50 px by the toggle, back to 200.
    await page
      .getByRole('button', { name: /close menu|open menu/i })
      .first()
      .click();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(50);
    await page
      .getByRole('button', { name: /close menu|open menu/i })
      .first()
      .click();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(200);

    // Compact at 1100 px.
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(150);

    // The aside panel (250 px) opens and closes from the header.
    await page.getByRole('button', { name: 'Toggle side panel' }).click();
    const aside = page.getByTestId('aside-panel').locator('.MuiDrawer-paper');
    await expect(aside).toBeVisible();
    // It slides in: measure once the transition has settled.
    await expect.poll(async () => Math.round((await aside.boundingBox())!.width)).toBe(250);
    await expect.poll(async () => Math.round((await aside.boundingBox())!.x + 250)).toBe(1100);
    await page.keyboard.press('Escape');
    await expect(aside).toBeHidden();
  });

  test('the menu highlights the entry of the page reached and unfolds its section, after each navigation', async ({
    page,
  }) => {
    await login(page);
    const currencies = page
      .locator('[data-menu-entity="currencies"]')
      .getByRole('link', { name: 'Currencies', exact: true });
    const countries = page
      .locator('[data-menu-entity="country"]')
      .getByRole('link', { name: 'Countries', exact: true });
    await page.locator('[data-menu-section="system"]').getByRole('button', { name: 'System' }).click();
    await expect(currencies).toBeHidden();
    await page.goto('/currencies/create');
    await expect(currencies).toBeVisible();
    await expect(currencies).toHaveAttribute('aria-current', 'page');
    await expect(countries).not.toHaveAttribute('aria-current', 'page');
    // A link elsewhere (not the menu) keeps it highlighted.
    await currencies.click();
    await page.locator('.RaDatagrid-tbody tr').first().click();
    await expect(page).toHaveURL(/\/currencies\/\d+$/);
    await expect(currencies).toHaveAttribute('aria-current', 'page');
    await page.goto('/country');
    await expect(countries).toHaveAttribute('aria-current', 'page');
    await expect(currencies).not.toHaveAttribute('aria-current', 'page');
  });

  test('the sidebar collapses on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    await login(page);
    await expect.poll(async () => (await page.locator('.RaSidebar-fixed').first().boundingBox())!.width).toBe(50);
  });

  test('back navigation restores the scroll position; a new page starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await login(page, undefined, '/country');
    await expect(page.locator('.RaDatagrid-tbody tr')).toHaveCount(20);
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.locator('.RaDatagrid-tbody tr').nth(15).click();
    await expect(page).toHaveURL(/\/country\/\d+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.locator('.RaDatagrid-tbody tr')).toHaveCount(20);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('a reloaded list comes back where it was, once its rows are there', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await login(page, undefined, '/country');
    await expect(page.locator('.RaDatagrid-tbody tr')).toHaveCount(20);
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // The rows come well after the address is restored: the page is too short to scroll until then.
    let releaseList = () => {};
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    let listAsked = () => {};
    const asked = new Promise<void>((resolve) => (listAsked = resolve));
    await page.route(/\/api\/v1\/countries\?/, async (route) => {
      listAsked();
      await listHeld;
      await route.continue();
    });
    await page.reload();
    await asked;
    releaseList();
    await expect(page.locator('.RaDatagrid-tbody tr')).toHaveCount(20);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
});
