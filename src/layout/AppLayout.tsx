// The dashboard layout: react-admin's frame with our header, the
// permission-filtered menu, a sidebar sized per the spec (200 px, 150 px
// compact between 992 and 1199 px, 50 px minimised; a drawer below 576 px
// and closed by default below 768 px), a footer and the aside panel.
import { createContext, memo, useContext, useEffect, type ReactNode } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { Layout, Sidebar, usePermissions, useSidebarState, type SidebarProps } from 'react-admin';
import type { Grants } from '../engine/permissions';
import { usePreloadLookups } from '../engine/ui/lookups';
import { useSchemaRegistry } from '../engine/ui/registry';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { AsidePanel } from './AsidePanel';
import { LayoutErrorPage } from './AdminErrorPages';
import { MuiTextsInLanguage } from './MuiTexts';
import { Footer } from './Footer';
import { PlaceholderSuspense } from '../engine/ui/LoadingPlaceholder';
import { ProgressBar } from './ProgressBar';
import { SignedInElsewhere } from './SignedInElsewhere';
import { LAYOUT } from '../engine/ui/layoutConstants';
import { KeyboardShortcuts } from '../engine/ui/shortcuts/KeyboardShortcuts';

function AppSidebar(props: SidebarProps) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.between('lg', 'xl'));
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useSidebarState();
  useEffect(() => {
    if (small) setOpen(false);
  }, [small, setOpen]);
  return (
    <Sidebar
      {...props}
      sx={
        open && compact
          ? { '& .MuiPaper-root, & .RaSidebar-fixed .RaMenu-open': { width: LAYOUT.sidebarCompact } }
          : undefined
      }
      data-sidebar={open ? (compact ? 'compact' : 'shown') : 'minimized'}
    />
  );
}

/** The page react-admin routed to, handed to the frame's outlet without rendering the frame again. */
const PageContext = createContext<ReactNode>(null);
function PageOutlet() {
  return <>{useContext(PageContext)}</>;
}

export function AppLayout({ children }: { children: ReactNode }) {
  // The layout shows only to a signed-in admin: the time to load the session's lookups.
  usePreloadLookups(useSchemaRegistry().schemas, usePermissions<Grants>().permissions);
  return (
    <MuiTextsInLanguage>
      <PageContext.Provider value={children}>
        <Frame />
      </PageContext.Provider>
      <KeyboardShortcuts />
    </MuiTextsInLanguage>
  );
}

/**
 * Header, menu, footer and aside around the page. Rendered once: a navigation
 * changes the page in the outlet only (react-admin's layout would render again
 * with each page, and its preferences inspector reads the window's width as it
 * does, a forced layout of the whole document).
 */
const Frame = memo(function Frame() {
  return (
    <Layout
      appBar={AppHeader}
      appBarAlwaysOn
      menu={AppMenu}
      sidebar={AppSidebar}
      error={LayoutErrorPage}
      // react-admin's frame is as wide as its content; ours is as wide as the window, and wide
      // content (a long table, scrolling tabs) scrolls inside the page instead of widening it.
      sx={FRAME_SX}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: `calc(100vh - ${LAYOUT.header + 16}px)` }}>
        <SignedInElsewhere />
        {/* Our own boundary before react-admin's: its fallback waits 1 s, ours 200 ms and is held 200 ms. */}
        <Box sx={{ flex: 1 }}>
          <PlaceholderSuspense>
            <PageOutlet />
          </PlaceholderSuspense>
        </Box>
        <Footer />
      </Box>
      <AsidePanel />
      <ProgressBar />
    </Layout>
  );
});

const FRAME_SX = {
  minWidth: 0,
  '& .RaLayout-appFrame': { marginTop: `${LAYOUT.header}px` },
  '& .RaLayout-content, & .RaShow-card, & .RaEdit-card, & .RaCreate-card, & .RaList-main, & .RaList-content': {
    minWidth: 0,
  },
} as const;
