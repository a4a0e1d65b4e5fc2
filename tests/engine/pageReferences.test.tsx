// @vitest-environment jsdom
// The records a list's rows name: kept fresh until another admin writes them (while the live feed
// tells), and asked for at once for a long page, so that its rows coming into view make no calls.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { LiveProvider, type LiveSource, type TopicWatcher } from '../../src/engine/ui/live';
import { LiveReferences, usePageReferences } from '../../src/engine/ui/pageReferences';
import { ReferenceCell } from '../../src/engine/ui/ReferenceKind';
import { schemas } from '../../schemas';
import { appRegistry as registry, InApp } from './inApp';

const jobs = registry.find('jobs')!;
const companies = registry.find('companies')!;
const companyField = jobs.fields.company_id as Parameters<typeof ReferenceCell>[0]['field'];

/** A live source whose changes the test tells. */
function liveSource() {
  const watchers: TopicWatcher[] = [];
  const source: LiveSource = {
    watch: (watcher) => {
      watchers.push(watcher);
      return () => undefined;
    },
  };
  return { source, watchers };
}

const companyOf = (id: number) => ({ id, name: `Company ${id}` });
/** 300 jobs naming 30 companies, each ten times. */
const rows: RaRecord[] = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, company_id: (i % 30) + 1 }));

/** The companies' provider; a call whose ids `held` picks waits until the test calls `answer`. */
function dataProviderOf(held?: (ids: number[]) => boolean) {
  let release = () => undefined as void;
  const getMany = vi.fn(async (_resource: string, { ids }: { ids: unknown[] }) => {
    if (held?.(ids.map(Number))) await new Promise<void>((resolve) => (release = resolve));
    return { data: ids.map((id) => companyOf(Number(id))) };
  });
  // As the app's provider: react-admin hands its calls a signal it aborts when no one waits any more.
  const provider = { getMany, supportAbortSignal: true };
  return {
    getMany,
    dataProvider: testDataProvider(provider as unknown as Partial<DataProvider>),
    answer: () => act(() => release()),
  };
}

function Page({ rows: page, cells }: { rows: readonly RaRecord[]; cells: readonly RaRecord[] }) {
  usePageReferences(page);
  return (
    <>
      {cells.map((row) => (
        <RecordContextProvider key={row.id} value={row}>
          <p data-row={row.id}>
            <ReferenceCell source="company_id" field={companyField} />
          </p>
        </RecordContextProvider>
      ))}
    </>
  );
}

function renderPage(dataProvider: DataProvider, source: LiveSource | null, cells: readonly RaRecord[]) {
  const queryClient = new QueryClient();
  const ui = (shown: readonly RaRecord[], page: readonly RaRecord[] = rows) => (
    <LiveProvider source={source}>
      <InApp dataProvider={dataProvider} queryClient={queryClient}>
        <LiveReferences schemas={schemas} />
        <ResourceContextProvider value={jobs.route}>
          <Page rows={page} cells={shown} />
        </ResourceContextProvider>
      </InApp>
    </LiveProvider>
  );
  const rendered = render(ui(cells));
  return {
    queryClient,
    show: (shown: readonly RaRecord[], page?: readonly RaRecord[]) => rendered.rerender(ui(shown, page)),
  };
}

afterEach(cleanup);

describe('a long page of rows naming other records', () => {
  it('asks once for every record the page names; rows shown later ask for nothing', async () => {
    const { getMany, dataProvider } = dataProviderOf();
    const { show } = renderPage(dataProvider, liveSource().source, rows.slice(0, 5));
    await waitFor(() => expect(screen.getAllByText(/^Company \d+$/)).toHaveLength(5));
    // The first rows' cells asked for their own; the page asked for the other 25 in one call.
    const asked = getMany.mock.calls.map(([resource, { ids }]) => [
      resource,
      [...ids].map(Number).sort((a, b) => a - b),
    ]);
    expect(asked).toHaveLength(2);
    expect(asked).toContainEqual([companies.route, [1, 2, 3, 4, 5]]);
    expect(asked).toContainEqual([companies.route, Array.from({ length: 25 }, (_, i) => i + 6)]);
    await waitFor(() => expect(getMany).toHaveBeenCalledTimes(2));
    // Rows scrolled into view, and back: their companies are kept.
    show(rows.slice(200, 230));
    expect(await screen.findByText('Company 30', { selector: 'span' })).toBeTruthy();
    expect(screen.getAllByText(/^Company \d+$/)).toHaveLength(30);
    show(rows.slice(0, 5));
    expect(screen.getAllByText(/^Company \d+$/)).toHaveLength(5);
    expect(getMany).toHaveBeenCalledTimes(2);
  });

  it("rows shown while the page's call is under way wait for it; the page read again asks nothing again", async () => {
    // The page's call (the one naming company 30) held until the test answers it.
    const { getMany, dataProvider, answer } = dataProviderOf((ids) => ids.includes(30));
    const { show } = renderPage(dataProvider, liveSource().source, rows.slice(0, 5));
    await waitFor(() => expect(screen.getAllByText(/^Company \d+$/)).toHaveLength(5));
    expect(getMany).toHaveBeenCalledTimes(2);
    // Rows scrolled into view, and the list read again (the same rows, a new array), before the answer.
    show(rows.slice(200, 230), [...rows]);
    expect(screen.queryByText('Company 30')).toBeNull();
    answer();
    expect(await screen.findByText('Company 30', { selector: 'span' })).toBeTruthy();
    expect(screen.getAllByText(/^Company \d+$/)).toHaveLength(30);
    expect(getMany).toHaveBeenCalledTimes(2);
  });

  it('a row scrolled out of view while its call is under way leaves the call to answer the next row naming the record', async () => {
    const { getMany, dataProvider, answer } = dataProviderOf(() => true);
    const { show } = renderPage(dataProvider, null, rows.slice(0, 1));
    await waitFor(() => expect(getMany).toHaveBeenCalledTimes(1));
    show([]);
    show(rows.slice(30, 31));
    answer();
    expect(await screen.findByText('Company 1')).toBeTruthy();
    expect(getMany).toHaveBeenCalledTimes(1);
  });

  it('holds the records while the rows name them, beyond the five minutes unused ones are kept', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { getMany, dataProvider } = dataProviderOf();
      const { show } = renderPage(dataProvider, liveSource().source, rows.slice(0, 5));
      await waitFor(() => expect(screen.getAllByText(/^Company \d+$/)).toHaveLength(5));
      await waitFor(() => expect(getMany).toHaveBeenCalledTimes(2));
      // The page left open, no row of company 30 in view, for longer than react-query keeps unused records.
      show([]);
      await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
      show(rows.slice(200, 230));
      expect(await screen.findByText('Company 30', { selector: 'span' })).toBeTruthy();
      expect(getMany).toHaveBeenCalledTimes(2);
      // A short page names none: they go in react-query's time.
      show([], []);
      await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
      show(rows.slice(200, 230), []);
      expect(await screen.findByText('Company 30', { selector: 'span' })).toBeTruthy();
      expect(getMany).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks again for a shown record once another admin writes its entity, not for another entity's write", async () => {
    const { getMany, dataProvider } = dataProviderOf();
    const live = liveSource();
    renderPage(dataProvider, live.source, rows.slice(0, 3));
    await waitFor(() => expect(screen.getAllByText(/^Company \d+$/)).toHaveLength(3));
    await waitFor(() => expect(getMany).toHaveBeenCalledTimes(2));
    getMany.mockImplementation(async (_resource, { ids }) => ({
      data: ids.map((id) => ({ ...companyOf(Number(id)), name: `Renamed ${id}` })),
    }));
    const change = (entity: string) => ({ entity, operation: 'update', ids: [1], by: { id: 2, name: 'B' }, at: '' });
    act(() => live.watchers[0].onMessage(change('jobs')));
    expect(getMany).toHaveBeenCalledTimes(2);
    act(() => live.watchers[0].onMessage(change('companies')));
    // The shown cells' records, asked together.
    expect(await screen.findByText('Renamed 1')).toBeTruthy();
    expect(screen.getAllByText(/^Renamed \d+$/)).toHaveLength(3);
    expect(getMany).toHaveBeenCalledTimes(3);
    // After a reconnection some writes may have been missed: every reference is asked again.
    getMany.mockImplementation(async (_resource, { ids }) => ({
      data: ids.map((id) => ({ ...companyOf(Number(id)), name: `Again ${id}` })),
    }));
    act(() => live.watchers[0].onResumed?.());
    expect(await screen.findByText('Again 1')).toBeTruthy();
  });

  it('without a live feed asks for nothing ahead: a kept record could not be known to be current', async () => {
    const { getMany, dataProvider } = dataProviderOf();
    const { show } = renderPage(dataProvider, null, rows.slice(0, 5));
    await waitFor(() => expect(screen.getAllByText(/^Company \d+$/)).toHaveLength(5));
    expect(getMany).toHaveBeenCalledTimes(1);
    // A row shown again asks again, as react-admin's cells do.
    show([]);
    show(rows.slice(0, 1));
    await waitFor(() => expect(getMany).toHaveBeenCalledTimes(2));
  });
});
