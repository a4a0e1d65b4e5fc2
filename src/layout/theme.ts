// Navy and light lavender (spec section 1) and the spec's breakpoints (section 9); its layout
// sizes are the engine's (src/engine/ui/layoutConstants.ts), which its components share.
import { alpha } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { CELL_TEXT_CLASS, LAYOUT, VALUE_LINK_CLASS } from '../engine/ui/layoutConstants';

/**
 * Roboto (bundled) for Latin and Vietnamese; Japanese from the system: macOS, Windows, Noto on
 * Linux and Android, IPA on Debian. Proportional faces only, so nothing falls back to a monospace one.
 */
export const FONT_STACK =
  'Roboto, "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic UI", "Yu Gothic", YuGothic, "Noto Sans JP", "Noto Sans CJK JP", Meiryo, "IPAPGothic", "IPAexGothic", system-ui, sans-serif';

export const COLORS = { navy: '#1b2a4e', navyLight: '#2f4372', lavender: '#eef0fa', lavenderDeep: '#dfe2f5' } as const;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } },
  palette: {
    mode: 'light',
    primary: { main: COLORS.navy, light: COLORS.navyLight, contrastText: '#ffffff' },
    secondary: { main: '#6c63c9' },
    background: { default: COLORS.lavender, paper: '#ffffff' },
    // State colours dark enough for white chip text and for text on lavender (WCAG AA, 4.5:1).
    error: { main: '#b71c1c' },
    warning: { main: '#a04500' },
    info: { main: '#01579b' },
    success: { main: '#276a2b' },
  },
  sidebar: { width: LAYOUT.sidebar, closedWidth: LAYOUT.sidebarMinimized },
  typography: { fontFamily: FONT_STACK },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { styleOverrides: { root: { backgroundColor: COLORS.navy } } },
    // A link to another record in a list cell (ValueLink): as MUI's Link in the primary colour,
    // underlined always, set once for the page rather than styled per link.
    MuiCssBaseline: {
      styleOverrides: {
        [`.${VALUE_LINK_CLASS}`]: {
          color: COLORS.navy,
          textDecoration: 'underline',
          textDecorationColor: alpha(COLORS.navy, 0.4),
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
    // The toast's action (Undo) in lavender: the navy default is unreadable on the dark toast.
    RaNotification: { styleOverrides: { root: { '& .RaNotification-undo': { color: COLORS.lavenderDeep } } } },
  },
};
