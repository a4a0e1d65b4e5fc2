// The demo data at first contact, as a new user meets it on a freshly seeded
// server: recent applications on the dashboard, receipts whose files this
// server serves, and a bell with notifications from several colleagues.
import type { Page } from '@playwright/test';
import { notificationText } from '../src/notifications/present';
import type { NotificationItem } from '../src/notifications/state';
import { ADMIN, apiGet, bearerOf, expect, login, test } from './fixtures';
import { t } from './messages';

/** Today in the browser's zone, as the dashboard counts its days. */
const today = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('en-CA'));

const addDays = (day: string, n: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

test('the dashboard counts applications of the last seven days, and the newest records are recent', async ({
  page,
}) => {
  await login(page, ADMIN);
  const tile = page.locator('[data-tile="applications_week"]');
  await expect(tile).toHaveAttribute('data-state', 'ready');
  expect(Number(await tile.getAttribute('data-count'))).toBeGreaterThan(0);

  // The lists a user opens first show this month's records, none dated after today.
  const bearer = await bearerOf(page);
  const day = await today(page);
  const newest = async (path: string, field: string) => {
    const answer = await apiGet(page.request, bearer, `${path}?page=1&paging=1&sort=-${field}&${field}_lte=${day}`);
    return String(answer.data[0][field]).slice(0, 10);
  };
  for (const [path, field] of [
    ['admin/job_applications', 'applied_on'],
    ['admin/receipts', 'paid_on'],
    ['admin/news', 'published_at'],
  ]) {
    const at = await newest(path, field);
    expect(at >= addDays(day, -14), `${path}: the newest ${field} is ${at}, today ${day}`).toBe(true);
  }
  const later = await apiGet(
    page.request,
    bearer,
    `admin/job_applications?page=1&paging=1&applied_on_gte=${addDays(day, 2)}`,
  );
  expect(later.meta.total, 'applications dated after today').toBe(0);
});

test("a receipt's file is served by this server", async ({ page }) => {
  await login(page, ADMIN);
  const bearer = await bearerOf(page);
  const receipts = (await apiGet(page.request, bearer, 'admin/receipts?page=1&paging=50&sort=-id')).data as {
    id: number;
    file_url: string | null;
  }[];
  const receipt = receipts.find((r) => r.file_url)!;
  expect(receipt, 'a receipt with a file').toBeTruthy();
  await page.goto(`/receipts/${receipt.id}`);
  const name = decodeURIComponent(receipt.file_url!.split('/').pop()!);
  const link = page.getByRole('link', { name });
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href'))!, page.url());
  expect(href.origin).toBe(new URL(page.url()).origin);
  const answer = await page.request.get(href.href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the notifications panel shows notifications from several senders', async ({ page }) => {
  await login(page, ADMIN);
  const bearer = await bearerOf(page);
  // The first page as the panel shows it, each with its sender (the first of sender_ids).
  const first = (
    (await apiGet(page.request, bearer, 'admin/notifications?page=1')).data as Omit<NotificationItem, 'sender_id'>[]
  ).map((n): NotificationItem => ({ ...n, sender_id: n.sender_ids[0] }));
  const senderIds = [...new Set(first.map((n) => n.sender_id))];
  const profiles = (await apiGet(page.request, bearer, `user/profile?ids=${senderIds.join(',')}`)).data as {
    user_id: number;
    name: string;
  }[];
  const nameOf = new Map(profiles.map((p) => [p.user_id, p.name]));

  await page.getByTestId('notification-bell').click();
  const items = page.getByTestId('notification-panel').getByRole('listitem');
  await expect(items).toHaveCount(first.length);
  const shown = new Set<string>();
  for (const [i, item] of first.entries()) {
    const name = nameOf.get(item.sender_id!)!;
    const text = notificationText(item, name);
    await expect(items.nth(i)).toContainText(t('en', text.key, text.args));
    shown.add(name);
  }
  expect(shown.size, [...shown].join(', ')).toBeGreaterThan(1);
});
