// @vitest-environment jsdom
// List cells show their values as plain text in the table cell's own type
// (ValueText): the same words a detail page shows in its body type.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { schemas } from '../../schemas';
import type { LocaleCode } from '../../src/engine/locales';
import type { Messages } from '../../src/engine/messages';
import { date, defineEntity, integer, json, select, text, translations } from '../../src/engine/schema';
import { UI_KINDS } from '../../src/engine/ui/kinds';
import ListPage from '../../src/engine/ui/pages/ListPage';
import { createSchemaRegistry, SchemaRegistryProvider } from '../../src/engine/ui/registry';
import { i18nProviderWithAll } from '../i18n';

const gadget = defineEntity({
  name: 'gadgets',
  route: 'gadget',
  permission: 'MASTER',
  menu: false,
  fields: {
    title: text({ required: true }),
    names: translations(),
    size: select(['small', 'large']),
    stock: integer(),
    released_on: date(),
    extra: json(),
  },
  recordTitle: 'title',
  list: { columns: ['id', 'title', 'names', 'size', 'stock', 'released_on', 'extra'], sort: 'title' },
});
const LABELS: Partial<Record<LocaleCode, Messages>> = {
  en: {
    resources: {
      gadgets: { name_one: 'Gadget', name_other: 'Gadgets', choices: { size: { small: 'Small', large: 'Large' } } },
    },
  },
  vi: { resources: { gadgets: { name_other: 'Thiết bị', choices: { size: { small: 'Nhỏ', large: 'Lớn' } } } } },
};
const registry = createSchemaRegistry([...schemas, gadget]);

const RECORD = {
  id: 12345,
  title: 'Lamp',
  names: [
    { language_code: 'en', name: 'Desk lamp' },
    { language_code: 'vi', name: 'Đèn bàn' },
  ],
  size: 'large',
  stock: 1234567,
  released_on: '2025-04-15',
  extra: { watts: 9 },
};

afterEach(cleanup);

async function renderList(locale: LocaleCode, record: Record<string, unknown>) {
  const getList = vi.fn().mockResolvedValue({ data: [record], total: 1 });
  render(
    <AdminContext dataProvider={testDataProvider({ getList })} i18nProvider={await i18nProviderWithAll(locale, LABELS)}>
      <SchemaRegistryProvider registry={registry}>
        <ResourceContextProvider value="gadget">
          <ListPage schema={gadget} />
        </ResourceContextProvider>
      </SchemaRegistryProvider>
    </AdminContext>,
  );
  return (await screen.findByText('Lamp')).closest('tr')!;
}
/** A field of the record as a detail page shows it (its kind's Show). */
async function renderShow(source: keyof typeof gadget.fields) {
  const field = gadget.fields[source];
  const { Show } = UI_KINDS[field.kind];
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={await i18nProviderWithAll('en', LABELS)}>
      <RecordContextProvider value={RECORD}>
        <Show schema={gadget} source={source} field={field} label={source} />
      </RecordContextProvider>
    </AdminContext>,
  );
}
const cell = (row: HTMLElement, column: string) => row.querySelector<HTMLElement>(`td.column-${column}`)!;

describe('values in list cells', () => {
  it('are the words of the interface language, in plain spans that take the table cell type', async () => {
    for (const [locale, names, size, stock, day] of [
      ['en', 'Desk lamp', 'Large', '1,234,567', '4/15/2025'],
      ['vi', 'Đèn bàn', 'Lớn', '1.234.567', '15/4/2025'],
    ] as const) {
      const row = await renderList(locale, RECORD);
      expect(cell(row, 'id').textContent).toBe('12345');
      expect(cell(row, 'names').textContent).toBe(names);
      expect(cell(row, 'size').textContent).toBe(size);
      expect(cell(row, 'stock').textContent).toBe(stock);
      expect(cell(row, 'released_on').textContent).toBe(day);
      // A value that is no text is shown as JSON (react-admin's text field wrote "[object Object]").
      expect(cell(row, 'extra').textContent).toBe('{"watts":9}');
      for (const column of ['id', 'title', 'names', 'size', 'stock', 'released_on', 'extra']) {
        expect(cell(row, column).querySelector('.MuiTypography-root'), column).toBeNull();
        expect(cell(row, column).querySelector('span'), column).not.toBeNull();
      }
      cleanup();
    }
  });

  it('leave a choice not among the field choices, and empty values, blank', async () => {
    const row = await renderList('en', {
      ...RECORD,
      size: 'huge',
      stock: null,
      released_on: null,
      extra: null,
      names: [],
    });
    for (const column of ['size', 'stock', 'released_on', 'extra', 'names'])
      expect(cell(row, column).textContent, column).toBe('');
  });

  it('on a detail page keep the body type', async () => {
    await renderShow('stock');
    expect(screen.getByText('1,234,567').classList.contains('MuiTypography-body2')).toBe(true);
  });

  it('on a detail page show a json value indented', async () => {
    await renderShow('extra');
    expect(document.querySelector('pre')!.textContent).toBe('{\n  "watts": 9\n}');
  });
});
