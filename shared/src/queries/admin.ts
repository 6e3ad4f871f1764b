import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ModerationApi, PostsQuery, UsersQuery } from '../moderation/api';
import type { ReportState } from '../models/report';
import { reportKeys } from './reports';

/** Query keys of the moderation modal's users and posts lists (reports are in `reportKeys`). */
export const adminKeys = {
  all: (baseUrl: string) => ['admin', baseUrl] as const,
  users: (baseUrl: string, query: UsersQuery) => ['admin', baseUrl, 'users', query] as const,
  posts: (baseUrl: string, query: PostsQuery) => ['admin', baseUrl, 'posts', query] as const,
};

/** One page of the report queue in one state. */
export const adminReportsQuery = (api: ModerationApi, baseUrl: string, state: ReportState, page: string) =>
  queryOptions({
    queryKey: reportKeys.adminList(baseUrl, state, page),
    queryFn: ({ signal }) => api.reports(state, page === '' ? undefined : page, signal),
    placeholderData: keepPreviousData,
  });

export const adminUsersQuery = (api: ModerationApi, baseUrl: string, query: UsersQuery) =>
  queryOptions({
    queryKey: adminKeys.users(baseUrl, query),
    queryFn: ({ signal }) => api.users(query, signal),
    placeholderData: keepPreviousData,
  });

export const adminPostsQuery = (api: ModerationApi, baseUrl: string, query: PostsQuery) =>
  queryOptions({
    queryKey: adminKeys.posts(baseUrl, query),
    queryFn: ({ signal }) => api.posts(query, signal),
    placeholderData: keepPreviousData,
  });
