// The header's bell: the unread count as a badge, and the notification panel
// under it on click. Shown to a signed-in admin only; it starts the service
// (the count and the live subscription) when it first shows. The panel is a
// chunk of its own, fetched when the bell is pointed at or focused.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useGetIdentity, useTranslate, type Identifier } from 'react-admin';
import { useNotifications, useNotificationService } from './context';
import type { NotificationService } from './service';

const loadPanel = () => import('./NotificationPanel');
const NotificationPanel = lazy(loadPanel);
const prefetchPanel = () => {
  loadPanel().catch(() => undefined); // the click loads it again, through Suspense
};

export function NotificationBell() {
  const service = useNotificationService();
  const { identity } = useGetIdentity();
  if (!service || !identity) return null;
  return <Bell service={service} userId={identity.id} />;
}

function Bell({ service, userId }: { service: NotificationService; userId: Identifier }) {
  const { state, connection } = useNotifications(service);
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const open = anchor !== null;

  useEffect(() => {
    service.start();
  }, [service, userId]);

  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setAnchor(null);
    if (returnFocus) button.current?.focus();
  }, []);

  const unread = state.unread;
  const label =
    unread > 0 ? translate('app.notifications.bell_unread', { count: unread }) : translate('app.notifications.bell');
  const toggle = (event: MouseEvent<HTMLElement>) => {
    const target = event.currentTarget;
    setAnchor((was) => (was ? null : target));
  };

  return (
    <>
      {/* No tooltip over the open panel's header. */}
      <Tooltip title={open ? '' : translate('app.notifications.title')}>
        <IconButton
          ref={button}
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          data-testid="notification-bell"
          data-unread={unread}
          data-connection={connection}
          onClick={toggle}
          onPointerEnter={prefetchPanel}
          onFocus={prefetchPanel}
        >
          {/* No badge at all when nothing is unread: a hidden MUI badge keeps its last number in the
              page, text the button's name (without a count) would not match. */}
          {unread > 0 ? (
            <Badge badgeContent={unread} max={99} color="error" data-testid="notification-badge">
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon data-testid="notification-badge" />
          )}
        </IconButton>
      </Tooltip>
      {anchor ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} anchor={anchor} service={service} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
