import { useEffect, useState, type ComponentType } from 'react';
import { useCapabilities, useSession } from '@fedi/shared';
import { useRemoteModule } from '../../federation/useRemotes';

type SyncModule = { default: ComponentType } | ComponentType;

function Loaded({ remote, module }: { remote: string; module: string }) {
  const loaded = useRemoteModule<SyncModule>(remote, module);
  if (!loaded.data) return null;
  const Sync = typeof loaded.data === 'function' ? loaded.data : loaded.data.default;
  return <Sync />;
}

/** Time the first screen gets to itself before the background syncs start (the first load does not wait for them). */
export const CHAT_SYNC_DELAY_MS = 4000;

/** True once CHAT_SYNC_DELAY_MS have passed and the browser is idle. */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      else setReady(true);
    }, CHAT_SYNC_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return ready;
}

/**
 * Headless remote modules that keep a signed-in user's data live on every page, fetched only once the first screen
 * is done (CHAT_SYNC_DELAY_MS, then idle: not part of the first load), never for visitors:
 * - chat's `./ChatSync` on a server with chats (the badges rise as messages come; a load failure only leaves the
 *   badges to the list's own refresh);
 * - settings' `./SettingsSync` on a server with settings profiles (Akkoma; spec §4 "Settings sync": a load failure
 *   leaves the settings in this browser).
 */
export function SyncMounts() {
  const session = useSession();
  const capabilities = useCapabilities();
  const ready = useAfterFirstScreen();
  if (session.status !== 'signed-in' || !ready) return null;
  return (
    <>
      {capabilities.chats && <Loaded remote="chat" module="./ChatSync" />}
      {capabilities.settingsProfiles && <Loaded remote="settings" module="./SettingsSync" />}
    </>
  );
}
