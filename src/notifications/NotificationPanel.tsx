// The notification panel under the bell (spec sections 2 and 9): 420 × 450 px,
// newest first, unread entries highlighted, the next page when scrolled to
// within 1 px of the bottom (200 ms after scrolling stops), ages refreshed
// every minute. A click outside or Escape closes it; it blocks nothing.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  CircularProgress,
  ClickAwayListener,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Paper,
  Popper,
  Typography,
} from '@mui/material';
import { useBasename, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isoOf } from '../engine/locales';
import type { Grants } from '../engine/permissions';
import { useSchemaRegistry } from '../engine/ui/registry';
import { useLocaleCode } from '../engine/ui/useLocale';
import { visuallyHidden } from '../engine/ui/visuallyHidden';
import { useNotifications } from './context';
import { notificationTarget, notificationText, relativeTime, SOMEONE } from './present';
import type { NotificationService, Profile } from './service';
import type { NotificationItem } from './state';
import { avatarColour, initialsOf } from '../engine/ui/avatars';

/** Spec section 9. */
export const PANEL_WIDTH = 420;
export const PANEL_HEIGHT = 450;
export const SCROLL_DEBOUNCE_MS = 200;
export const BOTTOM_SLACK_PX = 1;
export const AGE_REFRESH_MS = 60_000;

export interface NotificationPanelProps {
  id: string;
  anchor: HTMLElement;
  service: NotificationService;
  /** Closes the panel; true: focus goes back to the bell (Escape). */
  onClose: (returnFocus: boolean) => void;
}

/** The time now, moved on every `interval` ms. */
function useNow(interval: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}

const atBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;

export default function NotificationPanel({ id, anchor, service, onClose }: NotificationPanelProps) {
  const { state, hasMore, profiles } = useNotifications(service);
  const translate = useTranslate();
  const locale = useLocaleCode();
  const registry = useSchemaRegistry();
  const { permissions } = usePermissions<Grants>();
  const basename = useBasename();
  const navigate = useNavigate();
  const now = useNow(AGE_REFRESH_MS);
  const paper = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const titleId = `${id}-title`;
  const { items, fetching, unread } = state;

  // Keyboard users land in the panel; Escape anywhere closes it.
  useEffect(() => {
    paper.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      clearTimeout(debounce.current);
    };
  }, [onClose]);

  // The list loads when the panel first opens (or again after a failed load); before the first
  // paint, so the empty-state text never flashes.
  useLayoutEffect(() => {
    if (service.getSnapshot().state.page === 0) void service.loadNextPage();
  }, [service]);

  const senders = [...new Set(items.map((item) => item.sender_id).filter((s): s is number => s !== null))];
  const sendersKey = senders.join(',');
  useEffect(() => {
    if (sendersKey) service.ensureProfiles(sendersKey.split(',').map(Number), locale);
  }, [service, sendersKey, locale]);

  // A page too short to scroll is at its bottom already (the layout known: not before it is drawn).
  useEffect(() => {
    const el = scroller.current;
    if (el && el.clientHeight > 0 && hasMore && !fetching && atBottom(el)) void service.loadNextPage();
  }, [service, items.length, hasMore, fetching]);

  const onScroll = () => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      const el = scroller.current;
      if (el && atBottom(el)) void service.loadNextPage();
    }, SCROLL_DEBOUNCE_MS);
  };

  const onClickAway = useCallback(
    (event: MouseEvent | TouchEvent) => {
      // The bell toggles the panel itself.
      if (event.target instanceof Node && anchor.contains(event.target)) return;
      onClose(false);
    },
    [anchor, onClose],
  );

  const iso = isoOf(locale);
  const grants = permissions ?? {};

  return (
    <Popper
      open
      anchorEl={anchor}
      placement="bottom-end"
      // In the header's DOM, after the bell: Tab goes from the bell into the panel.
      disablePortal
      modifiers={[
        { name: 'offset', options: { offset: [0, 8] } },
        { name: 'preventOverflow', options: { padding: 8 } },
      ]}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
    >
      <ClickAwayListener onClickAway={onClickAway}>
        <Paper
          ref={paper}
          id={id}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          elevation={8}
          data-testid="notification-panel"
          sx={panelSx}
        >
          <Box sx={headerSx}>
            <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
              {translate('app.notifications.title')}
            </Typography>
            <Button size="small" onClick={() => void service.markAllRead()} disabled={unread === 0}>
              {translate('app.notifications.mark_all_read')}
            </Button>
          </Box>
          <Box ref={scroller} onScroll={onScroll} sx={scrollSx} data-testid="notification-scroll">
            {items.length === 0 && !fetching ? (
              <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                {translate('app.notifications.empty')}
              </Typography>
            ) : (
              <List disablePadding aria-labelledby={titleId}>
                {items.map((item) => {
                  const target = notificationTarget(item, registry, grants);
                  return (
                    <Entry
                      key={item.id}
                      item={item}
                      opens={target !== undefined}
                      profile={item.sender_id === null ? null : profiles.get(item.sender_id)}
                      now={now}
                      iso={iso}
                      onOpen={() => {
                        void service.open(item.id);
                        // Something to open: the panel goes with the navigation; else it stays, showing the entry read.
                        if (target === undefined) return;
                        onClose(false);
                        navigate(`${basename}${target}`);
                      }}
                    />
                  );
                })}
              </List>
            )}
            {fetching ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
                <CircularProgress size={24} aria-label={translate('app.notifications.loading')} />
              </Box>
            ) : null}
          </Box>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}

interface EntryProps {
  item: NotificationItem;
  /** Whether it leads to its object's page. */
  opens: boolean;
  /** undefined: not fetched yet; null: unknown sender. */
  profile: Profile | null | undefined;
  now: number;
  iso: string;
  onOpen: () => void;
}

function Entry({ item, opens, profile, now, iso, onOpen }: EntryProps) {
  const translate = useTranslate();
  const name = profile?.name || (profile === undefined ? '…' : translate(SOMEONE));
  const text = notificationText(item, name);
  const detail = item.message?.body?.trim() || item.name?.trim() || '';
  const body = (
    <>
      <ListItemAvatar>
        <Avatar
          src={profile?.avatar ?? undefined}
          alt=""
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            fontSize: 14,
            ...(profile && { bgcolor: avatarColour(profile.user_id), color: '#fff' }),
          }}
        >
          {profile?.name ? initialsOf(profile.name) : null}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={
          <>
            {item.read ? null : (
              <Box component="span" sx={visuallyHidden}>{`${translate('app.notifications.unread')}: `}</Box>
            )}
            {translate(text.key, text.args)}
          </>
        }
        secondary={
          <>
            {detail ? (
              <Box component="span" sx={detailSx}>
                {detail}
              </Box>
            ) : null}
            {item.created_at > 0 ? (
              <Box component="time" dateTime={new Date(item.created_at).toISOString()} sx={{ display: 'block' }}>
                {relativeTime(item.created_at, now, iso)}
              </Box>
            ) : null}
          </>
        }
        slotProps={{
          primary: { variant: 'body2', fontWeight: item.read ? 400 : 600 },
          secondary: { component: 'span' },
        }}
      />
      {item.read ? null : <Box aria-hidden sx={dotSx} />}
    </>
  );
  return (
    // A button either way: it marks the entry read, and only then may lead on.
    <ListItem
      disablePadding
      data-notification-id={item.id}
      data-read={String(item.read)}
      data-opens={String(opens)}
      divider
    >
      <ListItemButton onClick={onOpen} sx={entrySx(item.read)}>
        {body}
      </ListItemButton>
    </ListItem>
  );
}

const panelSx = {
  width: PANEL_WIDTH,
  height: PANEL_HEIGHT,
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'calc(100vh - 72px)',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  outline: 'none',
} as const;

const headerSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  px: 2,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

// The page behind does not scroll on when the list reaches its end.
const scrollSx = { flex: 1, overflowY: 'auto', overscrollBehavior: 'contain' } as const;

const entrySx = (read: boolean) =>
  ({
    alignItems: 'flex-start',
    gap: 1,
    bgcolor: read ? undefined : 'tint.main',
    '&:hover': { bgcolor: read ? 'action.hover' : 'tint.deep' },
  }) as const;

/** The message or the object's title: two lines at most. */
const detailSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  color: 'text.primary',
} as const;

const dotSx = { width: 8, height: 8, mt: 1, flexShrink: 0, borderRadius: '50%', bgcolor: 'primary.main' } as const;
