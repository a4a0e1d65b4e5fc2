// The moderators and permissions screens on a 375 px phone, in each language: the page never
// scrolls sideways, each account of the list is one block whose name and email lie on the screen, a
// record page's buttons fold into a menu that works by keyboard, every box of the permission grid on
// its create and edit forms is on the screen or inside the grid's own scrolling box with the function
// names and the privilege names in sight, nothing is cut off, axe finds nothing serious, and a
// permission is made, changed and saved.
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

/**
 * Texts and cells whose own box cuts them off (an ellipsis, a hidden overflow). The breadcrumb is left
 * out: it shortens a long record name on a phone by design, the record's own page showing it whole.
 */
function clipped(page: Page, within: string) {
  return page.locator(within).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('*')]
        .filter((element) => {
          if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return false;
          if (element.closest('nav')) return false;
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
  const prefix = prefixOf(locale);
  const cell = (type: string, privilege: string) =>
    tr('app.settings.permissions.cell', {
      function: tr(`app.functions.${type}`),
      privilege: tr(`app.privileges.${privilege}`),
    });
  /** A permission's grants on its record page, as the list there says them. */
  const grants = (type: string, privileges: string[]) =>
    `${tr(`app.functions.${type}`)}: ${privileges.map((privilege) => tr(`app.privileges.${privilege}`)).join(', ')}`;
  const blocks = (page: Page) => page.locator('#main-content ul.MuiList-root > li');

  /** The list's blocks and everything else of the page: on the screen, readable, with no sideways scrolling. */
  const listFits = async (page: Page) => {
    await expect(page.locator('.RaDatagrid-table')).toHaveCount(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    expect(
      await unreachable(page, '#main-content ul.MuiList-root', `${CONTROLS}, p, span`, { scrollers: false }),
    ).toEqual([]);
    expect(await unreachable(page, '#main-content', CONTROLS)).toEqual([]);
    expect(await clipped(page, '#main-content')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  };

  /** A record page's or form's parts: on the screen, none cut off, the page still. */
  const pageFits = async (page: Page) => {
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    expect(await unreachable(page, '#main-content', CONTROLS)).toEqual([]);
    expect(await clipped(page, '#main-content')).toEqual([]);
  };

  test(`moderators at 375 px (${locale}): one block per account, all on the screen; a record's buttons by keyboard`, async ({
    page,
  }) => {
    await login(page, ADMIN, `${prefix}/setting/moderator`);
    const { data } = await apiGet(
      page.request,
      await bearerOf(page),
      `admin/moderators?q=${encodeURIComponent(MODERATOR.email)}`,
    );
    const name = (data as { name: string }[])[0].name;
    const block = blocks(page).filter({ hasText: MODERATOR.email });
    await expect(block).toBeVisible();
    await settled(page);
    await listFits(page);
    // The account's block: its name, its email under it as text (the block itself is the link).
    await expect(block.getByText(name, { exact: true })).toBeVisible();
    await expect(block.getByText(MODERATOR.email, { exact: true })).toBeVisible();
    await expect(block.getByRole('link', { name: MODERATOR.email })).toHaveCount(0);

    // By keyboard: the block takes the focus and opens the account's record page with Enter.
    const open = block.getByRole('button').first();
    await open.focus();
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^[^?#]*${prefix}/setting/moderator/\\d+$`));
    const record = page.url();
    await expect(page.locator('[data-record-field="email"]')).toContainText(MODERATOR.email);
    await settled(page);
    await pageFits(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Its buttons fold into a menu on the phone; opened, each lies on the screen and takes the focus in turn.
    const more = page.getByRole('button', { name: tr('app.more_actions') });
    const endSessions = page.getByRole('button', { name: tr('resources.moderators.actions.end_sessions') });
    const edit = page.getByRole('link', { name: tr('ra.action.edit') });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(endSessions).toBeInViewport();
    await expect(edit).toBeInViewport();
    // No second factor on this account: nothing to turn off.
    await expect(page.getByRole('button', { name: tr('resources.moderators.actions.reset_two_factor') })).toHaveCount(
      0,
    );
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    await expect(endSessions).toBeFocused();
    // Ending the sessions asks first; Escape leaves them as they are.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: tr('resources.moderators.actions.end_sessions') });
    await expect(dialog).toContainText(tr('resources.moderators.actions.end_sessions_confirm'));
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    expect(await unreachable(page, '[role="dialog"]', CONTROLS)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The edit form, from the menu by keyboard: the password typed twice, all of it on the screen.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(edit).toBeInViewport();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${record}/update`);
    await expect(page.getByRole('textbox', { name: tr('app.settings.account.new_password') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: tr('app.settings.account.password_again') })).toBeVisible();
    await settled(page);
    await pageFits(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`permissions at 375 px (${locale}): the list fits, the form's grid scrolls in its own box, never the page; a right is changed, saved and kept`, async ({
    page,
  }) => {
    const permission = `Phone ${locale} ${stamp()}`;
    await login(page, ADMIN, `${prefix}/setting/permission`);
    await expect(blocks(page).first()).toBeVisible();
    await settled(page);
    await listFits(page);

    const grid = page.locator('[data-permission-grid]');
    const measure = async () => {
      await pageFits(page);
      expect(await unreachable(page, '#main-content', `${CONTROLS}, th, td`)).toEqual([]);
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

    // A new permission, made on the phone from the list's button.
    await page.getByRole('link', { name: tr('ra.action.create') }).click();
    await expect(page).toHaveURL(`${prefix}/setting/permission/create`);
    await expect(grid).toBeVisible();
    await settled(page);
    await measure();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: tr('resources.permissions.fields.name') }).fill(permission);
    await page.getByRole('checkbox', { name: cell('JOBS', 'VIEW') }).check();
    await page.getByRole('button', { name: tr('ra.action.save') }).click();
    await expect(page.getByText(tr('app.saved.created', { name: permission }))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^[^?#]*${prefix}/setting/permission/\\d+$`));
    const record = page.url();
    const id = Number(new URL(record).pathname.split('/').pop());
    const held = page.locator('[data-record-field="functions"] li');
    await expect(held).toHaveText([grants('JOBS', ['VIEW'])]);
    await pageFits(page);

    // One right more on its edit form, ticked by keyboard (a box past the screen's edge scrolls the grid,
    // not the page), and saved.
    await page.getByRole('button', { name: tr('app.more_actions') }).click();
    await page.getByRole('link', { name: tr('ra.action.edit') }).click();
    await expect(page).toHaveURL(`${record}/update`);
    const update = page.getByRole('checkbox', { name: cell('JOBS', 'UPDATE') });
    await expect(update).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: cell('JOBS', 'VIEW') })).toBeChecked();
    await update.focus();
    await page.keyboard.press('Space');
    await expect(update).toBeChecked();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: tr('ra.action.save') }).click();
    await expect(page.getByText(tr('app.saved.updated', { name: permission }))).toBeVisible();
    await expect(page).toHaveURL(record);
    await expect(held).toHaveText([grants('JOBS', ['VIEW', 'UPDATE'])]);

    // Kept: the edit form loaded afresh shows it, and so does the server.
    await page.goto(`${record}/update`);
    await expect(page.locator('#react-admin-title')).toContainText(permission);
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
