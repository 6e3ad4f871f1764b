import type { ComponentType } from 'react';
import { useCapabilities, useSession } from '@fedi/shared';
import { useRemoteModule } from '../../federation/useRemotes';

type SyncModule = { default: ComponentType } | ComponentType;

function Loaded() {
  const loaded = useRemoteModule<SyncModule>('chat', './ChatSync');
  if (!loaded.data) return null;
  const Sync = typeof loaded.data === 'function' ? loaded.data : loaded.data.default;
  return <Sync />;
}

/**
 * Live chats on every page (the badges rise as messages come): the chat remote's headless
 * `./ChatSync`, fetched only for a signed-in user of a server with chats, never for visitors. A load
 * failure only leaves the badges to the list's own refresh.
 */
export function ChatSyncMount() {
  const session = useSession();
  const capabilities = useCapabilities();
  if (session.status !== 'signed-in' || !capabilities.chats) return null;
  return <Loaded />;
}
