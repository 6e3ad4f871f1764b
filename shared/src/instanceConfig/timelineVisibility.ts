import type { InstanceConfig } from './instanceConfig';

export type PublicTimelineName = 'public' | 'federated' | 'bubble';

/**
 * Spec §2 timeline menu visibility: home, bookmarks and DMs need a login; public, federated and bubble
 * follow the instance's public-visibility settings (visitors), federation and a non-empty bubble list;
 * in private mode visitors see no timelines at all.
 */
export function visibleTimelines(
  config: InstanceConfig,
  signedIn: boolean,
): Record<'home' | 'bookmarks' | 'dms' | PublicTimelineName, boolean> {
  const visitorBlocked = !signedIn && config.private;
  const open = (flag: boolean) => !visitorBlocked && (signedIn || flag);
  return {
    home: signedIn,
    bookmarks: signedIn,
    dms: signedIn,
    public: open(config.publicTimelineVisibility.local),
    federated:
      config.federating && config.federatedTimelineAvailable && open(config.publicTimelineVisibility.federated),
    bubble: config.localBubbleInstances.length > 0 && open(config.publicTimelineVisibility.bubble),
  };
}
