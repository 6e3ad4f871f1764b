import type { QueryClient } from '@tanstack/react-query';
import { EventEmitter } from 'eventemitter3';
import type { ApiClient } from '../api/client';
// The entity cache's holds and imports and the pollers are the index's (their state is one per page):
// this module runs from the `@fedi/shared/notifications` entry and imports them from there, never by path.
import { createPoller, entityKeys, holdEntities, importEntities, releaseEntities } from '@fedi/shared';
import { NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_SEEN_SHOWN, POLL_INTERVALS } from '../constants';
import type { Notification } from '../models/notification';
import type { Poller, VisibilitySource } from '../polling/poller';
import type { StreamingClient } from '../streaming/client';
import type { StreamingState } from '../streaming/types';
import { minIdOf } from '../utils/ids';
import {
  addNotifications,
  applyReadMarker,
  convertFollowRequest,
  createNotificationsState,
  markAllSeen,
  removeNotification,
  setNotificationsError,
  setNotificationsLoading,
  showMoreNotifications,
  type NotificationsState,
} from './state';

/** Where new notifications came from. */
export type NotificationSource = 'stream' | 'poll';

export interface NotificationsControllerEvents {
  /**
   * Notifications that arrived after the first load (stream or poll), unseen ones only, oldest
   * first. Alerts (desktop notification, sound) listen to this.
   */
  new: [notifications: Notification[], source: NotificationSource];
  /** The streaming socket joined (first time or after an outage). */
  joined: [at: number];
  /** A fetch failed (first load, poll, older page). */
  error: [error: unknown];
}

export interface NotificationsControllerOptions {
  queryClient: QueryClient;
  client: ApiClient;
  /** Capabilities' `notificationReadMarker`: Pleroma's notifications/read, or Mastodon markers. */
  readMarker: 'pleroma' | 'markers';
  /** The user stream (`user`); the controller starts and stops it. Null: polling only. */
  stream?: StreamingClient | null;
  pollIntervalMs?: number;
  /** User preference: no polling while the tab is hidden. */
  pauseOnUnfocused?: boolean;
  visibility?: VisibilitySource;
  now?: () => number;
}

/** Newer pages fetched at most in one poll or catch-up. */
export const NEWER_MAX_PAGES = 10;

/** Owner name of the entity holds (cache eviction keeps the listed notifications). */
export const NOTIFICATIONS_HOLD_OWNER = 'notifications-controller';

/**
 * The one notification source of a session (spec §2, §4): first load (30 seen + all unseen), the
 * user stream's `notification` events, polling every 20 s when there is no socket (or while it is
 * broken), mark as read, older pages on demand. Plain class; React views use `useNotifications()`.
 */
export class NotificationsController extends EventEmitter<NotificationsControllerEvents> {
  private current: NotificationsState = createNotificationsState();
  private readonly watchers = new Set<() => void>();
  private readonly options: NotificationsControllerOptions;
  private readonly poller: Poller;
  private readonly stream: StreamingClient | null;
  private started = false;
  private stopped = false;
  private firstLoadDone = false;
  /** A list fetch has succeeded: the socket's catch-up has a baseline (a failed first load waits for Retry). */
  private loaded = false;
  private loadingOlder: Promise<void> | null = null;
  private joinedAt: number | null = null;
  private readonly detach: Array<() => void> = [];

  constructor(options: NotificationsControllerOptions) {
    super();
    this.options = options;
    this.stream = options.stream ?? null;
    this.poller = createPoller(() => this.fetchNewer(), options.pollIntervalMs ?? POLL_INTERVALS.notifications, {
      immediate: false,
      pauseOnUnfocused: options.pauseOnUnfocused ?? false,
      ...(options.visibility ? { visibility: options.visibility } : {}),
      onError: (error) => this.fail(error),
    });
  }

  get state(): NotificationsState {
    return this.current;
  }

  /** When the socket last joined (ms), or null: sound stays silent for 10 s after it (spec §9). */
  get streamJoinedAt(): number | null {
    return this.joinedAt;
  }

  get polling(): boolean {
    return this.poller.running;
  }

  /** The cached notification object (status and accounts are the shared cached ones). */
  notification(id: string): Notification | undefined {
    return this.options.queryClient.getQueryData<Notification>(entityKeys.notification(id));
  }

  subscribe(listener: () => void): () => void {
    this.watchers.add(listener);
    return () => this.watchers.delete(listener);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const stream = this.stream;
    if (stream) {
      const onNotification = (notification: Notification) => this.receive([notification], 'stream');
      const onPolling = (active: boolean) => (active ? this.poller.start({ immediate: true }) : this.poller.stop());
      const onState = (state: StreamingState) => {
        if (state !== 'joined') return;
        this.joinedAt = (this.options.now ?? Date.now)();
        this.emit('joined', this.joinedAt);
        // Fetch what the socket missed: between the first load and the first join, or during an outage.
        if (this.loaded) void this.fetchNewer().catch((error: unknown) => this.fail(error));
      };
      stream.on('notification', onNotification);
      stream.on('polling', onPolling);
      stream.on('state', onState);
      this.detach.push(() => {
        stream.off('notification', onNotification);
        stream.off('polling', onPolling);
        stream.off('state', onState);
      });
    }
    await this.firstLoad();
    if (this.stopped) return;
    if (stream) stream.start();
    else this.poller.start();
  }

  stop(): void {
    this.stopped = true;
    this.poller.stop();
    for (const undo of this.detach.splice(0)) undo();
    this.stream?.stop();
    releaseEntities(this.options.queryClient, NOTIFICATIONS_HOLD_OWNER);
    this.watchers.clear();
    this.removeAllListeners();
  }

  /** Mark everything read (spec §4): all seen at once, then max_id to the server. Rejects on failure. */
  async markAllRead(): Promise<void> {
    const { state, maxId } = markAllSeen(this.current);
    this.set(state);
    if (!maxId) return;
    if (this.options.readMarker === 'pleroma') await this.options.client.notifications.markRead({ max_id: maxId });
    else await this.options.client.notifications.saveMarker('notifications', maxId);
  }

  /** Show 20 more (spec §9); fetches an older page when the loaded ones run out. */
  async showMore(types?: readonly string[]): Promise<void> {
    const { state, needsFetch } = showMoreNotifications(this.current, types);
    this.set(state);
    if (needsFetch) await this.fetchOlder();
  }

  /** Fetch the page below the oldest loaded notification (one request at a time). */
  fetchOlder(): Promise<void> {
    if (this.loadingOlder) return this.loadingOlder;
    const maxId = this.current.minId;
    if (this.current.bottomedOut) return Promise.resolve();
    this.loadingOlder = (async () => {
      this.set(setNotificationsLoading(this.current, true));
      try {
        const page = await this.options.client.notifications.list(maxId ? { max_id: maxId } : {});
        this.accept(page.items, { older: true, ...(page.next ? { next: page.next } : {}) });
      } catch (error) {
        this.fail(error);
      } finally {
        this.loadingOlder = null;
      }
    })();
    return this.loadingOlder;
  }

  /**
   * Fetch everything newer than the newest loaded notification (poll, or after a socket outage):
   * pages of `since_id` walking down with `max_id` until a short page, so a burst of more than one
   * page leaves no gap (at most NEWER_MAX_PAGES pages).
   */
  async fetchNewer(): Promise<void> {
    const sinceId = this.current.maxId;
    let maxId: string | undefined;
    for (let page = 0; page < NEWER_MAX_PAGES; page += 1) {
      const result = await this.options.client.notifications.list({
        ...(sinceId ? { since_id: sinceId } : {}),
        ...(maxId ? { max_id: maxId } : {}),
      });
      if (this.stopped) return;
      this.loaded = true;
      this.receive(result.items, 'poll');
      if (!sinceId || result.items.length < NOTIFICATIONS_PAGE_SIZE) return;
      maxId = minIdOf(result.items.map((item) => item.id));
    }
  }

  /** Follow request approved: the notification becomes a seen `follow`. */
  followRequestApproved(id: string): void {
    this.set(convertFollowRequest(this.current, id));
  }

  /** A notification dismissed (follow request denied). */
  remove(id: string): void {
    this.set(removeNotification(this.current, id));
  }

  private async firstLoad(): Promise<void> {
    this.set(setNotificationsLoading(this.current, true));
    try {
      if (this.options.readMarker === 'markers') await this.loadMarker();
      const page = await this.options.client.notifications.list({});
      if (this.stopped) return;
      this.loaded = true;
      this.accept(page.items, { older: true, ...(page.next ? { next: page.next } : {}) });
      // 30 seen ones show at first (spec §9): one more page when the first has fewer seen ones.
      const seenLoaded = Object.values(this.current.byId).filter((entry) => entry.seen).length;
      if (page.next && page.items.length >= NOTIFICATIONS_PAGE_SIZE && seenLoaded < NOTIFICATIONS_SEEN_SHOWN)
        await this.fetchOlder();
    } catch (error) {
      this.fail(error);
    } finally {
      this.firstLoadDone = true;
    }
  }

  private async loadMarker(): Promise<void> {
    try {
      const markers = await this.options.client.notifications.markers(['notifications']);
      const lastRead = markers.notifications?.last_read_id;
      if (lastRead) this.set(applyReadMarker(this.current, String(lastRead)));
    } catch (error) {
      // Without a marker every notification counts as unseen; the list still loads.
      console.warn('Could not read the notifications marker', error);
    }
  }

  /** Newer notifications from the stream or a poll: added, and the unseen new ones announced. */
  private receive(items: Notification[], source: NotificationSource): void {
    if (this.stopped || items.length === 0) return;
    const known = this.current.byId;
    this.accept(items, {});
    if (!this.firstLoadDone) return;
    const fresh = items.filter((item) => !known[item.id] && this.current.byId[item.id]?.seen === false);
    if (fresh.length > 0) this.emit('new', [...fresh].reverse(), source);
  }

  private accept(items: Notification[], { older = false, next }: { older?: boolean; next?: string }): void {
    importEntities(this.options.queryClient, { notifications: items });
    this.set(addNotifications(this.current, items, { older, pagination: next ? { next } : {} }));
  }

  private fail(error: unknown): void {
    if (this.stopped) return;
    this.set(setNotificationsError(this.current, error));
    this.emit('error', error);
  }

  private set(state: NotificationsState): void {
    if (state === this.current) return;
    const idsChanged = state.ids !== this.current.ids;
    this.current = state;
    if (idsChanged) holdEntities(this.options.queryClient, NOTIFICATIONS_HOLD_OWNER, { notifications: state.ids });
    for (const listener of [...this.watchers]) listener();
  }
}
