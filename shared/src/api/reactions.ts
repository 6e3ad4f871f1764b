import * as v from 'valibot';
import { AccountSchema } from '../api_types/account';
import { EmojiReactionSchema } from '../api_types/emoji';
import { parseMaybe } from '../api_types/parse';
import { StatusSchema } from '../api_types/status';
import { normalizeEmojiReaction, type EmojiReaction } from '../models/emoji';
import { normalizeStatus, type Status } from '../models/status';
import { normalizeUser, type User } from '../models/user';
import { callList, callOne, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';

/** Which reaction endpoints a server has (see the capability object's `reactions.api`). */
export type ReactionsApiKind = 'pleroma' | 'snac';

export interface ReactionWithAccounts extends EmojiReaction {
  accounts: User[];
}

/**
 * Emoji reactions: Pleroma/Akkoma `PUT|DELETE /api/v1/pleroma/statuses/:id/reactions/:emoji`,
 * snac `POST /api/v1/statuses/:id/react/:emoji` and `/unreact/:emoji`. Both answer the status.
 */
export function createReactionsApi(config: ApiClientConfig) {
  return {
    add: (
      statusId: string,
      emoji: string,
      kind: ReactionsApiKind = 'pleroma',
      options?: CallOptions,
    ): Promise<Status> =>
      kind === 'snac'
        ? callOne(
            config,
            `/api/v1/statuses/${seg(statusId)}/react/${seg(emoji)}`,
            StatusSchema,
            { method: 'POST', ...options },
            normalizeStatus,
          )
        : callOne(
            config,
            `/api/v1/pleroma/statuses/${seg(statusId)}/reactions/${seg(emoji)}`,
            StatusSchema,
            { method: 'PUT', ...options },
            normalizeStatus,
          ),
    remove: (
      statusId: string,
      emoji: string,
      kind: ReactionsApiKind = 'pleroma',
      options?: CallOptions,
    ): Promise<Status> =>
      kind === 'snac'
        ? callOne(
            config,
            `/api/v1/statuses/${seg(statusId)}/unreact/${seg(emoji)}`,
            StatusSchema,
            { method: 'POST', ...options },
            normalizeStatus,
          )
        : callOne(
            config,
            `/api/v1/pleroma/statuses/${seg(statusId)}/reactions/${seg(emoji)}`,
            StatusSchema,
            { method: 'DELETE', ...options },
            normalizeStatus,
          ),
    /** Who reacted with what (Pleroma/Akkoma only). */
    list: (statusId: string, options?: CallOptions): Promise<ReactionWithAccounts[]> =>
      callList(config, `/api/v1/pleroma/statuses/${seg(statusId)}/reactions`, EmojiReactionSchema, options, (wire) => ({
        ...normalizeEmojiReaction(wire),
        accounts: (wire.accounts ?? [])
          .map((account) => parseMaybe(AccountSchema, account))
          .filter((account): account is v.InferOutput<typeof AccountSchema> => !!account)
          .map(normalizeUser),
      })),
  };
}
export type ReactionsApi = ReturnType<typeof createReactionsApi>;
