// Navy and light lavender (spec section 1) in a light and a dark theme, and the spec's breakpoints
// (section 9); its layout sizes are the engine's (src/engine/ui/layoutConstants.ts), which its
// components share. Components name the palette (`primary.main`, `tint.main`), never a colour, so
// both themes reach them.
import { alpha } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { CELL_TEXT_CLASS, LAYOUT, VALUE_LINK_CLASS } from '../engine/ui/layoutConstants';

declare module '@mui/material/styles' {
  interface Palette {
    /** The identity's lavender surfaces: the page behind cards, unread rows, tiles (`deep`: their hover). */
    tint: { main: string; deep: string };
  }
  interface PaletteOptions {
    tint?: { main: string; deep: string };
  }
}

/**
 * Roboto (bundled) for Latin and Vietnamese; Japanese from the system: macOS, Windows, Noto on
 * Linux and Android, IPA on Debian. Proportional faces only, so nothing falls back to a monospace one.
 */
export const FONT_STACK =
  'Roboto, "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic UI", "Yu Gothic", YuGothic, "Noto Sans JP", "Noto Sans CJK JP", Meiryo, "IPAPGothic", "IPAexGothic", system-ui, sans-serif';

export const COLORS = { navy: '#1b2a4e', navyLight: '#2f4372', lavender: '#eef0fa', lavenderDeep: '#dfe2f5' } as const;

/** The night side of the identity: a navy-black page, lavender for what the light theme paints navy. */
const NIGHT = { page: '#121829', paper: '#1a2236', tint: '#212b45', tintDeep: '#2b375a', lavender: '#b9c1f2' } as const;

/** The parts both themes share: breakpoints, type, the sidebar, the list cells' rules. */
function themeOf(base: RaThemeOptions, palette: RaThemeOptions['palette'], undoColor: string): RaThemeOptions {
  const link = palette!.primary && 'main' in palette!.primary ? palette!.primary.main : COLORS.navy;
  return {
    ...base,
    breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } },
    palette,
    sidebar: { width: LAYOUT.sidebar, closedWidth: LAYOUT.sidebarMinimized },
    typography: { fontFamily: FONT_STACK },
    components: {
      ...base.components,
      // Navy in both themes: the identity's bar, with white text.
      MuiAppBar: { styleOverrides: { root: { backgroundColor: COLORS.navy, color: '#ffffff' } } },
      // A link to another record in a list cell (ValueLink): as MUI's Link in the primary colour,
      // underlined always, set once for the page rather than styled per link.
      MuiCssBaseline: {
        styleOverrides: {
          [`.${VALUE_LINK_CLASS}`]: {
            color: link,
            textDecoration: 'underline',
            textDecorationColor: alpha(link, 0.4),
          },
          [`.${VALUE_LINK_CLASS}:hover`]: { textDecorationColor: 'inherit' },
          // A wordy cell stays two lines high, so a long title or address does not stretch its row.
          [`td .${CELL_TEXT_CLASS}`]: {
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            // One long word (an address, a code) breaks rather than widen its column past the screen.
            overflowWrap: 'anywhere',
          },
        },
      },
      // The toast's action (Undo) readable on the toast, which is dark in the light theme and light in the dark.
      RaNotification: { styleOverrides: { root: { '& .RaNotification-undo': { color: undoColor } } } },
    },
  };
}

export const lightTheme: RaThemeOptions = themeOf(
  defaultLightTheme,
  {
    mode: 'light',
    primary: { main: COLORS.navy, light: COLORS.navyLight, contrastText: '#ffffff' },
    secondary: { main: '#6c63c9' },
    background: { default: COLORS.lavender, paper: '#ffffff' },
    tint: { main: COLORS.lavender, deep: COLORS.lavenderDeep },
    // State colours dark enough for white chip text and for text on lavender (WCAG AA, 4.5:1).
    error: { main: '#b71c1c' },
    warning: { main: '#a04500' },
    info: { main: '#01579b' },
    success: { main: '#276a2b' },
  },
  COLORS.lavenderDeep,
);

export const darkTheme: RaThemeOptions = themeOf(
  defaultDarkTheme,
  {
    mode: 'dark',
    primary: { main: NIGHT.lavender, light: '#dde1fa', contrastText: COLORS.navy },
    secondary: { main: '#b3acf0', contrastText: COLORS.navy },
    background: { default: NIGHT.page, paper: NIGHT.paper },
    tint: { main: NIGHT.tint, deep: NIGHT.tintDeep },
    // State colours light enough for navy chip text and for text on the night page (WCAG AA, 4.5:1).
    error: { main: '#f4a09a', contrastText: COLORS.navy },
    warning: { main: '#ffb868', contrastText: COLORS.navy },
    info: { main: '#8fd0f7', contrastText: COLORS.navy },
    success: { main: '#93d39a', contrastText: COLORS.navy },
  },
  COLORS.navy,
);

/** The light theme: what a page outside react-admin's choice shows by default. */
export const theme = lightTheme;
