import type { WireMastodonAdminAccount, WireMastodonAdminReport, WirePleromaAdminUser } from '../api_types/admin';
import type { Report } from './report';
import { statusFromUnknown, type Status } from './status';
import { normalizeUser, type User } from './user';

/** An account as staff see it (spec §6), from either admin dialect. */
export interface AdminUser {
  id: string;
  /** Pleroma's nickname: `name` for local users, `name@domain` for remote ones (the admin API's key). */
  nickname: string;
  display_name: string;
  avatar: string;
  email?: string;
  local: boolean;
  active: boolean;
  approved: boolean;
  confirmed: boolean;
  roles: { admin: boolean; moderator: boolean };
  /** Mastodon only: the name of the account's role on that server ("Owner", a custom role…), when it has one. */
  role_name?: string;
  /** Pleroma tags (policy tags are `mrf_tag:…`); always empty on Mastodon. */
  tags: string[];
  registration_reason?: string;
  created_at?: string;
  /** Mastodon only: the account's limits. */
  silenced?: boolean;
  suspended?: boolean;
  sensitized?: boolean;
  /** The public account, when the server sends it (Mastodon). */
  account?: User;
}

export function normalizePleromaAdminUser(wire: WirePleromaAdminUser): AdminUser {
  return {
    id: wire.id,
    nickname: wire.nickname,
    display_name: wire.display_name || wire.nickname,
    avatar: wire.avatar ?? '',
    email: wire.email || undefined,
    local: wire.local ?? !wire.nickname.includes('@'),
    active: wire.is_active ?? true,
    approved: wire.is_approved ?? true,
    confirmed: wire.is_confirmed ?? true,
    roles: { admin: wire.roles?.admin ?? false, moderator: wire.roles?.moderator ?? false },
    tags: wire.tags,
    registration_reason: wire.registration_reason || undefined,
    created_at: wire.created_at,
  };
}

/** Mastodon's role permission bits (docs: entities/Role): administrator and manage reports. */
const ADMINISTRATOR = 0x1;
const MANAGE_REPORTS = 0x10;

export function normalizeMastodonAdminAccount(wire: WireMastodonAdminAccount): AdminUser {
  const permissions = Number(wire.role?.permissions ?? 0) || 0;
  const admin = (permissions & ADMINISTRATOR) !== 0;
  const account = wire.account ? normalizeUser(wire.account) : undefined;
  return {
    id: wire.id,
    nickname: wire.domain ? `${wire.username}@${wire.domain}` : wire.username,
    display_name: account?.display_name || wire.username,
    avatar: account?.avatar ?? '',
    email: wire.email || undefined,
    local: !wire.domain,
    active: !(wire.disabled ?? false) && !(wire.suspended ?? false),
    approved: wire.approved ?? true,
    confirmed: wire.confirmed ?? true,
    roles: { admin, moderator: !admin && (permissions & MANAGE_REPORTS) !== 0 },
    ...(wire.role?.name ? { role_name: wire.role.name } : {}),
    tags: [],
    registration_reason: wire.invite_request || undefined,
    created_at: wire.created_at,
    silenced: wire.silenced ?? false,
    suspended: wire.suspended ?? false,
    sensitized: wire.sensitized ?? false,
    account,
  };
}

/** The admin view of a public account (a user card, a report's account): what the admin calls need. */
export function adminUserOf(user: User): AdminUser {
  return {
    id: user.id,
    nickname: user.acct,
    display_name: user.display_name || user.acct,
    avatar: user.avatar,
    local: user.local,
    active: !user.deactivated,
    approved: true,
    confirmed: true,
    roles: { admin: user.is_admin, moderator: user.is_moderator },
    tags: user.tags ?? [],
    account: user,
  };
}

/** Mastodon's Admin::Report: resolved when an action was taken; the reporter is `account`, the reported `target_account`. */
export function normalizeMastodonAdminReport(wire: WireMastodonAdminReport): Report {
  const user = (admin: WireMastodonAdminReport['account']) =>
    admin?.account ? normalizeUser(admin.account) : undefined;
  return {
    id: wire.id,
    state: wire.action_taken ? 'resolved' : 'open',
    account: user(wire.target_account),
    actor: user(wire.account),
    statuses: (wire.statuses ?? []).map(statusFromUnknown).filter((status): status is Status => !!status),
    content: wire.comment ?? '',
    created_at: wire.created_at,
    notes: [],
    ...(wire.assigned_account?.account ? { assigned_account: normalizeUser(wire.assigned_account.account) } : {}),
  };
}
