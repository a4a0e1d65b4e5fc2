// Deleting with care, one record or a selection: shown only with the DELETE
// privilege; always asks first, naming the records by their titles; says
// before the user confirms when a record is still used by others (with the
// counts), instead of a 409 after; waits for the server (no undo window); a
// refused call leaves the user where they were.
import { useEffect, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
  useUnselectAll,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { EntitySchema } from '../schema';
import { bareId, recordTitle } from './registry';
import type { RecordUsage, UsageReader } from './usage';

type Translate = ReturnType<typeof useTranslate>;

/** "12 cities, 3 regions" in the interface language. */
export function describeUsage(usage: RecordUsage, translate: Translate, locale: string): string {
  const byEntity = new Map<string, number>();
  for (const ref of usage.references)
    if (ref.count > 0) byEntity.set(ref.entity, (byEntity.get(ref.entity) ?? 0) + ref.count);
  return [...byEntity]
    .map(([entity, count]) => {
      // Inside a sentence: "7 cities", not "7 Cities".
      const name = translate(`resources.${entity}.name`, { smart_count: count }).toLocaleLowerCase(locale);
      return translate('app.delete.use_count', { smart_count: count, entity: name });
    })
    .join(translate('app.delete.list_separator'));
}

/**
 * The usage of each record, fetched when the dialog opens. Kept out of the
 * query cache on purpose: the list's refresh after a delete must not ask
 * again about records that are gone.
 */
function useUsages(schema: EntitySchema, ids: readonly Identifier[], open: boolean) {
  const dataProvider = useDataProvider() as unknown as UsageReader;
  const [state, setState] = useState<{ data?: Map<string, RecordUsage>; isError: boolean }>({ isError: false });
  const key = ids.map(String).join(',');
  useEffect(() => {
    if (!open || key === '') return undefined;
    const controller = new AbortController();
    setState({ isError: false });
    Promise.all(key.split(',').map((id) => dataProvider.getUsage(schema.route, id, controller.signal))).then(
      (usages) => setState({ data: new Map(key.split(',').map((id, i) => [id, usages[i]])), isError: false }),
      () => !controller.signal.aborted && setState({ isError: true }),
    );
    return () => controller.abort();
  }, [open, key, schema.route, dataProvider]);
  return { data: state.data, isError: state.isError, isPending: !state.data && !state.isError };
}

interface DialogProps {
  open: boolean;
  title: string;
  /** The records asked about, with their titles. */
  records: { id: Identifier; title: string }[];
  schema: EntitySchema;
  pending: boolean;
  onConfirm(deletable: Identifier[]): void;
  onClose(): void;
}

function DeleteDialog({ open, title, records, schema, pending, onConfirm, onClose }: DialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const ids = records.map((r) => r.id);
  const { data: usages, isPending: checking, isError } = useUsages(schema, ids, open);
  const inUse = usages ? records.filter((r) => (usages.get(String(r.id))?.total ?? 0) > 0) : [];
  const free = usages ? records.filter((r) => !inUse.includes(r)) : [];
  const single = records.length === 1;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="delete-dialog-title"
    >
      <DialogTitle id="delete-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {single ? null : (
          <List
            dense
            disablePadding
            sx={{ maxHeight: 240, overflowY: 'auto', mb: 1 }}
            aria-label={translate('app.delete.selected')}
          >
            {records.map((r) => (
              <ListItem key={String(r.id)} disableGutters>
                <ListItemText
                  primary={r.title}
                  secondary={
                    usages && inUse.includes(r)
                      ? translate('app.delete.kept', {
                          uses: describeUsage(usages.get(String(r.id))!, translate, locale),
                        })
                      : undefined
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        {checking && !isError ? (
          <DialogContentText role="status">
            <CircularProgress size={14} sx={{ mr: 1 }} />
            {translate('app.delete.checking')}
          </DialogContentText>
        ) : null}
        {single && usages && inUse.length ? (
          <Alert severity="warning" role="alert">
            {translate('app.delete.in_use', {
              name: records[0].title,
              uses: describeUsage(usages.get(String(records[0].id))!, translate, locale),
            })}
          </Alert>
        ) : null}
        {!single && usages && inUse.length ? (
          <Alert severity="warning" role="alert">
            {translate('app.delete.some_in_use', { smart_count: inUse.length })}
          </Alert>
        ) : null}
        {(usages && free.length) || isError ? (
          <DialogContentText>{translate('app.delete.irreversible')}</DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </MuiButton>
        <MuiButton
          variant="contained"
          color="error"
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <DeleteIcon />}
          // Without an answer about usage, the server still refuses a record in use (409).
          disabled={pending || (checking && !isError) || (!isError && free.length === 0)}
          onClick={() => onConfirm(isError ? ids : free.map((r) => r.id))}
        >
          {single
            ? translate('ra.action.delete')
            : translate('app.delete.confirm_many', { smart_count: isError ? ids.length : free.length })}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** Delete on a record page; afterwards the user is sent to `redirectTo`. */
export function DeleteRecordButton({ schema, redirectTo }: { schema: EntitySchema; redirectTo: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ action: 'delete', resource: schema.route, record });
  const title = recordTitle(schema, record, locale);
  const { mutate, isPending } = useMutation({
    mutationFn: (id: Identifier) => dataProvider.delete(schema.route, { id, previousData: record as RaRecord }),
    onSuccess: () => {
      setOpen(false);
      notify('app.delete.done', { type: 'info', messageArgs: { name: title } });
      redirect(() => redirectTo);
    },
    onError: (error: Error) => {
      setOpen(false);
      notify(error.message || 'ra.notification.http_error', { type: 'error' });
    },
  });
  if (!record || !canAccess) return null;
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} data-action="delete">
        <DeleteIcon />
      </Button>
      <DeleteDialog
        open={open}
        title={translate('app.delete.title', { name: title })}
        records={[{ id: record.id, title }]}
        schema={schema}
        pending={isPending}
        onConfirm={() => mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Bulk delete on a list: the selected rows, named, minus those still in use. */
export function BulkDeleteRecordsButton({ schema }: { schema: EntitySchema }) {
  const { selectedIds, data } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(schema.route);
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ action: 'delete', resource: schema.route });
  const records = selectedIds.map((id) => {
    const record = data?.find((r) => r.id === id);
    return { id, title: record ? recordTitle(schema, record, locale) : bareId(id) };
  });
  const { mutate, isPending } = useMutation({
    mutationFn: (ids: Identifier[]) => dataProvider.deleteMany(schema.route, { ids }),
    onSuccess: (_answer, ids) => {
      setOpen(false);
      const names = records.filter((r) => ids.includes(r.id)).map((r) => r.title);
      notify('app.delete.done_many', {
        type: 'info',
        messageArgs: { smart_count: ids.length, names: names.join(translate('app.delete.list_separator')) },
      });
      unselectAll();
      refresh();
    },
    onError: (error: Error) => {
      setOpen(false);
      notify(error.message || 'ra.notification.http_error', { type: 'error' });
      refresh();
    },
  });
  if (!canAccess) return null;
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} data-action="bulk-delete">
        <DeleteIcon />
      </Button>
      <DeleteDialog
        open={open}
        title={translate('app.delete.title_many', { smart_count: records.length })}
        records={records}
        schema={schema}
        pending={isPending}
        onConfirm={(ids) => mutate(ids)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
