// Live notifications in the browser: a notification the server makes shows in
// the bell without a reload, the badge counts up and down, the panel pages on
// scroll, "mark all as read" clears the badge, and a broker restart is
// survived. Runs against the embedded broker, and against RabbitMQ in the
// 'rabbitmq' project (a second server publishing there).
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ADMIN, MODERATOR, apiGet, bearerOf, expect, login, seriousViolations, test } from './fixtures';
import { t } from './messages';

const onRabbitMq = (info: TestInfo) => info.project.name === 'rabbitmq';

async function api(request: APIRequestContext, bearer: string, method: 'POST' | 'PATCH', path: string, data?: unknown) {
  const answer = await request.fetch(`/api/v1/${path}`, { method, headers: { Authorization: bearer }, data });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return answer.status() === 204 ? null : answer.json();
}

/** Posts a notification to the signed-in admin, as a domain event would. */
async function notify(page: Page, bearer: string, fields: Record<string, unknown> = {}) {
  const body = await api(page.request, bearer, 'POST', 'admin/dev/notifications', {
    notification_type: 'ADMIN',
    content: 'USER_UPLOAD_RECEIPT',
    objectable_id: 1,
    objectable_type: 'receipts',
    ...fields,
  });
  return body.data as { id: number };
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const panel = (page: Page) => page.getByTestId('notification-panel');
const items = (page: Page) => panel(page).getByRole('listitem');

/** Signed in as the administrator with nothing unread and the live subscription up. */
async function start(page: Page): Promise<string> {
  await login(page, ADMIN);
  const bearer = await bearerOf(page);
  await api(page.request, bearer, 'PATCH', 'admin/notifications/mark_all_read');
  await page.reload();
  await expect(bell(page)).toHaveAttribute('data-connection', 'connected');
  await expect(bell(page)).toHaveAttribute('data-unread', '0');
  return bearer;
}

test.describe('notifications', () => {
  test('a posted notification shows in the bell without a reload, and the badge counts up and down', async ({
    page,
  }) => {
    const bearer = await start(page);
    await expect(page.getByTestId('notification-badge').locator('.MuiBadge-badge')).toBeHidden();

    await notify(page, bearer, { objectable_id: 2 });
    // Waited for as an event: how fast it comes is the bench's to say, not a test's (a busy machine is slower).
    await expect(bell(page)).toHaveAttribute('data-unread', '1');
    await expect(bell(page)).toHaveAccessibleName(t('en', 'app.notifications.bell_unread', { count: 1 }));
    await notify(page, bearer, { objectable_id: 3 });
    await notify(page, bearer, {
      notification_type: 'STATUS_JOB_APPLICATION',
      content: null,
      objectable_id: 4,
      objectable_type: 'job_applications',
    });
    await expect(bell(page)).toHaveAttribute('data-unread', '3');
    await expect(page.getByTestId('notification-badge')).toContainText('3');

    // The newest first; opening one reads it and goes to the record it is about.
    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await items(page).first().getByRole('button').click();
    await expect(page).toHaveURL(/\/jobApplication\/4$/);
    await expect(bell(page)).toHaveAttribute('data-unread', '2');
    await expect(panel(page)).toBeHidden();

    // A read receipt for the same object reads it; a click outside closes the panel.
    await notify(page, bearer, {
      notification_type: 'MESSAGE_JOB_APPLICATION',
      content: null,
      objectable_id: 9,
      objectable_type: 'job_applications',
      message: { id: 90, body: 'Hello' },
    });
    await expect(bell(page)).toHaveAttribute('data-unread', '3');
    await notify(page, bearer, { notification_type: 'READ_MESSAGE_JOB_APPLICATION', content: null, objectable_id: 9 });
    await expect(bell(page)).toHaveAttribute('data-unread', '2');
    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    await page.locator('#react-admin-title').click();
    await expect(panel(page)).toBeHidden();
  });

  test('scrolling to the bottom of the panel loads the next page; mark all as read clears the badge', async ({
    page,
  }) => {
    const bearer = await start(page);
    await bell(page).click();
    await expect(items(page)).toHaveCount(10);
    // Three arrive live on top of page 1; page 2 now starts three entries later, so it brings 7 new
    // ones and the 3 already shown are not doubled.
    for (let i = 0; i < 3; i++) await notify(page, bearer, { objectable_id: 10 + i });
    await expect(bell(page)).toHaveAttribute('data-unread', '3');
    await expect(items(page)).toHaveCount(13);
    const total = (await apiGet(page.request, bearer, 'admin/notifications?page=1&paging=10')).meta.total as number;
    expect(total).toBeGreaterThan(20);
    await page.getByTestId('notification-scroll').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(items(page)).toHaveCount(20);

    await panel(page)
      .getByRole('button', { name: t('en', 'app.notifications.mark_all_read') })
      .click();
    await expect(bell(page)).toHaveAttribute('data-unread', '0');
    await expect(page.getByTestId('notification-badge').locator('.MuiBadge-badge')).toBeHidden();
    expect((await apiGet(page.request, bearer, 'admin/notifications/unread_number')).data.amount).toBe(0);
  });

  test('a broker restart is survived: the client reconnects and nothing is lost or doubled', async ({
    page,
    consoleProblems,
  }, testInfo) => {
    test.setTimeout(120_000);
    const bearer = await start(page);
    await bell(page).click();
    await expect(items(page)).toHaveCount(10);

    if (onRabbitMq(testInfo)) {
      // A real restart of the RabbitMQ application; its queues are durable.
      execFileSync('rabbitmqctl', ['stop_app'], { stdio: 'ignore' });
      await expect(bell(page)).not.toHaveAttribute('data-connection', 'connected');
      const whileDown = await notify(page, bearer, { objectable_id: 21 });
      execFileSync('rabbitmqctl', ['start_app'], { stdio: 'ignore' });
      await expect(bell(page)).toHaveAttribute('data-connection', 'connected', { timeout: 60_000 });
      await expect(panel(page).locator(`[data-notification-id="${whileDown.id}"]`)).toHaveCount(1);
    } else {
      await api(page.request, bearer, 'POST', 'admin/dev/broker/restart', { down_ms: 1500 });
      await expect(bell(page)).not.toHaveAttribute('data-connection', 'connected');
      const whileDown = await notify(page, bearer, { objectable_id: 21 });
      await expect(bell(page)).toHaveAttribute('data-connection', 'connected', { timeout: 30_000 });
      await expect(panel(page).locator(`[data-notification-id="${whileDown.id}"]`)).toHaveCount(1);
    }
    // After the reconnect, live delivery works again, once per notification.
    const after = await notify(page, bearer, { objectable_id: 22 });
    await expect(panel(page).locator(`[data-notification-id="${after.id}"]`)).toHaveCount(1);
    await expect(bell(page)).toHaveAttribute('data-unread', '2');
    const ids = await panel(page)
      .locator('[data-notification-id]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-notification-id')));
    expect(new Set(ids).size).toBe(ids.length);
    // Chromium reports each refused WebSocket handshake while the broker is down; nothing else may show.
    consoleProblems.splice(
      0,
      consoleProblems.length,
      ...consoleProblems.filter((p) => !/^error: WebSocket connection to '.*' failed/.test(p)),
    );
  });

  test('signed out there is no bell, and logging out ends the live connection', async ({ page }) => {
    await start(page);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: t('en', 'ra.auth.logout') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(bell(page)).toHaveCount(0);
  });

  test('the panel in Japanese and at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await login(page, ADMIN, '/ja');
    const bearer = await bearerOf(page);
    await notify(page, bearer, { content: 'CANDIDATE_JOINED', objectable_type: 'candidates' });
    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText(t('ja', 'app.notifications.title'))).toBeVisible();
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a moderator in Vietnamese hears only their own, and an entry about what they may not view opens nothing', async ({
    page,
    browser,
  }) => {
    // The administrator posts to the moderator (the development call is the administrator's).
    const adminPage = await browser.newPage();
    await login(adminPage, ADMIN);
    const adminBearer = await bearerOf(adminPage);
    await login(page, MODERATOR, '/vi');
    // Read elsewhere (through the API): this page learns it at its next load.
    await api(page.request, await bearerOf(page), 'PATCH', 'admin/notifications/mark_all_read');
    await page.reload();
    await expect(bell(page)).toHaveAttribute('data-connection', 'connected');
    await expect(bell(page)).toHaveAttribute('data-unread', '0');

    // Receipts are not the moderator's: the entry is read on click and the page stays.
    const receipt = await notify(adminPage, adminBearer, { receiver_email: MODERATOR.email });
    await notify(adminPage, adminBearer); // the administrator's own: never the moderator's
    await expect(bell(page)).toHaveAttribute('data-unread', '1');
    await bell(page).click();
    await expect(panel(page).getByText(t('vi', 'app.notifications.title'))).toBeVisible();
    const entry = panel(page).locator(`[data-notification-id="${receipt.id}"]`);
    await expect(entry).toHaveAttribute('data-opens', 'false');
    await entry.getByRole('button').click();
    await expect(entry).toHaveAttribute('data-read', 'true');
    await expect(bell(page)).toHaveAttribute('data-unread', '0');
    await expect(page).toHaveURL(/\/vi\/?$/);
    await expect(panel(page)).toBeVisible();
    await adminPage.close();
  });
});
