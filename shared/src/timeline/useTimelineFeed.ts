import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { TimelineParams, TimelineTarget } from '../api/params/timelines';
import { BusContext } from '../bus/bus';
import { useApiClient } from '../cache/apiClientContext';
import { StreamingClient, type StreamingOptions } from '../streaming/client';
import { TimelineFeed } from './feed';
import { createTimeline, type TimelineState } from './state';

export interface UseTimelineFeedOptions {
  params?: TimelineParams;
  /** Socket options for this timeline; null/undefined polls instead (streaming off). */
  streaming?: StreamingOptions | null;
  pauseOnUnfocused?: boolean;
  /** Show new statuses at once (scrolled to the top, not paused); read on each arrival. */
  autoShow?: () => boolean;
  maxIds?: number;
  /** False: no feed (e.g. logged out). */
  enabled?: boolean;
  /** Apply streamed statuses in batches every this many ms (see TimelineFeedOptions). */
  streamBatchMs?: number;
  /** Spread a page's parse, import and update over tasks of their own (see TimelineFeedOptions). */
  yieldBetweenSteps?: boolean;
}

export interface TimelineFeedView {
  state: TimelineState;
  /** The running feed (null before the first effect or when disabled), e.g. for `setAnchor`. */
  feed: TimelineFeed | null;
  showNew(): void;
  loadOlder(): Promise<void>;
  fetchNewer(): Promise<void>;
  /** Start over from the newest page with a new feed (the 'Reload' of the flush marker). */
  reload(): void;
}

const noop = () => undefined;

/** The stream (options and hub) each feed goes live with. */
const streamOf = new WeakMap<TimelineFeed, [string, unknown]>();

/**
 * A live timeline for React (thin wrapper over TimelineFeed): first page, streaming with polling
 * fallback and gap fill, notices on the app bus (when a BusContext is provided). Needs a
 * QueryClientProvider and an ApiClientProvider.
 */
export function useTimelineFeed(target: TimelineTarget, options: UseTimelineFeedOptions = {}): TimelineFeedView {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const bus = useContext(BusContext);
  const [feed, setFeed] = useState<TimelineFeed | null>(null);
  const [generation, setGeneration] = useState(0);
  const autoShow = useRef(options.autoShow);
  const latest = useRef(options);
  // Runs before the effect below in the same commit, so a new feed sees the current options.
  useEffect(() => {
    autoShow.current = options.autoShow;
    latest.current = options;
  });

  const {
    streaming,
    enabled = true,
    pauseOnUnfocused = false,
    maxIds,
    streamBatchMs,
    yieldBetweenSteps = false,
  } = options;
  // Rebuild only when what is fetched changes (functions are read through refs).
  const identity = JSON.stringify([
    target,
    options.params ?? null,
    pauseOnUnfocused,
    maxIds ?? null,
    streamBatchMs ?? null,
    yieldBetweenSteps,
    enabled,
  ]);
  // How the feed goes live: changing it (the server's streaming became known) keeps the feed and its statuses.
  const streamIdentity = JSON.stringify(
    streaming ? [streaming.baseUrl, streaming.stream, streaming.params ?? null] : null,
  );
  // The session's socket hub (one per server and token) is part of what is streamed.
  const hub = streaming?.hub ?? null;

  useEffect(() => {
    if (!enabled) return undefined;
    const { params, streaming: streamOptions } = latest.current;
    const next = new TimelineFeed({
      queryClient,
      client,
      target,
      ...(params ? { params } : {}),
      stream: streamOptions ? new StreamingClient(streamOptions) : null,
      bus,
      pauseOnUnfocused,
      autoShow: () => autoShow.current?.() ?? false,
      ...(maxIds !== undefined ? { maxIds } : {}),
      ...(streamBatchMs !== undefined ? { streamBatchMs } : {}),
      yieldBetweenSteps,
    });
    streamOf.set(next, [streamIdentity, hub]);
    setFeed(next);
    void next.start();
    return () => {
      next.stop();
      setFeed((current) => (current === next ? null : current));
    };
    // `identity` stands for target/params; the objects themselves may be new each render. The stream in
    // use when the feed is built is read through `latest` (later changes go to `setStream` below).
    // generation: a reload builds a new feed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [identity, queryClient, client, bus, generation]);

  useEffect(() => {
    if (!feed) return;
    const [builtFor, builtHub] = streamOf.get(feed) ?? [];
    if (builtFor === streamIdentity && builtHub === hub) return;
    streamOf.set(feed, [streamIdentity, hub]);
    const streamOptions = latest.current.streaming;
    feed.setStream(streamOptions ? new StreamingClient(streamOptions) : null);
  }, [feed, streamIdentity, hub]);

  const empty = useMemo(() => createTimeline(target.name), [target.name]);
  const subscribe = useMemo(() => (feed ? (listener: () => void) => feed.subscribe(listener) : () => noop), [feed]);
  const state = useSyncExternalStore(
    subscribe,
    () => feed?.state ?? empty,
    () => feed?.state ?? empty,
  );

  return useMemo(
    () => ({
      state,
      feed,
      showNew: () => feed?.showNew(),
      loadOlder: () => feed?.loadOlder() ?? Promise.resolve(),
      fetchNewer: () => feed?.fetchNewer() ?? Promise.resolve(),
      reload: () => setGeneration((value) => value + 1),
    }),
    [state, feed],
  );
}
