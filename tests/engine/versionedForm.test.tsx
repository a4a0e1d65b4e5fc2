// @vitest-environment jsdom
// The edit form saves with the version it loaded; a stale answer (409 with
// meta.version and meta.record) keeps the form and its typed values, tells the
// user at the top, and offers to reload or to save over the other change.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, testDataProvider, type DataProvider } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { englishMessages, i18nProviderFor } from '../i18n';
import { createSchemaRegistry, SchemaRegistryProvider } from '../../src/engine/ui/registry';
import EditPage from '../../src/engine/ui/pages/EditPage';
import { staleAnswerOf, withVersion } from '../../src/engine/ui/VersionedForm';
import { schemas } from '../../schemas';
import { book, bookLabels } from './fixtures';

const i18nProvider = await i18nProviderFor(englishMessages(bookLabels));
const registry = createSchemaRegistry([...schemas, book]);

const stored = {
  id: 7,
  title: 'Kokoro',
  genre: 'novel',
  pages: 250,
  in_print: true,
  names: [],
  country_id: null,
  version: 3,
};
const theirs = { ...stored, title: 'Kokoro (theirs)', version: 4 };
const staleError = () =>
  new HttpError('This record was changed by someone else since you opened it', 409, {
    message: 'changed',
    meta: { version: 4, record: theirs },
  });

function renderEdit(dataProvider: DataProvider) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
            <SchemaRegistryProvider registry={registry}>
              <Routes>
                <Route path="/book/:id/update" element={<EditPage schema={book} />} />
                <Route path="/book/:id/show" element={<p>Shown</p>} />
                <Route path="/book/:id" element={<p>Shown</p>} />
              </Routes>
            </SchemaRegistryProvider>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/book/7/update'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('stale answers', () => {
  it('are 409s naming the current version and record, nothing else', () => {
    expect(staleAnswerOf(staleError())).toEqual({ version: 4, record: theirs });
    expect(staleAnswerOf(new HttpError('dup', 409, { errors: { code: 'taken' } }))).toBeUndefined();
    expect(staleAnswerOf(new HttpError('x', 422, { meta: { version: 4, record: theirs } }))).toBeUndefined();
    expect(staleAnswerOf(new HttpError('x', 409, { meta: { version: '4', record: theirs } }))).toBeUndefined();
    expect(staleAnswerOf(undefined)).toBeUndefined();
  });

  it('the body carries the given version, or none for last-write-wins', () => {
    expect(withVersion({ title: 'a', version: 9 }, 3)).toEqual({ title: 'a', version: 3 });
    expect(withVersion({ title: 'a', version: 9 }, undefined)).toEqual({ title: 'a' });
  });
});

describe('the edit form on a stale save', () => {
  it('keeps the typed value, says so at the top, still guards leaving, and saves over it on request', async () => {
    const getOne = vi.fn().mockResolvedValue({ data: stored });
    const update = vi
      .fn()
      .mockRejectedValueOnce(staleError())
      .mockImplementation(async (_resource, params) => ({ data: { ...theirs, ...params.data, version: 5 } }));
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    const router = renderEdit(testDataProvider({ getOne, update, getList }));
    const title = (await screen.findByLabelText(/Title/)) as HTMLInputElement;
    expect(title.value).toBe('Kokoro');
    fireEvent.change(title, { target: { value: 'Kokoro (mine)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Someone else changed this record');
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0][1].data).toMatchObject({ title: 'Kokoro (mine)', version: 3 });
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe('Kokoro (mine)');
    // No toast beside the message, and no field is marked wrong.
    expect(screen.queryByText('This record was changed by someone else since you opened it')).toBeNull();

    // Leaving still asks (in the app's dialog): the changes are not saved.
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const asked = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(router.state.location.pathname).toBe('/book/7/update');
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe('Kokoro (mine)');

    // A plain Save again is still based on version 3: still stale.
    update.mockRejectedValueOnce(staleError());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1][1].data.version).toBe(3);
    await screen.findByText('Someone else changed this record');

    fireEvent.click(screen.getByRole('button', { name: 'Save mine anyway' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(3));
    expect(update.mock.calls[2][1].data).toMatchObject({ title: 'Kokoro (mine)', version: 4 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/7'));
  });

  it('reloads the latest record only once the user agrees to drop their changes', async () => {
    const getOne = vi.fn().mockResolvedValueOnce({ data: stored }).mockResolvedValue({ data: theirs });
    const update = vi.fn().mockRejectedValue(staleError());
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    renderEdit(testDataProvider({ getOne, update, getList }));
    const title = (await screen.findByLabelText(/Title/)) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Kokoro (mine)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Someone else changed this record');

    // Asked in the app's dialog: Cancel keeps the typed value.
    fireEvent.click(screen.getByRole('button', { name: 'Reload the latest' }));
    const asked = await screen.findByRole('dialog', {
      name: 'Discard your changes and load the latest version of this record?',
    });
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe('Kokoro (mine)');
    expect(getOne).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reload the latest' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Reload the latest' }));
    await waitFor(() => expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe('Kokoro (theirs)'));
    expect(screen.queryByText('Someone else changed this record')).toBeNull();
    // The next save is based on the reloaded version.
    update.mockResolvedValueOnce({ data: { ...theirs, pages: 300, version: 5 } });
    fireEvent.change(screen.getByLabelText(/Pages/), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1][1].data).toMatchObject({ title: 'Kokoro (theirs)', version: 4 });
  });

  it('other errors keep working: field errors on their fields, no stale message', async () => {
    const getOne = vi.fn().mockResolvedValue({ data: stored });
    const update = vi
      .fn()
      .mockRejectedValue(new HttpError('Validation failed', 422, { errors: { title: 'Title taken' } }));
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    renderEdit(testDataProvider({ getOne, update, getList }));
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: 'Taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Title taken');
    expect(screen.queryByText('Someone else changed this record')).toBeNull();
  });
});
