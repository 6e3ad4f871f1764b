import * as v from 'valibot';
import { AccountSchema } from './account';
import { bool, idSchema, list, num, opt, str } from './common';

/** Pleroma/Akkoma admin user (GET /api/v1/pleroma/admin/users). */
export const PleromaAdminUserSchema = v.looseObject({
  id: idSchema,
  nickname: v.string(),
  display_name: str,
  avatar: str,
  email: str,
  is_active: bool,
  local: bool,
  roles: opt(v.looseObject({ admin: bool, moderator: bool })),
  tags: list(v.string()),
  is_confirmed: bool,
  is_approved: bool,
  url: str,
  registration_reason: str,
  actor_type: str,
  created_at: str,
});
export type WirePleromaAdminUser = v.InferOutput<typeof PleromaAdminUserSchema>;

export const PleromaAdminUsersPageSchema = v.looseObject({
  count: num,
  page_size: num,
  users: list(PleromaAdminUserSchema),
});

/** Pleroma's user statuses answer (GET /api/v1/pleroma/admin/users/{nick}/statuses). */
export const PleromaAdminUserStatusesSchema = v.looseObject({
  total: num,
  activities: opt(v.array(v.unknown())),
});

/** Mastodon Role as embedded in Admin::Account (permissions is a bitmask sent as a string). */
export const MastodonRoleSchema = v.looseObject({
  id: opt(idSchema),
  name: str,
  permissions: opt(v.union([v.string(), v.number()])),
});

/** Mastodon Admin::Account (GET /api/v1/admin/accounts). */
export const MastodonAdminAccountSchema = v.looseObject({
  id: idSchema,
  username: v.string(),
  domain: opt(v.string()),
  created_at: str,
  email: str,
  role: opt(MastodonRoleSchema),
  confirmed: bool,
  suspended: bool,
  silenced: bool,
  sensitized: bool,
  disabled: bool,
  approved: bool,
  invite_request: str,
  account: opt(AccountSchema),
});
export type WireMastodonAdminAccount = v.InferOutput<typeof MastodonAdminAccountSchema>;

/** Mastodon Admin::Report (GET /api/v1/admin/reports). Statuses are parsed by the normalizer. */
export const MastodonAdminReportSchema = v.looseObject({
  id: idSchema,
  action_taken: bool,
  action_taken_at: str,
  category: str,
  comment: str,
  forwarded: bool,
  created_at: str,
  account: opt(MastodonAdminAccountSchema),
  target_account: opt(MastodonAdminAccountSchema),
  assigned_account: opt(MastodonAdminAccountSchema),
  statuses: opt(v.array(v.unknown())),
});
export type WireMastodonAdminReport = v.InferOutput<typeof MastodonAdminReportSchema>;
