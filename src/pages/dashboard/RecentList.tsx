// A small widget: the newest records of a list (with a filter), each a link
// to its page, and a link to the whole filtered list.
import {
  Alert,
  Box,
  Card,
  CardContent,
  Link as MuiLink,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { RecordContextProvider, useBasename, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { KINDS } from '../../engine/kinds';
import type { EntitySchema } from '../../engine/schema';
import { landingPage, useRecordHref } from '../../engine/ui/paths';
import { RecordName } from '../../engine/ui/RecordTitle';
import { StatusChip } from '../../engine/ui/StatusChip';
import { RECENT_LABELS, type RecentDefinition } from './config';
import { listHref } from './data';

export function RecentList({ definition, schema }: { definition: RecentDefinition; schema: EntitySchema }) {
  const translate = useTranslate();
  const basename = useBasename();
  const href = useRecordHref();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useGetList(schema.route, {
    pagination: { page: 1, perPage: definition.size },
    sort: { field: 'created_at', order: 'DESC' },
    filter: definition.filter ?? {},
  });
  const page = landingPage(schema);
  // A status of fixed choices shows as a chip beside each record.
  const { status } = schema.fields;
  const chip = status && KINDS[status.kind].choices ? status : undefined;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const title = translate(`${RECENT_LABELS}${definition.key}`);
  return (
    <Card variant="outlined" data-widget={definition.key} sx={{ minWidth: 0 }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {title}
        </Typography>
        {isPending ? (
          <Box role="progressbar" aria-label={translate('ra.page.loading')}>
            {Array.from({ length: definition.size }, (_, i) => (
              <Skeleton key={i} height={44} />
            ))}
          </Box>
        ) : error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate('app.dashboard.load_failed')}
          </Alert>
        ) : !data?.length ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate('app.dashboard.no_data')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {data.map((record) => (
              <RecordContextProvider key={record.id} value={record}>
                {/* A list holds items: the link inside its item, not in its place. */}
                <ListItem disablePadding>
                  <ListItemButton
                    component={Link}
                    to={
                      page === undefined ? listHref(basename, schema, definition.filter) : href(schema, record.id, page)
                    }
                    sx={{ px: 1, gap: 1, minWidth: 0 }}
                  >
                    <ListItemText
                      primary={<RecordName schema={schema} />}
                      secondary={
                        typeof record.created_at === 'string' ? when.format(new Date(record.created_at)) : undefined
                      }
                      slotProps={{ primary: { noWrap: true } }}
                      sx={{ minWidth: 0 }}
                    />
                    {chip ? <StatusChip schema={schema} source="status" field={chip} /> : null}
                  </ListItemButton>
                </ListItem>
              </RecordContextProvider>
            ))}
          </List>
        )}
        <MuiLink
          component={Link}
          to={listHref(basename, schema, definition.filter)}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {translate('app.dashboard.see_all')}
        </MuiLink>
      </CardContent>
    </Card>
  );
}
