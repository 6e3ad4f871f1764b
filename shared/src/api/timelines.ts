import { TIMELINE_PAGE_SIZE } from '../constants';
import { ConversationSchema } from '../api_types/conversation';
import { StatusSchema } from '../api_types/status';
import { normalizeStatus, statusFromUnknown, type Status } from '../models/status';
import { callPage, seg } from './call';
import type { ApiClientConfig, CallOptions } from './context';
import type { Query } from './http';
import type { Page } from './paging';
import type { AccountStatusesParams, TimelineParams, TimelineTarget } from './params/timelines';

function query(params: TimelineParams | AccountStatusesParams): Query {
  return { limit: TIMELINE_PAGE_SIZE, ...params } as Query;
}

/** Timelines (spec §7). Every method answers `{ items, next, prev }`. */
export function createTimelinesApi(config: ApiClientConfig) {
  const page = (
    path: string,
    params: TimelineParams | AccountStatusesParams,
    options?: CallOptions,
  ): Promise<Page<Status>> =>
    callPage(config, path, StatusSchema, { query: query(params), ...options }, normalizeStatus);

  const api = {
    home: (params: TimelineParams = {}, options?: CallOptions) => page('/api/v1/timelines/home', params, options),
    /** Federated timeline; pass `local: true` for the local public one. */
    public: (params: TimelineParams = {}, options?: CallOptions) => page('/api/v1/timelines/public', params, options),
    bubble: (params: TimelineParams = {}, options?: CallOptions) => page('/api/v1/timelines/bubble', params, options),
    direct: (params: TimelineParams = {}, options?: CallOptions) => page('/api/v1/timelines/direct', params, options),
    /**
     * Direct messages where the server has no direct timeline (Mastodon, snac): each conversation's last
     * status, newest conversation first; the cursors are the conversations' (Link header).
     */
    conversations: async (params: TimelineParams = {}, options?: CallOptions): Promise<Page<Status>> => {
      const conversations = await callPage(
        config,
        '/api/v1/conversations',
        ConversationSchema,
        { query: query(params), ...options },
        (wire) => statusFromUnknown(wire.last_status),
      );
      return { ...conversations, items: conversations.items.filter((status) => status !== undefined) };
    },
    list: (listId: string, params: TimelineParams = {}, options?: CallOptions) =>
      page(`/api/v1/timelines/list/${seg(listId)}`, params, options),
    tag: (tag: string, params: TimelineParams = {}, options?: CallOptions) =>
      page(`/api/v1/timelines/tag/${seg(tag)}`, params, options),
    /** Cursors are favourite ids, not status ids: keep server order. */
    favourites: (params: TimelineParams = {}, options?: CallOptions) => page('/api/v1/favourites', params, options),
    /** Cursors are numeric bookmark ids: keep server order. */
    bookmarks: (params: TimelineParams = {}, options?: CallOptions) => page('/api/v1/bookmarks', params, options),
    account: (accountId: string, params: AccountStatusesParams = {}, options?: CallOptions) =>
      page(`/api/v1/accounts/${seg(accountId)}/statuses`, params, options),

    /** Fetch a client-side named timeline (spec §7 names). */
    fetch(target: TimelineTarget, params: TimelineParams = {}, options?: CallOptions): Promise<Page<Status>> {
      switch (target.name) {
        case 'friends':
          return api.home(params, options);
        case 'public':
          return api.public({ ...params, local: true }, options);
        case 'publicAndExternal':
          return api.public(params, options);
        case 'bubble':
          return api.bubble(params, options);
        case 'dms':
          return target.via === 'conversations' ? api.conversations(params, options) : api.direct(params, options);
        case 'bookmarks':
          return api.bookmarks(params, options);
        case 'favorites':
          return api.favourites(params, options);
        case 'tag':
          return api.tag(required(target.tag, 'tag'), params, options);
        case 'list':
          return api.list(required(target.listId, 'listId'), params, options);
        case 'user':
          return api.account(required(target.userId, 'userId'), { exclude_replies: true, ...params }, options);
        case 'replies':
          return api.account(required(target.userId, 'userId'), params, options);
        case 'media':
          return api.account(required(target.userId, 'userId'), { ...params, only_media: true }, options);
      }
    },
  };
  return api;
}
export type TimelinesApi = ReturnType<typeof createTimelinesApi>;

function required(value: string | undefined, name: string): string {
  if (!value) throw new TypeError(`Timeline needs ${name}`);
  return value;
}
