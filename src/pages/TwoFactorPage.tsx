// /profile/two-factor: the signed-in admin's second sign-in factor (docs/API.md,
// Two-factor sign-in). Off: "Turn on" asks the server for a secret and shows
// its QR code and the secret as text; one code from the app confirms it, and
// the ten recovery codes are shown this once. On: ten new recovery codes for a
// current code, and it turns off with a current code or the password (each
// checked like a login). Every signed-in admin may use it.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { PageActions, useDocumentTitle } from '../engine/ui/PageChrome';
import type { AdminDataProvider } from '../providers/dataProvider';
import { failureOf, splitFailure } from './settings/api';
import { FailureAlert } from './settings/parts';

interface State {
  enabled: boolean;
  required: boolean;
  recovery_codes_left: number;
}

interface Setup {
  secret: string;
  otpauth_url: string;
  qr: string;
}

export default function TwoFactorPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<State>();
  const [setup, setSetup] = useState<Setup>();
  const [recovery, setRecovery] = useState<string[]>();
  const [code, setCode] = useState('');
  const [renewCode, setRenewCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const title = translate('app.two_factor.title');
  useDocumentTitle([title]);

  const load = useCallback(async () => {
    try {
      setState((await dataProvider.callAction<State>('GET user/two-factor')).data);
    } catch (error) {
      setFailure(splitFailure(failureOf(error), []).alert);
    }
  }, [dataProvider]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Which form's field the last error belongs to. */
  const [errorOf, setErrorOf] = useState<'renew' | 'main'>('main');

  /** Runs a call; a field error goes under the code (or password) field of `form`, anything else above. */
  const run = async (work: () => Promise<void>, fields: string[], form: 'renew' | 'main' = 'main') => {
    setFailure(undefined);
    setFieldError(undefined);
    setErrorOf(form);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      const split = splitFailure(failureOf(error), fields);
      setFailure(split.alert);
      setFieldError(Object.values(split.fields)[0] as string | undefined);
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      setSetup((await dataProvider.callAction<Setup>('POST user/two-factor/setup', undefined, {})).data);
      setCode('');
    }, []);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const { data } = await dataProvider.callAction<{ recovery_codes: string[] }>(
        'POST user/two-factor/enable',
        undefined,
        { code: code.trim() },
      );
      setSetup(undefined);
      setRecovery(data.recovery_codes);
      setCode('');
      await load();
    }, ['code']);
  };

  const renew = (event: FormEvent) => {
    event.preventDefault();
    return run(
      async () => {
        const { data } = await dataProvider.callAction<{ recovery_codes: string[] }>(
          'POST user/two-factor/recovery-codes',
          undefined,
          { code: renewCode.trim() },
        );
        setRecovery(data.recovery_codes);
        setRenewCode('');
        await load();
      },
      ['code'],
      'renew',
    );
  };
  const mainError = errorOf === 'main' ? fieldError : undefined;

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    const body = code.trim() ? { code: code.trim() } : { password };
    return run(async () => {
      await dataProvider.callAction('POST user/two-factor/disable', undefined, body);
      notify('app.two_factor.turned_off', { type: 'info' });
      setCode('');
      setPassword('');
      setRecovery(undefined);
      await load();
    }, ['code', 'password']);
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <Title title={title} />
      <PageActions crumbs={[{ label: title }]} />
      <Typography id="two-factor-heading" variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.two_factor.intro')}
      </Typography>
      <Card component="section" aria-labelledby="two-factor-heading" sx={{ maxWidth: 560 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FailureAlert text={failure} onClose={() => setFailure(undefined)} />
          {state ? (
            <Typography data-two-factor-status={state.enabled ? 'on' : 'off'} sx={{ fontWeight: 700 }}>
              {translate(state.enabled ? 'app.two_factor.status_on' : 'app.two_factor.status_off')}
            </Typography>
          ) : null}
          {state?.required ? <Alert severity="info">{translate('app.two_factor.required')}</Alert> : null}
          {recovery ? (
            <Box data-recovery-codes-box>
              <Typography variant="h6" component="h2">
                {translate('app.two_factor.recovery_title')}
              </Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('app.two_factor.recovery_help')}
              </Typography>
              <Box
                component="ul"
                data-recovery-codes
                sx={{ m: 0, pl: 0, listStyle: 'none', columns: 2, fontFamily: 'monospace', fontSize: 16 }}
              >
                {recovery.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Box>
            </Box>
          ) : null}
          {state && !state.enabled && !setup ? (
            <Box>
              <Button variant="contained" onClick={start} disabled={busy} data-action="two-factor-start">
                {translate('app.two_factor.start')}
              </Button>
            </Box>
          ) : null}
          {setup ? (
            <Box
              component="form"
              onSubmit={confirm}
              noValidate
              sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
              data-two-factor-setup
            >
              <Typography variant="body2">{translate('app.two_factor.scan')}</Typography>
              <Box
                component="img"
                src={setup.qr}
                alt={translate('app.two_factor.qr')}
                sx={{ width: 200, height: 200, alignSelf: 'center' }}
              />
              <Typography variant="body2">
                {translate('app.two_factor.secret')}{' '}
                <Box component="code" data-two-factor-secret sx={{ wordBreak: 'break-all', fontWeight: 700 }}>
                  {setup.secret}
                </Box>
              </Typography>
              <TextField
                label={translate('app.two_factor.code')}
                name="code"
                autoComplete="one-time-code"
                required
                value={code}
                error={Boolean(mainError)}
                helperText={mainError}
                onChange={(e) => setCode(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 64 } }}
              />
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={busy || !code.trim()}
                  data-action="two-factor-confirm"
                >
                  {translate('app.two_factor.confirm')}
                </Button>
              </Box>
            </Box>
          ) : null}
          {state?.enabled ? (
            <Box
              component="form"
              onSubmit={renew}
              noValidate
              sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
              data-two-factor-renew
            >
              <Typography variant="body2">
                {translate('app.two_factor.renew_help', { count: state.recovery_codes_left })}
              </Typography>
              <TextField
                label={translate('app.two_factor.renew_code')}
                name="renew-code"
                autoComplete="one-time-code"
                value={renewCode}
                error={errorOf === 'renew' && Boolean(fieldError)}
                helperText={errorOf === 'renew' ? fieldError : undefined}
                onChange={(e) => setRenewCode(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 64 } }}
              />
              <Box>
                <Button
                  type="submit"
                  variant="outlined"
                  disabled={busy || !renewCode.trim()}
                  data-action="two-factor-renew"
                >
                  {translate('app.two_factor.renew')}
                </Button>
              </Box>
            </Box>
          ) : null}
          {state?.enabled && !state.required ? (
            <Box
              component="form"
              onSubmit={turnOff}
              noValidate
              sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
              data-two-factor-off
            >
              <Typography variant="body2">
                {translate('app.two_factor.off_help', { count: state.recovery_codes_left })}
              </Typography>
              <TextField
                label={translate('app.two_factor.code')}
                name="code"
                autoComplete="one-time-code"
                value={code}
                error={Boolean(mainError) && Boolean(code.trim())}
                helperText={code.trim() ? mainError : undefined}
                onChange={(e) => setCode(e.target.value)}
              />
              <TextField
                label={translate('app.two_factor.or_password')}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                disabled={Boolean(code.trim())}
                error={Boolean(mainError) && !code.trim()}
                helperText={!code.trim() ? mainError : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
              <Box>
                <Button
                  type="submit"
                  variant="outlined"
                  color="error"
                  disabled={busy || (!code.trim() && !password)}
                  data-action="two-factor-off"
                >
                  {translate('app.two_factor.turn_off')}
                </Button>
              </Box>
            </Box>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
