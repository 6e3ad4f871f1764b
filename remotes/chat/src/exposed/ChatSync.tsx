import { useEffect } from 'react';
import {
  sessionStreamingHub,
  StreamingClient,
  POLL_INTERVALS,
  useCapabilities,
  usePreferences,
  useSession,
} from '@fedi/shared';
import { ChatSync as Sync } from '../logic/chatSync';
import { outboxFor, useChatSession } from '../logic/chatSession';
import { useChatUnreadScan } from '../logic/unreadScan';

/**
 * Headless: mounted by the shell for a signed-in user of a server with chats, after the first screen.
 * Streams `user:pleroma_chat` on the session's one socket (or polls) so the list, the open
 * conversation and the unread badges stay live on every page; keeps the unread scan of every chat
 * while the list has more than one page (the nav's total).
 */
export default function ChatSync() {
  const session = useSession();
  const chatSession = useChatSession();
  const capabilities = useCapabilities();
  const [preferences] = usePreferences();
  const { client, queryClient, userId, baseUrl } = chatSession;
  const streaming = preferences.streaming && capabilities.streaming;
  const token = session.token;
  const pauseOnUnfocused = preferences.pauseOnUnfocused;
  useChatUnreadScan(chatSession, Boolean(token && capabilities.chats));
  useEffect(() => {
    if (!token || !capabilities.chats) return undefined;
    const s = { client, queryClient, userId, baseUrl };
    const stream = streaming
      ? new StreamingClient({
          baseUrl,
          getToken: () => token,
          stream: 'user:pleroma_chat',
          hub: sessionStreamingHub(baseUrl, token),
          pollingIntervalMs: POLL_INTERVALS.chats,
        })
      : null;
    const sync = new Sync({ session: s, outbox: outboxFor(s), stream, pauseOnUnfocused });
    sync.start();
    return () => sync.stop();
  }, [token, capabilities.chats, streaming, pauseOnUnfocused, client, queryClient, userId, baseUrl]);
  return null;
}
