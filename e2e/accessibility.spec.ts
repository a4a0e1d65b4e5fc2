// Accessibility: no serious or critical axe-core violations (WCAG 2.1 A and
// AA rules) on the screens every admin uses: the login page, the dashboard, a
// list, a detail page, an edit form, the rich-text editor and the widgets page.
import type { Page } from '@playwright/test';
import { expect, login, seriousViolations, test } from './fixtures';

test('the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('input[name="password"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

const SIGNED_IN: { name: string; url: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'the command palette with results',
    url: '/',
    ready: async (page) => {
      await expect(page.locator('#main-content')).toBeVisible();
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: 'Search' }).fill('nguyen');
      await expect(page.locator('[data-search-group="candidates"] [role="option"]').first()).toBeVisible();
    },
  },
  {
    name: 'the dashboard',
    url: '/',
    ready: async (page) => {
      await expect(page.locator('#main-content')).toBeVisible();
    },
  },
  {
    name: 'the widgets page',
    url: '/Widgets',
    ready: async (page) => {
      await expect(page.locator('[data-widget] a').first()).toBeVisible();
    },
  },
  {
    name: 'a list',
    url: '/jobs',
    ready: async (page) => {
      await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
    },
  },
  {
    name: 'a detail page',
    url: '/jobs/1',
    ready: async (page) => {
      await expect(page.locator('#main-content .RaShow-card, #main-content .MuiCard-root').first()).toBeVisible();
    },
  },
  {
    name: 'an edit form',
    url: '/city/3/update',
    ready: async (page) => {
      await expect(page.locator('#main-content form')).toBeVisible();
    },
  },
  {
    name: 'the rich-text editor',
    url: '/article/1/update',
    ready: async (page) => {
      await expect(page.locator('#main-content .ProseMirror')).toBeVisible();
    },
  },
];

for (const screen of SIGNED_IN) {
  test(screen.name, async ({ page }) => {
    await login(page, undefined, screen.url);
    await screen.ready(page);
    // Let late pieces (lookups, lazy inputs) settle before the scan.
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// The same screens in the dark theme, which a dark system's setting brings.
test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('input[name="password"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const screen of SIGNED_IN) {
    test(screen.name, async ({ page }) => {
      await login(page, undefined, screen.url);
      await screen.ready(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 24, 41)');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

// On a phone a list is a column of links and the menu a drawer: other markup, scanned too.
test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const screen of SIGNED_IN.filter(({ name }) => /list|detail|widgets/.test(name))) {
    test(screen.name, async ({ page }) => {
      await login(page, undefined, screen.url);
      if (screen.name === 'a list') await expect(page.locator('#main-content a[href*="/jobs/"]').first()).toBeVisible();
      else await screen.ready(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
