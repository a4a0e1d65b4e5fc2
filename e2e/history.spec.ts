// A record's history shows who changed which field from what to what, each value as its field shows it
// (a reference by its title, a list of names in the page's language), and sets one back, in Japanese.
import type { Page } from '@playwright/test';
import { apiGet, bearerOf, expect, login, seriousViolations, test } from './fixtures';
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
