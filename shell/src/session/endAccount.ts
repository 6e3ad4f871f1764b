import { closeSessionStreamingHubs, createApiClient, desktopAlertsEnabled } from '@fedi/shared';
import { pushApi } from '@fedi/shared/account-api';
import type { StoredAccount } from './storage';

const oauthCalls = () => import(/* webpackChunkName: "oauth-calls" */ './oauth');

/**
 * Ends one account's token on its own server: web push (the active account's) while the token still
 * works, its sockets, then the revoke, and what the service worker kept of it. The caller forgets the
 * account and its cache.
 */
export async function endAccount(account: StoredAccount, active: boolean): Promise<void> {
  const client = createApiClient({ baseUrl: account.baseUrl, getToken: () => account.token });
  // Web push ends while the token still works (spec §7 DELETE /api/v1/push/subscription; only logged).
  if (active)
    await import('@fedi/shared/notifications')
      .then(({ endWebPush, browserServiceWorker }) =>
        endWebPush({
          push: pushApi(client),
          serviceWorker: browserServiceWorker(),
          wasEnabled: desktopAlertsEnabled(),
        }),
      )
      .catch((error: unknown) => console.warn('Ending web push failed', error));
  // Sockets close before the revoke: servers close a revoked token's sockets (Pleroma/Akkoma, the dev
  // instance), which would otherwise read as a broken connection and raise a notice.
  if (active) closeSessionStreamingHubs();
  await oauthCalls()
    .then(({ revokeToken }) => revokeToken(client, account.token))
    .catch((error: unknown) => console.warn('Token revoke failed', error));
  // What the service worker kept of this account (its reads, the images) goes too.
  await import(/* webpackChunkName: "pwa" */ '../app/pwa/offlineCache')
    .then(({ clearAccountCache }) => clearAccountCache(account.baseUrl, account.token))
    .catch((error: unknown) => console.warn('Clearing the offline cache failed', error));
}
