import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { ReactionsApiKind } from '../api/reactions';
import type { Capabilities } from '../features/capabilities';
import { useApiClient } from '../cache/apiClientContext';
import { entityKeys } from '../cache/keys';
import type { Status } from '../models/status';
import type { User } from '../models/user';
import type { Visibility } from '../models/visibility';
import {
  actionTarget,
  applyAction,
  beginAction,
  confirmAction,
  requestAction,
  type EntityAction,
  type EntityActionResult,
} from './actions';
import { actionErrorMessage, type Rollback } from './optimistic';

interface ActionContext {
  rollback: Rollback;
  end: () => boolean;
}

/**
 * The optimistic mutation behind the action hooks: applied to the entity cache in onMutate,
 * confirmed with the server's answer, rolled back on failure. `scopeId` makes actions on the
 * same entity reach the server in order.
 */
export function useEntityActionMutation(
  scopeId: string,
  onFailure?: (message: string, action: EntityAction, error: unknown) => void,
) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useMutation<EntityActionResult, Error, EntityAction, ActionContext>({
    scope: { id: scopeId },
    mutationFn: (action) => requestAction(client, action),
    onMutate: (action) => {
      // A relationship fetch still in flight would land after the action and undo it on screen
      // (cancelling restores the cache at once, before the change below).
      if (action.type === 'follow')
        void queryClient.cancelQueries({ queryKey: entityKeys.relationship(action.accountId) });
      return { end: beginAction(queryClient, action), rollback: applyAction(queryClient, action) };
    },
    onSuccess: (result, action, context) => {
      if (context.end()) confirmAction(queryClient, action, result);
    },
    onError: (error, action, context) => {
      context?.end();
      context?.rollback();
      onFailure?.(actionErrorMessage(error), action, error);
    },
  });
}

/** Error banner state shared by the action hooks. */
function useActionError() {
  const [error, setError] = useState<string | null>(null);
  const dismissError = useCallback(() => setError(null), []);
  return { error, setError, dismissError };
}

export interface StatusActionsOptions {
  /** The server's capabilities: `reactions.api` picks the Pleroma/Akkoma or snac reaction endpoints. */
  capabilities?: Pick<Capabilities, 'reactions'> | null;
  /** Or the reactions API directly; reacting is refused when neither names one. */
  reactionsApi?: ReactionsApiKind | null;
}

export interface StatusActions {
  /** Without `on`, toggles from the cached state. */
  favourite(on?: boolean): void;
  repeat(on?: boolean, visibility?: Visibility): void;
  bookmark(on?: boolean): void;
  /** Adds the reaction, or removes it when it is already the user's (spec §4 Reactions). */
  react(emoji: string, url?: string | null): void;
  /** Marks the status deleted locally, then deletes it on the server. */
  remove(): void;
  vote(choices: readonly number[]): void;
  /** The server's message of the last failed action, for the per-post error banner. */
  error: string | null;
  dismissError(): void;
  pending: boolean;
}

/** Optimistic actions on one status (spec §4), e.g. `const actions = useStatusActions(status.id)`. */
export function useStatusActions(statusId: string, options: StatusActionsOptions = {}): StatusActions {
  const reactionsApi = options.reactionsApi ?? options.capabilities?.reactions.api ?? null;
  const queryClient = useQueryClient();
  const { error, setError, dismissError } = useActionError();
  const mutation = useEntityActionMutation(`status:${statusId}`, (message) => setError(message));
  const { mutate, isPending } = mutation;

  return useMemo(() => {
    const cached = () => queryClient.getQueryData<Status>(entityKeys.status(statusId));
    const run = (action: EntityAction) => {
      setError(null);
      mutate(action);
    };
    return {
      favourite: (on = !cached()?.favourited) => run({ type: 'favourite', statusId, on }),
      repeat: (on = !cached()?.reblogged, visibility?: Visibility) =>
        run({ type: 'repeat', statusId, on, ...(visibility ? { visibility } : {}) }),
      bookmark: (on = !cached()?.bookmarked) => run({ type: 'bookmark', statusId, on }),
      react: (emoji: string, url: string | null = null) => {
        if (!reactionsApi) {
          setError('Emoji reactions are not supported by this server');
          return;
        }
        const mine = cached()?.emoji_reactions.some((reaction) => reaction.name === emoji && reaction.me) ?? false;
        run({ type: 'reaction', statusId, emoji, on: !mine, api: reactionsApi, url });
      },
      remove: () => run({ type: 'delete', statusId }),
      vote: (choices: readonly number[]) => {
        const pollId = cached()?.poll?.id;
        if (!pollId || choices.length === 0) return;
        run({ type: 'vote', statusId, pollId, choices });
      },
      error,
      dismissError,
      pending: isPending,
    };
  }, [queryClient, statusId, reactionsApi, mutate, isPending, error, setError, dismissError]);
}

export interface FollowActions {
  /**
   * `reblogs`: show the account's repeats; `locked` defaults to the cached account's. Resolves when
   * the server answered and the re-checks are over (a failure is reported through `error`/`onError`).
   */
  follow(options?: { reblogs?: boolean; locked?: boolean }): Promise<void>;
  unfollow(): Promise<void>;
  error: string | null;
  dismissError(): void;
  pending: boolean;
}

export interface FollowActionsOptions {
  /** Called with the failure (e.g. to show a translated message); `error` is set as well. */
  onError?(error: unknown): void;
}

/**
 * Optimistic follow/unfollow of one account (a locked account shows `requested`): the one follow path
 * of the app. `pending` stays true until the follow's re-checks are over.
 */
export function useFollowActions(accountId: string, options: FollowActionsOptions = {}): FollowActions {
  const { error, setError, dismissError } = useActionError();
  const queryClient = useQueryClient();
  const { onError } = options;
  const { mutateAsync, isPending } = useEntityActionMutation(
    actionTarget({ type: 'follow', accountId, on: true }),
    (message, _action, failure) => {
      setError(message);
      onError?.(failure);
    },
  );
  return useMemo(() => {
    const run = (action: EntityAction) => {
      setError(null);
      return mutateAsync(action).then(
        () => undefined,
        () => undefined,
      );
    };
    return {
      follow: ({ reblogs, locked }: { reblogs?: boolean; locked?: boolean } = {}) => {
        const isLocked = locked ?? queryClient.getQueryData<User>(entityKeys.account(accountId))?.locked;
        return run({
          type: 'follow',
          accountId,
          on: true,
          ...(reblogs === undefined ? {} : { reblogs }),
          ...(isLocked === undefined ? {} : { locked: isLocked }),
        });
      },
      unfollow: () => run({ type: 'follow', accountId, on: false }),
      error,
      dismissError,
      pending: isPending,
    };
  }, [accountId, queryClient, mutateAsync, isPending, error, setError, dismissError]);
}
