import type { TimelineTarget } from '../api/params/timelines';
import { sessionStreamingHub } from '../streaming/hub';
import type { StreamingOptions } from '../streaming/client';
import type { StreamName } from '../streaming/types';

/** The streaming stream of a timeline target (none for bookmarks, favourites, user tabs: they poll). */
export function timelineStream(target: TimelineTarget): { stream: StreamName; params?: Record<string, string> } | null {
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

/**
 * The `streaming` option of `useTimelineFeed` for a target on the session's socket
 * (`sessionStreamingHub`), or null when the target has no stream.
 */
export function sessionTimelineStreaming(
  target: TimelineTarget,
  session: { baseUrl: string; token: string | null },
): StreamingOptions | null {
  const spec = timelineStream(target);
  if (!spec) return null;
  const { baseUrl, token } = session;
  return {
    baseUrl,
    getToken: () => token,
    stream: spec.stream,
    ...(spec.params ? { params: spec.params } : {}),
    hub: sessionStreamingHub(baseUrl, token),
  };
}
