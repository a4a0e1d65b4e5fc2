// Error pages in the empty layout (spec section 8): the status message, and a
// link home on 404. These render with or without react-admin's contexts.
import { use, useEffect, type ReactNode } from 'react';
import {
  Box,
  Button,
  createTheme,
  CssBaseline,
  Link as MuiLink,
  Paper,
  ThemeProvider,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useStore } from 'ra-core';
import { Link } from 'react-router-dom';
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '../engine/locales';
import type { ShellMessages } from '../providers/shellMessages';
import { localizedPath, writeLocaleCookie } from '../providers/localeUrl';
import { darkTheme, lightTheme } from './theme';

const shellThemes = { light: createTheme(lightTheme), dark: createTheme(darkTheme) };

/**
 * The product's theme for the pages shown before react-admin (which brings its own) is there: the one
 * chosen in the account menu (`chosen` where react-admin's store is not around, the login page), else
 * the system's.
 */
export function ShellTheme({ children, chosen }: { children: ReactNode; chosen?: 'light' | 'dark' }) {
  const [stored] = useStore<'light' | 'dark' | undefined>('theme');
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = chosen ?? stored ?? (systemDark ? 'dark' : 'light');
  return (
    <ThemeProvider theme={shellThemes[mode === 'dark' ? 'dark' : 'light']}>
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
        bgcolor: 'tint.main',
        p: 2,
      }}
    >
      <Paper elevation={2} sx={{ p: 4, width: '100%', maxWidth: 440, textAlign: 'center' }}>
        {children}
      </Paper>
    </Box>
  );
}

/**
 * The languages of a page in the empty layout (the login form, the account request) as links to the
 * same page in each; the choice is remembered for the next visit.
 */
export function LanguageLinks({ path, locale, label }: { path: string; locale: LocaleCode; label: string }) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: -2, mr: -2, mb: 1, fontSize: 14 }}
    >
      {LOCALES.map(({ code, name }) => (
        <MuiLink
          key={code}
          component={Link}
          to={localizedPath(path, code)}
          replace
          lang={code}
          aria-current={code === locale ? 'true' : undefined}
          underline={code === locale ? 'none' : 'hover'}
          sx={code === locale ? { fontWeight: 700, color: 'text.primary' } : undefined}
          onClick={() => writeLocaleCookie(code)}
        >
          {name}
        </MuiLink>
      ))}
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
        <Typography variant="h2" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
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

/** Outside react-admin (an unknown locale prefix): in English, as no language applies, from the shell's texts. */
export function StandaloneNotFound({ shell }: { shell: ShellMessages }) {
  // Suspends until the English texts are in (a few hundred bytes, often already there).
  use(shell.load(DEFAULT_LOCALE));
  const translate = shell.translator(DEFAULT_LOCALE);
  const title = `404 · ${translate('app.title')}`;
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => void (document.title = before);
  }, [title]);
  return (
    <ErrorPage status={404} message={translate('app.errors.not_found')} homeLabel={translate('app.errors.go_home')} />
  );
}
