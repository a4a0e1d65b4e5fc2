// Measurements in Debian's Chromium against a running server: JavaScript
// fetched for /login and up to the first list after signing in, time to the
// first table row on a full load (cold and warm cache) and after a click from
// one list to another, a live notification's way to the badge, and the JS
// heap after many pages.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { gzipBytes } from './bundle';
import { summarize, type Summary } from './stats';

const ROW = '.RaDatagrid-tbody tr';
const VIEWPORT = { width: 1280, height: 800 };
/** A phone's list item, and a phone's screen. */
const PHONE_ROW = '#main-content li';
export const PHONE_VIEWPORT = { width: 375, height: 740 };

/**
 * A context for one measurement. Functions sent into the page are compiled by tsx, which names
 * inner functions through a `__name` helper the page lacks: an identity stands in for it.
 */
async function newContext(
  browser: Browser,
  base: string,
  storageState?: LoadFigures['storageState'],
  viewport = VIEWPORT,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: base,
    viewport,
    locale: 'en-US',
    ...(storageState && { storageState }),
  });
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  return context;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** Every JavaScript file the context fetches from now on, with its gzip size and the bytes that came over the wire. */
function trackScripts(context: BrowserContext) {
  const files = new Map<string, number>();
  const sent = new Map<string, number>();
  const pending: Promise<void>[] = [];
  context.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || files.has(response.url())) return;
    files.set(response.url(), 0);
    pending.push(
      response.body().then(
        (body) => void files.set(response.url(), gzipBytes(body)),
        () => undefined,
      ),
      // The body as the server sent it (brotli where the build has a .br twin).
      response
        .finished()
        .then(() => response.request().sizes())
        .then(
          (sizes) => void sent.set(response.url(), sizes.responseBodySize),
          () => undefined,
        ),
    );
  });
  const sum = (urls: Iterable<string>, sizes = files) =>
    [...urls].reduce((total, url) => total + (sizes.get(url) ?? 0), 0);
  return {
    async gzip(): Promise<number> {
      await Promise.all(pending);
      return sum(files.keys());
    },
    /** The bytes of those files as they came over the wire. */
    async sent(): Promise<number> {
      await Promise.all(pending);
      return sum(files.keys(), sent);
    },
    /** The files fetched so far among these build files ('assets/…'). */
    async gzipOf(buildFiles: ReadonlySet<string>): Promise<number> {
      await Promise.all(pending);
      return sum([...files.keys()].filter((url) => buildFiles.has(new URL(url).pathname.replace(/^\//, ''))));
    },
    count: () => files.size,
  };
}

/**
 * Resolves once the page has had no request in flight for `quietMs`. Playwright's
 * 'networkidle' load state only follows a document's load, not an in-app navigation.
 */
async function settle(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const start = (request: unknown) => void (inFlight.add(request), (lastChange = Date.now()));
  const end = (request: unknown) => void (inFlight.delete(request), (lastChange = Date.now()));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const deadline = Date.now() + timeoutMs;
  try {
    // A live connection (the notifications' WebSocket) is no request here: only fetches and files count.
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) break;
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/** Records, in the page, when the first table row appears (ms since navigation start). */
const watchFirstRow = (selector: string) => {
  const w = window as unknown as { __firstRowAt?: number };
  w.__firstRowAt = undefined;
  const observer = new MutationObserver(() => {
    if (document.querySelector(selector)) {
      w.__firstRowAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

async function firstRowAt(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as unknown as { __firstRowAt?: number }).__firstRowAt !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() => (window as unknown as { __firstRowAt: number }).__firstRowAt);
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel(/email/i).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.locator('#react-admin-title').waitFor();
}

export interface LoadFigures {
  /** Opening /login, up to the form (before the idle prefetch). */
  loginGzip: number;
  /** The same files' bytes as the server sent them. */
  loginSent: number;
  loginFiles: number;
  /** From opening /login to the first row of the first list after signing in, everything fetched. */
  firstListGzip: number;
  firstListSent: number;
  firstListFiles: number;
  /** Of which the dashboard's charts and what only they import, loaded after the dashboard shows (when the click came after them). */
  chartsGzip: number;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/**
 * A visitor opens /login, signs in and clicks the jobs list in the menu. The
 * figures are taken when the form shows and when the list's first row shows:
 * what is fetched then is what those screens needed (the idle prefetch, 2 s
 * later, is not counted).
 */
export async function measureLoads(browser: Browser, base: string, charts: ReadonlySet<string>): Promise<LoadFigures> {
  const context = await newContext(browser, base);
  const scripts = trackScripts(context);
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('button[type="submit"]').waitFor();
  const loginGzip = await scripts.gzip();
  const loginSent = await scripts.sent();
  const loginFiles = scripts.count();
  await signInThroughForm(page, 'admin@example.com', 'admin');
  await page.locator('[data-menu-entity="jobs"] a').first().click();
  await page.locator(ROW).first().waitFor();
  const figures = {
    loginGzip,
    loginSent,
    loginFiles,
    firstListGzip: await scripts.gzip(),
    firstListSent: await scripts.sent(),
    firstListFiles: scripts.count(),
    chartsGzip: await scripts.gzipOf(charts),
    storageState: await context.storageState(),
  };
  await context.close();
  return figures;
}

/** Full loads of a list to its first row: each cold one in a new context (empty cache), the warm ones in one. */
export async function measureFirstRow(
  browser: Browser,
  base: string,
  storageState: LoadFigures['storageState'],
  path: string,
  runs: number,
) {
  const cold: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await newContext(browser, base, storageState);
    const page = await context.newPage();
    await page.addInitScript(watchFirstRow, ROW);
    await page.goto(path);
    cold.push(await firstRowAt(page));
    await context.close();
  }
  const context = await newContext(browser, base, storageState);
  const page = await context.newPage();
  await page.addInitScript(watchFirstRow, ROW);
  await page.goto(path);
  await firstRowAt(page);
  await page.waitForLoadState('networkidle');
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(path);
    warm.push(await firstRowAt(page));
  }
  await context.close();
  return { cold: summarize(cold), warm: summarize(warm) };
}

/**
 * Clicks between two lists in the menu: the time from the click until the
 * old table is gone and the new one has a row.
 */
export async function measureListToList(
  browser: Browser,
  base: string,
  storageState: LoadFigures['storageState'],
  routes: [string, string],
  runs: number,
): Promise<Summary> {
  const context = await newContext(browser, base, storageState);
  const page = await context.newPage();
  await page.goto(`/${routes[0]}`);
  await page.locator(ROW).first().waitFor();
  // Each list's code and lookups once, as a user who has been around.
  await page.locator(`[data-menu-entity="${routes[1]}"] a`).first().click();
  await page.locator(ROW).first().waitFor();
  await settle(page);
  const samples: number[] = [];
  for (let i = 0; i < runs * 2; i++) {
    const target = routes[i % 2];
    const link = page.locator(`[data-menu-entity="${target}"] a`).first();
    await page.evaluate((selector) => {
      const w = window as unknown as { __switchedAt?: number; __clickAt?: number };
      const old = document.querySelector(selector.replace(' tr', ''));
      w.__switchedAt = undefined;
      const done = () => {
        if ((!old || !old.isConnected) && document.querySelector(selector)) {
          w.__switchedAt = performance.now();
          return true;
        }
        return false;
      };
      const observer = new MutationObserver(() => done() && observer.disconnect());
      observer.observe(document.body, { childList: true, subtree: true });
      document.addEventListener('click', () => void (w.__clickAt = performance.now()), { capture: true, once: true });
    }, ROW);
    await link.click();
    await page.waitForFunction(
      () => (window as unknown as { __switchedAt?: number }).__switchedAt !== undefined,
      undefined,
      { timeout: 30_000 },
    );
    samples.push(
      await page.evaluate(() => {
        const w = window as unknown as { __switchedAt: number; __clickAt: number };
        return w.__switchedAt - w.__clickAt;
      }),
    );
    await settle(page);
  }
  await context.close();
  return summarize(samples);
}

/** From the call that creates a notification to the bell's count changing in an open page. */
export async function measureNotification(
  browser: Browser,
  base: string,
  storageState: LoadFigures['storageState'],
  authorization: string,
  runs: number,
): Promise<Summary> {
  const context = await newContext(browser, base, storageState);
  const page = await context.newPage();
  await page.goto('/jobs');
  const bell = page.getByTestId('notification-bell');
  await page.locator('[data-testid="notification-bell"][data-connection="connected"]').waitFor();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const before = await bell.getAttribute('data-unread');
    await page.evaluate(() => {
      const w = window as unknown as { __badgeAt?: number };
      w.__badgeAt = undefined;
      const target = document.querySelector('[data-testid="notification-bell"]')!;
      const observer = new MutationObserver(() => {
        w.__badgeAt = Date.now();
        observer.disconnect();
      });
      observer.observe(target, { attributes: true, attributeFilter: ['data-unread'] });
    });
    const sent = Date.now();
    const answer = await fetch(`${base}/api/v1/admin/dev/notifications`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      // A new object each time: a newer message about the same object would replace the older one.
      body: JSON.stringify({
        notification_type: 'ADMIN',
        content: 'USER_UPLOAD_RECEIPT',
        objectable_id: 900_000 + i,
        objectable_type: 'receipts',
      }),
    });
    if (answer.status !== 201 && answer.status !== 200)
      throw new Error(`POST admin/dev/notifications answered ${answer.status}`);
    await page.waitForFunction(() => (window as unknown as { __badgeAt?: number }).__badgeAt !== undefined, undefined, {
      timeout: 10_000,
    });
    const at = await page.evaluate(() => (window as unknown as { __badgeAt: number }).__badgeAt);
    if ((await bell.getAttribute('data-unread')) === before) throw new Error('The badge changed but not its count');
    samples.push(at - sent);
  }
  await context.close();
  return summarize(samples);
}

/** The JS heap after garbage collection, after 5 and after 50 pages opened in one tab through the menu's addresses. */
export async function measureHeap(
  browser: Browser,
  base: string,
  storageState: LoadFigures['storageState'],
  routes: readonly string[],
) {
  // Both figures on the same list, or the figure would compare two pages' sizes.
  if (routes[5 % routes.length] !== routes[50 % routes.length])
    throw new Error('Pages 5 and 50 of the heap walk must be the same list');
  const context = await newContext(browser, base, storageState);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await page.goto(`/${routes[0]}`);
  await page.locator(ROW).first().waitFor();
  let after5 = 0;
  for (let visit = 1; visit <= 50; visit++) {
    const route = routes[visit % routes.length];
    // An in-app navigation, as a menu click makes it: the document stays.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/${route}`);
    await page.waitForURL((url) => url.pathname === `/${route}`);
    await page.locator(ROW).first().waitFor({ timeout: 30_000 });
    await settle(page);
    if (visit === 5) after5 = await heap();
  }
  const after50 = await heap();
  await context.close();
  return { after5, after50, growth: after50 / after5 - 1 };
}

export interface LongPageFigures {
  /** From asking for 1,000 per page (in a warm tab, after a page of 20) to their first screen shown. */
  render: Summary;
  /** Scrolling the page from top to bottom in wheel steps: the longest frame, and frames over 50 ms. */
  longestFrame: Summary;
  slowFrames: Summary;
}

/**
 * A list of 1,000 rows per page: the time to show them all after asking for them, and how scrolling through
 * them goes, frame by frame (a frame over 50 ms is a visible stall). On a phone's screen when `viewport`
 * is PHONE_VIEWPORT: a list of items rather than a table.
 */
export async function measureLongPage(
  browser: Browser,
  base: string,
  storageState: LoadFigures['storageState'],
  path: string,
  runs: number,
  viewport = VIEWPORT,
): Promise<LongPageFigures> {
  const context = await newContext(browser, base, storageState, viewport);
  const page = await context.newPage();
  const render: number[] = [];
  const longest: number[] = [];
  const slow: number[] = [];
  const row = viewport === PHONE_VIEWPORT ? PHONE_ROW : ROW;
  // The 21st row: the page of 20 before had none (a windowed page renders a screenful and more).
  const shownRow = `${row}:nth-child(21)`;
  for (let i = 0; i < runs; i++) {
    await page.goto(`${path}?page=1&perPage=20`);
    await page.locator(row).first().waitFor();
    await settle(page);
    // The address the pagination's own choice makes, asked in the app (no document load).
    await page.evaluate(
      ([selector, to]) => {
        const w = window as unknown as { __shownAt?: number; __askedAt?: number };
        w.__shownAt = undefined;
        const observer = new MutationObserver(() => {
          if (document.querySelector(selector)) {
            w.__shownAt = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        w.__askedAt = performance.now();
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      [shownRow, `${path}?page=1&perPage=1000`] as const,
    );
    await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined, undefined, {
      timeout: 60_000,
    });
    render.push(
      await page.evaluate(() => {
        const w = window as unknown as { __shownAt: number; __askedAt: number };
        return w.__shownAt - w.__askedAt;
      }),
    );
    await settle(page);
    // Frames while the wheel scrolls to the bottom, 200 px a step, as fast as frames come.
    const frames = await page.evaluate(async (row) => {
      const gaps: number[] = [];
      let last = performance.now();
      let scrolling = true;
      const tick = (now: number) => {
        gaps.push(now - last);
        last = now;
        if (scrolling) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const scroller = document.scrollingElement!;
      // From the top, wherever the list's remembered position put it.
      scroller.scrollTo(0, 0);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      while (scroller.scrollTop + window.innerHeight < scroller.scrollHeight - 1) {
        scroller.scrollBy(0, 200);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      scrolling = false;
      // The list's end is on the screen: its last row was rendered on the way.
      const rows = document.querySelectorAll(row);
      if (!rows.length || rows[rows.length - 1].getBoundingClientRect().bottom > window.innerHeight + 1)
        throw new Error('Scrolled to the bottom, but the last row is not on the screen');
      return gaps.slice(1);
    }, row);
    longest.push(Math.max(0, ...frames));
    slow.push(frames.filter((gap) => gap > 50).length);
  }
  await context.close();
  return { render: summarize(render), longestFrame: summarize(longest), slowFrames: summarize(slow) };
}
