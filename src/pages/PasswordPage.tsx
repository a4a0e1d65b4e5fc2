// /profile/password: the signed-in admin changes their own password (PUT
// user/password) with the current one and the new one typed twice. The
// server's field errors land under their fields (a wrong current password, a
// new one too short); a refusal without a field (too many attempts) above the
// form. Once changed, every other session of the account has ended and this
// one goes on; the form is emptied. Every signed-in admin may use it.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Form, maxLength, PasswordInput, required, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { PageActions, useDocumentTitle } from '../engine/ui/PageChrome';
import type { AdminDataProvider } from '../providers/dataProvider';
import { failureOf, splitFailure } from './settings/api';
import { FailureAlert } from './settings/parts';
import { MAX_PASSWORD, newPassword, samePassword } from './settings/passwordRules';

export const PASSWORD_CALL = 'PUT user/password';
/** The fields the server answers errors for. */
const FIELDS = ['current_password', 'password'] as const;

const currentPassword = [required(), maxLength(MAX_PASSWORD)];
const repeated = [required(), samePassword];

function SubmitButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} data-action="change-password">
      {translate(isSubmitting ? 'app.password.sending' : 'app.password.submit')}
    </Button>
  );
}

export default function PasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [failure, setFailure] = useState<string>();
  // A new form (empty fields) after each change.
  const [formKey, setFormKey] = useState(0);
  const title = translate('app.password.title');
  useDocumentTitle([title]);

  const submit = async (values: Record<string, unknown>) => {
    setFailure(undefined);
    try {
      const { data } = await dataProvider.callAction<{ ended: number }>(PASSWORD_CALL, undefined, {
        current_password: String(values.current_password ?? ''),
        password: String(values.password ?? ''),
      });
      notify('app.password.changed', { type: 'info', messageArgs: { count: data?.ended ?? 0 } });
      setFormKey((key) => key + 1);
    } catch (error) {
      const split = splitFailure(failureOf(error), FIELDS);
      setFailure(split.alert);
      return Object.keys(split.fields).length ? split.fields : undefined;
    }
    return undefined;
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <Title title={title} />
      <PageActions crumbs={[{ label: title }]} />
      <Typography id="password-heading" variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.password.intro')}
      </Typography>
      <Card component="section" aria-labelledby="password-heading" sx={{ maxWidth: 560 }}>
        <CardContent>
          <Form key={formKey} onSubmit={submit} noValidate>
            <FailureAlert text={failure} onClose={() => setFailure(undefined)} />
            <Box sx={{ display: 'grid', '& .MuiFormControl-root': { width: '100%' } }} data-password-form>
              <PasswordInput
                source="current_password"
                label="app.password.current"
                validate={currentPassword}
                autoComplete="current-password"
              />
              <PasswordInput
                source="password"
                label="app.password.new"
                helperText="app.settings.account.password_hint"
                validate={newPassword}
                autoComplete="new-password"
              />
              <PasswordInput
                source="password_again"
                label="app.password.again"
                validate={repeated}
                autoComplete="new-password"
              />
            </Box>
            <Box sx={{ mt: 1 }}>
              <SubmitButton />
            </Box>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
