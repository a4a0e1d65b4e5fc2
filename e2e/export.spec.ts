// The list's Export button writes the list as the admin sees it: one row per
// record (the current filters applied), headers in the interface language,
// names per language in columns, a reference's name beside its id, UTF-8 with a BOM.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { schemas } from '../schemas';
import { parseCsv } from '../scripts/csv';
import { ADMIN, bearerOf, login, test, expect } from './fixtures';

type ApiRecord = Record<string, unknown> & { id: number };
const pathOf = (name: string) => schemas.find((schema) => schema.name === name)!.path;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

async function api(page: Page, path: string): Promise<{ data: ApiRecord[]; meta?: { total: number } }> {
  const answer = await page.request.get(`/api/v1/${path}`, { headers: { Authorization: await bearerOf(page) } });
  expect(answer.status(), path).toBe(200);
  return answer.json();
}

/** Clicks Export and reads the downloaded file: its name, raw bytes and rows. */
async function exportList(page: Page, label: string) {
  await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  return { name: download.suggestedFilename(), bytes, rows: parseCsv(bytes.subarray(3).toString('utf8')) };
}

const nameIn = (record: ApiRecord | undefined, language: string) =>
  (record?.names as { language_code: string; name: string }[] | undefined)?.find((n) => n.language_code === language)
    ?.name ?? '';

test('/city exports one row per city with names per language and the country named beside its id', async ({ page }) => {
  await login(page, undefined, '/city');
  const { name, bytes, rows } = await exportList(page, 'Export');

  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(name).toMatch(/^city-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...body] = rows;
  expect(header).toEqual([
    'ID',
    'Name (English)',
    'Name (Japanese)',
    'Name (Vietnamese)',
    'Country ID',
    'Country',
    'Sort order',
    'Active',
    'Created at',
  ]);

  const total = (await api(page, 'cities?paging=1')).meta!.total;
  expect(total).toBeGreaterThan(1);
  expect(body).toHaveLength(total);
  const cities = new Map((await api(page, `cities?page=1&paging=1000`)).data.map((c) => [String(c.id), c]));
  const countries = new Map((await api(page, 'countries')).data.map((c) => [String(c.id), c]));
  expect(new Set(body.map((row) => row[0]))).toEqual(new Set(cities.keys()));
  for (const row of body) {
    const city = cities.get(row[0])!;
    expect(row.slice(1, 4)).toEqual(['en', 'ja', 'vi'].map((l) => nameIn(city, l)));
    expect(row[4]).toBe(String(city.country_id));
    expect(row[5]).toBe(nameIn(countries.get(String(city.country_id)), 'en'));
    expect(row[5]).not.toBe('');
    expect(row[7]).toBe(city.active ? 'Yes' : 'No');
    expect(row[8]).toMatch(ISO_WITH_OFFSET);
  }

  // The list's filter applies to the export too.
  const countryId = body[0][4];
  await page.goto(`/city?filter=${encodeURIComponent(JSON.stringify({ country_id: Number(countryId) }))}`);
  const filtered = await exportList(page, 'Export');
  const filteredTotal = (await api(page, `cities?country_id=${countryId}&paging=1`)).meta!.total;
  expect(filtered.rows.slice(1)).toHaveLength(filteredTotal);
  expect(filteredTotal).toBeLessThan(total);
  expect(new Set(filtered.rows.slice(1).map((row) => row[4]))).toEqual(new Set([countryId]));
});

test('/ja/country exports with Japanese headers and values', async ({ page }) => {
  await login(page, ADMIN, '/ja/country');
  const { name, bytes, rows } = await exportList(page, 'エクスポート');

  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(name).toMatch(/^country-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...body] = rows;
  expect(header).toEqual([
    'ID',
    '名称（英語）',
    '名称（日本語）',
    '名称（ベトナム語）',
    'コード',
    '国際電話番号',
    '有効',
    '作成日時',
  ]);
  expect(body).toHaveLength((await api(page, 'countries?paging=1')).meta!.total);
  const japan = body.find((row) => row[4] === 'JP');
  expect(japan?.slice(1, 4)).toEqual(['Japan', '日本', 'Nhật Bản']);
  expect(japan?.[6]).toBe('はい');
  expect(japan?.[7]).toMatch(ISO_WITH_OFFSET);
});

test('money exports its currency beside the amount: rents (en) and translation fees (vi)', async ({ page }) => {
  await login(page, undefined, '/homeRent');
  const currencies = new Map(
    (await api(page, 'currencies?page=1&paging=1000')).data.map((c) => [String(c.id), String(c.code)]),
  );
  const rents = new Map(
    (await api(page, `${pathOf('home_rents')}?page=1&paging=20&sort=-created_at`)).data.map((r) => [String(r.id), r]),
  );
  const { rows } = await exportList(page, 'Export');
  const [header, ...body] = rows;
  const rent = header.indexOf('Rent (monthly)');
  expect(header[rent + 1]).toBe('Rent (monthly) currency');
  const codes = new Set<string>();
  for (const row of body.filter((cells) => rents.has(cells[0]))) {
    const record = rents.get(row[0])!;
    expect(row[rent]).toBe(String(record.rent));
    expect(row[rent + 1]).toBe(currencies.get(String(record.currency_id)));
    codes.add(row[rent + 1]);
  }
  // Yen and dong in one column, each named.
  expect(codes.size).toBeGreaterThan(1);

  await page.goto('/vi/requestTranslation');
  const fees = await exportList(page, 'Xuất');
  const [feeHeader, ...feeRows] = fees.rows;
  const fee = feeHeader.indexOf('Phí');
  expect(feeHeader[fee + 1]).toBe('Tiền tệ Phí');
  const requests = new Map(
    (await api(page, `${pathOf('translation_requests')}?page=1&paging=1000&sort=id`)).data.map((r) => [
      String(r.id),
      r,
    ]),
  );
  for (const row of feeRows) {
    const record = requests.get(row[0])!;
    expect(row[fee + 1]).toBe(record.currency_id === null ? '' : currencies.get(String(record.currency_id)));
  }
});
