import { useEffect, useRef } from 'react';
import { browserServiceWorker, endWebPush, registerWebPush } from '@fedi/shared/notifications';
import { useApiClient, useDesktopAlertsEnabled, useInstanceConfig, usePreferences, useSession } from '@fedi/shared';
import { pushApi } from '@fedi/shared/account-api';

/**
 * Web push follows the desktop-notification switch of a signed-in user (spec §5, §7): on → the
 * service worker at the site root, the browser's push subscription and `POST /api/v1/push/subscription`;
 * turned off → the subscription is dropped (`DELETE`). Sign-out ends it in the session
 * (SessionProvider). The pushed kinds are the `webPushAlerts` preference: a change while on registers again
 * (the server replaces the subscription's alerts). Every failure is only logged (spec §8).
 */
export function useWebPush(): void {
  const client = useApiClient();
  const session = useSession();
  const { config, loaded } = useInstanceConfig();
  const desktop = useDesktopAlertsEnabled();
  const [preferences] = usePreferences();
  // A string, so that the effect runs again only when the choice itself changes.
  const alerts = JSON.stringify(preferences.webPushAlerts);
  const signedIn = session.status === 'signed-in';
  const wasOn = useRef(false);

  useEffect(() => {
    if (!signedIn) {
      wasOn.current = false;
      return;
    }
    if (desktop) {
      // The VAPID key comes with the instance configuration: wait until it has loaded.
      if (!loaded) return;
      wasOn.current = true;
      void registerWebPush({
        push: pushApi(client),
        enabled: true,
        vapidPublicKey: config.vapidPublicKey,
        appVapidKey: async () => (await pushApi(client).verifyApp()).vapid_key,
        serviceWorker: browserServiceWorker(),
        alerts: JSON.parse(alerts) as Record<string, boolean>,
      });
    } else if (wasOn.current) {
      wasOn.current = false;
      void endWebPush({ push: pushApi(client), serviceWorker: browserServiceWorker(), wasEnabled: true });
    }
  }, [desktop, signedIn, client, loaded, config.vapidPublicKey, alerts]);
}
