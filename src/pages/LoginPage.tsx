// Sign-in in the empty layout: Email, Password and a Sign in button, and the
// interface languages as links. It belongs to the shell (App.tsx): it needs
// neither react-admin nor the full messages, only the login texts of its
// language. Wrong credentials show a message on the form, not only a toast.
// Signing in lands on the home page of the current language (spec: "After
// login the user lands on /"), not on the page that sent the user here.
import { use, useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  CssBaseline,
  Link,
  TextField,
  ThemeProvider,
  Typography,
  createTheme,
} from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Boot } from '../App';
import { LOCALES, type LocaleCode } from '../engine/locales';
import { EmptyLayout } from '../layout/ErrorPages';
import { COLORS, theme } from '../layout/theme';
import { LOGIN_FAILED } from '../providers/authProvider';
import { localizedPath, writeLocaleCookie } from '../providers/localeUrl';

const muiTheme = createTheme(theme);

export default function LoginPage({ locale, boot }: { locale: LocaleCode; boot: Boot }) {
  // Suspends until the language's texts are in (at boot for the starting language).
  use(boot.shellMessages.load(locale));
  const translate = useMemo(() => boot.shellMessages.translator(locale), [boot, locale]);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      await boot.authProvider.login({ email: email.trim(), password });
      navigate(localizedPath('/', locale));
    } catch (e) {
      // A key of ours (wrong credentials) or the server's own words, already in this language.
      setError(e instanceof Error && e.message ? e.message : LOGIN_FAILED);
      setPending(false);
    }
  };

  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <EmptyLayout>
        <Box
          component="nav"
          aria-label={translate('app.login.language')}
          sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: -2, mr: -2, mb: 1, fontSize: 14 }}
        >
          {LOCALES.map(({ code, name }) => (
            <Link
              key={code}
              component={RouterLink}
              to={localizedPath('/login', code)}
              replace
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              underline={code === locale ? 'none' : 'hover'}
              sx={code === locale ? { fontWeight: 700, color: 'text.primary' } : undefined}
              onClick={() => writeLocaleCookie(code)}
            >
              {name}
            </Link>
          ))}
        </Box>
        <Typography variant="h5" component="h1" sx={{ color: COLORS.navy, fontWeight: 700 }}>
          {translate('app.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.login.heading')}
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, textAlign: 'left' }}
        >
          {error ? (
            <Alert severity="error" role="alert">
              {translate(error)}
            </Alert>
          ) : null}
          <TextField
            label={translate('app.login.email')}
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label={translate('app.login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={pending || !email || !password}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {translate('app.login.sign_in')}
          </Button>
        </Box>
      </EmptyLayout>
    </ThemeProvider>
  );
}
