// Sign-in in the empty layout: Email, Password and a Sign in button. Wrong
// credentials show a message on the form, not only a toast. Signing in lands
// on the home page of the current language (spec: "After login the user lands
// on /"), not on the page that sent the user here.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { LocalesMenuButton, useBasename, useLogin, useTranslate } from 'react-admin';
import { EmptyLayout } from '../layout/ErrorPages';
import { COLORS } from '../layout/theme';

export default function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const home = useBasename() || '/';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      await login({ email: email.trim(), password }, home);
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : 'app.login.failed';
      setError(message);
      setPending(false);
    }
  };

  return (
    <EmptyLayout>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -2, mr: -2 }}>
        <LocalesMenuButton />
      </Box>
      <Typography variant="h5" component="h1" sx={{ color: COLORS.navy, fontWeight: 700 }}>{translate('app.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.login.heading')}</Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, textAlign: 'left' }}>
        {error ? <Alert severity="error" role="alert">{translate(error, { _: translate('app.login.failed') })}</Alert> : null}
        <TextField label={translate('app.login.email')} name="email" type="email" autoComplete="username" autoFocus required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label={translate('app.login.password')} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" variant="contained" size="large" disabled={pending || !email || !password} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}>
          {translate('app.login.sign_in')}
        </Button>
      </Box>
    </EmptyLayout>
  );
}
