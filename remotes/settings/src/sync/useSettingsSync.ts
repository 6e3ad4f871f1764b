import { useMemo, useSyncExternalStore } from 'react';
import { useApiClient, useBus, useCapabilities, useSession, type ApiClient } from '@fedi/shared';
import { SettingsSync, type SyncSnapshot } from './settingsSync';
import { accountApi } from '@fedi/shared/account-api';

/** One engine per API client (a session) and user: the headless sync and the settings modal share it. */
const engines = new WeakMap<ApiClient, Map<string, SettingsSync>>();

/** localStorage key of what this browser remembers of a user's settings profile on a server. */
export const syncStorageKey = (baseUrl: string, userId: string) => `fedi:settings-sync:${baseUrl}|${userId}`;

/** The settings-profile sync of the signed-in user, or null (a visitor, or a server without profiles). */
export function useSettingsSync(): SettingsSync | null {
  const session = useSession();
  const client = useApiClient();
  const bus = useBus();
  const { settingsProfiles } = useCapabilities();
  const userId = session.status === 'signed-in' ? session.user?.id : undefined;
  return useMemo(() => {
    if (!userId || !settingsProfiles) return null;
    let byUser = engines.get(client);
    if (!byUser) engines.set(client, (byUser = new Map()));
    let engine = byUser.get(userId);
    if (!engine) {
      engine = new SettingsSync({
        api: accountApi(client).settingsProfiles,
        storageKey: syncStorageKey(client.config.baseUrl, userId),
        notify: (notice) => bus.emit('notice:show', notice),
      });
      byUser.set(userId, engine);
    }
    return engine;
  }, [client, bus, userId, settingsProfiles]);
}

const IDLE: SyncSnapshot = { profile: '', version: 0, status: 'idle' };
const none = () => () => undefined;

/** The followed profile, its version and the sync status, re-rendering on change. */
export function useSyncSnapshot(engine: SettingsSync | null): SyncSnapshot {
  return useSyncExternalStore(
    engine?.subscribe ?? none,
    engine?.getSnapshot ?? (() => IDLE),
    engine?.getSnapshot ?? (() => IDLE),
  );
}
