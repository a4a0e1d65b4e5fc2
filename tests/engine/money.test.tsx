// @vitest-environment jsdom
// The money kind (an amount in the currency a sibling field names) and the
// Intl display of numbers and money per interface language: the data rules,
// the currency's decimals from the currencies lookup, the list cells, the
// input's adornment, and the column the server stores it in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { schemas } from '../../schemas';
import { KINDS, MAX_MONEY } from '../../src/engine/kinds';
import type { LocaleCode } from '../../src/engine/locales';
import { LookupCache, type LookupRecord } from '../../src/engine/lookups';
import type { Messages } from '../../src/engine/messages';
import { defineEntity, integer, money, reference, text, type EntitySchema } from '../../src/engine/schema';
import { validateField, validateInput } from '../../src/engine/validation';
import { formInputs } from '../../src/engine/ui/formInputs';
import { formatDay, formatMoney, formatNumber, formatTimestamp } from '../../src/engine/ui/format';
import { LookupProvider } from '../../src/engine/ui/lookups';
import { createSchemaRegistry, SchemaRegistryProvider } from '../../src/engine/ui/registry';
import ListPage from '../../src/engine/ui/pages/ListPage';
import { i18nProviderWithAll } from '../i18n';

/** A test entity: a rent in the currency of a reference to the currencies lookup, a fee in a currency given by code. */
const listing = defineEntity({
  name: 'listings',
  route: 'listing',
  permission: 'MASTER',
  menu: false,
  fields: {
    title: text({ required: true }),
    rent: money({ currency: 'currency_id', max: 100_000_000 }),
    currency_id: reference('currencies'),
    fee: money({ currency: 'fee_currency' }),
    fee_currency: text({ max: 3 }),
    views: integer(),
  },
  recordTitle: 'title',
  list: { columns: ['title', 'rent', 'fee', 'views'], sort: 'title' },
});
const LABELS: Record<LocaleCode, Messages> = {
  en: {
    resources: {
      listings: {
        name_one: 'Listing',
        name_other: 'Listings',
        fields: {
          title: 'Title',
          rent: 'Rent',
          currency_id: 'Currency',
          fee: 'Fee',
          fee_currency: 'Fee currency',
          views: 'Views',
        },
      },
    },
  },
  ja: {
    resources: {
      listings: {
        name_other: '物件',
        fields: {
          title: 'タイトル',
          rent: '家賃',
          currency_id: '通貨',
          fee: '手数料',
          fee_currency: '手数料の通貨',
          views: '閲覧数',
        },
      },
    },
  },
  vi: {
    resources: {
      listings: {
        name_other: 'Tin đăng',
        fields: {
          title: 'Tiêu đề',
          rent: 'Giá thuê',
          currency_id: 'Tiền tệ',
          fee: 'Phí',
          fee_currency: 'Tiền tệ của phí',
          views: 'Lượt xem',
        },
      },
    },
  },
};

const registry = createSchemaRegistry([...schemas, listing]);
// The currencies master as the lookup answers it; KRW with 2 decimals (Intl: 0) shows that the lookup wins.
const CURRENCIES: LookupRecord[] = [
  { id: 1, code: 'JPY', decimals: 0 },
  { id: 2, code: 'USD', decimals: 2 },
  { id: 3, code: 'VND', decimals: 0 },
  { id: 4, code: 'KRW', decimals: 2 },
];

const nbsp = '\u00a0';

afterEach(cleanup);

describe('money kind: data rules', () => {
  const rent = money({ currency: 'currency_id' });

  it('is a finite number, at least 0 unless the schema says otherwise, stored as numeric', () => {
    expect(KINDS.money.sqlType(rent)).toBe('numeric(18, 4)');
    expect(validateField(rent, 1200.5)).toBeNull();
    expect(validateField(rent, '1200.50')).toBeNull();
    expect(validateField(rent, 0)).toBeNull();
    expect(validateField(rent, -1)).toEqual({ message: 'ra.validation.minValue', args: { min: 0 } });
    expect(validateField(money({ currency: 'c', min: -500 }), -1)).toBeNull();
    expect(validateField(rent, 'abc')).toEqual({ message: 'ra.validation.number' });
    expect(validateField(rent, Number.POSITIVE_INFINITY)).toEqual({ message: 'ra.validation.number' });
    expect(validateField(rent, MAX_MONEY + 1)).toEqual({ message: 'ra.validation.maxValue', args: { max: MAX_MONEY } });
    expect(validateField(money({ currency: 'c', max: 300_000 }), 300_001)).toEqual({
      message: 'ra.validation.maxValue',
      args: { max: 300_000 },
    });
    expect(validateField(money({ currency: 'c', required: true }), '')).toEqual({ message: 'ra.validation.required' });
  });

  it('normalises digits to a number', () => {
    expect(validateInput(listing, { title: 'Flat', rent: '85000', fee: ' 12.5 ' }, 'create')).toEqual({
      values: { title: 'Flat', rent: 85000, fee: 12.5 },
      errors: {},
    });
  });

  it('every money field of the registry names a sibling field as its currency', () => {
    for (const schema of [...schemas, listing] as EntitySchema[]) {
      for (const [name, field] of Object.entries(schema.fields)) {
        if (field.kind !== 'money') continue;
        const sibling = schema.fields[field.currency];
        expect(sibling, `${schema.name}.${name}`).toBeTruthy();
        expect(['text', 'select', 'reference'], `${schema.name}.${name}`).toContain(sibling.kind);
      }
    }
  });
});

describe('Intl helpers', () => {
  it('numbers per locale', () => {
    expect(formatNumber(10485760, 'en-US')).toBe('10,485,760');
    expect(formatNumber(10485760, 'ja-JP')).toBe('10,485,760');
    expect(formatNumber(10485760, 'vi-VN')).toBe('10.485.760');
    expect(formatNumber('2.5', 'vi-VN')).toBe('2,5');
    expect(formatNumber('abc', 'en-US')).toBe('abc');
    expect(formatNumber(null, 'en-US')).toBe('');
  });

  it('ids and versions without grouping, as Intl writes them in every language of the app', () => {
    const ungrouped = { useGrouping: false } as const;
    for (const iso of ['en-US', 'ja-JP', 'vi-VN']) {
      for (const value of [0, 7, 10485760, -42, '123456', 2.5, '1e21', 1e21]) {
        expect(formatNumber(value, iso, ungrouped), `${iso} ${value}`).toBe(
          new Intl.NumberFormat(iso, ungrouped).format(Number(value)),
        );
      }
    }
    expect(formatNumber('abc', 'vi-VN', ungrouped)).toBe('abc');
  });

  it('money with the currency decimals, else Intl digits for the code', () => {
    expect(formatMoney(1200, 'en-US', 'JPY', 0)).toBe('¥1,200');
    expect(formatMoney(1200, 'ja-JP', 'JPY', 0)).toBe('￥1,200');
    expect(formatMoney(12.5, 'en-US', 'USD', 2)).toBe('$12.50');
    expect(formatMoney(12.5, 'en-US', 'USD')).toBe('$12.50');
    expect(formatMoney(12.5, 'en-US', 'USD', 0)).toBe('$13');
    expect(formatMoney(10485760, 'vi-VN', 'VND', 0)).toBe(`10.485.760${nbsp}₫`);
    expect(formatMoney(12.5, 'vi-VN', 'USD', 2)).toBe(`12,50${nbsp}US$`);
    expect(formatMoney('1200.5000', 'en-US', 'EUR')).toBe('€1,200.50');
    // Without a usable code: the number, and the text beside it.
    expect(formatMoney(1200, 'en-US', undefined)).toBe('1,200');
    expect(formatMoney(1200, 'en-US', 'yen')).toBe('1,200 yen');
  });

  it('days and timestamps per locale', () => {
    expect([
      formatDay('2025-04-05', 'en-US'),
      formatDay('2025-04-05', 'ja-JP'),
      formatDay('2025-04-05', 'vi-VN'),
    ]).toEqual(['4/5/2025', '2025/4/5', '5/4/2025']);
    expect(formatDay('0099-01-02', 'en-US')).toBe('1/2/99');
    expect(formatDay('not a day', 'en-US')).toBe('not a day');
    const local = new Date(2025, 3, 5, 14, 7).toISOString();
    expect([formatTimestamp(local, 'en-US'), formatTimestamp(local, 'ja-JP'), formatTimestamp(local, 'vi-VN')]).toEqual(
      ['4/5/2025, 2:07 PM', '2025/4/5 14:07', '14:07 5/4/2025'],
    );
  });
});

function renderWith(locale: LocaleCode, ui: React.ReactNode, getList = vi.fn()) {
  const lookups = new LookupCache(async (path) => (path === 'currencies' ? CURRENCIES : []));
  return i18nProviderWithAll(locale, LABELS).then((i18n) =>
    render(
      <AdminContext dataProvider={testDataProvider({ getList })} i18nProvider={i18n}>
        <SchemaRegistryProvider registry={registry}>
          <LookupProvider cache={lookups}>
            <ResourceContextProvider value="listing">{ui}</ResourceContextProvider>
          </LookupProvider>
        </SchemaRegistryProvider>
      </AdminContext>,
    ),
  );
}

const ROWS = [
  { id: 1, title: 'Tokyo flat', rent: 85000, currency_id: 1, fee: 12.5, fee_currency: 'EUR', views: 10485760 },
  { id: 2, title: 'Osaka room', rent: 12.5, currency_id: 2, fee: 1200, fee_currency: 'JPY', views: 3 },
  { id: 3, title: 'Hanoi house', rent: 100, currency_id: 4, fee: 10485760, fee_currency: 'VND', views: 0 },
];

async function cellsIn(locale: LocaleCode) {
  const getList = vi.fn().mockResolvedValue({ data: ROWS, total: ROWS.length });
  await renderWith(locale, <ListPage schema={listing} />, getList);
  const row = async (title: string) => (await screen.findByText(title)).closest('tr')!;
  // The currencies lookup arrives after the first paint.
  await waitFor(async () =>
    expect((await row('Tokyo flat')).querySelector('td.column-rent')!.textContent).not.toBe('85,000'),
  );
  const cells = async (title: string) => {
    const tr = await row(title);
    return ['rent', 'fee', 'views'].map((column) => tr.querySelector(`td.column-${column}`)!.textContent);
  };
  return { tokyo: await cells('Tokyo flat'), osaka: await cells('Osaka room'), hanoi: await cells('Hanoi house') };
}

describe('money and numbers in lists', () => {
  it("en-US: ¥1,200 for JPY, $12.50 for USD, a referenced currency's decimals over Intl's, Intl's for a code given as text", async () => {
    const { tokyo, osaka, hanoi } = await cellsIn('en');
    expect(tokyo).toEqual(['¥85,000', '€12.50', '10,485,760']);
    expect(osaka).toEqual(['$12.50', '¥1,200', '3']);
    // KRW by reference: the lookup's 2 decimals win over Intl's 0. VND as text: Intl's 0.
    expect(hanoi).toEqual(['₩100.00', '₫10,485,760', '0']);
  });

  it('ja-JP', async () => {
    const { tokyo, osaka } = await cellsIn('ja');
    expect(tokyo).toEqual(['￥85,000', '€12.50', '10,485,760']);
    expect(osaka).toEqual(['$12.50', '￥1,200', '3']);
  });

  it('vi-VN', async () => {
    const { tokyo, hanoi } = await cellsIn('vi');
    expect(tokyo).toEqual([`85.000${nbsp}¥`, `12,50${nbsp}€`, '10.485.760']);
    expect(hanoi).toEqual([`100,00${nbsp}₩`, `10.485.760${nbsp}₫`, '0']);
  });
});

describe('money input', () => {
  it('shows the currency code beside the amount and steps by its smallest unit', async () => {
    await renderWith(
      'en',
      <RecordContextProvider value={{ id: 1, title: 'Flat', rent: 85000, currency_id: 2, fee: 5, fee_currency: 'JPY' }}>
        <Form>{formInputs(listing)}</Form>
      </RecordContextProvider>,
      vi.fn().mockResolvedValue({ data: [], total: 0 }),
    );
    const rent = (await screen.findByLabelText(/Rent/)) as HTMLInputElement;
    expect(rent.value).toBe('85000');
    await waitFor(() => expect(rent.closest('.MuiInputBase-root')!.textContent).toContain('USD'));
    expect(rent.step).toBe('0.01');
    const fee = screen.getByLabelText(/^Fee$/) as HTMLInputElement;
    expect(fee.closest('.MuiInputBase-root')!.textContent).toContain('JPY');
    expect(fee.step).toBe('1');
  });
});
