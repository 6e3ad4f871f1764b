import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { entityKeys } from '../cache/keys';
import type { Notification } from '../models/notification';
import { usePreferences } from '../preferences/store';
import type { NotificationsController } from './controller';
import { visibleNotificationTypes } from './filter';
import { unseenCount, visibleNotificationIds, type NotificationsState } from './state';

const NotificationsContext = createContext<NotificationsController | null>(null);

/**
 * Gives every view below the session's one notifications controller (null for visitors and until it
 * exists). The controller itself is made by `@fedi/shared/notifications` (its `NotificationsProvider` or
 * `useNotificationsController`), code a visitor never downloads.
 */
export function NotificationsControllerProvider({
  controller,
  children,
}: {
  controller: NotificationsController | null;
  children?: ReactNode;
}) {
  return <NotificationsContext.Provider value={controller}>{children}</NotificationsContext.Provider>;
}

/** What a notification view needs. */
export interface NotificationsView {
  controller: NotificationsController;
  state: NotificationsState;
  /** Types shown: `types` when given (interactions tabs), else the notificationVisibility preference. */
  types: readonly string[];
  /** All unseen + 30 seen (+20 per "load older"), newest first, of those types. */
  visibleIds: string[];
  unseen: number;
}

const noSubscribe = () => () => undefined;

/**
 * The session's notifications (null for visitors, or before the first controller exists). Every
 * caller sees the same list, so the bell, the drawer, the column and the page agree.
 */
export function useNotifications(fixedTypes?: readonly string[]): NotificationsView | null {
  const controller = useContext(NotificationsContext);
  const [preferences] = usePreferences();
  const state = useSyncExternalStore(
    controller ? (listener) => controller.subscribe(listener) : noSubscribe,
    () => controller?.state ?? null,
    () => controller?.state ?? null,
  );
  const visibility = preferences.notificationVisibility;
  const types = useMemo(() => fixedTypes ?? visibleNotificationTypes(visibility), [fixedTypes, visibility]);
  return useMemo(
    () =>
      controller && state
        ? {
            controller,
            state,
            types,
            visibleIds: visibleNotificationIds(state, types),
            unseen: unseenCount(state, types),
          }
        : null,
    [controller, state, types],
  );
}

/** The unseen count of the session by the user's filter (0 for visitors): bell dot, tab title. */
export function useUnseenNotificationCount(): number {
  return useNotifications()?.unseen ?? 0;
}

/** One cached notification, re-rendered when the cache entry changes. */
export function useCachedNotification(id: string): Notification | undefined {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: entityKeys.notification(id),
    queryFn: () => queryClient.getQueryData<Notification>(entityKeys.notification(id)) ?? null,
    enabled: false,
  });
  return query.data ?? undefined;
}
