import { TagSchema } from '../api_types/tag';
import { normalizeTag, type Tag } from '../models/tag';
import { callOne, callPage, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import type { Page } from './paging';
import type { PageParams } from './params/paging';

/** Hashtags: info, follow/unfollow, followed tags. */
export function createTagsApi(config: ApiClientConfig) {
  const base = (tag: string) => `/api/v1/tags/${seg(tag)}`;
  return {
    get: (tag: string, options?: CallOptions): Promise<Tag> =>
      callOne(config, base(tag), TagSchema, options, normalizeTag),
    follow: (tag: string, options?: CallOptions): Promise<Tag> =>
      callOne(config, `${base(tag)}/follow`, TagSchema, { method: 'POST', ...options }, normalizeTag),
    unfollow: (tag: string, options?: CallOptions): Promise<Tag> =>
      callOne(config, `${base(tag)}/unfollow`, TagSchema, { method: 'POST', ...options }, normalizeTag),
    followed: (params: PageParams = {}, options?: CallOptions): Promise<Page<Tag>> =>
      callPage(config, '/api/v1/followed_tags', TagSchema, { query: { ...params }, ...options }, normalizeTag),
  };
}
export type TagsApi = ReturnType<typeof createTagsApi>;
