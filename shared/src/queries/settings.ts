/** Query keys of the settings modal's own reads (the account itself is `accountKeys.own`). */
export const settingsKeys = {
  /** The signed-in user's OAuth tokens (sessions and apps), for the security tab. */
  oauthTokens: (baseUrl: string, userId: string | undefined) => ['settings', 'oauth-tokens', baseUrl, userId] as const,
  /** Whether two-factor sign-in is on (Pleroma/Akkoma MFA settings). */
  mfa: (baseUrl: string, userId: string | undefined) => ['settings', 'mfa', baseUrl, userId] as const,
  /** The accounts the user blocks or mutes, paged (the blocks and mutes tabs). */
  accounts: (kind: 'blocks' | 'mutes', baseUrl: string, userId: string | undefined) =>
    ['settings', kind, baseUrl, userId] as const,
  /** The other accounts named as this one's aliases (Pleroma/Akkoma, before a move). */
  aliases: (baseUrl: string, userId: string | undefined) => ['settings', 'aliases', baseUrl, userId] as const,
  /** The account backups (archives) the user asked for. */
  backups: (baseUrl: string, userId: string | undefined) => ['settings', 'backups', baseUrl, userId] as const,
  /** The domains the user blocks on the server. */
  domainBlocks: (baseUrl: string, userId: string | undefined) =>
    ['settings', 'domain-blocks', baseUrl, userId] as const,
};
