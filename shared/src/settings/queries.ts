import { queryOptions } from '@tanstack/react-query';
import { settingsKeys } from '@fedi/shared';
import { accountApi, type Caller } from '@fedi/shared/account-api';

/** GET /api/oauth_tokens.json: every token of the signed-in user. */
export const oauthTokensQuery = (client: Caller, userId: string | undefined) =>
  queryOptions({
    queryKey: settingsKeys.oauthTokens(client.config.baseUrl, userId),
    queryFn: ({ signal }) => accountApi(client).oauth.tokens({ signal }),
    enabled: Boolean(userId),
  });

/** GET /api/pleroma/accounts/mfa: `{ totp }`. */
export const mfaSettingsQuery = (client: Caller, userId: string | undefined) =>
  queryOptions({
    queryKey: settingsKeys.mfa(client.config.baseUrl, userId),
    queryFn: ({ signal }) => accountApi(client).mfa.settings({ signal }),
    enabled: Boolean(userId),
  });

/** GET /api/pleroma/aliases: the alias addresses (ActivityPub ids) of the signed-in account. */
export const aliasesQuery = (client: Caller, userId: string | undefined) =>
  queryOptions({
    queryKey: settingsKeys.aliases(client.config.baseUrl, userId),
    queryFn: ({ signal }) => accountApi(client).accountSettings.aliases({ signal }),
    enabled: Boolean(userId),
  });

/**
 * GET /api/v1/pleroma/backups: the user's backups (newest first, as Pleroma/Akkoma list them). While one is still
 * being made the list is asked again every 5 s (spec §4 backup: not yet ready, or ready to download).
 */
export const backupsQuery = (client: Caller, userId: string | undefined) =>
  queryOptions({
    queryKey: settingsKeys.backups(client.config.baseUrl, userId),
    queryFn: ({ signal }) => accountApi(client).accountSettings.backups({ signal }),
    enabled: Boolean(userId),
    refetchInterval: (query) => (query.state.data?.some((backup) => !backup.processed) ? 5000 : false),
  });
