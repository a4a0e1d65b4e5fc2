// The header's search button and Ctrl+K / ⌘K anywhere: both open the command palette, whose code loads
// on first use (or when the browser is idle), never with the first page.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazy(loadPalette);

/** ⌘ on Apple keyboards, Ctrl elsewhere: what the button's hint shows. */
const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function SearchLauncher() {
  const translate = useTranslate();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  // Mounted once opened, so that a second opening keeps what was typed last time out of the way but
  // shows at once.
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setUsed(true);
        setOpen((was) => !was);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const label = translate('app.search.open');
  const shortcut = isApple() ? '⌘K' : 'Ctrl+K';
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      {wide ? (
        <Button
          color="inherit"
          onClick={show}
          onMouseEnter={() => void loadPalette()}
          startIcon={<SearchIcon />}
          aria-keyshortcuts="Control+K Meta+K"
          sx={{ textTransform: 'none', border: 1, borderColor: 'rgba(255,255,255,0.4)', px: 1.5, mx: 1 }}
        >
          {label}
          <Box component="kbd" sx={{ ml: 1.5, opacity: 0.8, fontFamily: 'inherit', fontSize: '0.75rem' }}>
            {shortcut}
          </Box>
        </Button>
      ) : (
        <Tooltip title={`${label} (${shortcut})`}>
          <IconButton color="inherit" onClick={show} aria-label={label} aria-keyshortcuts="Control+K Meta+K">
            <SearchIcon />
          </IconButton>
        </Tooltip>
      )}
      {used ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
