// The state changes of a record (activated, denied with a reason…), newest
// first, under its fields on the detail page; refreshed with the page after
// an action.
import { Card, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { EntitySchema } from '../schema';
import { formatTimestamp } from './format';
import { choiceLabel } from './registry';
import type { HistoryReader } from './history';
import { useIsoLocale } from './useLocale';

export function RecordHistory({ schema }: { schema: EntitySchema }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider() as unknown as HistoryReader;
  const iso = useIsoLocale();
  const hasStates = schema.actions.some((a) => a.transition);
  const { data } = useQuery({
    queryKey: [schema.route, 'history', String(record?.id)],
    queryFn: ({ signal }) => dataProvider.getHistory(schema.route, record!.id, signal),
    enabled: hasStates && record !== undefined,
  });
  if (!hasStates || !record || !data) return null;
  const state = (field: string, value: string | null) =>
    value === null ? '—' : translate(choiceLabel(schema, field, value), { _: value });
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
          {data.map((change) => (
            <ListItem key={change.id} disableGutters data-history-action={change.action}>
              <ListItemText
                // A reason is free text: a long word in it (a URL) wraps within the card.
                sx={{ overflowWrap: 'anywhere' }}
                primary={`${translate(`resources.${schema.name}.actions.${change.action}`, { _: change.action })} · ${translate('app.record.history_by', { from: state(change.field, change.from_state), to: state(change.field, change.to_state), name: change.admin_name })}`}
                secondary={`${formatTimestamp(change.created_at, iso)}${change.reason ? ` · ${change.reason}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
