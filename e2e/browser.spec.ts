// The browser the tests and the bench run: no page of Chromium's own beside ours (scripts/chromium.ts).
// A Chromium update that renamed the address-bar popup's feature would bring back its CPU at every new
// window, into every test and every cold load the bench measures; this says so.
import { chromiumOwnPages } from '../scripts/chromium';
import { expect, test } from './fixtures';

test('Chromium runs no page of its own beside the page under test', async ({ browser }) => {
  expect(await chromiumOwnPages(browser)).toEqual([]);
});
