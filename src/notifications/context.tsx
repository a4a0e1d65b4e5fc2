// The notification service made at boot, handed to the header's bell.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { NotificationService, NotificationSnapshot } from './service';

const NotificationServiceContext = createContext<NotificationService | null>(null);

export function NotificationServiceProvider({
  service,
  children,
}: {
  service: NotificationService | null | undefined;
  children: ReactNode;
}) {
  return <NotificationServiceContext.Provider value={service ?? null}>{children}</NotificationServiceContext.Provider>;
}

/** The service, or null where none was provided (then there is no bell). */
export const useNotificationService = () => useContext(NotificationServiceContext);

/** The service's current state; re-renders on every change. */
export function useNotifications(service: NotificationService): NotificationSnapshot {
  return useSyncExternalStore(service.subscribe, service.getSnapshot, service.getSnapshot);
}
