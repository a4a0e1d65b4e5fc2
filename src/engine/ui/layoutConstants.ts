// What the engine's components and the app's theme and frame (src/layout) share: the spec's layout
// sizes (section 9) and the class names the theme styles once for the whole page.

export const LAYOUT = {
  header: 55,
  sidebar: 200,
  sidebarCompact: 150,
  sidebarMinimized: 50,
  aside: 250,
  footer: 50,
} as const;

/** The class of a link to another record in a list cell (ValueLink): styled once by the theme, not per link. */
export const VALUE_LINK_CLASS = 'ValueLink';
/** A list cell's text or link: clamped to two lines by the theme (a long text's tooltip holds the rest). */
export const CELL_TEXT_CLASS = 'CellText';
