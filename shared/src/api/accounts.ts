import { FOLLOWS_PAGE_SIZE } from '../constants';
import { AccountSchema } from '../api_types/account';
import { RelationshipSchema } from '../api_types/relationship';
import { normalizeRelationship, type Relationship } from '../models/relationship';
import { normalizeUser, type User } from '../models/user';
import { call, callList, callOne, callPage, callVoid, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import { toFormData, type FormFields } from './form';
import type { Page } from './paging';
import type {
  AccountSearchParams,
  FollowListParams,
  FollowParams,
  MuteParams,
  RegisterParams,
  UpdateCredentialsParams,
} from './params/accounts';
import type { PageParams } from './params/paging';

/** Accounts and relations (spec §7 Accounts). */
export function createAccountsApi(config: ApiClientConfig) {
  const base = (id: string) => `/api/v1/accounts/${seg(id)}`;
  const relation = (id: string, name: string, json?: object, options?: CallOptions): Promise<Relationship> =>
    callOne(
      config,
      `${base(id)}/${name}`,
      RelationshipSchema,
      { method: 'POST', json, ...options },
      normalizeRelationship,
    );

  return {
    get: (id: string, options?: CallOptions) => callOne(config, base(id), AccountSchema, options, normalizeUser),
    verifyCredentials: (options?: CallOptions) =>
      callOne(config, '/api/v1/accounts/verify_credentials', AccountSchema, options, normalizeUser),
    /** GET /api/v1/suggestions (entries carry `acct`; optional: snac answers 404). */
    suggestions: (options?: CallOptions) =>
      callList(config, '/api/v1/suggestions', AccountSchema, options, normalizeUser),
    /** Resolve `name@host` to an account (GET /api/v1/accounts/lookup, not on every server). */
    lookup: (acct: string, options?: CallOptions) =>
      callOne(config, '/api/v1/accounts/lookup', AccountSchema, { query: { acct }, ...options }, normalizeUser),
    following: (id: string, params: FollowListParams = {}, options?: CallOptions): Promise<Page<User>> =>
      callPage(
        config,
        `${base(id)}/following`,
        AccountSchema,
        { query: { limit: FOLLOWS_PAGE_SIZE, ...params }, ...options },
        normalizeUser,
      ),
    followers: (id: string, params: FollowListParams = {}, options?: CallOptions): Promise<Page<User>> =>
      callPage(
        config,
        `${base(id)}/followers`,
        AccountSchema,
        { query: { limit: FOLLOWS_PAGE_SIZE, ...params }, ...options },
        normalizeUser,
      ),

    follow: (id: string, params: FollowParams = {}, options?: CallOptions) => relation(id, 'follow', params, options),
    unfollow: (id: string, options?: CallOptions) => relation(id, 'unfollow', undefined, options),
    block: (id: string, options?: CallOptions) => relation(id, 'block', undefined, options),
    unblock: (id: string, options?: CallOptions) => relation(id, 'unblock', undefined, options),
    mute: (id: string, params: MuteParams = {}, options?: CallOptions) => relation(id, 'mute', params, options),
    unmute: (id: string, options?: CallOptions) => relation(id, 'unmute', undefined, options),
    removeFromFollowers: (id: string, options?: CallOptions) =>
      relation(id, 'remove_from_followers', undefined, options),
    /** Private note (form field `comment`; callers debounce 1500 ms). */
    note: (id: string, comment: string, options?: CallOptions) =>
      callOne(
        config,
        `${base(id)}/note`,
        RelationshipSchema,
        { method: 'POST', form: toFormData({ comment }), ...options },
        normalizeRelationship,
      ),
    /** Pleroma subscriptions (capability `subscriptions`). */
    subscribe: (id: string, options?: CallOptions) =>
      callOne(
        config,
        `/api/v1/pleroma/accounts/${seg(id)}/subscribe`,
        RelationshipSchema,
        { method: 'POST', ...options },
        normalizeRelationship,
      ),
    unsubscribe: (id: string, options?: CallOptions) =>
      callOne(
        config,
        `/api/v1/pleroma/accounts/${seg(id)}/unsubscribe`,
        RelationshipSchema,
        { method: 'POST', ...options },
        normalizeRelationship,
      ),
    /** Bite a user (capability `bites`). */
    bite: (id: string, options?: CallOptions) =>
      callVoid(config, `/api/v1/users/${seg(id)}/bite`, { method: 'POST', ...options }),

    relationships: (ids: readonly string[], options?: CallOptions): Promise<Relationship[]> =>
      ids.length
        ? callList(
            config,
            '/api/v1/accounts/relationships',
            RelationshipSchema,
            { query: { id: [...ids] }, ...options },
            normalizeRelationship,
          )
        : Promise.resolve([]),
    search: (params: AccountSearchParams, options?: CallOptions): Promise<User[]> =>
      callList(config, '/api/v1/accounts/search', AccountSchema, { query: { ...params }, ...options }, normalizeUser),

    mutes: (params: PageParams = {}, options?: CallOptions) =>
      callPage(config, '/api/v1/mutes', AccountSchema, { query: { ...params }, ...options }, normalizeUser),
    blocks: (params: PageParams = {}, options?: CallOptions) =>
      callPage(config, '/api/v1/blocks', AccountSchema, { query: { ...params }, ...options }, normalizeUser),
    domainBlocks: async (params: PageParams = {}, options?: CallOptions): Promise<Page<string>> => {
      const response = await call(config, '/api/v1/domain_blocks', { query: { ...params }, ...options });
      const items = Array.isArray(response.data)
        ? response.data.filter((item): item is string => typeof item === 'string')
        : [];
      return { items, ...(response.links.next ? { next: response.links.next.maxId } : {}) };
    },
    blockDomain: (domain: string, options?: CallOptions) =>
      callVoid(config, '/api/v1/domain_blocks', { method: 'POST', json: { domain }, ...options }),
    unblockDomain: (domain: string, options?: CallOptions) =>
      callVoid(config, '/api/v1/domain_blocks', { method: 'DELETE', json: { domain }, ...options }),

    /** Multipart: images go as files; other fields as given. Answers the updated own account. */
    updateCredentials: (params: UpdateCredentialsParams, options?: CallOptions) =>
      callOne(
        config,
        '/api/v1/accounts/update_credentials',
        AccountSchema,
        { method: 'PATCH', form: toFormData(params as FormFields), ...options },
        normalizeUser,
      ),
    /** Registration. Answers a token (signed up and logged in) or an identifier (awaiting approval…). */
    register: async (params: RegisterParams, options?: CallOptions): Promise<unknown> =>
      (
        await call(config, '/api/v1/accounts', {
          method: 'POST',
          json: { locale: 'en_US', agreement: true, ...params, nickname: params.nickname },
          ...options,
        })
      ).data,
    /** Password reset mail (status 204; 429 when rate limited throws ApiError). */
    resetPassword: (email: string, options?: CallOptions) =>
      callVoid(config, '/auth/password', { method: 'POST', query: { email }, anonymous: true, ...options }),
  };
}
export type AccountsApi = ReturnType<typeof createAccountsApi>;
