// Grids of the dashboard's cards, shared by the eager tiles and the lazy charts.

/** Cards in as many columns as fit; one column on a phone. */
export const tileGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
} as const;

/** Charts side by side where there is room; one under the other on a phone. */
export const chartGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;
