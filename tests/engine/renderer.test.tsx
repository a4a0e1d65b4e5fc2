// @vitest-environment jsdom
// The generic renderer draws a new entity's list, form and actions from its
// schema alone, and never names an entity.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { englishMessages, i18nProviderFor } from '../i18n';
import { createSchemaRegistry, SchemaRegistryProvider } from '../../src/engine/ui/registry';
import { ActionButtons } from '../../src/engine/ui/ActionButtons';
import ListPage from '../../src/engine/ui/pages/ListPage';
import CreatePage from '../../src/engine/ui/pages/CreatePage';
import { schemas } from '../../schemas';
import { KINDS } from '../../src/engine/kinds';
import { book, bookLabels } from './fixtures';
import { MENU_GROUPS, MENU_SECTIONS } from '../../schemas/app';

const i18nProvider = await i18nProviderFor(englishMessages(bookLabels));
const registry = createSchemaRegistry([...schemas, book]);

function renderWith(dataProvider: DataProvider, ui: React.ReactNode) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <SchemaRegistryProvider registry={registry}>
        <ResourceContextProvider value="book">{ui}</ResourceContextProvider>
      </SchemaRegistryProvider>
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('generic renderer', () => {
  it('lists a new entity with its schema columns, sorted and paged per the schema', async () => {
    const getList = vi
      .fn()
      .mockResolvedValue({ data: [{ id: 1, title: 'Kokoro', genre: 'novel', pages: 250, in_print: true }], total: 1 });
    renderWith(testDataProvider({ getList }), <ListPage schema={book} />);
    await screen.findByText('Kokoro');
    expect(getList).toHaveBeenCalledWith(
      'book',
      expect.objectContaining({ pagination: { page: 1, perPage: 20 }, sort: { field: 'title', order: 'ASC' } }),
    );
    for (const header of ['ID', 'Title', 'Genre', 'Pages', 'In print'])
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.getByText('Novel')).toBeTruthy(); // select values are labelled from i18n
  });

  it('derives the form and its validation from the schema', async () => {
    const create = vi.fn();
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 }); // the country picker's options
    renderWith(testDataProvider({ create, getList }), <CreatePage schema={book} />);
    const save = await screen.findByRole('button', { name: 'Save' });
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'x'.repeat(51) } });
    fireEvent.click(save);
    await screen.findByText('Must be 50 characters or less');
    expect(create).not.toHaveBeenCalled();
  });

  it('runs a declared action with a reason through its exact call', async () => {
    const callAction = vi.fn().mockResolvedValue({ data: {} });
    const dataProvider = { ...testDataProvider(), callAction } as unknown as DataProvider;
    renderWith(
      dataProvider,
      <RecordContextProvider value={{ id: 7, title: 'Kokoro', in_print: true }}>
        <ActionButtons schema={book} />
      </RecordContextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true); // no reason yet
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Out of stock ' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(callAction).toHaveBeenCalledWith('PATCH admin/books/{id}/withdraw', 7, { reason: 'Out of stock' }),
    );
  });

  it('hides an action its condition rules out', () => {
    renderWith(
      testDataProvider(),
      <RecordContextProvider value={{ id: 7, in_print: false }}>
        <ActionButtons schema={book} />
      </RecordContextProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});

describe('dependency direction', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });

  it('the engine never imports a schema, and the server never imports the UI', () => {
    const engine = files('src/engine').filter((f) => readFileSync(f, 'utf8').match(/from '(\.\.\/)+schemas/));
    expect(engine).toEqual([]);
    // The engine's data half (anything in src/engine/ but its ui/), as lint's layering says.
    const server = files('server').filter((f) =>
      /from '(\.\.\/)+src\/(?!engine\/(?!ui\/))/.test(readFileSync(f, 'utf8')),
    );
    expect(server).toEqual([]);
  });

  it('the renderer names no entity of the registry', () => {
    // An entity may share a word with the engine's own vocabulary (the translations kind, the jobs menu group,
    // the permissions module).
    const modules = files('src/engine').map((f) => basename(f).replace(/\.tsx?$/, ''));
    const vocabulary = new Set<string>([...Object.keys(KINDS), ...MENU_GROUPS, ...MENU_SECTIONS, ...modules]);
    const names = schemas.flatMap((s) => [s.name, s.route]).filter((n) => !vocabulary.has(n));
    expect(names.length).toBeGreaterThan(40);
    const code = (f: string) => readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''); // comments may give examples
    const offenders = files('src/engine').filter((f) =>
      names.some((n) => new RegExp(`['"\`/]${n}['"\`/]`).test(code(f))),
    );
    expect(offenders).toEqual([]);
  });
});
