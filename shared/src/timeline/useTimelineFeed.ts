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
}

export interface TimelineFeedView {
  state: TimelineState;
  showNew(): void;
  loadOlder(): Promise<void>;
  fetchNewer(): Promise<void>;
}

const noop = () => undefined;

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
  const autoShow = useRef(options.autoShow);
  const latest = useRef(options);
  // Runs before the effect below in the same commit, so a new feed sees the current options.
  useEffect(() => {
    autoShow.current = options.autoShow;
    latest.current = options;
  });

  const { streaming, enabled = true, pauseOnUnfocused = false, maxIds } = options;
  // Rebuild only when what is fetched or streamed changes (functions are read through refs).
  const identity = JSON.stringify([
    target,
    options.params ?? null,
    streaming ? [streaming.baseUrl, streaming.stream, streaming.params ?? null] : null,
    pauseOnUnfocused,
    maxIds ?? null,
    enabled,
  ]);

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
    });
    setFeed(next);
    void next.start();
    return () => {
      next.stop();
      setFeed((current) => (current === next ? null : current));
    };
    // `identity` stands for target/params/streaming; the objects themselves may be new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [identity, queryClient, client, bus]);

  const empty = useMemo(() => createTimeline(target.name), [target.name]);
  const subscribe = useMemo(() => (feed ? (listener: () => void) => feed.subscribe(listener) : () => noop), [feed]);
  const state = useSyncExternalStore(subscribe, () => feed?.state ?? empty, () => feed?.state ?? empty);

  return useMemo(
    () => ({
      state,
      showNew: () => feed?.showNew(),
      loadOlder: () => feed?.loadOlder() ?? Promise.resolve(),
      fetchNewer: () => feed?.fetchNewer() ?? Promise.resolve(),
    }),
    [state, feed],
  );
}
