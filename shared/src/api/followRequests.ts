import { AccountSchema } from '../api_types/account';
import { RelationshipSchema } from '../api_types/relationship';
import { normalizeRelationship, type Relationship } from '../models/relationship';
import { normalizeUser, type User } from '../models/user';
import { callOne, callPage, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import type { Page } from './paging';
import type { PageParams } from './params/paging';

/** Follow requests to a locked account. */
export function createFollowRequestsApi(config: ApiClientConfig) {
  return {
    list: (params: PageParams = {}, options?: CallOptions): Promise<Page<User>> =>
      callPage(config, '/api/v1/follow_requests', AccountSchema, { query: { ...params }, ...options }, normalizeUser),
    authorize: (accountId: string, options?: CallOptions): Promise<Relationship> =>
      callOne(
        config,
        `/api/v1/follow_requests/${seg(accountId)}/authorize`,
        RelationshipSchema,
        { method: 'POST', ...options },
        normalizeRelationship,
      ),
    reject: (accountId: string, options?: CallOptions): Promise<Relationship> =>
      callOne(
        config,
        `/api/v1/follow_requests/${seg(accountId)}/reject`,
        RelationshipSchema,
        { method: 'POST', ...options },
        normalizeRelationship,
      ),
  };
}
export type FollowRequestsApi = ReturnType<typeof createFollowRequestsApi>;
