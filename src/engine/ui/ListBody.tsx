// A list's rows, a table's or a phone's list: all of them on a page of the usual sizes; on a long page
// (a thousand rows), only those near the screen (./WindowedRows.tsx, fetched ahead of its use).
import { forwardRef, Suspense, useEffect } from 'react';
import {
  DatagridBody,
  SimpleList,
  useListContext,
  type DatagridBodyProps,
  type RaRecord,
  type SimpleListProps,
} from 'react-admin';
import { lazyPage, prefetchWhenIdle } from './lazyPage';
import { usePageReferences } from './pageReferences';

/** From this many rows a page renders those near the screen only. */
export const WINDOWED_FROM = 200;
/** What shows of a long page while its windowing loads: a screenful and more. */
const FIRST_ROWS = 50;

const WindowedRows = lazyPage(() => import('./WindowedRows'));
const WindowedSimpleList = lazyPage(() =>
  import('./WindowedRows').then(({ WindowedSimpleList }) => ({ default: WindowedSimpleList })),
);
const preloadWindowing = () => Promise.all([WindowedRows.preload(), WindowedSimpleList.preload()]);

/**
 * Fetches the windowing's code before a long page needs it: at once when the list asks for that many rows,
 * otherwise once the page is idle (its page size may be changed to it). Loaded when the rows come, the long
 * page renders them at once; still loading, a first screenful shows, then gives way to the windowed rows,
 * and a row focused meanwhile (the keyboard's `j`) loses the focus.
 */
export function usePreloadWindowing(perPage: number): void {
  const long = perPage >= WINDOWED_FROM;
  useEffect(
    () => (long ? void preloadWindowing().catch(() => undefined) : prefetchWhenIdle([preloadWindowing])),
    [long],
  );
}

const NO_ROWS: readonly RaRecord[] = [];

export const ListBody = forwardRef<HTMLTableSectionElement, DatagridBodyProps>(function ListBody(props, ref) {
  const { data = NO_ROWS } = props;
  // A short page's cells ask for their references together already: all of them render at once.
  usePageReferences(data.length < WINDOWED_FROM ? NO_ROWS : data);
  if (data.length < WINDOWED_FROM) return <DatagridBody {...props} ref={ref} />;
  return (
    <Suspense fallback={<DatagridBody {...props} data={data.slice(0, FIRST_ROWS)} ref={ref} />}>
      <WindowedRows {...props} ref={ref} />
    </Suspense>
  );
});

/** A phone's list of the page's records: on a long page, the items near the screen. */
export function PhoneRows(props: SimpleListProps) {
  const { data = NO_ROWS as RaRecord[] } = useListContext();
  usePageReferences(data.length < WINDOWED_FROM ? NO_ROWS : data);
  if (data.length < WINDOWED_FROM) return <SimpleList {...props} />;
  return (
    <Suspense fallback={<SimpleList {...props} data={data.slice(0, FIRST_ROWS)} />}>
      <WindowedSimpleList {...props} data={data} />
    </Suspense>
  );
}
