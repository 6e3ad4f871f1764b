import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
// The session, the API client, the preferences and the controller's context are the index's (one of each
// in the page): this module is a shared entry of its own and imports them from there, never by path.
import {
  capabilitiesQuery as capabilitiesOptions,
  detectCapabilities,
  NotificationsControllerProvider,
  POLL_INTERVALS,
  sessionStreamingHub,
  StreamingClient,
  useApiClient,
  usePreferences,
  useSession,
  type Notification,
} from '@fedi/shared';
import { NotificationsController, type NotificationSource } from './controller';

export interface NotificationsSourceOptions {
  /** New unseen notifications after the first load (desktop notification, sound). */
  onNew?: (notifications: Notification[], source: NotificationSource, controller: NotificationsController) => void;
  /** A fetch failed (the shell shows the spec §8 notice). */
  onError?: (error: unknown) => void;
}

/**
 * The signed-in session's one NotificationsController (null for visitors and until it exists): streams
 * `user:notification` (on the session's shared socket) when the server and the user's `streaming`
 * preference allow it, else polls every 20 s (paused while hidden with pauseOnUnfocused).
 */
export function useNotificationsController({
  onNew,
  onError,
}: NotificationsSourceOptions = {}): NotificationsController | null {
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

  return controller;
}

/**
 * The session's notifications for every view below (bell, drawer, column, page): one controller made
 * here and given through the index's context. The shell mounts the same pieces itself, lazily.
 */
export function NotificationsProvider({ children, ...options }: NotificationsSourceOptions & { children?: ReactNode }) {
  return (
    <NotificationsControllerProvider controller={useNotificationsController(options)}>
      {children}
    </NotificationsControllerProvider>
  );
}
