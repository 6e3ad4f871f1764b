import { AccountSchema } from '../api_types/account';
import { ListSchema } from '../api_types/list';
import { normalizeList, type List } from '../models/list';
import { normalizeUser, type User } from '../models/user';
import { callList, callOne, callPage, callVoid, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import type { Page } from './paging';
import type { PageParams } from './params/paging';

/** Lists and their members. */
export function createListsApi(config: ApiClientConfig) {
  const base = (id: string) => `/api/v1/lists/${seg(id)}`;
  return {
    all: (options?: CallOptions): Promise<List[]> =>
      callList(config, '/api/v1/lists', ListSchema, options, normalizeList),
    get: (id: string, options?: CallOptions): Promise<List> =>
      callOne(config, base(id), ListSchema, options, normalizeList),
    create: (title: string, options?: CallOptions): Promise<List> =>
      callOne(config, '/api/v1/lists', ListSchema, { method: 'POST', json: { title }, ...options }, normalizeList),
    update: (id: string, title: string, options?: CallOptions): Promise<List> =>
      callOne(config, base(id), ListSchema, { method: 'PUT', json: { title }, ...options }, normalizeList),
    delete: (id: string, options?: CallOptions) => callVoid(config, base(id), { method: 'DELETE', ...options }),
    accounts: (id: string, params: PageParams = { limit: 0 }, options?: CallOptions): Promise<Page<User>> =>
      callPage(config, `${base(id)}/accounts`, AccountSchema, { query: { ...params }, ...options }, normalizeUser),
    addAccounts: (id: string, accountIds: readonly string[], options?: CallOptions) =>
      callVoid(config, `${base(id)}/accounts`, { method: 'POST', json: { account_ids: [...accountIds] }, ...options }),
    removeAccounts: (id: string, accountIds: readonly string[], options?: CallOptions) =>
      callVoid(config, `${base(id)}/accounts`, {
        method: 'DELETE',
        json: { account_ids: [...accountIds] },
        ...options,
      }),
  };
}
export type ListsApi = ReturnType<typeof createListsApi>;
