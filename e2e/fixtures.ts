// Every browser test fails on a console error or warning (React warnings,
// missing translations) and on an uncaught page error.
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import Cookies from 'js-cookie';
import { PNG } from 'pngjs';
import { parseLocalePath } from '../src/engine/locales';
import { tokenEntries, type TokenAnswer } from '../src/providers/tokenStore';
import { countCalls } from './settled';
import { t } from './messages';

export const ADMIN = { email: 'admin@example.com', password: 'admin' };
export const MODERATOR = { email: 'moderator@example.com', password: 'moderator' };

/** Contexts whose console a test checks itself (with its own expectations): the fixture leaves them. */
const guardedByTest = new WeakSet<BrowserContext>();
const guardOwnConsole = (context: BrowserContext) => guardedByTest.add(context);

/**
 * The server of this test's worker: each worker of the embedded-broker project has a server and
 * database of its own, two ports apart from the project's address up (playwright.config.ts); the
 * RabbitMQ project, one file, has one.
 */
export function serverUrl(testInfo: TestInfo): string {
  const url = new URL(testInfo.project.use.baseURL!);
  if (testInfo.project.name === 'embedded broker') url.port = String(Number(url.port) + 2 * testInfo.parallelIndex);
  return url.origin;
}

export const test = base.extend<{
  consoleProblems: string[];
  expectedHttpErrors: number[];
  expectedConsoleErrors: RegExp | null;
}>({
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo)),
  /** HTTP statuses a test provokes on purpose: Chromium logs each failed request as a console error. */
  expectedHttpErrors: [[], { option: true }],
  /** Console errors (and uncaught page errors) a test causes on purpose, e.g. a page chunk it blocks (one pattern: an array would read as an option tuple). */
  expectedConsoleErrors: [null, { option: true }],
  consoleProblems: [
    async ({ page, context, browser, expectedHttpErrors, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      const expected = (text: string) =>
        expectedHttpErrors.some((status) =>
          text.startsWith(`Failed to load resource: the server responded with a status of ${status} `),
        ) ||
        (expectedConsoleErrors?.test(text) ?? false);
      // The test's page and every other page it opens in its context.
      const watch = (watched: Page) => {
        watched.on('console', (message) => {
          if (message.type() === 'error' && expected(message.text())) return;
          // A failed request's message does not say which: its address is where it was logged.
          const where = message.location().url;
          if (message.type() === 'error' || message.type() === 'warning')
            problems.push(`${message.type()}: ${message.text()}${where ? ` (${where})` : ''}`);
        });
        watched.on('pageerror', (error) => {
          if (!expectedConsoleErrors?.test(error.message)) problems.push(`pageerror: ${error.message}`);
        });
      };
      watch(page);
      // Every page counts its calls, for `settled` (a wait for quiet, not for time).
      await countCalls(page);
      const watchContext = (watched: BrowserContext) =>
        watched.on('page', (opened) => {
          if (opened !== page && !guardedByTest.has(watched)) watch(opened);
        });
      watchContext(context);
      // And the pages of contexts the test makes itself (browser.newPage() makes one too).
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const made = await newContext.apply(browser, args);
        watchContext(made);
        return made;
      };
      try {
        await use(problems);
      } finally {
        browser.newContext = newContext;
      }
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A second browser on this test's server, e.g. another admin's, whose console the test checks
 * itself (`problems`, empty at the end); `expectedHttpErrors`: statuses it provokes on purpose.
 */
export async function secondBrowser(
  browser: Browser,
  testInfo: TestInfo,
  { locale = 'en-US', expectedHttpErrors = [] as number[] } = {},
) {
  const context = await browser.newContext({ baseURL: serverUrl(testInfo), locale });
  guardOwnConsole(context);
  const page = await context.newPage();
  const problems: string[] = [];
  const expected = (text: string) =>
    expectedHttpErrors.some((status) =>
      text.startsWith(`Failed to load resource: the server responded with a status of ${status} `),
    );
  page.on('console', (message) => {
    if (message.type() === 'error' && expected(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}

/**
 * Signs `user` in as one who comes back with a session: made through the API as the login form makes it,
 * kept in the browser as the app keeps it (`tokenEntries`: cookies, which the app reads first, then the
 * copy in localStorage), and a full load of `to`: a page of the app's layout, by default the locale's home
 * (`''`, `'/ja'`, `'/vi'`), the dashboard. The form itself is walked by `loginWithForm` and the login
 * page's tests.
 */
export async function login(page: Page, user = ADMIN, to = '') {
  const answer = await page.request.post('/api/v1/admin/oauth/token', {
    data: { grant_type: 'password', email: user.email, password: user.password },
  });
  expect(answer.status(), `signing in ${user.email}`).toBe(200);
  const now = Date.now();
  const entries = tokenEntries(((await answer.json()) as { data: TokenAnswer }).data, now);
  const url = new URL(answer.url()).origin;
  await page.context().addCookies(
    entries.map(({ key, value, maxAgeSeconds }) => ({
      name: key,
      // Encoded by js-cookie's own converter, as the app's `saveTokens` writes it.
      value: Cookies.converter.write(value, key),
      url,
      sameSite: 'Lax' as const,
      expires: maxAgeSeconds === undefined ? -1 : Math.floor(now / 1000) + maxAgeSeconds,
    })),
  );
  await page.goto(to || '/');
  // Signed in: the layout's title (the login page has none). A locale's home must also stay where it
  // is; another page's address a redirect may tidy (a show address to its detail page).
  await expect(page.locator('#react-admin-title')).toBeVisible();
  const home = parseLocalePath(to || '/');
  if (home.kind === 'ok' && home.rest === '/')
    await expect(page).toHaveURL((address) => address.pathname.replace(/\/$/, '') === home.prefix);
  await page.evaluate((list) => list.forEach(({ key, value }) => localStorage.setItem(key, value)), entries);
}

/**
 * Leaves the signed-in app and forgets its session, before another account signs in on the same page: an
 * app still running would make its next calls with the other account's tokens (refused where that account
 * may not go), or find its own session gone and sign out as the next one's cookies are set.
 */
export async function leaveSignedIn(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** Every native dialog the page opens from now on, as "type: message", each dismissed (an alert from a
 * script; the unsaved-changes guard asks in the app's own dialog, so a test can check none came). */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return dialogs;
}

/**
 * Opens `url` in the running app without loading it again, as the browser's Back and Forward do: a
 * history entry in react-router's own form (its index one up, so a form's leave guard can tell the
 * move), then the event the router follows. Its coupling to that form is pinned by a test of the guard.
 */
export async function openInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    const index = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
}

/**
 * Clicks a record's tab as a user would: once the row of tabs is still, and again if the click did not
 * take. MUI scrolls the row (an animation) to bring the selected tab into view, and a click while it moves
 * is lost: pressed on one tab, released on the neighbour that slid under the pointer, so the browser's
 * click goes to the row (seen on a busy machine, even after the row had stood still for a few frames).
 * Each try waits for the click event itself and looks where it landed.
 */
export async function clickTab(tab: Locator) {
  const row = tab.locator('xpath=ancestor::*[contains(@class, "MuiTabs-scroller")][1]');
  await expect
    .poll(() =>
      row.evaluate((scroller) => {
        const selected = scroller.querySelector('[role="tab"][aria-selected="true"]');
        if (!selected) return true;
        const box = scroller.getBoundingClientRect();
        const { left, right } = selected.getBoundingClientRect();
        return left >= box.left - 1 && right <= box.right + 1;
      }),
    )
    .toBe(true);
  await row.evaluate(
    (scroller) =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const frame = () => {
          still = scroller.scrollLeft === last ? still + 1 : 0;
          last = scroller.scrollLeft;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  for (let attempt = 1; ; attempt++) {
    await tab.evaluate((element) => {
      (window as { tabClickLanded?: Promise<boolean> }).tabClickLanded = new Promise((resolve) =>
        document.addEventListener('click', (event) => resolve(element.contains(event.target as Node)), {
          capture: true,
          once: true,
        }),
      );
    });
    await tab.click();
    if (await tab.page().evaluate(() => (window as { tabClickLanded?: Promise<boolean> }).tabClickLanded)) return;
    expect(attempt, 'clicks on the tab that landed elsewhere').toBeLessThan(3);
  }
}

/** Signs `user` in through the login form, which then leads to the dashboard of the locale's home. */
export async function loginWithForm(page: Page, user = ADMIN, prefix = '') {
  await page.goto(`${prefix}/login`);
  await page.getByLabel(/email|メール|Email/i).fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('button[type="submit"]').click();
  // Signed in: the dashboard at the home path of the locale.
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === prefix);
  await expect(page.locator('#react-admin-title')).toBeVisible();
}

/** A second signed-in browser (`secondBrowser`) whose console may show the 401s that signing it out causes. */
export const signedOutLater = (browser: Browser, testInfo: TestInfo, locale = 'en-US') =>
  secondBrowser(browser, testInfo, { locale, expectedHttpErrors: [401] });

/**
 * A signed-out browser's next in-app step (a sidebar link, or on a phone, where the sidebar is a closed
 * drawer, the user menu's sessions page) leads to the login form of its language, the token gone.
 */
export async function expectSignedOutOnNextNavigation(page: Page, prefix: string, locale: 'en' | 'ja' | 'vi') {
  if (page.viewportSize()!.width < 576) {
    await page.getByRole('button', { name: t(locale, 'ra.auth.user_menu') }).click();
    await page.getByRole('menuitem', { name: t(locale, 'app.sessions.menu') }).click();
  } else await page.locator('[data-menu-entity="city"]').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`^[^?#]*${prefix}/login(\\?|$)`));
  await expect(page.getByRole('button', { name: t(locale, 'app.login.sign_in') })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_admin._token_admin.local'))).toBeNull();
}

/** The signed-in page's bearer token, as the app stores it. */
export async function bearerOf(page: Page): Promise<string> {
  const bearer = await page.evaluate(() => localStorage.getItem('auth_admin._token_admin.local'));
  expect(bearer).toMatch(/^Bearer /);
  return bearer!;
}

/** A GET under /api/v1 that must answer 200, and its JSON body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function apiGet(request: APIRequestContext, bearer: string, path: string): Promise<any> {
  const answer = await request.get(`/api/v1/${path}`, { headers: { Authorization: bearer } });
  expect(answer.status(), path).toBe(200);
  return answer.json();
}

/**
 * A new pending receipt numbered `number` (R-YYYY-NNNNNN), modelled on the first demo one: a test that
 * decides receipts makes its own, as other tests decide pending receipts too. Its id.
 */
export async function newReceipt(request: APIRequestContext, bearer: string, number: string): Promise<number> {
  const [model] = (await apiGet(request, bearer, 'admin/receipts?page=1&paging=1&sort=id')).data;
  const created = await request.post('/api/v1/admin/receipts', {
    headers: { Authorization: bearer },
    data: { number, company_id: model.company_id, amount: model.amount, currency_id: model.currency_id },
  });
  expect(created.status(), `creating ${number}`).toBe(201);
  return (await created.json()).data.id;
}

/**
 * A new account holding the seeded permission `permission`, registered by the admin whose `bearer` is given
 * (named `name` and a stamp of its own): its id, name and sign-in, and a bearer of its own.
 */
export async function newAccount(request: APIRequestContext, bearer: string, permission: string, name: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { name: `${name} ${stamp}`, email: `account-${stamp}@example.com`, password: `pass-${stamp}` };
  const permissions = await apiGet(request, bearer, `admin/permissions?q=${encodeURIComponent(permission)}&paging=100`);
  const { id: permission_id } = permissions.data.find((p: { name: string }) => p.name === permission);
  const created = await request.post('/api/v1/user/register/manager', {
    headers: { Authorization: bearer },
    data: { ...account, permission_id },
  });
  expect(created.status(), `registering ${account.name}`).toBe(201);
  const signIn = await request.post('/api/v1/admin/oauth/token', {
    data: { grant_type: 'password', email: account.email, password: account.password },
  });
  expect(signIn.status(), `signing in ${account.name}`).toBe(200);
  return {
    ...account,
    id: (await created.json()).data.id as number,
    bearer: `Bearer ${(await signIn.json()).data.access_token}`,
  };
}

/**
 * The elements matching `parts` that stick out sideways of the `boxes` element they are in (a card, the
 * page's main area): spilling over or clipped, either way not where a user can read or reach them. Each
 * as "<the box's data-chart, id, first heading or tag>: <tag> <text>".
 */
export async function partsOutside(page: Page, boxes: string, parts: string): Promise<string[]> {
  return page.locator(boxes).evaluateAll(
    (elements, selector) =>
      elements.flatMap((box) => {
        const edge = box.getBoundingClientRect();
        const name =
          box.getAttribute('data-chart') || box.id || box.querySelector('h1, h2, h3, h6')?.textContent || box.tagName;
        return [...box.querySelectorAll(selector)]
          .filter((part) => {
            const { left, right, width } = part.getBoundingClientRect();
            return width > 0 && (left < edge.left - 1 || right > edge.right + 1);
          })
          .map((part) => `${name}: ${part.tagName} ${(part.textContent ?? '').slice(0, 40)}`);
      }),
    parts,
  );
}

/** Serious and critical axe-core violations (WCAG 2.1 A and AA) on the page as it is, each with where it is. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Checked once transitions have ended: a tooltip fading in has, for a moment, too little contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
}

/** A small PNG of one colour, as a file chooser hands it over. */
export function picture(name: string, rgb: [number, number, number]) {
  const image = new PNG({ width: 96, height: 64 });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([...rgb, 255], i);
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(image) };
}
