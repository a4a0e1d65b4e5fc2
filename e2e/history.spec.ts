// A record's history shows who changed which field from what to what, each value as its field shows it
// (a reference by its title, a list of names in the page's language), and sets one back, in Japanese.
import type { Page } from '@playwright/test';
import { apiGet, bearerOf, expect, login, secondBrowser, seriousViolations, test } from './fixtures';
import { t } from './messages';

const names = (en: string, ja: string) => [
  { language_code: 'en', name: en },
  { language_code: 'ja', name: ja },
];

async function post(page: Page, bearer: string, path: string, data: unknown): Promise<number> {
  const answer = await page.request.post(`/api/v1/${path}`, { headers: { Authorization: bearer }, data });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).data.id;
}

test('shows a changed reference and name before and after, with who changed them, and restores one (ja)', async ({
  page,
}, testInfo) => {
  await login(page, undefined, '/ja');
  const bearer = await bearerOf(page);
  const me = (await apiGet(page.request, bearer, 'user')).data as { name: string };
  const mark = `${Date.now() % 100_000}${testInfo.workerIndex}`;
  // Two countries of the demo, and a city of this test alone.
  type Country = { id: number; names: { language_code: string; name: string }[] };
  const [first, second] = (await apiGet(page.request, bearer, 'countries?paging=2&sort=id')).data as Country[];
  const inJapanese = (country: Country) => country.names.find((n) => n.language_code === 'ja')!.name;
  const city = await post(page, bearer, 'cities', { names: names(`Old ${mark}`, `旧市${mark}`), country_id: first.id });

  // Changed through the form: the Japanese name, then (through the API, as another screen would) the country.
  await page.goto(`/ja/city/${city}/update`);
  await page.locator('input[name="names.ja"]').fill(`新市${mark}`);
  await page.getByRole('button', { name: t('ja', 'ra.action.save'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ja/city/${city}$`));
  const { version } = (await apiGet(page.request, bearer, `cities/${city}`)).data;
  const moved = await page.request.patch(`/api/v1/cities/${city}`, {
    headers: { Authorization: bearer },
    data: { country_id: second.id, version },
  });
  expect(moved.status()).toBe(200);
  await page.reload();

  const history = page.getByRole('region', { name: t('ja', 'app.record.history') });
  const changes = history.locator('[data-history-change="update"]');
  await expect(changes).toHaveCount(2);
  const [country, name] = [changes.nth(0), changes.nth(1)];
  await expect(country).toContainText(t('ja', 'app.record.history_update', { name: me.name }));
  await expect(country.locator('[data-history-field="country_id"] [data-history-before]')).toContainText(
    inJapanese(first),
  );
  await expect(country.locator('[data-history-field="country_id"] [data-history-after]')).toContainText(
    inJapanese(second),
  );
  await expect(name.locator('[data-history-field="names"] [data-history-before]')).toContainText(`旧市${mark}`);
  await expect(name.locator('[data-history-field="names"] [data-history-after]')).toContainText(`新市${mark}`);
  // The field's label, in Japanese.
  await expect(country).toContainText(t('ja', 'resources.cities.fields.country_id'));
  // The first values are the page's: a creation is listed without them.
  await expect(history.locator('[data-history-change="create"]')).toContainText(
    t('ja', 'app.record.history_create', { name: me.name }),
  );
  await expect(history.locator('[data-history-change="create"] [data-history-field]')).toHaveCount(0);
  // Labels, values and the arrow's words read as they should (axe).
  expect(await seriousViolations(page)).toEqual([]);

  // The earlier country back, as a save would set it: itself a change in the history.
  await country
    .getByRole('button', {
      name: t('ja', 'app.record.history_restore_field', { field: t('ja', 'resources.cities.fields.country_id') }),
    })
    .click();
  await expect(page.getByText(t('ja', 'app.record.history_restored'))).toBeVisible();
  await expect(changes).toHaveCount(3);
  const restored = changes.first().locator('[data-history-field="country_id"]');
  await expect(restored.locator('[data-history-before]')).toContainText(inJapanese(second));
  await expect(restored.locator('[data-history-after]')).toContainText(inJapanese(first));
  await expect(page.locator('[data-record-field="country_id"]')).toContainText(inJapanese(first));
  expect((await apiGet(page.request, bearer, `cities/${city}`)).data).toMatchObject({ country_id: first.id });
});

test('leaves out a change of a field the reader may not read: a job’s company, to a reader of jobs only (en)', async ({
  page,
  browser,
}, testInfo) => {
  await login(page);
  const bearer = await bearerOf(page);
  const headers = { Authorization: bearer };
  const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}`;
  // A permission to view jobs (and the masters their fields name), not companies, and an account holding it.
  const permission = await post(page, bearer, 'admin/permissions', { name: `Job readers ${stamp}` });
  const granted = await page.request.post(`/api/v1/admin/permissions/${permission}/detail`, {
    headers,
    data: {
      functions: [
        { function: { type: 'JOBS' }, privileges: ['VIEW'] },
        { function: { type: 'MASTER' }, privileges: ['VIEW'] },
      ],
    },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const reader = { email: `jobs-${stamp}@example.com`, password: `jobs-${stamp}-pass` };
  await post(page, bearer, 'user/register/manager', { ...reader, name: `Reader ${stamp}`, permission_id: permission });

  // A job whose company and title the administrator changes in one save.
  const [job] = (await apiGet(page.request, bearer, 'admin/jobs?paging=1&sort=-id')).data;
  const companies = (await apiGet(page.request, bearer, 'admin/companies?paging=2&sort=id')).data as { id: number }[];
  const other = companies.find((company) => company.id !== job.company_id)!;
  const changed = await page.request.patch(`/api/v1/admin/jobs/${job.id}`, {
    headers,
    data: { company_id: other.id, title: `${job.title} (${stamp})`, version: job.version },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  // The administrator sees both fields of the change; the reader, the title alone.
  await page.goto(`/jobs/${job.id}`);
  const latest = (p: Page) => p.locator('[data-history-change="update"]').first();
  await expect(latest(page).locator('[data-history-field="company_id"]')).toHaveCount(1);
  await expect(latest(page).locator('[data-history-field="title"]')).toHaveCount(1);
  const { context, page: second, problems } = await secondBrowser(browser, testInfo);
  await login(second, reader, `/jobs/${job.id}`);
  await expect(latest(second).locator('[data-history-field="title"] [data-history-after]')).toContainText(stamp);
  await expect(latest(second).locator('[data-history-field="company_id"]')).toHaveCount(0);
  await context.close();
  expect(problems).toEqual([]);
});
