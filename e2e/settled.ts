// Waiting for what a step set off to run its course, instead of waiting a fixed time: a check that
// something did NOT happen (a second call, a further redirect) is made once the page is quiet.
import type { Page } from '@playwright/test';

interface Calls {
  started: number;
  ended: number;
}

/**
 * Counts, in the page, the calls it makes (fetch and XMLHttpRequest) from its first script on: added to
 * every page by the fixture, so `settled` can tell when none is under way.
 */
export async function countCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: Calls = { started: 0, ended: 0 };
    (window as unknown as { __calls: Calls }).__calls = calls;
    const fetch = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      calls.started += 1;
      return fetch(...args).finally(() => {
        calls.ended += 1;
      });
    };
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<typeof send>) {
      calls.started += 1;
      this.addEventListener('loadend', () => (calls.ended += 1), { once: true });
      return send.apply(this, args);
    };
  });
}

/**
 * Resolves once the page has no call under way and has painted `frames` times in a row without
 * starting one: the renders, effects and answers that the last step caused are over. Time plays no part:
 * a slow machine only takes longer to get there.
 */
export async function settled(page: Page, frames = 3) {
  await page.evaluate(
    (quietFrames) =>
      new Promise<boolean>((resolve) => {
        const calls = (window as unknown as { __calls?: Calls }).__calls;
        if (!calls) throw new Error('settled() needs countCalls() before the page loaded');
        let quiet = 0;
        let seen = calls.started;
        const frame = () => {
          const idle = calls.started === calls.ended && calls.started === seen;
          seen = calls.started;
          quiet = idle ? quiet + 1 : 0;
          if (quiet >= quietFrames) resolve(true);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    frames,
  );
}
