// A table wider than its box scrolls sideways inside it; its own scrollbar sits under the last row,
// out of sight on a long page. This one stands in for it: a scrollbar of the same range kept at the
// bottom of the screen while the table's end is below it (position: sticky), and under the table
// once its end is in view. The two move together; the table's own bar is hidden, so only one shows.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Box } from '@mui/material';

/** The class of the element that scrolls sideways (react-admin's Datagrid wrapper, under `within`). */
const SCROLLER = '.RaDatagrid-tableWrapper';

/** `within`: the element holding the table; `shown`: what the table shows (a change may change its width). */
export function StickyScrollbar({ within, shown }: { within: RefObject<HTMLElement | null>; shown: unknown }) {
  const bar = useRef<HTMLDivElement>(null);
  // The width of the bar's content that gives it the table's range; 0 while the table fits.
  const [range, setRange] = useState(0);

  useEffect(() => {
    const scroller = within.current?.querySelector<HTMLElement>(SCROLLER);
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const measure = () => setRange(Math.max(0, scroller.scrollWidth - scroller.clientWidth));
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    measure();
    const follow = () => {
      if (bar.current && bar.current.scrollLeft !== scroller.scrollLeft) bar.current.scrollLeft = scroller.scrollLeft;
    };
    scroller.addEventListener('scroll', follow, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', follow);
    };
  }, [within, shown]);

  // Setting an equal position fires no scroll event, so the two never echo each other.
  const lead = () => {
    const scroller = within.current?.querySelector<HTMLElement>(SCROLLER);
    if (scroller && bar.current && scroller.scrollLeft !== bar.current.scrollLeft)
      scroller.scrollLeft = bar.current.scrollLeft;
  };

  if (!range) return null;
  return (
    <Box ref={bar} onScroll={lead} aria-hidden data-sticky-scrollbar sx={BAR_SX}>
      {/* The bar is as wide as the table's box: content wider by the table's hidden width gives the same range. */}
      <Box sx={{ height: '1px', width: `calc(100% + ${range}px)` }} />
    </Box>
  );
}

const BAR_SX = {
  position: 'sticky',
  bottom: 0,
  zIndex: 3,
  overflowX: 'auto',
  overflowY: 'hidden',
  bgcolor: 'background.paper',
} as const;

/** For the table: its wide columns scroll inside it, its own bar hidden (a wheel, a touchpad or a finger still scroll it). */
export const SCROLLS_SIDEWAYS = { [`& ${SCROLLER}`]: { overflowX: 'auto', scrollbarWidth: 'none' } } as const;
