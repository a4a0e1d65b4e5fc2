// @vitest-environment jsdom
// The list's CSV export: one row per record, every field kind written by its
// export rule, headers in the interface language, BOM and RFC 4180 quoting.
import { createElement as h } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListBase, Notification, testDataProvider } from 'react-admin';
import { schemas } from '../../schemas';
import { KINDS } from '../../src/engine/kinds';
import { LookupCache, type LookupRecord } from '../../src/engine/lookups';
import {
  boolean,
  date,
  datetime,
  defineEntity,
  email,
  file,
  image,
  images,
  integer,
  json,
  longText,
  money,
  reference,
  references,
  richText,
  select,
  text,
  textList,
  translations,
  url,
} from '../../src/engine/schema';
import { BOM, buildCsv, exportColumns, exportFileName, toCsv, type ExportSetup } from '../../src/engine/ui/export';
import { ExportCsvButton } from '../../src/engine/ui/ExportCsvButton';
import { EXPORT_KINDS } from '../../src/engine/ui/kinds/exports';
import { LookupProvider } from '../../src/engine/ui/lookups';
import { englishMessages, i18nProviderFor, messagesIn } from '../i18n';
import { createSchemaRegistry, SchemaRegistryProvider } from '../../src/engine/ui/registry';
import { parseCsv } from '../../scripts/csv';
import { book, bookLabels } from './fixtures';

/** A field of every kind, references to a lookup (countries) and to a paged entity (books). */
const gadget = defineEntity({
  name: 'gadgets',
  route: 'gadget',
  permission: 'MASTER',
  menu: false,
  fields: {
    title: text(),
    notes: longText(),
    contact: email(),
    site: url(),
    weight: integer(),
    price: money({ currency: 'currency_code' }),
    currency_code: text(),
    in_stock: boolean(),
    released: date(),
    checked_at: datetime(),
    size: select(['s', 'm'] as const),
    country_id: reference('countries'),
    book_id: reference('books'),
    names: translations(),
    extra: json(),
    tags: textList({ prefix: '#' }),
    body: richText(),
    photo: image(),
    gallery: images(),
    manual: file(),
    country_ids: references('countries'),
  },
  recordTitle: 'title',
  list: {
    columns: [
      'id',
      'title',
      'notes',
      'contact',
      'site',
      'weight',
      'price',
      'currency_code',
      'in_stock',
      'released',
      'checked_at',
      'size',
      'country_id',
      'book_id',
      'names',
      'extra',
      'tags',
      'body',
      'photo',
      'gallery',
      'manual',
      'country_ids',
      'created_at',
    ],
    sort: 'title',
  },
});
const gadgetLabels = {
  resources: {
    gadgets: {
      fields: {
        title: 'Title',
        notes: 'Notes',
        contact: 'Contact',
        site: 'Site',
        weight: 'Weight',
        price: 'Price',
        currency_code: 'Currency',
        in_stock: 'In stock',
        released: 'Released',
        checked_at: 'Checked at',
        size: 'Size',
        country_id: 'Country',
        book_id: 'Book',
        names: 'Name',
        extra: 'Extra',
        tags: 'Tags',
        body: 'Body',
        photo: 'Photo',
        gallery: 'Gallery',
        manual: 'Manual',
        country_ids: 'Countries',
      },
      choices: { size: { s: 'Small', m: 'Medium' } },
    },
  },
};

const registry = createSchemaRegistry([...schemas, book, gadget]);
const english = englishMessages(bookLabels, gadgetLabels);
const translators = {
  en: (await i18nProviderFor(english)).translate as ExportSetup['translate'],
  ja: (await i18nProviderFor(messagesIn('ja'), 'ja')).translate as ExportSetup['translate'],
};
const setupIn = (locale: 'en' | 'ja'): ExportSetup => ({
  translate: translators[locale],
  locale,
  find: registry.find,
});
const cityOf = (route: string) => registry.find(route)!;

const COUNTRIES: LookupRecord[] = [
  {
    id: 1,
    names: [
      { language_code: 'en', name: 'Japan' },
      { language_code: 'ja', name: '日本' },
      { language_code: 'vi', name: 'Nhật Bản' },
    ],
  },
  { id: 2, names: [{ language_code: 'en', name: 'Vietnam' }] },
];

function sources(
  lookupRows: Record<string, LookupRecord[]> = { countries: COUNTRIES },
  books: Record<string, unknown>[] = [],
) {
  const fetchAll = vi.fn(async (path: string) => lookupRows[path] ?? []);
  const fetchRelatedRecords = vi.fn(async (data: any[], field: string, resource: string) => {
    const ids = new Set(data.map((r) => String(r[field])));
    const pool = resource === 'book' ? books : resource === 'country' ? COUNTRIES : [];
    return Object.fromEntries(pool.filter((r) => ids.has(String(r.id))).map((r) => [r.id, r])) as never;
  });
  return { lookups: new LookupCache(fetchAll), fetchAll, fetchRelatedRecords };
}

const readCsv = (csv: string) => {
  expect(csv.startsWith(BOM)).toBe(true);
  return parseCsv(csv.slice(BOM.length));
};

const GADGET = {
  id: 7,
  title: 'Widget',
  notes: 'line one\nline two',
  contact: 'a@example.com',
  site: 'https://example.com/a?b=1,2',
  weight: 1250,
  price: 1200.5,
  currency_code: 'JPY',
  in_stock: true,
  released: '2024-03-05',
  checked_at: '2024-03-05T00:30:00.000Z',
  size: 'm',
  country_id: 1,
  book_id: 31,
  names: [
    { language_code: 'en', name: 'Widget' },
    { language_code: 'ja', name: 'ウィジェット' },
  ],
  extra: { a: [1, 2], b: 'x' },
  tags: ['remote', 'tokyo'],
  body: '<p>Hello <b>world</b> &amp; co</p><ul><li>a</li><li>b</li></ul>',
  photo: '/api/v1/files/abc/photo.png',
  gallery: ['/api/v1/files/a/1.png', '/api/v1/files/b/2.png'],
  manual: '/api/v1/files/c/manual.pdf',
  country_ids: [2, 1],
  created_at: '2024-01-01T12:00:00.000Z',
};

const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = previousTz;
});

describe('export kinds', () => {
  it('every field kind has an export rule and the fixture covers every kind', () => {
    expect(Object.keys(EXPORT_KINDS).sort()).toEqual(Object.keys(KINDS).sort());
    expect(new Set(Object.values(gadget.fields).map((f) => f.kind))).toEqual(new Set(Object.keys(KINDS)));
  });

  it('writes one row per record with each kind readable', async () => {
    const { lookups, fetchRelatedRecords } = sources({ countries: COUNTRIES }, [{ id: 31, title: 'Kokoro' }]);
    const csv = await buildCsv(gadget, [GADGET, { id: 8, title: 'Empty' }], {
      ...setupIn('en'),
      lookups,
      fetchRelatedRecords,
    });
    const [header, row, empty, ...rest] = readCsv(csv);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'ID',
      'Title',
      'Notes',
      'Contact',
      'Site',
      'Weight',
      'Price',
      'Currency',
      'In stock',
      'Released',
      'Checked at',
      'Size',
      'Country ID',
      'Country',
      'Book ID',
      'Book',
      'Name (English)',
      'Name (Japanese)',
      'Name (Vietnamese)',
      'Extra',
      'Tags',
      'Body',
      'Photo',
      'Gallery',
      'Manual',
      'Countries',
      'Created at',
    ]);
    expect(row).toEqual([
      '7',
      'Widget',
      'line one\nline two',
      'a@example.com',
      'https://example.com/a?b=1,2',
      '1250',
      '1200.5',
      'JPY',
      'Yes',
      '2024-03-05',
      '2024-03-05T09:30:00+09:00',
      'Medium',
      '1',
      'Japan',
      '31',
      'Kokoro',
      'Widget',
      'ウィジェット',
      '',
      '{"a":[1,2],"b":"x"}',
      '#remote, #tokyo',
      'Hello world & co a b',
      '/api/v1/files/abc/photo.png',
      '/api/v1/files/a/1.png /api/v1/files/b/2.png',
      '/api/v1/files/c/manual.pdf',
      'Vietnam, Japan',
      '2024-01-01T21:00:00+09:00',
    ]);
    expect(empty).toEqual(['8', 'Empty', ...Array(25).fill('')]);
    expect(row.length).toBe(header.length);
  });

  it('writes false, unknown choices and missing references plainly', async () => {
    const { lookups, fetchRelatedRecords } = sources({ countries: [] });
    const csv = await buildCsv(gadget, [{ id: 9, in_stock: false, size: 'xl', country_id: 5, book_id: 6 }], {
      ...setupIn('en'),
      lookups,
      fetchRelatedRecords,
    });
    const [header, row] = readCsv(csv);
    const cell = (name: string) => row[header.indexOf(name)];
    expect([
      cell('In stock'),
      cell('Size'),
      cell('Country ID'),
      cell('Country'),
      cell('Book ID'),
      cell('Book'),
    ]).toEqual(['No', 'xl', '5', '', '6', '']);
  });
});

describe('cities', () => {
  const city = cityOf('city');
  const CITIES = [
    {
      id: 1,
      names: [
        { language_code: 'en', name: 'Tokyo' },
        { language_code: 'ja', name: '東京' },
        { language_code: 'vi', name: 'Tô-ky-ô' },
      ],
      country_id: 1,
      sort_order: 1,
      active: true,
      created_at: '2024-01-01T00:00:00Z',
    },
    {
      id: 2,
      names: [{ language_code: 'en', name: 'Hanoi' }],
      country_id: 2,
      sort_order: 2,
      active: false,
      created_at: '2024-01-02T00:00:00Z',
    },
  ];

  it('one row per city, names per language, the country named from the lookup cache without getMany', async () => {
    const { lookups, fetchAll, fetchRelatedRecords } = sources();
    const rows = readCsv(await buildCsv(city, CITIES, { ...setupIn('en'), lookups, fetchRelatedRecords }));
    expect(rows).toEqual([
      [
        'ID',
        'Name (English)',
        'Name (Japanese)',
        'Name (Vietnamese)',
        'Country ID',
        'Country',
        'Sort order',
        'Active',
        'Created at',
      ],
      ['1', 'Tokyo', '東京', 'Tô-ky-ô', '1', 'Japan', '1', 'Yes', '2024-01-01T09:00:00+09:00'],
      ['2', 'Hanoi', '', '', '2', 'Vietnam', '2', 'No', '2024-01-02T09:00:00+09:00'],
    ]);
    expect(fetchAll).toHaveBeenCalledTimes(1);
    expect(fetchAll).toHaveBeenCalledWith('countries');
    expect(fetchRelatedRecords).not.toHaveBeenCalled();
  });

  it('headers and values in Japanese', async () => {
    const { lookups, fetchRelatedRecords } = sources();
    const [header, row] = readCsv(await buildCsv(city, CITIES, { ...setupIn('ja'), lookups, fetchRelatedRecords }));
    expect(header).toEqual([
      'ID',
      '名称（英語）',
      '名称（日本語）',
      '名称（ベトナム語）',
      '国 ID',
      '国',
      '表示順',
      '有効',
      '作成日時',
    ]);
    expect(row.slice(4, 8)).toEqual(['1', '日本', '1', 'はい']);
  });

  it('ids missing from the cached lookup are read in one batch', async () => {
    const { lookups, fetchRelatedRecords } = sources({ countries: [COUNTRIES[0]] });
    const rows = readCsv(await buildCsv(city, CITIES, { ...setupIn('en'), lookups, fetchRelatedRecords }));
    expect(rows[2][5]).toBe('Vietnam');
    expect(fetchRelatedRecords).toHaveBeenCalledTimes(1);
    expect(fetchRelatedRecords.mock.calls[0][0].map((r: { id: number }) => r.id)).toEqual([2]);
  });
});

describe('a reference to an entity that is not a lookup', () => {
  it('reads the referenced records with one getMany batch for all rows', async () => {
    const { lookups, fetchAll, fetchRelatedRecords } = sources({}, [
      { id: 31, title: 'Kokoro' },
      { id: 32, title: 'Botchan' },
    ]);
    const records = [31, 32, 31, 32].map((book_id, i) => ({ id: i + 1, book_id }));
    const schema = defineEntity({ ...gadget, list: { columns: ['id', 'book_id'], sort: 'id' } });
    const rows = readCsv(await buildCsv(schema, records, { ...setupIn('en'), lookups, fetchRelatedRecords }));
    expect(rows.slice(1).map((r) => r[2])).toEqual(['Kokoro', 'Botchan', 'Kokoro', 'Botchan']);
    expect(fetchRelatedRecords).toHaveBeenCalledTimes(1);
    expect(fetchRelatedRecords.mock.calls[0][1]).toBe('book_id');
    expect(fetchRelatedRecords.mock.calls[0][2]).toBe('book');
    expect(fetchAll).not.toHaveBeenCalled();
  });

  it('asks nothing of a target the admin may not read: its ids stay, its names are empty', async () => {
    const { lookups, fetchAll, fetchRelatedRecords } = sources({}, [{ id: 31, title: 'Kokoro' }]);
    const schema = defineEntity({ ...gadget, list: { columns: ['id', 'book_id'], sort: 'id' } });
    const mayRead = (resource: string) => resource !== 'book';
    const rows = readCsv(
      await buildCsv(schema, [{ id: 1, book_id: 31 }], { ...setupIn('en'), lookups, fetchRelatedRecords, mayRead }),
    );
    expect(rows[1].slice(1)).toEqual(['31', '']);
    expect(fetchRelatedRecords).not.toHaveBeenCalled();
    expect(fetchAll).not.toHaveBeenCalled();
  });
});

describe('money', () => {
  const priced = (currency: ReturnType<typeof text> | ReturnType<typeof reference>) =>
    defineEntity({
      name: 'priced',
      route: 'priced',
      permission: 'MASTER',
      menu: false,
      fields: { title: text(), price: money({ currency: 'currency' }), currency },
      recordTitle: 'title',
      list: { columns: ['id', 'price'], sort: 'id' },
    });
  const labels = englishMessages({ resources: { priced: { fields: { price: 'Price', currency: 'Currency' } } } });

  it('brings its currency code beside the amount when the list does not export the currency field', async () => {
    const { lookups, fetchRelatedRecords } = sources();
    const setup = {
      ...setupIn('en'),
      translate: (await i18nProviderFor(labels)).translate as ExportSetup['translate'],
    };
    const records = [
      { id: 1, price: 1200.5, currency: 'JPY' },
      { id: 2, price: 3, currency: null },
    ];
    const rows = readCsv(await buildCsv(priced(text()), records, { ...setup, lookups, fetchRelatedRecords }));
    expect(rows).toEqual([
      ['ID', 'Price', 'Price currency'],
      ['1', '1200.5', 'JPY'],
      ['2', '3', ''],
    ]);
  });

  it('reads the code of a referenced currency from the lookup, in one batch', async () => {
    const currencies = [
      { id: 1, code: 'JPY' },
      { id: 2, code: 'VND' },
    ];
    const { lookups, fetchAll, fetchRelatedRecords } = sources({ currencies });
    const setup = {
      ...setupIn('en'),
      translate: (await i18nProviderFor(labels)).translate as ExportSetup['translate'],
    };
    const records = [
      { id: 1, price: 1200, currency: 1 },
      { id: 2, price: 25000000, currency: 2 },
    ];
    const rows = readCsv(
      await buildCsv(priced(reference('currencies')), records, { ...setup, lookups, fetchRelatedRecords }),
    );
    expect(rows.slice(1)).toEqual([
      ['1', '1200', 'JPY'],
      ['2', '25000000', 'VND'],
    ]);
    expect(fetchAll).toHaveBeenCalledTimes(1);
    expect(fetchAll).toHaveBeenCalledWith('currencies');
    expect(fetchRelatedRecords).not.toHaveBeenCalled();
  });

  it('names the column in the interface language', () => {
    const ja = exportColumns(registry.find('homeRent')!, setupIn('ja')).map((c) => c.header);
    expect(ja).toContain('賃料（月額）（通貨）');
  });
});

describe('the CSV text', () => {
  const columns = ['a', 'b'].map((key) => ({
    header: key === 'a' ? 'Name, full' : 'Say "hi"',
    cell: (r: Record<string, unknown>) => String(r[key] ?? ''),
  }));

  it('starts with a UTF-8 BOM and ends lines with CRLF', async () => {
    const csv = await toCsv(columns, [{ a: 'x', b: 'y' }]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.slice(1)).toBe('"Name, full","Say ""hi"""\r\nx,y\r\n');
  });

  it('quotes commas, quotes and line breaks in cells', async () => {
    const record = { a: 'Tokyo, Japan', b: 'He said "no"\r\nthen left' };
    const csv = await toCsv(columns, [record]);
    expect(csv).toContain('"Tokyo, Japan","He said ""no""\nthen left"\r\n');
    expect(readCsv(csv)).toEqual([
      ['Name, full', 'Say "hi"'],
      ['Tokyo, Japan', 'He said "no"\nthen left'],
    ]);
  });

  it('keeps spreadsheet formulas inert but leaves signed numbers alone', async () => {
    const csv = await toCsv(columns, [
      { a: '=HYPERLINK("x")', b: '+81' },
      { a: '@SUM(A1)', b: '-3' },
    ]);
    expect(readCsv(csv).slice(1)).toEqual([
      ['\'=HYPERLINK("x")', '+81'],
      ["'@SUM(A1)", '-3'],
    ]);
  });
});

describe('columns and file name', () => {
  it('follow schema.list.columns for every entity of the registry', () => {
    for (const schema of schemas) {
      const headers = exportColumns(schema, setupIn('en')).map((c) => c.header);
      expect(headers.length, schema.name).toBeGreaterThanOrEqual(schema.list.columns.length);
      expect(
        headers.some((h) => h.includes('.')),
        `${schema.name}: ${headers.join('|')}`,
      ).toBe(false); // no raw keys
    }
  });

  it('is the route and the local date', () => {
    expect(exportFileName(cityOf('city'), new Date(2025, 0, 9, 23, 59))).toBe('city-2025-01-09');
  });
});

describe('the Export button', () => {
  it('downloads <route>-<date>.csv in UTF-8 with a BOM and says when the list was cut', async () => {
    const city = cityOf('city');
    const records = [
      {
        id: 1,
        names: [{ language_code: 'en', name: 'Tokyo' }],
        country_id: 1,
        sort_order: 1,
        active: true,
        created_at: '2024-01-01T00:00:00Z',
      },
      {
        id: 2,
        names: [{ language_code: 'en', name: 'Hanoi' }],
        country_id: 2,
        sort_order: 2,
        active: true,
        created_at: '2024-01-01T00:00:00Z',
      },
    ];
    const getList = vi.fn().mockResolvedValue({ data: records, total: 1500 });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { lookups } = sources();
    const i18nProvider = await i18nProviderFor(english);
    const list = h(
      ListBase,
      { resource: 'city', filter: { active: true }, sort: { field: 'sort_order', order: 'ASC' } },
      h(ExportCsvButton, { schema: city }),
    );
    const withLookups = h(LookupProvider, {
      cache: lookups,
      children: [h('div', { key: 'list' }, list), h(Notification, { key: 'notes' })],
    });
    render(
      h(
        AdminContext,
        { dataProvider: testDataProvider({ getList }), i18nProvider },
        h(SchemaRegistryProvider, { registry, children: withLookups }),
      ),
    );
    const button = await screen.findByRole('button', { name: 'Export' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await screen.findByText('Exported the first 2 of 1500 records. Narrow the list with filters to export the rest.');
    // The list's filter and sort, up to the API's largest page.
    expect(getList).toHaveBeenLastCalledWith(
      'city',
      expect.objectContaining({
        filter: { active: true },
        sort: { field: 'sort_order', order: 'ASC' },
        pagination: { page: 1, perPage: 1000 },
      }),
    );
    expect(names).toEqual([expect.stringMatching(/^city-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(readCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes))).toHaveLength(3);
    click.mockRestore();
    cleanup();
  });
});
