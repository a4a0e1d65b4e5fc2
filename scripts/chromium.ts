// How the browser tests and the bench start Chromium: Debian's build (no browser download), with
// nothing of its own running beside the page under test.
//
// Chromium 156 loads its address-bar popup, a WebUI page of its own, in every new window: at each
// test's or cold run's first navigation it spent 200–300 ms of a core rendering that popup beside
// our page (a trace of a cold load showed its files loading three times). A user's browser loads it
// once, when the window opens, so the bench turns it off to measure the page and not the window.
import type { Browser } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * Pages Chromium runs for its own windows (its address-bar popup, say) while one of ours is open: none
 * is expected (the flags above turn them off). A newer Chromium that renames the feature would bring
 * one back, and its CPU into every cold load; the bench then says so beside the figure, and a browser
 * test fails (e2e/browser.spec.ts).
 */
export async function chromiumOwnPages(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  try {
    await (await context.newPage()).goto('about:blank');
    // The popup is made shortly after the window opens.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    await cdp.detach();
    return targetInfos.filter((target) => target.url.startsWith('chrome://')).map((target) => target.url);
  } finally {
    await context.close();
  }
}
