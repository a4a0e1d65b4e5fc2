// A list table's rows: all of them on a page of the usual sizes; on a long page (a thousand rows), only
// those near the screen (./WindowedRows.tsx, loaded then).
import { forwardRef, lazy, Suspense } from 'react';
import { DatagridBody, type DatagridBodyProps, type RaRecord } from 'react-admin';
import { usePageReferences } from './pageReferences';

/** From this many rows a page renders those near the screen only. */
export const WINDOWED_FROM = 200;
/** What shows of a long page while its windowing loads: a screenful and more. */
const FIRST_ROWS = 50;

const WindowedRows = lazy(() => import('./WindowedRows'));

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
