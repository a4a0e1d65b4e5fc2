// /profile/sessions: where the signed-in admin is signed in (one row per
// login: device, address, last use), "this device" marked, and ending any
// other one or all others. Every signed-in admin may use it.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import DevicesIcon from '@mui/icons-material/Devices';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { Confirm, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { PageActions, useDocumentTitle } from '../engine/ui/PageChrome';
import { useIsoLocale } from '../engine/ui/useLocale';
import { relativeTime } from '../notifications/present';
import type { AdminDataProvider } from '../providers/dataProvider';
import { failureOf } from './settings/api';
import { FailureAlert, LoadError } from './settings/parts';

export interface SessionRow {
  id: string;
  device: { browser: string | null; os: string | null };
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

/** "Chrome 124 on Windows", or whichever half is known. */
export function useDeviceName() {
  const translate = useTranslate();
  return ({ device }: Pick<SessionRow, 'device'>) => {
    if (device.browser && device.os)
      return translate('app.sessions.device', { browser: device.browser, os: device.os });
    return device.browser ?? device.os ?? translate('app.sessions.unknown_device');
  };
}

/** A time as "5 minutes ago"; the exact date and time on hover or focus. */
function When({ at, iso, now }: { at: string; iso: string; now: number }) {
  const time = Date.parse(at);
  const exact = new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeStyle: 'medium' }).format(time);
  return (
    <Tooltip title={exact} describeChild>
      <Box
        component="time"
        dateTime={at}
        tabIndex={0}
        data-exact={exact}
        sx={{ textDecoration: 'underline dotted', cursor: 'help' }}
      >
        {relativeTime(time, now, iso)}
      </Box>
    </Tooltip>
  );
}

const QUERY_KEY = ['account-sessions'];

export default function SessionsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const iso = useIsoLocale();
  const deviceName = useDeviceName();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const title = translate('app.sessions.title');
  useDocumentTitle([title]);

  const sessions = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await dataProvider.callAction<SessionRow[]>('GET user/sessions')).data ?? [],
    retry: false,
  });
  // Ending one session, or 'others'; what the open dialog asks about.
  const [asking, setAsking] = useState<SessionRow | 'others'>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const rows = sessions.data ?? [];
  const others = rows.filter((row) => !row.current);
  const now = sessions.dataUpdatedAt || Date.now();

  const end = async () => {
    if (!asking) return;
    setPending(true);
    setFailure(undefined);
    try {
      if (asking === 'others') {
        const { data } = await dataProvider.callAction<{ ended: number }>(
          'POST user/sessions/end-others',
          undefined,
          {},
        );
        notify('app.sessions.ended_others', { type: 'info', messageArgs: { count: data?.ended ?? 0 } });
      } else {
        await dataProvider.callAction('DELETE user/sessions/{id}', asking.id);
        notify('app.sessions.ended_one', { type: 'info', messageArgs: { device: deviceName(asking) } });
      }
    } catch (error) {
      const { status, message } = failureOf(error);
      // Gone already (ended elsewhere): the refreshed list tells it.
      if (status !== 404) setFailure(status === 0 || status >= 500 || !message ? 'app.settings.failed' : message);
    } finally {
      setPending(false);
      setAsking(undefined);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    }
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <Title title={title} />
      <PageActions crumbs={[{ label: title }]} />
      <Typography id="sessions-heading" variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.sessions.intro')}
      </Typography>

      <Card component="section" aria-labelledby="sessions-heading">
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <Button
              variant="outlined"
              color="error"
              startIcon={<LogoutIcon />}
              disabled={!others.length || pending}
              onClick={() => setAsking('others')}
              data-action="end-other-sessions"
            >
              {translate('app.sessions.end_others')}
            </Button>
          </Box>
          <FailureAlert text={failure} onClose={() => setFailure(undefined)} />
          {sessions.isError ? <LoadError onRetry={() => void sessions.refetch()} /> : null}
          {sessions.isFetching ? (
            <LinearProgress aria-label={translate('ra.page.loading')} />
          ) : (
            <Box sx={{ height: 4 }} />
          )}
          <List aria-labelledby="sessions-heading" data-session-list disablePadding>
            {rows.map((row) => (
              <ListItem
                key={row.id}
                divider
                data-session={row.current ? 'current' : 'other'}
                sx={{ px: 0, py: 1.5, alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}
              >
                <DevicesIcon color="action" sx={{ mt: 0.5 }} aria-hidden />
                <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {deviceName(row)}
                    </Typography>
                    {row.current ? (
                      <Chip
                        size="small"
                        color="primary"
                        label={translate('app.sessions.this_device')}
                        data-current-session
                      />
                    ) : null}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {translate('app.sessions.address')}: {row.ip ?? '—'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.sessions.last_used')}: <When at={row.last_used_at} iso={iso} now={now} />
                    {' · '}
                    {translate('app.sessions.started')}: <When at={row.created_at} iso={iso} now={now} />
                  </Typography>
                  {row.user_agent ? (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      sx={{ overflowWrap: 'anywhere', mt: 0.5 }}
                      data-user-agent
                    >
                      {row.user_agent}
                    </Typography>
                  ) : null}
                </Box>
                {row.current ? null : (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setAsking(row)}
                    disabled={pending}
                    aria-label={translate('app.sessions.end_one_of', { device: deviceName(row) })}
                    data-action="end-session"
                    sx={{ alignSelf: 'center', ml: 'auto' }}
                  >
                    {translate('app.sessions.end')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
          {sessions.isSuccess && !others.length ? (
            <Typography color="text.secondary" sx={{ mt: 2 }} data-no-other-sessions>
              {translate('app.sessions.no_others')}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
      <Confirm
        isOpen={asking !== undefined}
        loading={pending}
        title={asking === 'others' ? 'app.sessions.confirm_others_title' : 'app.sessions.confirm_one_title'}
        content={asking === 'others' ? 'app.sessions.confirm_others_content' : 'app.sessions.confirm_one_content'}
        translateOptions={{ device: asking && asking !== 'others' ? deviceName(asking) : '' }}
        confirm={asking === 'others' ? 'app.sessions.end_others' : 'app.sessions.end'}
        confirmColor="warning"
        onConfirm={() => void end()}
        onClose={() => setAsking(undefined)}
      />
    </Box>
  );
}
