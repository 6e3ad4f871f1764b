import { useEffect, useState, type ComponentType } from 'react';
import { useCapabilities, useSession } from '@fedi/shared';
import { useRemoteModule } from '../../federation/useRemotes';

type SyncModule = { default: ComponentType } | ComponentType;

function Loaded() {
  const loaded = useRemoteModule<SyncModule>('chat', './ChatSync');
  if (!loaded.data) return null;
  const Sync = typeof loaded.data === 'function' ? loaded.data : loaded.data.default;
  return <Sync />;
}

/** Time the first screen gets to itself before live chats join (the first load does not wait for them). */
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
 * Live chats on every page (the badges rise as messages come): the chat remote's headless
 * `./ChatSync`, fetched only for a signed-in user of a server with chats, never for visitors, and only
 * once the first screen is done (CHAT_SYNC_DELAY_MS, then idle: it is not part of the first load). A load failure only leaves the
 * badges to the list's own refresh.
 */
export function ChatSyncMount() {
  const session = useSession();
  const capabilities = useCapabilities();
  const ready = useAfterFirstScreen();
  if (session.status !== 'signed-in' || !capabilities.chats || !ready) return null;
  return <Loaded />;
}
