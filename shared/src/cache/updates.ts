import type { QueryClient } from '@tanstack/react-query';
import type { EmojiReaction } from '../models/emoji';
import type { Status } from '../models/status';
import { entityKeys } from './keys';

export type StatusPatch = Partial<Omit<Status, 'id'>>;

/**
 * Apply a local change to a cached status (optimistic update, spec §4) and get a function that
 * puts the previous version back if the server refuses. No-op when the status is not cached.
 */
export function patchStatus(
  queryClient: QueryClient,
  id: string,
  patch: StatusPatch | ((status: Status) => StatusPatch),
): () => void {
  const key = entityKeys.status(id);
  const previous = queryClient.getQueryData<Status>(key);
  if (!previous) return () => undefined;
  const changes = typeof patch === 'function' ? patch(previous) : patch;
  queryClient.setQueryData<Status>(key, { ...previous, ...changes });
  return () => {
    queryClient.setQueryData<Status>(key, previous);
  };
}

/** Deleted statuses are only marked deleted locally (spec §4). */
export function markStatusDeleted(queryClient: QueryClient, id: string): () => void {
  return patchStatus(queryClient, id, { deleted: true });
}

export const favouritePatch = (status: Status, on: boolean): StatusPatch =>
  status.favourited === on
    ? {}
    : { favourited: on, favourites_count: Math.max(0, status.favourites_count + (on ? 1 : -1)) };

export const repeatPatch = (status: Status, on: boolean): StatusPatch =>
  status.reblogged === on ? {} : { reblogged: on, reblogs_count: Math.max(0, status.reblogs_count + (on ? 1 : -1)) };

export const bookmarkPatch = (on: boolean): StatusPatch => ({ bookmarked: on });

/** Picking an emoji already reacted with removes it, otherwise adds it (spec §4 Reactions). */
export function toggleReactionPatch(status: Status, emoji: string, url: string | null = null): StatusPatch {
  const existing = status.emoji_reactions.find((reaction) => reaction.name === emoji);
  let reactions: EmojiReaction[];
  if (existing?.me) {
    reactions = status.emoji_reactions
      .map((reaction) => (reaction.name === emoji ? { ...reaction, me: false, count: reaction.count - 1 } : reaction))
      .filter((reaction) => reaction.count > 0);
  } else if (existing) {
    reactions = status.emoji_reactions.map((reaction) =>
      reaction.name === emoji ? { ...reaction, me: true, count: reaction.count + 1 } : reaction,
    );
  } else {
    reactions = [...status.emoji_reactions, { name: emoji, url, count: 1, me: true }];
  }
  return { emoji_reactions: reactions };
}
