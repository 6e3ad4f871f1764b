import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { CallOptions } from '../api/context';
import { isMissingEndpointError } from '../api/optional';
import type { Page } from '../api/paging';
import type { TimelineParams, TimelineTarget } from '../api/params/timelines';
import type { AppBus } from '../bus/bus';
import type { GlobalNotice } from '../bus/notice';
import { holdEntities, releaseEntities } from '../cache/eviction';
import { importStatus } from '../cache/importer';
import { markStatusDeleted } from '../cache/updates';
import { POLL_INTERVALS, TIMELINE_PAGE_SIZE } from '../constants';
import type { Status } from '../models/status';
import { createPoller, type Poller, type VisibilitySource } from '../polling/poller';
import type { StreamingClient } from '../streaming/client';
import type { StreamingState } from '../streaming/types';
import { compareIds, maxIdOf } from '../utils/ids';
import { nextTask } from './nextTask';
import {
  addStatuses,
  createTimeline,
  queueFlush,
  setTimelineError,
  setTimelineLoading,
  showNewStatuses,
  timelineStatusRefs,
  trimTimelineWithDropped,
  type TimelineItem,
  type TimelineState,
} from './state';

/** Notice timeouts of the realtime notices (spec §8). */
export const SOCKET_NOTICE_TIMEOUT = 5000;
/** Default bound of a live timeline's id list (see trimTimeline). */
export const TIMELINE_MAX_IDS = 1000;
/**
 * How many ids of pending statuses dropped by the id bound the feed remembers (ids only, no
 * entities) so that they are not counted twice if they arrive again before 'show new'.
 */
export const DROPPED_PENDING_MEMORY = 10_000;
/** Newer pages fetched in one gap fill before giving up and showing the reload marker. */
export const GAP_FILL_MAX_PAGES = 10;

export type FetchTimelinePage = (params: TimelineParams, options: CallOptions) => Promise<Page<Status>>;

export interface TimelineFeedOptions {
  queryClient: QueryClient;
  /** Where pages come from: an API client plus a target, or a page function (tests, custom lists). */
  client?: ApiClient;
  target?: TimelineTarget;
  fetchPage?: FetchTimelinePage;
  params?: TimelineParams;
  /** The socket for this timeline; the feed starts and stops it. Without one the feed always polls. */
  stream?: StreamingClient | null;
  /** App bus for the realtime notices (timeline.socket_broke / timeline.socket_reconnected). */
  bus?: AppBus | null;
  pollIntervalMs?: number;
  /** User preference: no polling while the tab is hidden. */
  pauseOnUnfocused?: boolean;
  visibility?: VisibilitySource;
  /** Asked for each new status: show it at once (scrolled to the top, not paused) instead of counting it. */
  autoShow?: () => boolean;
  /** Bound of the id list (default 1000). */
  maxIds?: number;
  maxGapPages?: number;
  /** Name of the timeline state (defaults to the target's name). */
  name?: string;
  /**
   * Apply streamed statuses to the timeline in batches every this many ms (fewer renders on busy
   * timelines); 0 (default) applies each at once. They are imported into the cache on arrival.
   */
  streamBatchMs?: number;
  /**
   * Spread the arrival of a page over three tasks: the answer's parsing, its import into the entity
   * cache, and the timeline update (with the render it causes). Each is a few ms where together
   * they made one long task. Off by default (tests see each page applied in the fetch's task).
   */
  yieldBetweenSteps?: boolean;
}

type Listener = (state: TimelineState) => void;

/**
 * A live timeline: the pure timeline state kept up to date from the first page, older pages,
 * the streaming socket and, while the socket is broken or off, polling (spec §4):
 *
 * - streamed statuses go to the pending count (or show at once when `autoShow()` says so);
 * - `polling` events of the socket start/stop a non-overlapping poller (20 s);
 * - every time the socket joins (and on each poll) the gap since the newest status known to be in
 *   sync is filled with `min_id` pages, newest cursor first, until a short page: nothing is lost,
 *   and ids already present are not added again;
 * - `broke`/`reconnected` become global notices on the bus;
 * - the ids it holds are registered with the entity cache (`holdEntities`) so they are not evicted.
 *
 * Framework-free; `useTimelineFeed` wraps it for React.
 */
export class TimelineFeed {
  private current: TimelineState;
  private readonly listeners = new Set<Listener>();
  private readonly options: TimelineFeedOptions;
  private readonly fetchPage: FetchTimelinePage;
  private readonly poller: Poller;
  private readonly controller = new AbortController();
  /** Newest id up to which the timeline is known to have every status. */
  private syncedTo: string | null = null;
  private filling: Promise<void> | null = null;
  private fillAgain = false;
  private loadingOlder: Promise<void> | null = null;
  private initial: Promise<void> | null = null;
  private readonly unsubscribers: Array<() => void> = [];
  private started = false;
  /** The first page is in (or failed): the feed is live, or would be. */
  private loaded = false;
  /** How the feed goes live: this socket, or polling without one (`setStream`). */
  private stream: StreamingClient | null;
  private streamed: Status[] = [];
  private batchTimer: ReturnType<typeof setTimeout> | null = null;
  /** Pending ids trimmed away but still counted (oldest first, at most DROPPED_PENDING_MEMORY). */
  private readonly droppedPending = new Set<string>();
  /** The visible status the reader is at (the id bound keeps the ones around it). */
  private anchorId: string | null = null;

  constructor(options: TimelineFeedOptions) {
    this.options = options;
    this.stream = options.stream ?? null;
    const name = options.name ?? options.target?.name;
    if (!name) throw new TypeError('TimelineFeed needs a name or a target');
    this.current = createTimeline(name);
    if (options.fetchPage) this.fetchPage = options.fetchPage;
    else if (options.client && options.target) {
      const { client, target } = options;
      this.fetchPage = (params, callOptions) => client.timelines.fetch(target, params, callOptions);
    } else throw new TypeError('TimelineFeed needs fetchPage or client + target');
    this.poller = createPoller(() => this.fetchNewer(), options.pollIntervalMs ?? POLL_INTERVALS.timeline, {
      immediate: true,
      pauseOnUnfocused: options.pauseOnUnfocused ?? false,
      ...(options.visibility ? { visibility: options.visibility } : {}),
    });
  }

  get state(): TimelineState {
    return this.current;
  }

  /** Polling is active (socket broken or off). */
  get polling(): boolean {
    return this.poller.running;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Load the first page, then go live (socket, or polling without one). */
  start(): Promise<void> {
    if (this.started) return this.initial ?? Promise.resolve();
    this.started = true;
    this.initial = this.loadInitial().finally(() => {
      this.loaded = true;
      this.goLive();
    });
    return this.initial;
  }

  /**
   * Go live another way: the server's streaming became known, or the preference changed. The statuses
   * stay and nothing is fetched again; before the first page is in, only the way is remembered.
   */
  setStream(stream: StreamingClient | null): void {
    if (stream === this.stream) return;
    this.unsubscribers.splice(0).forEach((off) => off());
    this.stream?.stop();
    this.poller.stop();
    this.stream = stream;
    if (this.loaded) this.goLive();
  }

  private goLive(): void {
    // A server without this timeline (404, 405, 501) has nothing to stream or poll: the error stays shown.
    if (!this.started || isMissingEndpointError(this.current.error)) return;
    const stream = this.stream;
    if (stream) {
      this.listen(stream);
      stream.start();
    } else {
      // Right after the first page there is nothing newer to ask for yet.
      this.poller.start({ immediate: this.syncedTo === null });
    }
  }

  /** Stop everything (unmount, logout). The held ids are released; a stopped feed is not restarted (make a new one). */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.unsubscribers.splice(0).forEach((off) => off());
    if (this.batchTimer !== null) clearTimeout(this.batchTimer);
    this.batchTimer = null;
    this.streamed = [];
    this.droppedPending.clear();
    this.stream?.stop();
    this.poller.stop();
    this.controller.abort();
    releaseEntities(this.options.queryClient, this);
  }

  /**
   * Tell the feed which visible status the reader is at (e.g. the first one in the viewport): when
   * the id bound bites, the visible ids furthest from it go. Without it the newest are kept.
   */
  setAnchor(id: string | null): void {
    this.anchorId = id;
  }

  /** Reveal the pending statuses ('show new'). */
  showNew(): void {
    // What was dropped while pending is now below the visible ones: older pages bring it back.
    this.droppedPending.clear();
    this.update(showNewStatuses(this.current));
  }

  /** Next older page (scrolled to the bottom). No-op while one is loading or when bottomed out. */
  loadOlder(): Promise<void> {
    if (this.loadingOlder) return this.loadingOlder;
    if (this.current.bottomedOut) return Promise.resolve();
    const maxId = this.current.minId;
    this.update(setTimelineLoading(this.current, true));
    const apply = (page: Page<Status>, items: Status[]) => {
      this.update(addStatuses(this.current, items, { direction: 'older', pagination: cursorsOf(page) }));
      if (this.syncedTo === null) this.syncedTo = this.current.maxId;
    };
    this.loadingOlder = this.fetch(maxId ? { max_id: maxId } : {})
      .then((page) => {
        if (!this.options.yieldBetweenSteps) return apply(page, this.importPage(page));
        return this.importInStep(page).then(async (items) => {
          await this.step();
          apply(page, items);
        });
      })
      .catch((error: unknown) => {
        if (!this.controller.signal.aborted) this.update(setTimelineError(this.current, error));
      })
      .finally(() => {
        this.loadingOlder = null;
      });
    return this.loadingOlder;
  }

  /**
   * Fill the gap above the newest synced status with `min_id` pages until a short page (or
   * `maxGapPages`, after which the flush marker stays set so a reload is offered). One at a time.
   */
  fetchNewer(): Promise<void> {
    if (this.filling) {
      // Asked again while filling (the socket joined, a poll): go once more after this fill, so
      // statuses posted after its last request are not missed.
      this.fillAgain = true;
      return this.filling;
    }
    this.filling = (async () => {
      try {
        do {
          this.fillAgain = false;
          if (this.syncedTo === null) await this.fetchLatest();
          else await this.fillGap();
        } while (this.fillAgain && this.started);
      } finally {
        this.filling = null;
      }
    })();
    return this.filling;
  }

  /** Nothing synced yet (empty first page): take the newest page as new statuses. */
  private async fetchLatest(): Promise<void> {
    const page = await this.fetch({});
    const items = this.options.yieldBetweenSteps ? await this.importInStep(page) : this.importPage(page);
    if (this.options.yieldBetweenSteps) await this.step();
    if (items.length === 0) return;
    this.addNewer(items, cursorsOf(page));
    this.syncedTo = this.current.maxId;
  }

  private async fillGap(): Promise<void> {
    let cursor = this.syncedTo;
    if (cursor === null) return;
    const markerBefore = this.current.flushMarker;
    const maxPages = this.options.maxGapPages ?? GAP_FILL_MAX_PAGES;
    for (let pageNumber = 0; pageNumber < maxPages; pageNumber += 1) {
      const page = await this.fetch({ min_id: cursor });
      const items = this.options.yieldBetweenSteps ? await this.importInStep(page) : this.importPage(page);
      if (this.options.yieldBetweenSteps) await this.step();
      this.addNewer(items, cursorsOf(page));
      const newest = page.prev ?? maxIdOf(items.map((item) => item.id));
      if (newest !== undefined && (this.current.keepServerOrder || compareIds(newest, cursor) > 0)) cursor = newest;
      this.syncedTo = cursor;
      if (items.length < TIMELINE_PAGE_SIZE || newest === undefined) {
        // Caught up: the full pages on the way were not a gap.
        if (this.current.flushMarker !== markerBefore) this.update(queueFlush(this.current, markerBefore));
        return;
      }
    }
  }

  private loadInitial(): Promise<void> {
    if (this.current.statusIds.length > 0) return Promise.resolve();
    return this.loadOlder();
  }

  private fetch(params: TimelineParams): Promise<Page<Status>> {
    return this.fetchPage({ ...this.options.params, ...params }, { signal: this.controller.signal });
  }

  private importPage(page: Page<Status>): Status[] {
    return page.items.map((status) => importStatus(this.options.queryClient, status));
  }

  /** The next task; rejects (and so ends the page's chain quietly) if the feed was stopped meanwhile. */
  private async step(): Promise<void> {
    await nextTask();
    this.controller.signal.throwIfAborted();
  }

  /** Import a page in a task of its own. */
  private async importInStep(page: Page<Status>): Promise<Status[]> {
    await this.step();
    return this.importPage(page);
  }

  private listen(stream: StreamingClient): void {
    const onUpdate = (status: Status) => this.onStreamedStatus(status);
    const onEdit = (status: Status) => {
      importStatus(this.options.queryClient, status);
    };
    const onDelete = (id: string) => {
      markStatusDeleted(this.options.queryClient, id);
    };
    const onPolling = (active: boolean) => {
      if (active) this.poller.start();
      else this.poller.stop();
    };
    const onState = (state: StreamingState) => {
      // Joined (first time or again): fetch what was posted while the socket was not there.
      if (state === 'joined') void this.fetchNewer().catch(() => undefined);
    };
    const onBroke = (code: number) =>
      this.notice({
        level: 'error',
        messageKey: 'timeline.socket_broke',
        messageArgs: { code },
        timeout: SOCKET_NOTICE_TIMEOUT,
      });
    const onReconnected = () =>
      this.notice({ level: 'success', messageKey: 'timeline.socket_reconnected', timeout: SOCKET_NOTICE_TIMEOUT });
    stream.on('update', onUpdate);
    stream.on('status.update', onEdit);
    stream.on('delete', onDelete);
    stream.on('polling', onPolling);
    stream.on('state', onState);
    stream.on('broke', onBroke);
    stream.on('reconnected', onReconnected);
    this.unsubscribers.push(() => {
      stream.off('update', onUpdate);
      stream.off('status.update', onEdit);
      stream.off('delete', onDelete);
      stream.off('polling', onPolling);
      stream.off('state', onState);
      stream.off('broke', onBroke);
      stream.off('reconnected', onReconnected);
    });
  }

  private onStreamedStatus(status: Status): void {
    const stored = importStatus(this.options.queryClient, status);
    const batchMs = this.options.streamBatchMs ?? 0;
    this.streamed.push(stored);
    if (batchMs <= 0) this.flushStreamed();
    else this.batchTimer ??= setTimeout(() => this.flushStreamed(), batchMs);
    // While a gap is being filled the stream may be ahead of it: the fill moves the cursor instead.
    if (
      !this.filling &&
      this.stream?.state === 'joined' &&
      this.syncedTo !== null &&
      compareIds(stored.id, this.syncedTo) > 0
    ) {
      this.syncedTo = stored.id;
    }
  }

  private flushStreamed(): void {
    if (this.batchTimer !== null) clearTimeout(this.batchTimer);
    this.batchTimer = null;
    const items = this.streamed.splice(0);
    if (items.length === 0 || !this.started) return;
    this.addNewer(items, undefined, false);
  }

  /** New statuses (stream, gap fill, poll): pending, or shown at once when `autoShow()` says so. */
  private addNewer(
    items: readonly TimelineItem[],
    pagination?: { next?: string; prev?: string },
    pageGapCheck = true,
  ): void {
    // Already counted as pending and then trimmed away: not new again.
    const fresh = this.droppedPending.size > 0 ? items.filter((item) => !this.droppedPending.has(item.id)) : items;
    this.update(
      addStatuses(this.current, fresh, {
        direction: 'newer',
        showImmediately: this.options.autoShow?.() ?? false,
        pageGapCheck,
        ...(pagination ? { pagination } : {}),
      }),
    );
  }

  private notice(notice: GlobalNotice): void {
    this.options.bus?.emit('notice:show', notice);
  }

  private rememberDropped(ids: readonly string[]): void {
    for (const id of ids) this.droppedPending.add(id);
    for (const id of this.droppedPending) {
      if (this.droppedPending.size <= DROPPED_PENDING_MEMORY) break;
      this.droppedPending.delete(id);
    }
  }

  private update(next: TimelineState): void {
    if (next === this.current) return;
    const { state: bounded, droppedPending } = trimTimelineWithDropped(next, this.options.maxIds ?? TIMELINE_MAX_IDS, {
      anchorId: this.anchorId,
    });
    this.rememberDropped(droppedPending);
    const idsChanged = bounded.statusesObject !== this.current.statusesObject;
    this.current = bounded;
    if (idsChanged && this.started)
      holdEntities(this.options.queryClient, this, { statuses: timelineStatusRefs(bounded) });
    this.listeners.forEach((listener) => listener(bounded));
  }
}

function cursorsOf(page: Page<Status>): { next?: string; prev?: string } {
  return { ...(page.next ? { next: page.next } : {}), ...(page.prev ? { prev: page.prev } : {}) };
}
