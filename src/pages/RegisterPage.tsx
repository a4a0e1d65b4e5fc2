// /Register: a visitor asks for a back-office account (no sign-in needed).
// The fields and their rules are the access_requests schema's, so the form
// refuses what the server would; the request goes to POST register/requests,
// then the visitor lands on /register/confirm.
import { useState } from 'react';
import { Alert, Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { Form, useBasename, useDataProvider, useLocaleState, useTranslate, type HttpError } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { formInputs } from '../engine/ui/formInputs';
import { DEFAULT_LOCALE, isLocale } from '../engine/locales';
import { useDocumentTitle } from '../engine/ui/PageChrome';
import { useSchemaRegistry } from '../engine/ui/registry';
import { ACCESS_REQUEST_PATH } from '../engine/visitorCalls';
import { EmptyLayout, LanguageLinks } from '../layout/ErrorPages';
import type { AdminDataProvider } from '../providers/dataProvider';

export const ACCESS_REQUEST_ENTITY = 'access_requests';
export const REGISTER_CALL = `POST ${ACCESS_REQUEST_PATH}`;
/** What the visitor fills in; the language is the page's. */
export const REQUEST_FIELDS = ['name', 'email', 'organisation', 'reason'] as const;

function SubmitButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" fullWidth disabled={isSubmitting} sx={{ mt: 1 }}>
      {translate(isSubmitting ? 'app.register.sending' : 'app.register.submit')}
    </Button>
  );
}

export default function RegisterPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const [language] = useLocaleState();
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const dataProvider = useDataProvider<AdminDataProvider>();
  const schema = useSchemaRegistry().find(ACCESS_REQUEST_ENTITY);
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle([translate('app.register.title')]);

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    const body = { ...Object.fromEntries(REQUEST_FIELDS.map((name) => [name, values[name]])), language_code: locale };
    try {
      await dataProvider.callAction(REGISTER_CALL, undefined, body);
    } catch (error) {
      const { status, body: answer, message } = error as HttpError & { body?: { errors?: Record<string, string> } };
      // Field errors go under their fields; anything else (too many requests, no network) above the form.
      if (status === 422 && answer?.errors) return answer.errors;
      setFailure(status && status !== 500 && message ? message : translate('app.register.failed'));
      return undefined;
    }
    navigate(`${basename}/register/confirm`, { state: { email: values.email } });
    return undefined;
  };

  return (
    <EmptyLayout>
      <LanguageLinks path="/Register" locale={locale} label={translate('app.login.language')} />
      <Box sx={{ textAlign: 'left' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {translate('app.register.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {translate('app.register.intro')}
        </Typography>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {failure}
          </Alert>
        ) : null}
        {schema ? (
          <Form onSubmit={submit} noValidate>
            {formInputs(schema, { only: REQUEST_FIELDS })}
            <SubmitButton />
          </Form>
        ) : (
          <Alert severity="info">{translate('app.register.unavailable')}</Alert>
        )}
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          {translate('app.register.have_account')}{' '}
          <MuiLink component={Link} to={`${basename}/login`}>
            {translate('app.register.sign_in')}
          </MuiLink>
        </Typography>
      </Box>
    </EmptyLayout>
  );
}
