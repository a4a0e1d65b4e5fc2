// Stored markup never runs: payloads saved through the real API (plain text,
// translated names, formatted text, a decision's reason, an account request,
// an administrator's name, a file name) are visited wherever they show. No
// script runs, no dialog opens, no element of a payload reaches the page, no
// Content-Security-Policy report fires (that would mean markup got in and
// only the policy stopped it), and plain fields show the payload as text.
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, bearerOf, expect, leaveSignedIn, login, picture, recordDialogs, test } from './fixtures';
import { t } from './messages';
import { settled } from './settled';

const P = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '<svg onload=window.__xss=1>',
  iframe: '"><iframe srcdoc="<script>parent.__xss=1</script>">',
  style: '<style>html{--xss:1}</style>',
  template: "{{constructor.constructor('window.__xss=1')()}}",
  dollar: '${window.__xss=1}',
  js: 'javascript:window.__xss=1',
};
/** Every payload in one text (for long fields). */
const ALL = Object.values(P).join(' ');
/** The ones that fit a 200-character title. */
const TITLE = `${P.img}${P.script}${P.svg} ${P.template} ${P.dollar}`;
const RICH =
  `<p>Rich start</p><p><a href="${P.js}">js link</a> <a href=" JaVaScRiPt:window.__xss=1">spaced link</a></p>` +
  `${P.img}${P.script}${P.svg}</svg>${P.iframe}</iframe>${P.style}<p>${P.template} ${P.dollar}</p>` +
  `<p><img src="${P.js}"><a href="data:text/html,<script>parent.__xss=1</script>">data link</a></p><p>Rich end</p>`;

type Api = (method: string, path: string, data?: unknown) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

function apiOf(request: APIRequestContext, bearer: string): Api {
  return async (method, path, data) => {
    const answer = await request.fetch(`/api/v1/${path}`, { method, headers: { Authorization: bearer }, data });
    const text = await answer.text();
    return { status: answer.status(), body: text ? JSON.parse(text) : null };
  };
}

/** Records CSP reports and dialogs from the first script of every document on. */
async function watch(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = reports;
    document.addEventListener('securitypolicyviolation', (event) =>
      reports.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return recordDialogs(page);
}

const CLEAN = {
  xss: null,
  csp: [],
  iframes: 0,
  badImages: 0,
  handlers: [],
  scripts: [],
  styles: 0,
  customProperty: '',
  dataLinks: 0,
  svgs: 0,
};

/** Nothing of a payload became markup, ran, or was stopped by the policy. */
async function expectClean(page: Page, dialogs: string[], where: string) {
  expect(await pageState(page), where).toEqual(CLEAN);
  expect(dialogs, where).toEqual([]);
}

/** What a payload that got in would leave behind. */
async function pageState(page: Page) {
  // An injected picture's onerror fires once its fetch fails: every picture has loaded or failed, then quiet.
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => !image.complete && image.loading !== 'lazy')
        .map(
          (image) =>
            new Promise((resolve) =>
              ['load', 'error'].forEach((event) => image.addEventListener(event, resolve, { once: true })),
            ),
        ),
    ),
  );
  await settled(page);
  return page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __csp?: string[] };
    const all = [...document.querySelectorAll('*')];
    return {
      xss: w.__xss ?? null,
      csp: w.__csp ?? ['no CSP listener'],
      iframes: document.querySelectorAll('iframe, frame, object, embed').length,
      badImages: document.querySelectorAll('img[src="x"], img[src^="javascript" i]').length,
      handlers: all
        .filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)))
        .map((el) => el.outerHTML.slice(0, 120)),
      scripts: [...document.scripts]
        .filter(
          (s) => !s.src || new URL(s.src).origin !== location.origin || !new URL(s.src).pathname.startsWith('/assets/'),
        )
        .map((s) => s.outerHTML.slice(0, 120)),
      styles: [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('--xss')).length,
      customProperty: getComputedStyle(document.documentElement).getPropertyValue('--xss'),
      dataLinks: document.querySelectorAll('a[href^="data:" i]').length,
      svgs: document.querySelectorAll('svg[onload]').length,
    };
  });
}

interface Stored {
  articleId: number;
  cityId: number;
  requestId: number;
  accessRequestId: number;
  adminName: string;
  adminEmail: string;
  fileName: string;
}

/** Stores every payload through the API as the administrator (and one as a second administrator). */
async function storePayloads(page: Page): Promise<Stored> {
  const request = page.request;
  const api = apiOf(request, await bearerOf(page));
  const me = (await api('GET', 'user')).body.data;

  // An article: plain title and summary, formatted body, then rejected with a reason for its history.
  const articles = (await api('GET', 'admin/blogs/admin-dashboard?page=1&paging=20&sort=id')).body.data as {
    id: number;
    status: string;
  }[];
  const article = articles.find((a) => a.status === 'pending' || a.status === 'approved')!;
  expect(article, 'an article that can be rejected').toBeDefined();

  // A picture whose file name is a payload: the stored name keeps letters, digits, '.', '-', '_' only.
  const upload = await request.post('/api/v1/files?kind=image', {
    headers: { Authorization: await bearerOf(page) },
    multipart: { file: { ...picture('"><img src=x onerror=alert(1)>.png', [200, 40, 40]) } },
  });
  expect(upload.status()).toBe(201);
  const file = (await upload.json()).data as { url: string; name: string };
  expect(file.name).not.toMatch(/[<>"'\s]/);
  expect(file.url).not.toMatch(/[<>"'\s]/);
  // (The multipart encoder sends the quote as %22.)
  expect(file.name).toMatch(/^(22-)?img-src-x-onerror-alert-1\.png$/);

  const saved = await api('PUT', `admin/blogs/${article.id}`, {
    title: TITLE,
    summary: ALL,
    body: RICH,
    cover_image_url: file.url,
    hashtags: [P.svg.slice(0, 40)],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // The server cleaned the formatted text: nothing of the payloads' markup is left.
  expect(saved.body.data.body).toContain('Rich start');
  expect(saved.body.data.body).not.toMatch(/<script|<svg|<iframe|<style|onerror|onload|javascript:|data:text/i);
  expect(saved.body.data.title).toBe(TITLE);
  const rejected = await api('PUT', `admin/blogs/${article.id}/reject`, { reason: ALL });
  expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);

  // Addresses of another scheme are refused where a URL is stored.
  const companies = (await api('GET', 'admin/companies?page=1&paging=20')).body.data as { id: number }[];
  const website = await api('PUT', `admin/companies/${companies[0].id}`, { website: P.js });
  expect(website.status).toBe(422);
  const cover = await api('PUT', `admin/blogs/${article.id}`, { cover_image_url: P.js });
  expect(cover.status).toBeGreaterThanOrEqual(400);
  const settings = (await api('GET', 'admin/settings?page=1&paging=100')).body.data as {
    id: number;
    value_type: string;
  }[];
  const urlSetting = settings.find((row) => row.value_type === 'url');
  if (urlSetting) expect((await api('PUT', `admin/settings/${urlSetting.id}`, { value: P.js })).status).toBe(422);

  // A city whose names in three languages are payloads.
  const country = (await api('GET', 'countries?page=1&paging=20')).body.data[0] as { id: number };
  const city = await api('POST', 'cities', {
    names: [
      { language_code: 'en', name: `${P.iframe}${P.style}` },
      { language_code: 'ja', name: `${P.img}${P.svg}` },
      { language_code: 'vi', name: `${P.template} ${P.dollar}` },
    ],
    country_id: country.id,
    sort_order: 0,
  });
  expect(city.status, JSON.stringify(city.body)).toBe(201);

  // A visitor's account request (public call).
  const access = await request.post('/api/v1/register/requests', {
    data: {
      name: `${P.img}${P.svg}`,
      email: 'xss-visitor@example.com',
      organisation: `${P.iframe}${P.style}`,
      reason: ALL,
      language_code: 'en',
    },
  });
  expect(access.status()).toBe(201);
  const accessRows = (await api('GET', 'admin/access_requests?q=xss-visitor&paging=5')).body.data as { id: number }[];

  // A second administrator named with payloads, who files an activation request: the administrator hears of it.
  const adminName = `${P.img}${P.template}`;
  const adminEmail = 'xss-admin@example.com';
  const password = 'xss-admin-password';
  const manager = await api('POST', 'user/register/manager', {
    name: adminName,
    email: adminEmail,
    password,
    permission_id: me.permission_id,
  });
  expect(manager.status, JSON.stringify(manager.body)).toBe(201);
  const token = await request.post('/api/v1/admin/oauth/token', { data: { email: adminEmail, password } });
  const other = apiOf(request, `Bearer ${(await token.json()).data.access_token}`);
  const filed = await other('POST', 'admin/request/actives', {
    subject: TITLE,
    company_id: companies[0].id,
    message: ALL,
    documents: [P.iframe.slice(0, 60)],
  });
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);

  return {
    articleId: article.id,
    cityId: city.body.data.id,
    requestId: filed.body.data.id,
    accessRequestId: accessRows[0].id,
    adminName,
    adminEmail,
    fileName: file.name,
  };
}

test('stored payloads never run anywhere they show (en, ja)', async ({ page }) => {
  // Many pages on a busy machine.
  test.slow();
  const dialogs = await watch(page);
  await login(page);
  const s = await storePayloads(page);
  const main = page.locator('#main-content');

  // The page answer carries the policy that forbids inline and foreign scripts.
  const first = await page.goto(`/article/${s.articleId}`);
  const policy = first!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("script-src-attr 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);

  // Detail: the title and summary as text, the formatted body cleaned, the reason in the history.
  await expect(main.getByText(TITLE, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(ALL, { exact: true }).first()).toBeVisible();
  const body = page.locator('[data-record-field="body"] .rich-text-content');
  await expect(body).toContainText('Rich start');
  await expect(body).toContainText('Rich end');
  await expect(body).toContainText(`${P.template} ${P.dollar}`);
  // Links whose address was refused keep only their text: clicking does nothing.
  await body.getByText('js link').click();
  await body.getByText('spaced link').click();
  await expect(main.locator('[data-history-action="reject"]').first()).toContainText(ALL);
  expect(await page.title()).toContain(TITLE);
  await expectClean(page, dialogs, 'article detail');

  // List: the title as text.
  await page.goto('/article?sort=id&order=ASC');
  await expect(main.getByText(TITLE, { exact: true }).first()).toBeVisible();
  await expectClean(page, dialogs, 'article list');

  // Edit form: the title in its input, the body in the editor, nothing run on the way.
  await page.goto(`/article/${s.articleId}/update`);
  await expect(page.locator('input[name="title"]')).toHaveValue(TITLE);
  const editor = page.locator('.rich-text-editor .ProseMirror');
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await expect(editor).toContainText('Rich start');
  await expect(editor).toContainText(`${P.template} ${P.dollar}`);
  await expectClean(page, dialogs, 'article edit form');

  // Translated names: detail, form and list.
  await page.goto(`/city/${s.cityId}`);
  await expect(main.getByText(`${P.iframe}${P.style}`, { exact: true }).first()).toBeVisible();
  expect(await page.title()).toContain(`${P.iframe}${P.style}`);
  await expectClean(page, dialogs, 'city detail');
  await page.goto(`/city/${s.cityId}/update`);
  await expect(page.locator('input[name="sort_order"]')).toBeVisible();
  const values = await page
    .locator('input, textarea')
    .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value));
  expect(values).toContain(`${P.iframe}${P.style}`);
  await expectClean(page, dialogs, 'city edit form');
  await page.goto('/city?sort=id&order=DESC');
  await expect(main.getByText(`${P.iframe}${P.style}`, { exact: true }).first()).toBeVisible();
  await expectClean(page, dialogs, 'city list');

  // The activation request a second administrator filed: its page, and the notification naming its sender.
  await page.goto(`/request/${s.requestId}`);
  await expect(main.getByText(TITLE, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(ALL, { exact: true }).first()).toBeVisible();
  await expectClean(page, dialogs, 'activation request detail');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).not.toHaveAttribute('data-unread', '0');
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel.getByText(s.adminName, { exact: false }).first()).toBeVisible();
  await expectClean(page, dialogs, 'notification panel');
  await page.keyboard.press('Escape');

  // The visitor's account request.
  await page.goto(`/accessRequests/${s.accessRequestId}`);
  await expect(main.getByText(`${P.img}${P.svg}`, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(`${P.iframe}${P.style}`, { exact: true }).first()).toBeVisible();
  await expectClean(page, dialogs, 'account request detail');
  await page.goto('/accessRequests');
  await expect(main.getByText(`${P.img}${P.svg}`, { exact: true }).first()).toBeVisible();
  await expectClean(page, dialogs, 'account request list');

  // The moderators screen lists the second administrator by name.
  await page.goto('/setting/moderator');
  await expect(main.getByText(s.adminName, { exact: true }).first()).toBeVisible();
  await expectClean(page, dialogs, 'moderators screen');

  // Japanese once: the article and the city's Japanese name.
  await page.goto(`/ja/article/${s.articleId}`);
  await expect(main.getByText(TITLE, { exact: true }).first()).toBeVisible();
  await expect(main.locator('[data-history-action="reject"]').first()).toContainText(ALL);
  await expectClean(page, dialogs, 'article detail (ja)');
  await page.goto(`/ja/city/${s.cityId}`);
  await expect(main.getByText(`${P.img}${P.svg}`, { exact: true }).first()).toBeVisible();
  expect(await page.title()).toContain(`${P.img}${P.svg}`);
  await expectClean(page, dialogs, 'city detail (ja)');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(t('ja', 'app.errors.go_home')).toBeTruthy();
});

test('an administrator named with payloads sees the name as text in the header and the user menu', async ({ page }) => {
  const dialogs = await watch(page);
  await login(page, ADMIN);
  const api = apiOf(page.request, await bearerOf(page));
  const me = (await api('GET', 'user')).body.data;
  const name = `${P.svg}${P.script}`;
  const created = await api('POST', 'user/register/manager', {
    name,
    email: 'xss-header@example.com',
    password: 'xss-header-password',
    permission_id: me.permission_id,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await leaveSignedIn(page);

  await login(page, { email: 'xss-header@example.com', password: 'xss-header-password' }, '/ja');
  const header = page.locator('header').first();
  await expect(header.getByText(name, { exact: true }).first()).toBeAttached();
  await expectClean(page, dialogs, 'header');
  await page
    .getByRole('button', { name: /account menu|アカウント|ユーザー/i })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectClean(page, dialogs, 'user menu');
});

test.describe('the checks themselves', () => {
  // The policy reports what it blocks on the console.
  test.use({ expectedConsoleErrors: /Refused to (execute|apply|load|frame)|Content Security Policy/ });

  test('markup that gets into the page is caught: the element, and the policy report', async ({ page }) => {
    const dialogs = await watch(page);
    await page.goto('/login');
    await expect(page.locator('input[name="password"]')).toBeVisible();
    expect(await pageState(page)).toEqual(CLEAN);
    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), `${P.img}${P.style}`);
    const state = await pageState(page);
    expect(state.badImages).toBe(1);
    expect(state.handlers.length).toBeGreaterThan(0);
    expect(state.styles).toBe(1);
    // The policy stopped the handler: no run, but a report.
    expect(state.xss).toBeNull();
    expect(state.csp.join(' ')).toMatch(/script-src-attr|script-src/);
    expect(dialogs).toEqual([]);
  });
});
