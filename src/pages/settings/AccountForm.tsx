// The form creating a back-office account (POST user/register/manager), used
// by the moderators screen's register form and by the create-account page.
// The server's field errors land under their fields; any other refusal above
// the form; what was typed stays until the account exists.
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, LinearProgress, Stack } from '@mui/material';
import { email, Form, maxLength, PasswordInput, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { UnsavedChangesGuard } from '../../engine/ui/UnsavedChangesGuard';
import { failureOf, splitFailure, useAllPermissions, useSettingsCalls, type Account } from './api';
import { FailureAlert, LoadError } from './parts';
import { newPassword, samePassword } from './passwordRules';

/** The fields the server answers errors for. */
export const ACCOUNT_FIELDS = ['name', 'email', 'password', 'permission_id'] as const;

function SubmitButton({ label }: { label: string }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} data-action="create-account">
      {translate(isSubmitting ? 'app.settings.account.sending' : label)}
    </Button>
  );
}

/**
 * Tells the page once the form has taken the success in (no unsaved values
 * any more), so that leaving it then is not asked about.
 */
function AfterSuccess({ created, onCreated }: { created: Account | null; onCreated: (account: Account) => void }) {
  const { isSubmitSuccessful } = useFormState();
  useEffect(() => {
    if (created && isSubmitSuccessful) onCreated(created);
    // Once per created account.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [created, isSubmitSuccessful]);
  return null;
}

export interface AccountFormProps {
  /** Ask for the password twice (the full-page form). */
  confirmPassword?: boolean;
  /** The submit button's message key. */
  submitLabel: string;
  onCreated: (account: Account) => void;
  /** Buttons beside the submit button (e.g. Cancel). */
  actions?: ReactNode;
}

export function AccountForm({ confirmPassword = false, submitLabel, onCreated, actions }: AccountFormProps) {
  const translate = useTranslate();
  const { registerAccount } = useSettingsCalls();
  const permissions = useAllPermissions();
  const [failure, setFailure] = useState<string>();
  const [created, setCreated] = useState<Account | null>(null);

  if (permissions.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (permissions.isError) return <LoadError onRetry={() => void permissions.refetch()} />;
  // Only what the caller holds may be given (the server refuses the rest).
  const choices = permissions.data.map((p) => ({ ...p, disabled: p.grantable === false }));

  const submit = async (values: Record<string, unknown>) => {
    setFailure(undefined);
    try {
      const account = await registerAccount({
        name: String(values.name ?? '').trim(),
        email: String(values.email ?? '').trim(),
        password: String(values.password ?? ''),
        permission_id: Number(values.permission_id),
      });
      setCreated(account);
    } catch (error) {
      const split = splitFailure(failureOf(error), ACCOUNT_FIELDS);
      setFailure(split.alert);
      return Object.keys(split.fields).length ? split.fields : undefined;
    }
    return undefined;
  };

  return (
    // No permission chosen at first: giving one is a decision, never a default (least privilege).
    <Form onSubmit={submit} noValidate>
      <FailureAlert text={failure} onClose={() => setFailure(undefined)} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
          '& .MuiFormControl-root': { width: '100%' },
        }}
      >
        <TextInput
          source="name"
          label="app.settings.account.name"
          validate={[required(), maxLength(100)]}
          autoComplete="off"
        />
        <TextInput
          source="email"
          type="email"
          label="app.settings.account.email"
          validate={[required(), email(), maxLength(254)]}
          autoComplete="off"
        />
        <PasswordInput
          source="password"
          label="app.settings.account.password"
          helperText="app.settings.account.password_hint"
          validate={newPassword}
          autoComplete="new-password"
        />
        {confirmPassword ? (
          <PasswordInput
            source="password_again"
            label="app.settings.account.password_again"
            validate={[required(), samePassword]}
            autoComplete="new-password"
          />
        ) : null}
        <SelectInput
          source="permission_id"
          label="app.settings.account.permission"
          choices={choices}
          optionText="name"
          optionValue="id"
          validate={required()}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <SubmitButton label={submitLabel} />
        {actions}
      </Stack>
      <UnsavedChangesGuard />
      <AfterSuccess created={created} onCreated={onCreated} />
    </Form>
  );
}
