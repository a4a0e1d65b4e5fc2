// A record's history under its fields on the detail page, newest first: its state changes (activated,
// denied with a reason…) and its other writes, each changed field's value before and after as the field's
// kind shows it (a reference by its title, money with its currency); refreshed with the page.
import { Box, Button, Card, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  RecordContextProvider,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { EntitySchema } from '../schema';
import { formatTimestamp } from './format';
import { fieldUi } from './fieldComponents';
import { choiceLabel, fieldLabel, useSchemaRegistry } from './registry';
import type { FieldChanges, HistoryReader, StateChange } from './history';
import { EMPTY_VALUE } from './RecordFields';
import { isEmptyValue } from './ValueText';
import { useIsoLocale } from './useLocale';
import { visuallyHidden } from './visuallyHidden';

/** One value of a field as its kind shows it, in the record as it is otherwise (a money's currency). */
function PastValue({
  schema,
  record,
  field,
  value,
}: {
  schema: EntitySchema;
  record: RaRecord;
  field: string;
  value: unknown;
}) {
  const definition = schema.fields[field];
  const Show = definition ? fieldUi(definition).Show : null;
  if (isEmptyValue(value) || !Show) return <span>{isEmptyValue(value) ? EMPTY_VALUE : String(value)}</span>;
  return (
    <RecordContextProvider value={{ ...record, [field]: value }}>
      <Show schema={schema} source={field} field={definition} label={fieldLabel(schema, field)} />
    </RecordContextProvider>
  );
}

/** Whether an admin may set the field (a state moves by its actions only; a read-only field never). */
const restorable = (schema: EntitySchema, field: string) => {
  const definition = schema.fields[field];
  return (
    definition !== undefined &&
    !definition.readOnly &&
    !definition.virtual &&
    !schema.actions.some((action) => action.transition && (action.transition.field ?? 'status') === field)
  );
};

/**
 * Sets fields back to the values an entry had before, as a save of the record would (its validation,
 * permission and version check), so the restore is itself a change in the history.
 */
function useRestore(schema: EntitySchema, record: RaRecord) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ action: 'edit', resource: schema.route, record });
  const { mutate, isPending } = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      dataProvider.update(schema.route, {
        id: record.id,
        data: { ...values, version: record.version },
        previousData: record,
      }),
    onSuccess: () => {
      notify('app.record.history_restored', { type: 'info' });
      refresh();
    },
    onError: (error: Error) => {
      notify(error.message || 'ra.notification.http_error', { type: 'error' });
      // Saved by someone else meanwhile: show the record as it is now.
      if ((error as Error & { status?: number }).status === 409) refresh();
    },
  });
  return { offered: Boolean(canAccess && schema.views.edit), restore: mutate, pending: isPending };
}

/** A field's change as its kind tells one (a text's words taken out and put in), else before → after. */
function ValueChange({
  schema,
  record,
  field,
  before,
  after,
}: {
  schema: EntitySchema;
  record: RaRecord;
  field: string;
  before: unknown;
  after: unknown;
}) {
  const translate = useTranslate();
  const definition = schema.fields[field];
  const Change = definition ? fieldUi(definition).Change : undefined;
  if (Change && definition)
    return (
      <Change
        schema={schema}
        source={field}
        field={definition}
        label={fieldLabel(schema, field)}
        before={before}
        after={after}
      />
    );
  return (
    <>
      <Box component="span" sx={{ color: 'text.secondary' }} data-history-before>
        <PastValue schema={schema} record={record} field={field} value={before} />
      </Box>
      <span aria-hidden="true">→</span>
      <Box component="span" sx={visuallyHidden}>
        {translate('app.record.history_changed_to')}
      </Box>
      <span data-history-after>
        <PastValue schema={schema} record={record} field={field} value={after} />
      </span>
    </>
  );
}

function Changes({ schema, record, entry }: { schema: EntitySchema; record: RaRecord; entry: FieldChanges }) {
  const translate = useTranslate();
  const { offered, restore, pending } = useRestore(schema, record);
  // A new record's first values are the page's, or the next change's "before".
  if (entry.operation === 'create' || !entry.changes.length) return null;
  const back = entry.changes.filter(({ field }) => offered && restorable(schema, field));
  return (
    <>
      {back.length > 1 ? (
        <Button
          size="small"
          disabled={pending}
          onClick={() => restore(Object.fromEntries(back.map(({ field, before }) => [field, before])))}
          data-history-restore-all
        >
          {translate('app.record.history_restore_all')}
        </Button>
      ) : null}
      <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gap: 0.5 }}>
        {entry.changes.map(({ field, before, after }) => (
          <Box key={field} data-history-field={field} sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(fieldLabel(schema, field))}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
              <ValueChange schema={schema} record={record} field={field} before={before} after={after} />
              {back.some((change) => change.field === field) ? (
                <Button
                  size="small"
                  disabled={pending}
                  onClick={() => restore({ [field]: before })}
                  aria-label={translate('app.record.history_restore_field', {
                    field: translate(fieldLabel(schema, field)),
                  })}
                  data-history-restore
                >
                  {translate('app.record.history_restore')}
                </Button>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}

export function RecordHistory({ schema }: { schema: EntitySchema }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider() as unknown as HistoryReader;
  const iso = useIsoLocale();
  // A variant's records are its base entity's, and so is their history.
  const base = useSchemaRegistry().find(schema.variant?.of ?? schema.name) ?? schema;
  const { data } = useQuery({
    queryKey: [base.route, 'history', String(record?.id)],
    queryFn: ({ signal }) => dataProvider.getHistory(base.route, record!.id, signal),
    enabled: record !== undefined,
  });
  if (!record || !data) return null;
  const state = (field: string, value: string | null) =>
    value === null ? '—' : translate(choiceLabel(schema, field, value), { _: value });
  const action = (change: StateChange) =>
    `${translate(`resources.${schema.name}.actions.${change.action}`, { _: change.action })} · ${translate(
      'app.record.history_by',
      {
        from: state(change.field, change.from_state),
        to: state(change.field, change.to_state),
        name: change.admin_name,
      },
    )}`;
  return (
    <Card component="section" sx={{ mt: 2, p: 2 }} aria-labelledby="history-heading">
      <Typography id="history-heading" variant="h6" component="h2">
        {translate('app.record.history')}
      </Typography>
      {data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.record.history_empty')}
        </Typography>
      ) : (
        <List dense>
          {data.map((entry) => (
            <ListItem
              key={`${entry.type}-${entry.id}`}
              disableGutters
              data-history-action={entry.type === 'action' ? entry.action : undefined}
              data-history-change={entry.type === 'change' ? entry.operation : undefined}
              sx={{ display: 'block' }}
            >
              <ListItemText
                // A reason is free text: a long word in it (a URL) wraps within the card.
                sx={{ overflowWrap: 'anywhere', my: 0 }}
                primary={
                  entry.type === 'action'
                    ? action(entry)
                    : translate(`app.record.history_${entry.operation}`, { name: entry.admin_name })
                }
                secondary={`${formatTimestamp(entry.created_at, iso)}${entry.type === 'action' && entry.reason ? ` · ${entry.reason}` : ''}`}
              />
              {entry.type === 'change' ? <Changes schema={schema} record={record} entry={entry} /> : null}
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
