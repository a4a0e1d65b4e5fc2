// Sign-in in the empty layout: Email, Password and a Sign in button, and the
// interface languages as links. It belongs to the shell (App.tsx): it needs
// neither react-admin nor the full messages, only the login texts of its
// language. Wrong credentials show a message on the form, not only a toast.
// Signing in lands on the home page of the current language (spec: "After
// login the user lands on /"), not on the page that sent the user here.
// An account with two-factor is asked for a code after its password; one
// whose permission requires two-factor and has none first scans a QR code
// (or types the secret), confirms with a code, and sees its recovery codes
// once before it goes on.
import { use, useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import type { Boot } from '../App';
import { EMAIL } from '../engine/kinds';
import type { LocaleCode } from '../engine/locales';
import { EmptyLayout, LanguageLinks, ShellTheme } from '../layout/ErrorPages';
import { LOGIN_FAILED, type TwoFactorChallenge } from '../providers/authProvider';
import { localizedPath } from '../providers/localeUrl';

export default function LoginPage({ locale, boot }: { locale: LocaleCode; boot: Boot }) {
  // Suspends until the language's texts are in (at boot for the starting language).
  use(boot.shellMessages.load(locale));
  const translate = useMemo(() => boot.shellMessages.translator(locale), [boot, locale]);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const home = () => navigate(localizedPath('/', locale));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // A typo in the address is told on the field, and costs no sign-in attempt.
    if (!EMAIL.test(email.trim())) {
      setEmailInvalid(true);
      return;
    }
    setPending(true);
    try {
      const answer = (await boot.authProvider.login({ email: email.trim(), password })) as
        { twoFactor?: TwoFactorChallenge } | undefined;
      if (answer?.twoFactor) {
        setChallenge(answer.twoFactor);
        setCode('');
        setPending(false);
        return;
      }
      home();
    } catch (e) {
      // A key of ours (wrong credentials) or the server's own words, already in this language.
      setError(e instanceof Error && e.message ? e.message : LOGIN_FAILED);
      setPending(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    setError(null);
    setPending(true);
    try {
      const { recoveryCodes: codes } = await boot.authProvider.loginWithCode({ challenge: challenge.challenge, code });
      // An enrolment's recovery codes are shown once, before the back office opens.
      if (codes?.length) {
        setRecoveryCodes(codes);
        setPending(false);
        return;
      }
      home();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : LOGIN_FAILED);
      setPending(false);
    }
  };

  const restart = () => {
    setChallenge(null);
    setPassword('');
    setError(null);
  };

  const errorAlert = error ? (
    <Alert severity="error" role="alert">
      {translate(error)}
    </Alert>
  ) : null;

  const step = recoveryCodes ? (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, textAlign: 'left' }} data-login-step="recovery">
      <Typography variant="h6" component="h2">
        {translate('app.login.recovery_heading')}
      </Typography>
      <Typography variant="body2">{translate('app.login.recovery_help')}</Typography>
      <Box
        component="ul"
        aria-label={translate('app.login.recovery_heading')}
        data-recovery-codes
        sx={{ m: 0, pl: 0, listStyle: 'none', columns: 2, fontFamily: 'monospace', fontSize: 16 }}
      >
        {recoveryCodes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
      <Button variant="contained" size="large" onClick={home}>
        {translate('app.login.continue')}
      </Button>
    </Box>
  ) : challenge ? (
    <Box
      component="form"
      onSubmit={submitCode}
      noValidate
      data-login-step={challenge.two_factor}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, textAlign: 'left' }}
    >
      {errorAlert}
      {challenge.two_factor === 'enrol' ? (
        <>
          <Typography variant="h6" component="h2">
            {translate('app.login.enrol_heading')}
          </Typography>
          <Typography variant="body2">{translate('app.login.enrol_help')}</Typography>
          {challenge.qr ? (
            <Box
              component="img"
              src={challenge.qr}
              alt={translate('app.login.qr')}
              sx={{ width: 200, height: 200, alignSelf: 'center' }}
            />
          ) : null}
          <Typography variant="body2">
            {translate('app.login.secret')}{' '}
            <Box component="code" data-two-factor-secret sx={{ wordBreak: 'break-all', fontWeight: 700 }}>
              {challenge.secret}
            </Box>
          </Typography>
        </>
      ) : (
        <Typography variant="body2">{translate('app.login.code_help')}</Typography>
      )}
      <TextField
        label={translate('app.login.code')}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        slotProps={{ htmlInput: { inputMode: challenge.two_factor === 'enrol' ? 'numeric' : 'text', maxLength: 64 } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending || !code.trim()}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}
      >
        {translate('app.login.verify')}
      </Button>
      <Button variant="text" onClick={restart}>
        {translate('app.login.back')}
      </Button>
    </Box>
  ) : null;

  return (
    <ShellTheme chosen={boot.store.getItem<'light' | 'dark'>('theme')}>
      <EmptyLayout>
        <LanguageLinks path="/login" locale={locale} label={translate('app.login.language')} />
        <Typography variant="h5" component="h1" sx={{ color: 'primary.main', fontWeight: 700 }}>
          {translate('app.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.login.heading')}
        </Typography>
        {step ?? (
          <Box
            component="form"
            onSubmit={submit}
            noValidate
            sx={{ display: 'flex', flexDirection: 'column', gap: 2, textAlign: 'left' }}
          >
            {errorAlert}
            <TextField
              label={translate('app.login.email')}
              name="email"
              type="email"
              autoComplete="username"
              autoFocus
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailInvalid(false);
              }}
              error={emailInvalid}
              helperText={emailInvalid ? translate('app.login.email_invalid') : undefined}
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
        )}
      </EmptyLayout>
    </ShellTheme>
  );
}
