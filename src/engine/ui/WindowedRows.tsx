// The rows of a long page (hundreds per page) near the screen, with spacers standing in for the others:
// a page of 1,000 rows costs the DOM and React a screenful, not a thousand rows of cells. The table's
// rows and a phone's list items alike. Loaded only when a page is that long (./ListBody.tsx).
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { forwardRef, useLayoutEffect, useRef, useState } from 'react';
import {
  DatagridBody,
  PureDatagridRow,
  SimpleList,
  type DatagridBodyProps,
  type RaRecord,
  type SimpleListProps,
} from 'react-admin';

/** A table row's height before one is measured (a dense row with one line). */
const ESTIMATED_ROW_HEIGHT = 45;
/** A phone's list item's (a title over one more field). */
const ESTIMATED_ITEM_HEIGHT = 72;
/** Rows rendered beyond each edge of the screen: `j`/`k` and Tab find the next row there. */
const OVERSCAN = 20;
/** A phone's items beyond each edge: about a screenful (no keys move through them). */
const PHONE_OVERSCAN = 10;

/**
 * Which of `data`'s rows to render: `first` to `last`, with `above` and `below` pixels standing for the
 * others. `start` marks where the rows begin in the document; `holder` holds those rendered (`row`s).
 */
function useRowWindow<Start extends HTMLElement>(
  data: readonly RaRecord[],
  estimate: number,
  row: string,
  overscan: number,
) {
  const start = useRef<Start>(null);
  const holder = useRef<HTMLElement | null>(null);
  const [rowHeight, setRowHeight] = useState(estimate);
  // Where the rows begin in the document: what is above them (filters, a bar) may change.
  const [top, setTop] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: data.length,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin: top,
  });
  // Read with each page of rows; a bar shown above the rows later moves them by less than the rows
  // rendered beyond the screen's edges.
  useLayoutEffect(() => {
    const at = (start.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(at - top) > 1) setTop(at);
  }, [data, top]);
  // Rows differ a little (a title on two lines): their average, measured once, stands for every row.
  // Measured again it would move the window, and the window the rows measured, without end.
  const measured = useRef(false);
  useLayoutEffect(() => {
    const shown = holder.current?.querySelectorAll(row).length ?? 0;
    if (measured.current || !shown) return;
    measured.current = true;
    setRowHeight(holder.current!.getBoundingClientRect().height / shown);
  }, [data, row]);
  const items = virtualizer.getVirtualItems();
  // From an even row: a table's body names rows even or odd by their place in what it is given, and a
  // row whose name changed renders again; started one row later, every row of the window would.
  const first = Math.floor((items[0]?.index ?? 0) / 2) * 2;
  const last = items.length ? items[items.length - 1].index : -1;
  return {
    start,
    holder,
    rows: data.slice(first, last + 1),
    above: first * rowHeight,
    below: Math.max(0, data.length - last - 1) * rowHeight,
  };
}

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
  const windowed = useRowWindow<HTMLTableSectionElement>(data, ESTIMATED_ROW_HEIGHT, 'tr', OVERSCAN);
  return (
    <>
      <tbody ref={windowed.start} aria-hidden="true" />
      <Spacer height={windowed.above} />
      <DatagridBody
        {...props}
        row={row}
        ref={(element: HTMLTableSectionElement | null) => {
          windowed.holder.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        data={windowed.rows}
      />
      <Spacer height={windowed.below} />
    </>
  );
});

export default WindowedRows;

/** A phone's list of a long page: the items near the screen, between two stretches standing for the others. */
export function WindowedSimpleList({ data, ...props }: SimpleListProps & { data: RaRecord[] }) {
  const windowed = useRowWindow<HTMLDivElement>(data, ESTIMATED_ITEM_HEIGHT, 'li', PHONE_OVERSCAN);
  return (
    <>
      <div ref={windowed.start} aria-hidden="true" style={{ height: windowed.above }} />
      <div ref={(element) => void (windowed.holder.current = element)}>
        <SimpleList {...props} data={windowed.rows} />
      </div>
      <div aria-hidden="true" style={{ height: windowed.below }} />
    </>
  );
}
