// A schema's state actions on a list's selection: one call for the batch (POST {path}/actions/{name}),
// one reason for all where the action asks for one. The server decides each record on its own; what it
// skipped (decided meanwhile by someone else, gone) is listed with why.
import { useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import {
  Button,
  Confirm,
  useCanAccess,
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
  type Identifier,
} from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { ActionDefinition, EntitySchema } from '../schema';
import { offered, ReasonDialog } from './ActionButtons';
import { bareId, recordTitle } from './registry';

/** The server's answer: the records decided, and those skipped with the reason in the caller's language. */
export interface BulkAnswer {
  done: Identifier[];
  skipped: { id: Identifier; state?: string | null; message: string }[];
}

/** An answer with the records' names as the list showed them when the call was made. */
export type NamedAnswer = BulkAnswer & { names: Map<Identifier, string> };

/** Reads the selected records' names as the list shows them now (they may leave the list after the call). */
export function useSelectionNames(schema: EntitySchema): () => Map<Identifier, string> {
  const { selectedIds, data } = useListContext();
  const [locale] = useLocaleState();
  return () =>
    new Map(
      selectedIds.map((id) => {
        const record = data?.find((row) => row.id === id);
        return [id, record ? recordTitle(schema, record, locale) : bareId(id)];
      }),
    );
}

/** What a call on a selection came to: the records done and those skipped, each with why. */
export function BulkResultDialog({
  title,
  result,
  onClose,
}: {
  title: string;
  result: NamedAnswer | undefined;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const nameOf = (id: Identifier) => result?.names.get(id) ?? bareId(id);
  return (
    <Dialog open={result !== undefined} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {result?.done.length ? (
          <>
            <Typography component="h3" variant="subtitle2">
              {translate('app.bulk.done_heading')}
            </Typography>
            <List dense data-bulk-done>
              {result.done.map((id) => (
                <ListItem key={id} disableGutters>
                  <ListItemText primary={nameOf(id)} />
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
        <Typography component="h3" variant="subtitle2">
          {translate('app.bulk.skipped_heading')}
        </Typography>
        <List dense data-bulk-skipped>
          {result?.skipped.map(({ id, message }) => (
            <ListItem key={id} disableGutters>
              <ListItemText primary={nameOf(id)} secondary={message} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

export interface BulkCaller {
  callAction<T>(call: string, id?: Identifier, body?: unknown): Promise<{ data: T }>;
}

/** The bulk call of an action: at the entity's path, whatever the single call's address. */
export const bulkCall = (schema: EntitySchema, action: ActionDefinition) =>
  `POST ${schema.path}/actions/${action.name}`;

/** The state actions of a schema, each as a button over the list's selection. */
export function BulkActionButtons({ schema }: { schema: EntitySchema }) {
  return (
    <>
      {schema.actions
        .filter((action) => action.transition)
        .map((action) => (
          <BulkActionButton key={action.name} schema={schema} action={action} />
        ))}
    </>
  );
}

function BulkActionButton({ schema, action }: { schema: EntitySchema; action: ActionDefinition }) {
  const { selectedIds, data } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(schema.route);
  const dataProvider = useDataProvider() as unknown as BulkCaller;
  const { canAccess } = useCanAccess({ action: action.name, resource: schema.route });
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<NamedAnswer>();
  const namesOf = useSelectionNames(schema);
  const label = translate(`resources.${schema.name}.actions.${action.name}`);
  const { mutate, isPending } = useMutation({
    mutationFn: async (reason?: string) => {
      const names = namesOf();
      const body = { ids: selectedIds, ...(reason === undefined ? {} : { reason }) };
      const { data: answer } = await dataProvider.callAction<BulkAnswer>(bulkCall(schema, action), undefined, body);
      return { ...answer, names };
    },
    onSuccess: (answer) => {
      setAsking(false);
      unselectAll();
      refresh();
      if (answer.skipped.length) setResult(answer);
      else notify('app.bulk.done', { type: 'info', messageArgs: { action: label, count: answer.done.length } });
    },
    onError: (error: Error) => {
      setAsking(false);
      notify(error.message || 'ra.notification.http_error', { type: 'error' });
    },
  });
  if (!canAccess) return null;
  // Offered while one selected record at least may take it, as far as the list knows; the result stays
  // open once the selection has gone.
  const selected = (data ?? []).filter((row) => selectedIds.includes(row.id));
  const shown = selected.some((row) => offered(action, row));

  const title = translate('app.bulk.title', { action: label, count: selectedIds.length });
  return (
    <>
      {shown ? (
        <Button label={label} onClick={() => setAsking(true)} disabled={isPending} data-bulk-action={action.name} />
      ) : null}
      {action.reason ? (
        <ReasonDialog
          open={asking}
          title={title}
          pending={isPending}
          onConfirm={(reason) => mutate(reason)}
          onClose={() => setAsking(false)}
        >
          <DialogContentText>{translate('app.bulk.reason_for_all')}</DialogContentText>
        </ReasonDialog>
      ) : (
        <Confirm
          isOpen={asking}
          title={title}
          content={translate('app.bulk.each_on_its_own', { count: selectedIds.length })}
          onConfirm={() => mutate(undefined)}
          onClose={() => setAsking(false)}
          loading={isPending}
        />
      )}
      <BulkResultDialog
        title={translate('app.bulk.result_title', {
          action: label,
          done: result?.done.length ?? 0,
          skipped: result?.skipped.length ?? 0,
        })}
        result={result}
        onClose={() => setResult(undefined)}
      />
    </>
  );
}
