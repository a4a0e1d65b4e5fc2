// Custom actions declared in a schema (activate, deny with a reason…), each
// mapped to its exact API call. A reason, when asked for, is collected in a
// dialog and sent as {reason}; the call is pessimistic (no undo window).
import { useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField as MuiTextField,
} from '@mui/material';
import {
  Button,
  Confirm,
  useCanAccess,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { ActionDefinition, EntitySchema } from '../schema';
import { recordTitle } from './registry';

/** Longest reason the server keeps. */
const MAX_REASON = 1000;

/** The data provider's extension for schema actions (see src/providers/dataProvider.ts). */
interface ActionCaller {
  callAction(call: string, id: string | number, body?: Record<string, unknown>): Promise<{ data: unknown }>;
}

/** Whether the record may take the action: its `when`, and a state change only from the states it leaves. */
export function offered(action: ActionDefinition, record: Record<string, unknown>): boolean {
  if (action.when && !action.when(record)) return false;
  const move = action.transition;
  return !move || move.from.includes(String(record[move.field ?? 'status']));
}

export function ActionButton({ schema, action }: { schema: EntitySchema; action: ActionDefinition }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider() as unknown as ActionCaller;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const label = `resources.${schema.name}.actions.${action.name}`;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  // State actions need UPDATE on the entity's function type (see the auth provider's canAccess).
  const { canAccess } = useCanAccess({ action: action.name, resource: schema.route, record });
  const { mutate, isPending } = useMutation({
    mutationFn: (body?: Record<string, unknown>) => dataProvider.callAction(action.call, record!.id, body),
    onSuccess: () => {
      setOpen(false);
      setReason('');
      notify('app.action_done', {
        type: 'info',
        messageArgs: { action: translate(label), name: recordTitle(schema, record, locale) },
      });
      refresh();
    },
    onError: (error: Error) => {
      notify(error.message || 'ra.notification.http_error', { type: 'error' });
      // Refused because the record moved on (409: someone else decided it): show it as it is now,
      // its state, buttons and history, not the state the refused action was offered in.
      if ((error as Error & { status?: number }).status === 409) {
        setOpen(false);
        setReason('');
        refresh();
      }
    },
  });
  if (!record || !canAccess || !offered(action, record)) return null;

  const run = () => (action.reason ? mutate({ reason: reason.trim() }) : mutate(undefined));
  const needsDialog = action.reason || action.confirm;

  return (
    <>
      <Button
        label={label}
        onClick={() => (needsDialog ? setOpen(true) : run())}
        disabled={isPending}
        data-action={action.name}
      />
      {action.reason ? (
        <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
          <DialogTitle>{translate(label)}</DialogTitle>
          <DialogContent>
            <MuiTextField
              autoFocus
              required
              fullWidth
              multiline
              minRows={3}
              margin="dense"
              name="reason"
              label={translate('app.reason.label')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              // Why Confirm waits, said where the eye is, and read out with the button.
              helperText={reason.trim() === '' ? translate('app.reason.needed') : undefined}
              slotProps={{ htmlInput: { maxLength: MAX_REASON }, formHelperText: { id: 'reason-needed' } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton
              variant="contained"
              onClick={run}
              disabled={isPending || reason.trim() === ''}
              aria-describedby={reason.trim() === '' ? 'reason-needed' : undefined}
            >
              {translate('app.reason.confirm')}
            </MuiButton>
          </DialogActions>
        </Dialog>
      ) : action.confirm ? (
        <Confirm
          isOpen={open}
          title={label}
          // What it does, where the entity says (resources.<entity>.actions.<name>_confirm).
          content={translate(`${label}_confirm`, { _: translate('ra.message.are_you_sure') })}
          onConfirm={run}
          onClose={() => setOpen(false)}
          loading={isPending}
        />
      ) : null}
    </>
  );
}

export function ActionButtons({ schema }: { schema: EntitySchema }) {
  return (
    <>
      {schema.actions.map((action) => (
        <ActionButton key={action.name} schema={schema} action={action} />
      ))}
    </>
  );
}
