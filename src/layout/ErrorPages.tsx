// Error pages in the empty layout (spec section 8): the status message, and a
// link home on 404. These render with or without react-admin's contexts.
import { useEffect, type ReactNode } from 'react';
import { Box, Button, createTheme, CssBaseline, Paper, ThemeProvider, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { COLORS, theme } from './theme';

const shellTheme = createTheme(theme);

/** The product's theme for the pages shown before react-admin (which brings its own) is there. */
export function ShellTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={shellTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: COLORS.lavender,
        p: 2,
      }}
    >
      <Paper elevation={2} sx={{ p: 4, width: '100%', maxWidth: 440, textAlign: 'center' }}>
        {children}
      </Paper>
    </Box>
  );
}

export function ErrorPage({
  status,
  message,
  homeLabel,
  homePath = '/',
}: {
  status: number;
  message: string;
  homeLabel?: string;
  homePath?: string;
}) {
  // Shown by the shell too, before react-admin's theme is there.
  return (
    <ShellTheme>
      <EmptyLayout>
        <Typography variant="h2" component="p" sx={{ color: COLORS.navy, fontWeight: 700 }}>
          {status}
        </Typography>
        <Typography variant="h6" component="h1" sx={{ my: 2 }}>
          {message}
        </Typography>
        {homeLabel ? (
          <Button variant="contained" component={Link} to={homePath}>
            {homeLabel}
          </Button>
        ) : null}
      </EmptyLayout>
    </ShellTheme>
  );
}

/** Outside react-admin (an unknown locale prefix): English, as no language applies. */
export function StandaloneNotFound() {
  useEffect(() => {
    const before = document.title;
    document.title = '404 · Marketplace Admin';
    return () => void (document.title = before);
  }, []);
  return <ErrorPage status={404} message="This page could not be found." homeLabel="Back to home" />;
}
