import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  createTimeline,
  sessionStreamingHub,
  StreamingClient,
  TimelineFeed,
  useBus,
  useCapabilities,
  useSession,
  type StreamName,
  type TimelineParams,
  type TimelineState,
  type TimelineTarget, useApiClient } from '@fedi/shared';

/** Streaming stream of a timeline target (none for bookmarks/favourites/user tabs: they poll). */
export function streamOf(target: TimelineTarget): { stream: StreamName; params?: Record<string, string> } | null {
  switch (target.name) {
    case 'friends':
      return { stream: 'user' };
    case 'public':
      return { stream: 'public:local' };
    case 'publicAndExternal':
      return { stream: 'public' };
    case 'bubble':
      return { stream: 'bubble' };
    case 'dms':
      return { stream: 'direct' };
    case 'tag':
      return target.tag ? { stream: 'hashtag', params: { tag: target.tag } } : null;
    case 'list':
      return target.listId ? { stream: 'list', params: { list: target.listId } } : null;
    default:
      return null;
  }
}

export interface FeedOptions {
  target: TimelineTarget;
  params?: TimelineParams;
  streaming: boolean;
  pauseOnUnfocused: boolean;
  /** Asked when a new status arrives: show it right away. */
  autoShow(): boolean;
}

export interface FeedHandle {
  state: TimelineState;
  feed: TimelineFeed | null;
  /** Start over from the newest page (the 'Reload' of the flush marker). */
  reload(): void;
  streamingActive: boolean;
}

const EMPTY = createTimeline('empty');
/** Streamed statuses are applied to the list together every this many ms (a busy timeline renders a few times a second, not per status). */
export const STREAM_BATCH_MS = 250;
const noop = () => () => undefined;

/** A live timeline feed for the session, restarted when the target, params or reload change. */
export function useTimelineFeed({ target, params, streaming, pauseOnUnfocused, autoShow }: FeedOptions): FeedHandle {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const bus = useBus();
  const session = useSession();
  const capabilities = useCapabilities();
  const [generation, setGeneration] = useState(0);
  // The feed asks this later (when a status arrives), never during render.
  const autoShowRef = useRef(autoShow);
  useEffect(() => {
    autoShowRef.current = autoShow;
  }, [autoShow]);
  const key = JSON.stringify([target, params ?? {}]);
  const useStream = streaming && capabilities.streaming !== false;

  const [feed, setFeed] = useState<TimelineFeed | null>(null);
  useEffect(() => {
    const [parsedTarget, parsedParams] = JSON.parse(key) as [TimelineTarget, TimelineParams];
    const spec = useStream ? streamOf(parsedTarget) : null;
    const stream = spec
      ? new StreamingClient({ baseUrl: session.baseUrl, getToken: () => session.token, stream: spec.stream, ...(spec.params ? { params: spec.params } : {}), hub: sessionStreamingHub(session.baseUrl, session.token) })
      : null;
    const created = new TimelineFeed({
      queryClient,
      client,
      target: parsedTarget,
      params: parsedParams,
      stream,
      bus,
      pauseOnUnfocused,
      autoShow: () => autoShowRef.current(),
      streamBatchMs: STREAM_BATCH_MS,
      // A page's parse, import and render each in a task of their own (no long task while scrolling).
      yieldBetweenSteps: true,
    });
    setFeed(created);
    void created.start();
    return () => created.stop();
    // generation: a reload builds a new feed.
  }, [key, queryClient, client, bus, session.baseUrl, session.token, pauseOnUnfocused, useStream, generation]);

  const state = useSyncExternalStore(
    feed ? (listener) => feed.subscribe(listener) : noop,
    () => feed?.state ?? EMPTY,
    () => feed?.state ?? EMPTY,
  );
  return { state, feed, reload: () => setGeneration((value) => value + 1), streamingActive: useStream && streamOf(target) !== null };
}
