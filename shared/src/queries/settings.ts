import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

type Client = Pick<ApiClient, 'oauth' | 'mfa' | 'accountSettings' | 'config'>;

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

/** GET /api/oauth_tokens.json: every token of the signed-in user. */
export const oauthTokensQuery = (client: Client, userId: string | undefined) =>
  queryOptions({
    queryKey: settingsKeys.oauthTokens(client.config.baseUrl, userId),
    queryFn: ({ signal }) => client.oauth.tokens({ signal }),
    enabled: Boolean(userId),
  });

/** GET /api/pleroma/accounts/mfa: `{ totp }`. */
export const mfaSettingsQuery = (client: Client, userId: string | undefined) =>
  queryOptions({
    queryKey: settingsKeys.mfa(client.config.baseUrl, userId),
    queryFn: ({ signal }) => client.mfa.settings({ signal }),
    enabled: Boolean(userId),
  });

/** GET /api/pleroma/aliases: the alias addresses (ActivityPub ids) of the signed-in account. */
export const aliasesQuery = (client: Client, userId: string | undefined) =>
  queryOptions({
    queryKey: settingsKeys.aliases(client.config.baseUrl, userId),
    queryFn: ({ signal }) => client.accountSettings.aliases({ signal }),
    enabled: Boolean(userId),
  });

/**
 * GET /api/v1/pleroma/backups: the user's backups (newest first, as Pleroma/Akkoma list them). While one is still
 * being made the list is asked again every 5 s (spec §4 backup: not yet ready, or ready to download).
 */
export const backupsQuery = (client: Client, userId: string | undefined) =>
  queryOptions({
    queryKey: settingsKeys.backups(client.config.baseUrl, userId),
    queryFn: ({ signal }) => client.accountSettings.backups({ signal }),
    enabled: Boolean(userId),
    refetchInterval: (query) => (query.state.data?.some((backup) => !backup.processed) ? 5000 : false),
  });
