// The app's shell: how a guest's link and an ended session reach the login
// form, the sidebar menu (one click to a list, sections, grants, labels that
// never wrap), and the header on a phone.
import type { Page } from '@playwright/test';
import { findSchema, schemas } from '../schemas';
import { MENU_SECTIONS } from '../schemas/app';
import { LOCALES, type LocaleCode } from '../src/engine/locales';
import { TOKEN_KEYS } from '../src/providers/tokenStore';
import { ADMIN, expect, login, MODERATOR, test } from './fixtures';
import { entityName, t } from './messages';
import { settled } from './settled';

/** Counts the main frame's navigations, history API changes included. */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count += 1;
  });
  return () => count;
}

async function signIn(page: Page, user = ADMIN) {
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('button[type="submit"]').click();
}

const cities = findSchema('cities')!;
/** The masters' menu entries, as the registry places them. */
const MASTER_ENTRIES = schemas.filter((s) => s.menu && s.menu.group === 'masters' && s.views.list);
const mastersIn = (section: string) => MASTER_ENTRIES.filter((s) => s.menu && s.menu.section === section);
/** The demo moderator views the masters (demo/accounts.ts: VIEW on MASTER). */
const MODERATOR_MASTERS = MASTER_ENTRIES.filter((s) => s.permission === 'MASTER');
const menuEntry = (page: Page, route: string) => page.locator(`[data-menu-entity="${route}"]`);

test.describe('signed out', () => {
  const cases: { url: string; locale: LocaleCode; prefix: string }[] = [
    { url: '/city', locale: 'en', prefix: '' },
    { url: '/ja/categories', locale: 'ja', prefix: '/ja' },
    { url: '/vi/country/1', locale: 'vi', prefix: '/vi' },
    { url: '/city/1/update', locale: 'en', prefix: '' },
  ];
  for (const { url, locale, prefix } of cases) {
    test(`${url} shows the login form at once, in its language, and login lands on its home`, async ({ page }) => {
      const navigations = countNavigations(page);
      // Timed from the page's load (the app's files are in): the app boots and redirects.
      await page.goto(url);
      await expect(page.locator('input[name="password"]')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(`${prefix}/login`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('button[type="submit"]')).toHaveText(t(locale, 'app.login.sign_in'));
      // One redirect, replacing the link (Back leaves the app instead of bouncing here again) and
      // nothing more once the form is there.
      const redirected = navigations();
      expect(redirected).toBeLessThanOrEqual(3);
      expect(await page.evaluate(() => history.length)).toBe(2);
      await settled(page);
      expect(navigations()).toBe(redirected);

      await signIn(page);
      await expect(page).toHaveURL((u) => u.pathname === (prefix || '/'));
      await expect(page.locator('#react-admin-title')).toHaveText(t(locale, 'app.menu.dashboard'));
    });
  }
});

test.describe('a session that ends on an open page', () => {
  test('tokens removed: the next click leads to the login form, once', async ({ page }) => {
    await login(page, undefined, '/vi/country');
    await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const navigations = countNavigations(page);
    await page.locator('.RaDatagrid-tbody tr').first().click();
    await expect(page.locator('input[name="password"]')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/vi/login');
    await settled(page);
    expect(navigations()).toBeLessThanOrEqual(2);
    await signIn(page);
    await expect(page).toHaveURL((u) => u.pathname === '/vi');
  });

  test.describe('refresh refused', () => {
    test.use({ expectedHttpErrors: [401] }); // the refused refresh
    test('the list that needed it leads to the login form, once', async ({ page }) => {
      await login(page, undefined, '/ja/country');
      await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
      // The access token has expired and the server no longer knows the refresh token.
      await page.evaluate((keys) => {
        for (const key of [keys.accessExpiration]) {
          localStorage.setItem(key, '1');
          document.cookie = `${key}=1; path=/`;
        }
        localStorage.setItem(keys.refresh, 'revoked-elsewhere');
        document.cookie = `${keys.refresh}=revoked-elsewhere; path=/`;
      }, TOKEN_KEYS);
      const navigations = countNavigations(page);
      await page.locator('.RaDatagrid-tbody tr').first().click();
      await expect(page.locator('input[name="password"]')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/ja/login');
      await settled(page);
      // The click, then the login page.
      expect(navigations()).toBeLessThanOrEqual(2);
      await signIn(page);
      await expect(page).toHaveURL((u) => u.pathname === '/ja');
    });
  });
});

test.describe('sidebar menu', () => {
  test("one click on an entity's name opens its list, highlighted; the + opens its form", async ({ page }) => {
    await login(page);
    const city = menuEntry(page, 'city');
    await city.getByRole('link', { name: entityName('en', cities, 'many'), exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/city');
    await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
    await expect(city.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    await expect(menuEntry(page, 'country').getByRole('link').first()).not.toHaveAttribute('aria-current', 'page');

    await menuEntry(page, 'districts').getByRole('link', { name: 'Create District' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/districts/create');
    await expect(menuEntry(page, 'districts').getByRole('link').first()).toHaveAttribute('aria-current', 'page');
  });

  /** The sort of each call for a page of the cities list (the whole list the app keeps as a lookup has no page). */
  const recordCityListCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === `/api/v1/${cities.path}` && url.searchParams.has('page'))
        calls.push(url.searchParams.get('sort') ?? '');
    });
    return calls;
  };
  /** The list's rows, then quiet: a second call, were the one sent ahead not the one the list asked for, would be made by then. */
  const rowsSettled = async (page: Page) => {
    await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
    await settled(page);
  };
  /** Sorts the open list by its first column; answers the sort it sent. */
  const sortByFirstColumn = async (page: Page, calls: string[]) => {
    const before = calls.length;
    await page.locator('.RaDatagrid-headerCell .MuiTableSortLabel-root').first().click();
    await expect.poll(() => calls.length).toBe(before + 1);
    expect(calls[before]).not.toBe(cities.list.sort);
    return calls[before];
  };

  test('a click on a list sends its first call once, with the click, also for a list left sorted', async ({ page }) => {
    await login(page);
    const listCalls = recordCityListCalls(page);
    const open = async (route: string) => {
      await menuEntry(page, route).getByRole('link').first().click();
      await expect(page).toHaveURL((u) => u.pathname === `/${route}`);
      await rowsSettled(page);
    };
    await open('city');
    expect(listCalls).toEqual([cities.list.sort]);
    // Sorted by another column, left, and reached again from the menu: still one call, in that order.
    const sorted = await sortByFirstColumn(page, listCalls);
    await open('country');
    await open('city');
    expect(listCalls).toEqual([cities.list.sort, sorted, sorted]);
  });

  test('a list opened by its address (a reload, a bookmark) sends its first call once, also when left sorted', async ({
    page,
  }) => {
    await login(page);
    const listCalls = recordCityListCalls(page);
    const load = async (address: string) => {
      await page.goto(address);
      await rowsSettled(page);
    };
    await load('/city');
    expect(listCalls).toEqual([cities.list.sort]);
    const sorted = await sortByFirstColumn(page, listCalls);
    // Opened again by a bookmark (no query in the address): the order it was left in, asked for once.
    await load('/country');
    await load('/city');
    expect(listCalls).toEqual([cities.list.sort, sorted, sorted]);
    // A reload keeps react-admin's query in the address: the list reads it there, and asks once.
    await page.reload();
    await rowsSettled(page);
    expect(listCalls).toEqual([cities.list.sort, sorted, sorted, sorted]);
  });

  test('masters come in sections; a folded section unfolds when one of its pages is reached', async ({ page }) => {
    await login(page, undefined, '/ja');
    const masters = page.locator('[data-menu-group="masters"]');
    await expect(masters.locator('[data-menu-section]')).toHaveCount(
      MENU_SECTIONS.filter((section) => mastersIn(section).length > 0).length,
    );
    const geography = masters.locator('[data-menu-section="geography"]');
    for (const route of ['country', 'region', 'city', 'districts'])
      await expect(geography.locator(`[data-menu-entity="${route}"]`)).toHaveCount(1);
    await expect(masters.locator('[data-menu-section="system"] [data-menu-entity]')).toHaveCount(
      mastersIn('system').length,
    );
    for (const route of ['languages', 'currencies'])
      await expect(masters.locator(`[data-menu-section="system"] [data-menu-entity="${route}"]`)).toHaveCount(1);

    const heading = geography.getByRole('button', { name: t('ja', 'app.menu.sections.geography') });
    await heading.click();
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    await expect(menuEntry(page, 'country').getByRole('link').first()).toBeHidden();
    // The folding is remembered...
    await page.reload();
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    await expect(menuEntry(page, 'country').getByRole('link').first()).toBeHidden();
    // ...until a page of that section is reached some other way.
    await page.goto('/ja/country/1');
    await expect(heading).toHaveAttribute('aria-expanded', 'true');
    await expect(menuEntry(page, 'country').getByRole('link').first()).toBeVisible();
    await expect(menuEntry(page, 'country').getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    // Folded by hand on one of its pages, it stays folded until the next page.
    await heading.click();
    await settled(page);
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    await page
      .locator('#main-content')
      .getByRole('link', { name: entityName('ja', findSchema('countries')!, 'many'), exact: true })
      .click();
    await expect(page).toHaveURL((u) => u.pathname === '/ja/country');
    await expect(heading).toHaveAttribute('aria-expanded', 'true');
  });

  test('a moderator (VIEW without CREATE) gets the entries of its grants without any +', async ({ page }) => {
    await login(page, MODERATOR);
    await expect(menuEntry(page, 'city').getByRole('link').first()).toBeVisible();
    await expect(page.locator('[data-menu-group="masters"] [data-menu-entity]')).toHaveCount(MODERATOR_MASTERS.length);
    // Companies and jobs it may view; receipts and activation requests it may not.
    await expect(menuEntry(page, 'accountManage/companyManage').getByRole('link').first()).toBeVisible();
    await expect(menuEntry(page, 'jobs').getByRole('link').first()).toBeVisible();
    await expect(menuEntry(page, 'receipts')).toHaveCount(0);
    await expect(menuEntry(page, 'request')).toHaveCount(0);
    await expect(page.locator('[data-menu-entity] .menu-create')).toHaveCount(0);
    await expect(page.locator('[data-menu-group="settings"]')).toHaveCount(0);
  });

  test('an admin gets a + on every master row, named after the entity', async ({ page }) => {
    await login(page);
    await expect(page.locator('[data-menu-group="masters"] .menu-create')).toHaveCount(
      MASTER_ENTRIES.filter((s) => s.views.create).length,
    );
    const plus = menuEntry(page, 'city').getByRole('link', { name: 'Create City' });
    await menuEntry(page, 'city').hover();
    await expect(plus).toHaveCSS('opacity', '1');
    // No create form, no +: settings are only edited.
    await expect(menuEntry(page, 'setting').locator('.menu-create')).toHaveCount(0);
  });

  for (const [width, prefix] of [
    [1280, '/vi'],
    [1280, '/ja'],
    [1280, ''],
    [1100, '/vi'],
    [1100, '/ja'],
    [1100, ''],
  ] as const) {
    test(`no menu label wraps at ${width} px (${prefix || '/'}), and a clipped one names itself in full`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await login(page, undefined, prefix);
      await expect
        .poll(async () => Math.round((await page.locator('.RaSidebar-fixed').boundingBox())!.width))
        .toBe(width === 1280 ? 200 : 150);
      // The entries render just after the page (AppMenu).
      await expect(menuEntry(page, 'city')).toBeVisible();
      const labels = await page.locator('.RaMenu-open').evaluate((menu) =>
        [...menu.querySelectorAll('.RaMenuItemLink-root .MuiTypography-root, .MuiListItemText-primary')].map((el) => {
          const style = getComputedStyle(el);
          const titled = el.closest('[title]');
          return {
            text: el.textContent ?? '',
            height: el.getBoundingClientRect().height,
            lineHeight: parseFloat(style.lineHeight),
            clipped: el.scrollWidth > el.clientWidth,
            ellipsis: style.textOverflow === 'ellipsis',
            title: titled?.getAttribute('title') ?? '',
          };
        }),
      );
      expect(labels.length).toBeGreaterThan(28);
      for (const label of labels) {
        expect(label.height, label.text).toBeLessThanOrEqual(label.lineHeight + 1);
        expect(label.ellipsis, label.text).toBe(true);
        if (label.clipped) expect(label.title, label.text).toBe(label.text);
      }
      // Nothing sticks out of the sidebar either.
      const overflow = await page.locator('.RaSidebar-fixed').evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBe(0);
    });
  }

  test('the minimised sidebar shows icons, named in tooltips', async ({ page }) => {
    await login(page, undefined, '/vi');
    await page.getByRole('button', { name: t('vi', 'ra.action.close_menu') }).click();
    const sidebar = page.locator('.RaSidebar-fixed');
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(50);
    await expect(page.locator('[data-menu-group]')).toHaveCount(0);
    await expect(page.locator('.menu-create')).toHaveCount(0);
    await menuEntry(page, 'city').getByRole('link').first().hover();
    await expect(page.getByRole('tooltip', { name: entityName('vi', cities, 'many') })).toBeVisible();
    await menuEntry(page, 'city').getByRole('link').first().click();
    await expect(page).toHaveURL((u) => u.pathname === '/vi/city');
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(50);
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the moderator in Japanese: a list picked in the drawer is asked for once, in Japanese, and the drawer closes', async ({
    page,
  }) => {
    await login(page, MODERATOR, '/ja');
    const listCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The list's pages (the whole list of cities, a lookup the session loads once the first page has settled, is not one).
      if (request.method() === 'GET' && url.pathname === `/api/v1/${cities.path}` && url.searchParams.has('page'))
        listCalls.push(url.searchParams.get('language') ?? '');
    });
    const pick = async (route: string) => {
      await page.getByRole('button', { name: t('ja', 'ra.action.open_menu') }).click();
      const entry = menuEntry(page, route).getByRole('link').first();
      await entry.click();
      await expect(page).toHaveURL((u) => u.pathname === `/ja/${route}`);
      await expect(entry).toBeHidden();
      // Quiet: a second call, were the one fetched ahead not the one the list asked for, would be made by then.
      await settled(page);
    };
    await pick('city');
    expect(listCalls).toEqual(['ja']);
    await pick('country');
    await pick('city');
    expect(listCalls).toEqual(['ja', 'ja']);
  });

  for (const locale of ['ja', 'vi'] as const) {
    test(`the header and the menu drawer fit the screen (${locale})`, async ({ page }) => {
      await login(page, undefined, `/${locale}/country/1`);
      const title = page.locator('#react-admin-title');
      await expect(title).toContainText(entityName(locale, findSchema('countries')!, 'one'));
      const noSideScroll = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await noSideScroll();

      // Title, language switcher, aside toggle and account menu side by side, within the screen.
      const language = page.getByRole('button', { name: LOCALES.find((l) => l.code === locale)!.name });
      const account = page.getByRole('button', { name: t(locale, 'ra.auth.user_menu') });
      const [titleBox, languageBox, accountBox] = await Promise.all([
        title.boundingBox(),
        language.boundingBox(),
        account.boundingBox(),
      ]);
      expect(titleBox!.x + titleBox!.width).toBeLessThanOrEqual(languageBox!.x + 1);
      expect(languageBox!.x + languageBox!.width).toBeLessThanOrEqual(accountBox!.x + 1);
      expect(accountBox!.x + accountBox!.width).toBeLessThanOrEqual(375);
      // A long title ends in an ellipsis, not in the middle of a letter.
      await expect(title).toHaveCSS('text-overflow', 'ellipsis');
      await expect(title).toHaveCSS('white-space', 'nowrap');

      await language.click();
      const other = page.getByRole('menuitem', { name: 'English' });
      const otherBox = (await other.boundingBox())!;
      expect(otherBox.x + otherBox.width).toBeLessThanOrEqual(375);
      await page.keyboard.press('Escape');
      await account.click();
      const logout = page.getByRole('menuitem', { name: t(locale, 'ra.auth.logout') });
      const logoutBox = (await logout.boundingBox())!;
      expect(logoutBox.x + logoutBox.width).toBeLessThanOrEqual(375);
      await page.keyboard.press('Escape');
      await noSideScroll();

      // The drawer: opens over the page, its labels on one line, and closes on a choice.
      await page.getByRole('button', { name: t(locale, 'ra.action.open_menu') }).click();
      const entry = menuEntry(page, 'city').getByRole('link').first();
      await expect(entry).toBeVisible();
      await noSideScroll();
      await entry.click();
      await expect(page).toHaveURL((u) => u.pathname === `/${locale}/city`);
      await expect(entry).toBeHidden();
      await noSideScroll();

      // Logging out from the phone's account menu: the login page of the same language, the tokens gone.
      await account.click();
      await page.getByRole('menuitem', { name: t(locale, 'ra.auth.logout') }).click();
      await expect(page).toHaveURL((u) => u.pathname === `/${locale}/login`);
      await expect(page.getByRole('button', { name: t(locale, 'app.login.sign_in') })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('auth_admin._token_admin.local'))).toBeNull();
      await noSideScroll();
    });
  }
});
