import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useApiClient } from '../cache/apiClientContext';
import { entityKeys } from '../cache/keys';
import { POLL_INTERVALS } from '../constants';
import { detectCapabilities } from '../features/capabilities';
import { capabilitiesQuery as capabilitiesOptions } from '../queries/instance';
import type { Notification } from '../models/notification';
import { usePreferences } from '../preferences/store';
import { useSession } from '../session/session';
import { StreamingClient } from '../streaming/client';
import { sessionStreamingHub } from '../streaming/hub';
import { NotificationsController, type NotificationSource } from './controller';
import { visibleNotificationTypes } from './filter';
import { unseenCount, visibleNotificationIds, type NotificationsState } from './state';

const NotificationsContext = createContext<NotificationsController | null>(null);

export interface NotificationsProviderProps {
  children?: ReactNode;
  /** New unseen notifications after the first load (desktop notification, sound). */
  onNew?: (notifications: Notification[], source: NotificationSource, controller: NotificationsController) => void;
  /** A fetch failed (the shell shows the spec §8 notice). */
  onError?: (error: unknown) => void;
}

/**
 * One NotificationsController for the signed-in session, shared by every view (bell, drawer, column,
 * page): the shell mounts this once. Streams `user:notification` (on the session's shared socket) when the server and the user's
 * `streaming` preference allow it, else polls every 20 s (paused while hidden with pauseOnUnfocused).
 */
export function NotificationsProvider({ children, onNew, onError }: NotificationsProviderProps) {
  const session = useSession();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [preferences] = usePreferences();
  const signedIn = session.status === 'signed-in' && session.token !== null;
  const capabilitiesQuery = useQuery({ ...capabilitiesOptions(client), enabled: signedIn });
  const known = capabilitiesQuery.data !== undefined || capabilitiesQuery.isError;
  const capabilities = capabilitiesQuery.data ?? detectCapabilities({});
  const streaming = preferences.streaming && capabilities.streaming;
  const readMarker = capabilities.notificationReadMarker;
  const pauseOnUnfocused = preferences.pauseOnUnfocused;
  const callbacks = useRef({ onNew, onError });
  const tokenRef = useRef(session.token);
  useEffect(() => {
    callbacks.current = { onNew, onError };
    tokenRef.current = session.token;
  });

  const [controller, setController] = useState<NotificationsController | null>(null);
  useEffect(() => {
    if (!signedIn || !known) return undefined;
    const stream = streaming
      ? new StreamingClient({
          baseUrl: session.baseUrl,
          getToken: () => tokenRef.current,
          stream: 'user:notification',
          // The session's one socket, shared with the home timeline's `user` stream.
          hub: sessionStreamingHub(session.baseUrl, session.token),
          pollingIntervalMs: POLL_INTERVALS.notifications,
        })
      : null;
    const created = new NotificationsController({ queryClient, client, readMarker, stream, pauseOnUnfocused });
    created.on('new', (items, source) => callbacks.current.onNew?.(items, source, created));
    created.on('error', (error) => callbacks.current.onError?.(error));
    setController(created);
    void created.start();
    return () => {
      created.stop();
      setController((current) => (current === created ? null : current));
    };
  }, [
    signedIn,
    known,
    streaming,
    readMarker,
    pauseOnUnfocused,
    session.baseUrl,
    session.token,
    session.user?.id,
    queryClient,
    client,
  ]);

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
