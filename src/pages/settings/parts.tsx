// Small pieces the account pages share: the failure alert, and a failed load
// with its retry.
import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslate, ValidationError } from 'react-admin';

/** A refusal or failure above a form or list; a message key or prefixed field error is translated. */
export function FailureAlert({
  text,
  title,
  onClose,
}: {
  text: string | undefined;
  title?: ReactNode;
  onClose?: () => void;
}) {
  if (!text) return null;
  return (
    <Alert severity="error" role="alert" onClose={onClose} data-settings-failure sx={{ mb: 2 }}>
      {title ? <strong>{title} </strong> : null}
      <ValidationError error={text} />
    </Alert>
  );
}

/** A list or record that could not be read, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.settings.retry')}
        </Button>
      }
      sx={{ my: 1 }}
    >
      {translate('app.settings.load_failed')}
    </Alert>
  );
}
