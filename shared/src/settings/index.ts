// `@fedi/shared/settings`: the query factories only the settings remote reads (its security and data tabs).
// Not part of the shared index and not an MF shared module: bundled into the settings remote alone, so the
// first load does not carry them (as `@fedi/shared/moderation`). Their keys stay in `settingsKeys`.
export { aliasesQuery, backupsQuery, mfaSettingsQuery, oauthTokensQuery } from './queries';
