// The moderators screen's "Reset password" dialog (PUT
// admin/moderators/{id}/password): a new password for another account, typed
// twice. The server's field error lands under the field (too short, or an
// account beyond the caller's reach); any other refusal above the fields. On
// success every session of the account has ended.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, PasswordInput, required, useDataProvider, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { failureOf, MODERATORS_PATH, splitFailure, type Account } from './api';
import { FailureAlert } from './parts';
import { newPassword, samePassword } from './passwordRules';

export const RESET_PASSWORD_CALL = `PUT ${MODERATORS_PATH}/{id}/password`;
const FIELDS = ['password'] as const;
const repeated = [required(), samePassword];

function Actions({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={isSubmitting}>
        {translate('ra.action.cancel')}
      </Button>
      <Button type="submit" variant="contained" color="warning" disabled={isSubmitting} data-action="reset-password">
        {translate(isSubmitting ? 'app.settings.moderators.resetting' : 'app.settings.moderators.reset_submit')}
      </Button>
    </DialogActions>
  );
}

export function ResetPasswordDialog({
  account,
  onClose,
  onReset,
}: {
  /** The account whose password is reset; none: the dialog is closed. */
  account: Account | undefined;
  onClose: () => void;
  /** After the reset, with the number of sessions it ended. */
  onReset: (account: Account, ended: number) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [failure, setFailure] = useState<string>();
  // The account named while the dialog fades out, after `account` is gone.
  const [shown, setShown] = useState(account);
  if (account && account !== shown) {
    setShown(account);
    setFailure(undefined);
  }

  const submit = async (values: Record<string, unknown>) => {
    if (!account) return undefined;
    setFailure(undefined);
    try {
      const { data } = await dataProvider.callAction<{ ended: number }>(RESET_PASSWORD_CALL, account.id, {
        password: String(values.password ?? ''),
      });
      onReset(account, data?.ended ?? 0);
    } catch (error) {
      const split = splitFailure(failureOf(error), FIELDS);
      setFailure(split.alert);
      return Object.keys(split.fields).length ? split.fields : undefined;
    }
    return undefined;
  };

  const name = shown?.name ?? '';
  return (
    <Dialog
      open={account !== undefined}
      onClose={onClose}
      aria-labelledby="reset-password-title"
      fullWidth
      maxWidth="xs"
      data-reset-password
    >
      <Form key={shown?.id} onSubmit={submit} noValidate>
        <DialogTitle id="reset-password-title">
          {translate('app.settings.moderators.reset_password_title', { name })}
        </DialogTitle>
        <DialogContent sx={{ '& .MuiFormControl-root': { width: '100%' } }}>
          <DialogContentText sx={{ mb: 1 }}>
            {translate('app.settings.moderators.reset_password_content', { name })}
          </DialogContentText>
          <FailureAlert text={failure} onClose={() => setFailure(undefined)} />
          <PasswordInput
            source="password"
            label="app.settings.account.password"
            helperText="app.settings.account.password_hint"
            validate={newPassword}
            autoComplete="new-password"
          />
          <PasswordInput
            source="password_again"
            label="app.settings.account.password_again"
            validate={repeated}
            autoComplete="new-password"
          />
        </DialogContent>
        <Actions onClose={onClose} />
      </Form>
    </Dialog>
  );
}
