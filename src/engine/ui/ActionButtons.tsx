// Custom actions declared in a schema (activate, deny with a reason…), each
// mapped to its exact API call. A reason, when asked for, is collected in a
// dialog and sent as {reason}; the call is pessimistic (no undo window).
import { useState, type ReactNode } from 'react';
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
import { MAX_REASON, type ActionDefinition, type EntitySchema } from '../schema';
import { recordTitle } from './registry';

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

/**
 * Asks for the reason an action keeps in the history (required, trimmed, at most MAX_REASON characters);
 * what is typed stays while the dialog is open, and goes when it closes.
 */
export function ReasonDialog({
  open,
  title,
  children,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  /** Said above the field (e.g. which records the reason is for). */
  children?: ReactNode;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  // Reset while rendering (not in an effect), so a reopened dialog never shows the last reason for a frame.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setReason('');
  }
  const empty = reason.trim() === '';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {children}
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
          // Enter starts a new line of the reason; Ctrl+Enter (⌘+Enter) confirms, as the button says.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !pending && !empty) {
              event.preventDefault();
              onConfirm(reason.trim());
            }
          }}
          // Why Confirm waits, said where the eye is, and read out with the button.
          helperText={empty ? translate('app.reason.needed') : undefined}
          slotProps={{ htmlInput: { maxLength: MAX_REASON }, formHelperText: { id: 'reason-needed' } }}
        />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton
          variant="contained"
          onClick={() => onConfirm(reason.trim())}
          disabled={pending || empty}
          aria-describedby={empty ? 'reason-needed' : undefined}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          title={translate('app.reason.confirm_keys')}
        >
          {translate('app.reason.confirm')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
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
  // State actions need UPDATE on the entity's function type (see the auth provider's canAccess).
  const { canAccess } = useCanAccess({ action: action.name, resource: schema.route, record });
  const { mutate, isPending } = useMutation({
    mutationFn: (body?: Record<string, unknown>) => dataProvider.callAction(action.call, record!.id, body),
    onSuccess: () => {
      setOpen(false);
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
        refresh();
      }
    },
  });
  if (!record || !canAccess || !offered(action, record)) return null;

  const run = () => mutate(undefined);
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
        <ReasonDialog
          open={open}
          title={translate(label)}
          pending={isPending}
          onConfirm={(reason) => mutate({ reason })}
          onClose={() => setOpen(false)}
        />
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
