import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ReactionsApiKind } from '../api/reactions';
import { importRelationship, importStatus } from '../cache/importer';
import { entityKeys, timelineKey } from '../cache/keys';
import { bookmarkPatch, favouritePatch, repeatPatch, toggleReactionPatch } from '../cache/updates';
import type { Poll } from '../models/poll';
import type { Relationship } from '../models/relationship';
import type { Status } from '../models/status';
import type { Visibility } from '../models/visibility';
import type { User } from '../models/user';
import { accountKeys } from '../queries/accounts';
import { recheckFollow } from './follow';
import { applyRelationshipPatch, applyStatusPatch, type Rollback } from './optimistic';

/**
 * One optimistic action (spec §4). `statusId` is the status acted on: for a repeat shown in a
 * timeline, the repeated status (views read it from the cache, so they all follow).
 */
export type EntityAction =
  | { type: 'favourite'; statusId: string; on: boolean }
  | { type: 'repeat'; statusId: string; on: boolean; visibility?: Visibility }
  | { type: 'bookmark'; statusId: string; on: boolean }
  /** `api` comes from `capabilities.reactions.api` (Pleroma/Akkoma or snac endpoints). */
  | { type: 'reaction'; statusId: string; emoji: string; on: boolean; api: ReactionsApiKind; url?: string | null }
  | { type: 'delete'; statusId: string }
  | { type: 'vote'; statusId: string; pollId: string; choices: readonly number[] }
  /**
   * `locked`: the account approves followers (shows `requested` at once and ends the re-check on
   * `requested`); defaults to the cached account's. `reblogs`: show the account's repeats.
   */
  | { type: 'follow'; accountId: string; on: boolean; reblogs?: boolean; locked?: boolean };

export type EntityActionResult = Status | Poll | Relationship | void;

/** The cache entry an action changes; actions on one target run one after another. */
export function actionTarget(action: EntityAction): string {
  return action.type === 'follow' ? `account:${action.accountId}` : `status:${action.statusId}`;
}

const hasMyReaction = (status: Status, emoji: string) =>
  status.emoji_reactions.some((reaction) => reaction.name === emoji && reaction.me);

/** The poll after the signed-in user voted `choices` (before the server answers). */
export function votedPoll(poll: Poll, choices: readonly number[]): Poll {
  const chosen = new Set(choices);
  return {
    ...poll,
    voted: true,
    own_votes: [...chosen],
    options: poll.options.map((option, index) =>
      chosen.has(index) ? { ...option, votes_count: option.votes_count + 1 } : option,
    ),
    votes_count: poll.votes_count + chosen.size,
    ...(poll.voters_count !== undefined ? { voters_count: poll.voters_count + 1 } : {}),
  };
}

/**
 * The poll after the server answered (a vote, or a refresh), given the poll shown (after a vote, the one
 * `votedPoll` made). A server that counts a vote later (snac: through its delivery queue) answers the poll
 * without it for a few seconds; a poll's counts never go down, so each keeps the larger of the two and the
 * own choices stay when the answer has none. A poll whose options changed (edited) takes the answer as is.
 */
export function confirmedPoll(local: Poll, answer: Poll): Poll {
  const sameOptions =
    local.options.length === answer.options.length &&
    local.options.every((option, index) => option.title === answer.options[index]?.title);
  if (!sameOptions) return answer;
  const larger = (a: number | undefined, b: number | undefined) =>
    a === undefined ? b : b === undefined ? a : Math.max(a, b);
  const voters = larger(local.voters_count, answer.voters_count);
  return {
    ...local,
    ...answer,
    voted: answer.voted || local.voted,
    own_votes: answer.own_votes.length > 0 ? answer.own_votes : local.own_votes,
    options: answer.options.map((option, index) => ({
      ...option,
      votes_count: Math.max(option.votes_count, local.options[index]?.votes_count ?? 0),
    })),
    votes_count: Math.max(local.votes_count, answer.votes_count),
    ...(voters !== undefined ? { voters_count: voters } : {}),
  };
}

/** Change the cache as if the action had succeeded; returns how to undo it. */
export function applyAction(queryClient: QueryClient, action: EntityAction): Rollback {
  switch (action.type) {
    case 'favourite':
      return applyStatusPatch(queryClient, action.statusId, (status) => favouritePatch(status, action.on));
    case 'repeat':
      return applyStatusPatch(queryClient, action.statusId, (status) => repeatPatch(status, action.on));
    case 'bookmark':
      return applyStatusPatch(queryClient, action.statusId, (status) =>
        status.bookmarked === action.on ? {} : bookmarkPatch(action.on),
      );
    case 'reaction':
      return applyStatusPatch(queryClient, action.statusId, (status) =>
        hasMyReaction(status, action.emoji) === action.on
          ? {}
          : toggleReactionPatch(status, action.emoji, action.url ?? null),
      );
    case 'delete':
      // Deleted statuses are only marked deleted locally (spec §4).
      return applyStatusPatch(queryClient, action.statusId, (status) => (status.deleted ? {} : { deleted: true }));
    case 'vote':
      return applyStatusPatch(queryClient, action.statusId, (status) =>
        status.poll && status.poll.id === action.pollId ? { poll: votedPoll(status.poll, action.choices) } : {},
      );
    case 'follow': {
      const countBack = applyFollowerCount(queryClient, action);
      const relationshipBack = applyRelationshipPatch(queryClient, action.accountId, (relationship, account) => {
        if (!action.on) return { following: false, requested: false };
        const reblogs = action.reblogs === undefined ? {} : { showing_reblogs: action.reblogs };
        // Already following (e.g. only the repeats change): still following.
        if (relationship?.following) return { following: true, ...reblogs };
        return (action.locked ?? account?.locked)
          ? { requested: true, ...reblogs }
          : { following: true, requested: false, ...reblogs };
      });
      return () => {
        relationshipBack();
        countBack();
      };
    }
  }
}

/**
 * The followed account's follower count moves with the follow at once (one more on a follow that is not
 * a request, one less on an unfollow of a followed account), so the profile agrees with the server after
 * an unfollow and a follow again; the rollback takes the step back.
 */
function applyFollowerCount(queryClient: QueryClient, action: Extract<EntityAction, { type: 'follow' }>): Rollback {
  const key = entityKeys.account(action.accountId);
  const account = queryClient.getQueryData<User>(key);
  if (!account || typeof account.followers_count !== 'number') return () => undefined;
  const relationship =
    queryClient.getQueryData<Relationship>(entityKeys.relationship(action.accountId)) ?? account.relationship;
  const following = relationship?.following ?? false;
  const locked = action.locked ?? account.locked;
  const step = action.on ? (following || locked ? 0 : 1) : following ? -1 : 0;
  if (step === 0) return () => undefined;
  const move = (by: number) => {
    const current = queryClient.getQueryData<User>(key);
    if (current)
      queryClient.setQueryData<User>(key, { ...current, followers_count: Math.max(0, current.followers_count + by) });
  };
  move(step);
  return () => move(-step);
}

/** The API call of an action. */
export function requestAction(
  client: ApiClient,
  action: EntityAction,
  signal?: AbortSignal,
): Promise<EntityActionResult> {
  const options = signal ? { signal } : undefined;
  switch (action.type) {
    case 'favourite':
      return action.on
        ? client.statuses.favourite(action.statusId, options)
        : client.statuses.unfavourite(action.statusId, options);
    case 'repeat':
      return action.on
        ? client.statuses.reblog(action.statusId, action.visibility ? { visibility: action.visibility } : {}, options)
        : client.statuses.unreblog(action.statusId, options);
    case 'bookmark':
      return action.on
        ? client.statuses.bookmark(action.statusId, options)
        : client.statuses.unbookmark(action.statusId, options);
    case 'reaction':
      return action.on
        ? client.reactions.add(action.statusId, action.emoji, action.api, options)
        : client.reactions.remove(action.statusId, action.emoji, action.api, options);
    case 'delete':
      return client.statuses.delete(action.statusId, options).then(() => undefined);
    case 'vote':
      return client.polls.vote(action.pollId, action.choices, options);
    case 'follow':
      if (!action.on) return client.accounts.unfollow(action.accountId, options);
      // Spec §4: the answer may not show the follow yet: re-check until following (or requested).
      return client.accounts
        .follow(action.accountId, action.reblogs === undefined ? {} : { reblogs: action.reblogs }, options)
        .then((first) =>
          recheckFollow(
            async () => (await client.accounts.relationships([action.accountId], options))[0],
            action.locked ?? false,
            first,
          ),
        );
  }
}

/** Put the server's answer into the cache. */
export function confirmAction(queryClient: QueryClient, action: EntityAction, result: EntityActionResult): void {
  if (!result) return;
  switch (action.type) {
    case 'favourite':
    case 'repeat':
    case 'bookmark':
    case 'reaction':
      // A reblog answers the new repeat wrapping the status: importing it updates the status too.
      importStatus(queryClient, result as Status);
      return;
    case 'vote':
      applyStatusPatch(queryClient, action.statusId, (status) => ({
        poll: status.poll ? confirmedPoll(status.poll, result as Poll) : (result as Poll),
      }));
      return;
    case 'follow':
      importRelationship(queryClient, result as Relationship);
      // A followed (or requested) account is no longer a suggestion: who to follow drops it at once.
      if (action.on)
        queryClient.setQueriesData<User[]>({ queryKey: accountKeys.allSuggestions() }, (list) =>
          list?.filter((user) => user.id !== action.accountId),
        );
      // Spec §4: an unfollowed user's posts leave the friends timeline; a cached id list under the
      // data layer's key is dropped (the home feed reloads from the server when it mounts).
      if (!action.on) void queryClient.invalidateQueries({ queryKey: timelineKey('friends') });
      return;
    case 'delete':
      return;
  }
}

const pendingByClient = new WeakMap<QueryClient, Map<string, number>>();

/** Track actions in flight per target, so an answer does not overwrite a newer local change. */
export function beginAction(queryClient: QueryClient, action: EntityAction): () => boolean {
  let pending = pendingByClient.get(queryClient);
  if (!pending) pendingByClient.set(queryClient, (pending = new Map()));
  const target = actionTarget(action);
  pending.set(target, (pending.get(target) ?? 0) + 1);
  let done = false;
  /** Ends this action; true when no other action on the target is still in flight. */
  return () => {
    if (!done) {
      done = true;
      const left = (pending.get(target) ?? 1) - 1;
      if (left > 0) pending.set(target, left);
      else pending.delete(target);
    }
    return !pending.has(target);
  };
}

/**
 * Apply an action to the cache at once, call the server, then import its answer (unless a newer
 * action on the same entity is still in flight) or, on failure, roll back and rethrow (show
 * `actionErrorMessage(error)`). The React hooks do the same through useMutation.
 */
export async function performAction(
  queryClient: QueryClient,
  client: ApiClient,
  action: EntityAction,
  signal?: AbortSignal,
): Promise<EntityActionResult> {
  const end = beginAction(queryClient, action);
  const rollback = applyAction(queryClient, action);
  try {
    const result = await requestAction(client, action, signal);
    if (end()) confirmAction(queryClient, action, result);
    return result;
  } catch (error) {
    end();
    rollback();
    throw error;
  }
}
