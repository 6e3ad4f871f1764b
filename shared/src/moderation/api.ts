import { createAdminApi } from '../api/admin';
import type { RawCall } from '../api/adminCall';
import { createMastodonAdminApi } from '../api/mastodonAdmin';
import type { AdminUserFilter } from '../api/params/admin';
import type { AdminUser } from '../models/adminUser';
import type { Report, ReportState } from '../models/report';
import type { Status } from '../models/status';

export type AdminDialect = 'pleroma' | 'mastodon';

/** One page of an admin list; `next` is the token of the following page (a page number or a Mastodon max_id). */
export interface ModerationPage<T> {
  items: T[];
  total?: number;
  next?: string;
}

/** The users section's filters (spec §6), mapped to each dialect's own. */
export type UserFilter = 'local' | 'remote' | 'active' | 'deactivated' | 'pending' | 'admins' | 'moderators';

export interface UsersQuery {
  query?: string;
  filters?: readonly UserFilter[];
  page?: string;
}

export interface PostsQuery {
  localOnly?: boolean;
  withReblogs?: boolean;
  /** One user's posts instead of the instance's. */
  nickname?: string;
  page?: string;
}

/** Mastodon's limits on an account (none on Pleroma, which has policy tags instead). */
export type AccountLimit = 'sensitive' | 'silence' | 'suspend';

/** What the server's admin API can do, so the UI offers only that. */
export interface ModerationSupport {
  closedState: boolean;
  notes: boolean;
  rights: boolean;
  tags: boolean;
  posts: boolean;
  reject: boolean;
  limits: boolean;
  /** Reports assigned to a staff member (Mastodon's assign_to_self / unassign). */
  assign: boolean;
}

export const MODERATION_PAGE_SIZE = 20;

const PLEROMA_FILTERS: Record<UserFilter, AdminUserFilter> = {
  local: 'local',
  remote: 'external',
  active: 'active',
  deactivated: 'deactivated',
  pending: 'need_approval',
  admins: 'is_admin',
  moderators: 'is_moderator',
};

/** What the moderation API needs of the session's client: its raw call. */
type Client = { call: RawCall };

const nextPage = (page: string | undefined, count: number, total?: number): string | undefined => {
  const current = Number(page ?? '1') || 1;
  if (count < MODERATION_PAGE_SIZE) return undefined;
  if (total !== undefined && current * MODERATION_PAGE_SIZE >= total) return undefined;
  return String(current + 1);
};

/**
 * One moderation API over both admin dialects: the moderation remote calls this, never a dialect
 * directly. Every call goes through the session's client (its errors, its token).
 */
export function moderationApi(client: Client, dialect: AdminDialect) {
  const pleroma = dialect === 'pleroma';
  const p = createAdminApi(client.call);
  const m = createMastodonAdminApi(client.call);
  const support: ModerationSupport = {
    closedState: pleroma,
    notes: pleroma,
    rights: pleroma,
    tags: pleroma,
    posts: pleroma,
    reject: !pleroma,
    limits: !pleroma,
    assign: !pleroma,
  };
  return {
    dialect,
    support,
    async reports(state: ReportState, page?: string, signal?: AbortSignal): Promise<ModerationPage<Report>> {
      if (pleroma) {
        const answer = await p.reports(
          { state, page: Number(page ?? '1') || 1, page_size: MODERATION_PAGE_SIZE },
          { signal },
        );
        return {
          items: answer.reports,
          total: answer.total,
          next: nextPage(page, answer.reports.length, answer.total),
        };
      }
      const answer = await m.reports(
        { resolved: state !== 'open', max_id: page, limit: MODERATION_PAGE_SIZE },
        { signal },
      );
      return { items: answer.items, next: answer.next };
    },
    async setReportState(id: string, state: ReportState): Promise<void> {
      if (pleroma) return p.updateReports([{ id, state }]);
      if (state === 'open') await m.reopen(id);
      else await m.resolve(id);
    },
    /** Mastodon: assign the report to the signed-in staff member, or take the assignment away. */
    async assignReport(id: string, toSelf: boolean): Promise<void> {
      if (toSelf) await m.assignToSelf(id);
      else await m.unassign(id);
    },
    addNote: (reportId: string, content: string) => p.addReportNote(reportId, content),
    deleteNote: (reportId: string, noteId: string) => p.deleteReportNote(reportId, noteId),

    async users({ query, filters = [], page }: UsersQuery, signal?: AbortSignal): Promise<ModerationPage<AdminUser>> {
      if (pleroma) {
        const answer = await p.users(
          {
            query: query || undefined,
            filters: filters.map((filter) => PLEROMA_FILTERS[filter]),
            page: Number(page ?? '1') || 1,
            page_size: MODERATION_PAGE_SIZE,
          },
          { signal },
        );
        return { items: answer.users, total: answer.total, next: nextPage(page, answer.users.length, answer.total) };
      }
      const has = (filter: UserFilter) => filters.includes(filter) || undefined;
      const answer = await m.accounts(
        {
          username: query || undefined,
          local: has('local'),
          remote: has('remote'),
          active: has('active'),
          disabled: has('deactivated'),
          pending: has('pending'),
          staff: has('admins') || has('moderators'),
          max_id: page,
          limit: MODERATION_PAGE_SIZE,
        },
        { signal },
      );
      // Mastodon has one staff filter: admins and moderators are told apart by their role here.
      const items = answer.items.filter(
        (user) => (!has('admins') || user.roles.admin) && (!has('moderators') || user.roles.moderator),
      );
      return { items, next: answer.next };
    },
    async setActive(user: AdminUser, active: boolean): Promise<void> {
      if (pleroma) return active ? p.activateUsers([user.nickname]) : p.deactivateUsers([user.nickname]);
      if (active) await m.enable(user.id);
      else await m.action(user.id, { type: 'disable' });
    },
    async approve(user: AdminUser): Promise<void> {
      if (pleroma) return p.approveUsers([user.nickname]);
      await m.approve(user.id);
    },
    async reject(user: AdminUser): Promise<void> {
      await m.reject(user.id);
    },
    setRight: (user: AdminUser, right: 'admin' | 'moderator', granted: boolean) =>
      granted ? p.grantRight(user.nickname, right) : p.revokeRight(user.nickname, right),
    setTag: (user: AdminUser, tag: string, on: boolean) =>
      on ? p.tagUsers([user.nickname], [tag]) : p.untagUsers([user.nickname], [tag]),
    async setLimit(user: AdminUser, limit: AccountLimit, on: boolean, reportId?: string): Promise<void> {
      if (on) return m.action(user.id, { type: limit, report_id: reportId });
      if (limit === 'sensitive') await m.unsensitive(user.id);
      else if (limit === 'silence') await m.unsilence(user.id);
      else await m.unsuspend(user.id);
    },
    /** Pleroma deletes at once; Mastodon deletes the data of a suspended account, so it suspends first. */
    async deleteUser(user: AdminUser): Promise<void> {
      if (pleroma) return p.deleteUser(user.nickname);
      if (!user.suspended) await m.action(user.id, { type: 'suspend' });
      await m.deleteAccount(user.id);
    },

    async posts(
      { localOnly, withReblogs, nickname, page }: PostsQuery,
      signal?: AbortSignal,
    ): Promise<ModerationPage<Status>> {
      const items = await p.statuses(
        {
          nickname,
          local_only: localOnly,
          with_reblogs: withReblogs,
          godmode: true,
          page: Number(page ?? '1') || 1,
          page_size: MODERATION_PAGE_SIZE,
        },
        { signal },
      );
      return { items, next: nextPage(page, items.length) };
    },
    updateStatus: (id: string, update: { sensitive?: boolean; visibility?: string }) => p.updateStatus(id, update),
    deleteStatus: (id: string) => p.deleteStatus(id),
  };
}
export type ModerationApi = ReturnType<typeof moderationApi>;

/** Runs one action on each item and keeps every item's result (bulk actions, spec §6). */
export async function runBulk<T>(
  items: readonly T[],
  action: (item: T) => Promise<unknown>,
): Promise<Array<{ item: T; ok: true } | { item: T; ok: false; error: unknown }>> {
  const settled = await Promise.allSettled(items.map((item) => action(item)));
  return settled.map((result, index) => {
    const item = items[index] as T;
    return result.status === 'fulfilled'
      ? { item, ok: true as const }
      : { item, ok: false as const, error: result.reason };
  });
}
