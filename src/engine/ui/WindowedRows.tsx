// The rows of a long page (hundreds per page) near the screen, with spacers standing in for the others:
// a page of 1,000 rows costs the DOM and React a screenful, not a thousand rows of cells. Loaded only when
// a page is that long (./ListBody.tsx).
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { forwardRef, useLayoutEffect, useRef, useState } from 'react';
import { DatagridBody, PureDatagridRow, type DatagridBodyProps } from 'react-admin';

/** A row's height before one is measured (a dense row with one line). */
const ESTIMATED_ROW_HEIGHT = 45;
/** Rows rendered beyond each edge of the screen: `j`/`k` and Tab find the next row there. */
const OVERSCAN = 20;

/** An empty stretch of the table, as tall as the rows it stands for. */
function Spacer({ height }: { height: number }) {
  return (
    <tbody aria-hidden="true">
      <tr style={{ height }}>
        <td colSpan={1000} style={{ padding: 0, border: 'none' }} />
      </tr>
    </tbody>
  );
}

/** Rows that render again only when their own props change: the window moves under them at every frame. */
const MEMOISED_ROW = <PureDatagridRow />;

const WindowedRows = forwardRef<HTMLTableSectionElement, DatagridBodyProps>(function WindowedRows(
  { data = [], row = MEMOISED_ROW, ...props },
  ref,
) {
  const before = useRef<HTMLTableSectionElement>(null);
  const rows = useRef<HTMLTableSectionElement | null>(null);
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_HEIGHT);
  // Where the table's rows begin in the document: what is above them (filters, a bar) may change.
  const [top, setTop] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: data.length,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    scrollMargin: top,
  });
  // Read with each page of rows; a bar shown above the table later moves the rows by less than the
  // rows rendered beyond the screen's edges.
  useLayoutEffect(() => {
    const start = (before.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(start - top) > 1) setTop(start);
  }, [data, top]);
  // Rows differ a little (a title on two lines): their average, measured once, stands for every row.
  // Measured again it would move the window, and the window the rows measured, without end.
  const measured = useRef(false);
  useLayoutEffect(() => {
    const shown = rows.current?.querySelectorAll('tr').length ?? 0;
    if (measured.current || !shown) return;
    measured.current = true;
    setRowHeight(rows.current!.getBoundingClientRect().height / shown);
  }, [data]);
  const items = virtualizer.getVirtualItems();
  // From an even row: the body names rows even or odd by their place in what it is given, and a row
  // whose name changed renders again; started one row later, every row of the window would.
  const first = Math.floor((items[0]?.index ?? 0) / 2) * 2;
  const last = items.length ? items[items.length - 1].index : -1;
  return (
    <>
      <tbody ref={before} aria-hidden="true" />
      <Spacer height={first * rowHeight} />
      <DatagridBody
        {...props}
        row={row}
        ref={(element: HTMLTableSectionElement | null) => {
          rows.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        data={data.slice(first, last + 1)}
      />
      <Spacer height={Math.max(0, data.length - last - 1) * rowHeight} />
    </>
  );
});

export default WindowedRows;
