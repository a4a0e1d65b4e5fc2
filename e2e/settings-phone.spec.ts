// The moderators and permissions screens on a 375 px phone, in each language: the page never
// scrolls sideways, each account is one block whose name, email, permission, status and actions all
// lie on the screen, every box of the permission grid is on the screen or inside the grid's own
// scrolling box with the function names and the privilege names in sight, nothing is cut off, the
// controls work by keyboard, axe finds nothing serious, and a permission is made, changed and saved.
import type { Page } from '@playwright/test';
import type { LocaleCode } from '../src/engine/locales';
import { ADMIN, apiGet, bearerOf, expect, login, MODERATOR, seriousViolations, test } from './fixtures';
import { t } from './messages';
import { settled } from './settled';

test.use({ viewport: { width: 375, height: 812 } });

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** How far the page itself reaches past the screen's width (0: it does not scroll sideways). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The parts (controls, cells, texts) of the main area a user cannot reach or read: sticking out of the
 * screen, or cut off by a box that hides what overflows it. A part inside a box that scrolls sideways on
 * its own counts as reachable when it lies within that box's scrollable width and the box is on the
 * screen; with `scrollers` false no such box may be needed at all.
 */
function unreachable(page: Page, within: string, parts: string, { scrollers = true } = {}) {
  return page.locator(within).evaluateAll(
    (roots, { parts, scrollers }) => {
      const width = document.documentElement.clientWidth;
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const onScreen = (rect: DOMRect) => rect.left >= -1 && rect.right <= width + 1;
      const problems: string[] = [];
      for (const root of roots)
        for (const part of root.querySelectorAll(parts)) {
          // A checkbox's or switch's own input is invisible and wider than it: the box drawn for it counts.
          const drawn =
            part instanceof HTMLInputElement && getComputedStyle(part).opacity === '0' ? part.parentElement! : part;
          const rect = drawn.getBoundingClientRect();
          if (rect.width === 0 || getComputedStyle(part).visibility === 'hidden') continue;
          let scroller: Element | null = null;
          for (let box = drawn.parentElement; box && box !== document.body; box = box.parentElement) {
            const overflow = getComputedStyle(box).overflowX;
            const edge = box.getBoundingClientRect();
            if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth + 1) {
              scroller = box;
              break;
            }
            if (
              (overflow === 'hidden' || overflow === 'clip') &&
              (rect.left < edge.left - 1 || rect.right > edge.right + 1)
            )
              problems.push(`${describe(part)} cut off by ${describe(box)}`);
          }
          if (!scroller) {
            if (!onScreen(rect)) problems.push(`${describe(part)} off the screen (${rect.left}–${rect.right})`);
            continue;
          }
          if (!scrollers) {
            problems.push(`${describe(part)} needs sideways scrolling in ${describe(scroller)}`);
            continue;
          }
          const box = scroller.getBoundingClientRect();
          const start = rect.left - box.left - scroller.clientLeft + scroller.scrollLeft;
          if (!onScreen(box)) problems.push(`${describe(scroller)} (scrolling box) off the screen`);
          if (start < -1 || start + rect.width > scroller.scrollWidth + 1)
            problems.push(`${describe(part)} beyond its scrolling box`);
        }
      return problems;
    },
    { parts, scrollers },
  );
}

/** Texts and cells whose own box cuts them off (an ellipsis, a hidden overflow). */
function clipped(page: Page, within: string) {
  return page.locator(within).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('*')]
        .filter((element) => {
          if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return false;
          if (!element.textContent?.trim()) return false;
          const { overflowX, textOverflow } = getComputedStyle(element);
          const cuts = overflowX === 'hidden' || overflowX === 'clip' || textOverflow === 'ellipsis';
          return cuts && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
        })
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
    ),
  );
}

const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, [role="checkbox"], [role="switch"]';
const prefixOf = (locale: LocaleCode) => (locale === 'en' ? '' : `/${locale}`);

for (const locale of ['en', 'ja', 'vi'] as const) {
  const tr = (key: string, args: Record<string, unknown> = {}) => t(locale, key, args);
  const cell = (type: string, privilege: string) =>
    tr('app.settings.permissions.cell', {
      function: tr(`app.functions.${type}`),
      privilege: tr(`app.privileges.${privilege}`),
    });

  test(`moderators at 375 px (${locale}): one block per account, all on the screen, actions by keyboard`, async ({
    page,
  }) => {
    await login(page, ADMIN, `${prefixOf(locale)}/setting/moderator`);
    const { data } = await apiGet(
      page.request,
      await bearerOf(page),
      `admin/moderators?q=${encodeURIComponent(MODERATOR.email)}`,
    );
    const name = (data as { name: string }[])[0].name;
    const list = page.locator('[data-moderator-list]');
    const row = list.locator(`[data-account-email="${MODERATOR.email}"]`);
    await expect(row).toBeVisible();
    await settled(page);

    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    // An account needs no sideways scrolling: everything of it is on the screen and readable.
    expect(
      await unreachable(page, '[data-moderator-list]', `${CONTROLS}, th, td, p, span`, { scrollers: false }),
    ).toEqual([]);
    expect(await unreachable(page, '#main-content', CONTROLS)).toEqual([]);
    expect(await clipped(page, '#main-content')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // Every control of the row keeps its name.
    // (Its name may also be a permission's, among the choices.)
    await expect(row.getByText(name, { exact: true }).first()).toBeVisible();
    await expect(row.getByText(MODERATOR.email, { exact: true })).toBeVisible();
    await expect(
      row.getByRole('combobox', { name: tr('app.settings.moderators.permission_of', { name }) }),
    ).toBeVisible();
    await expect(row.getByRole('switch', { name: tr('app.settings.moderators.active_of', { name }) })).toBeChecked();
    await expect(
      row.getByRole('button', { name: tr('app.settings.moderators.end_sessions_of', { name }) }),
    ).toBeVisible();
    const reset = row.getByRole('button', { name: tr('app.settings.moderators.reset_password_of', { name }) });
    await expect(reset).toBeVisible();

    // By keyboard, in the order they show: the switch, the permission, the actions; the reset opens its dialog.
    const active = row.getByRole('switch', { name: tr('app.settings.moderators.active_of', { name }) });
    await active.focus();
    await page.keyboard.press('Tab');
    await expect(
      row.getByRole('combobox', { name: tr('app.settings.moderators.permission_of', { name }) }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      row.getByRole('button', { name: tr('app.settings.moderators.end_sessions_of', { name }) }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(reset).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: tr('app.settings.moderators.reset_password_title', { name }) });
    await expect(dialog).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test(`permissions at 375 px (${locale}): the grid scrolls in its own box, never the page; a right is changed, saved and kept`, async ({
    page,
  }) => {
    const permission = `Phone ${locale} ${stamp()}`;
    await login(page, ADMIN, `${prefixOf(locale)}/setting/permission`);
    const grid = page.locator('[data-permission-grid]');
    await expect(grid).toBeVisible();
    await expect(page.locator('[data-permission-list] [data-permission-name]').first()).toBeVisible();
    await settled(page);

    const measure = async () => {
      expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
      expect(await unreachable(page, '#main-content', `${CONTROLS}, th, td`)).toEqual([]);
      expect(await clipped(page, '#main-content')).toEqual([]);
      // Whatever the grid's scroll, the function names stay on the screen beside the boxes, and twenty
      // rows down each column still shows which privilege it is (over the last row, not on it).
      const last = grid.getByRole('rowheader', { name: tr('app.functions.MASTER') });
      for (const [left, privilege] of [
        [0, 'VIEW'],
        [Number.MAX_SAFE_INTEGER, 'DELETE'],
      ] as const) {
        await grid.evaluate((box, to) => box.scrollTo({ left: to }), left);
        await last.evaluate((row) => row.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
        await expect
          .poll(() =>
            grid.getByRole('rowheader').evaluateAll((names) =>
              names.every((name) => {
                const { left, right } = name.getBoundingClientRect();
                return left >= 0 && right <= document.documentElement.clientWidth;
              }),
            ),
          )
          .toBe(true);
        const label = tr(`app.privileges.${privilege}`);
        const header = grid.getByRole('columnheader').filter({ hasText: new RegExp(`^${label}$`) });
        await expect(header).toBeInViewport();
        await expect(last).toBeInViewport();
        const head = (await header.boundingBox())!;
        expect((await last.boundingBox())!.y).toBeGreaterThanOrEqual(head.y + head.height - 1);
      }
    };
    await measure();

    // A new permission, made on the phone.
    await page.getByRole('textbox', { name: tr('app.settings.permissions.name') }).fill(permission);
    await page.getByRole('checkbox', { name: cell('JOBS', 'VIEW') }).check();
    await page.getByRole('button', { name: tr('app.settings.permissions.create') }).click();
    await expect(page.getByText(tr('app.settings.permissions.created', { name: permission }))).toBeVisible();
    await expect(page).toHaveURL(/\/setting\/permission\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));

    // One right more, ticked by keyboard (a box past the screen's edge scrolls the grid, not the page), and saved.
    const update = page.getByRole('checkbox', { name: cell('JOBS', 'UPDATE') });
    await expect(update).not.toBeChecked();
    await update.focus();
    await page.keyboard.press('Space');
    await expect(update).toBeChecked();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: tr('ra.action.save') }).click();
    await expect(page.getByText(tr('app.settings.permissions.saved', { name: permission }))).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: permission })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: cell('JOBS', 'UPDATE') })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: cell('JOBS', 'VIEW') })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: cell('JOBS', 'DELETE') })).not.toBeChecked();
    // Some rights of the row held: its "all" box is half-ticked, and says so.
    await expect(
      page.getByRole('checkbox', {
        name: tr('app.settings.permissions.row_all', { function: tr('app.functions.JOBS') }),
      }),
    ).toBeChecked({ indeterminate: true });
    const detail = (await apiGet(page.request, await bearerOf(page), `admin/permissions/${id}/detail`)).data;
    expect(
      detail.functions.map((f: { function: { type: string }; privileges: string[] }) => [
        f.function.type,
        f.privileges,
      ]),
    ).toEqual([['JOBS', ['VIEW', 'UPDATE']]]);
    await settled(page);
    await measure();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
