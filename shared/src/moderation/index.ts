// `@fedi/shared/moderation`: what only the moderation remote uses (the dialect-neutral admin API and its
// list queries). Not part of the shared index and not an MF shared module: it is bundled into the
// moderation remote alone, so no visitor or ordinary user downloads it. It calls the session's client
// only (the singleton's errors and normalizers), so a bundled copy holds no state of its own.
export * from './api';
export { adminKeys, adminPostsQuery, adminReportsQuery, adminUsersQuery } from '../queries/admin';
export { markUserStatusesDeleted } from './cache';
export { adminUserOf } from '../models/adminUser';
export { createAdminApi } from '../api/admin';
export { createMastodonAdminApi } from '../api/mastodonAdmin';
