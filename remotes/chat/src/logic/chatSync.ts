import {
  chatFromUnknown,
  chatKeys,
  createPoller,
  POLL_INTERVALS,
  type Poller,
  type StreamingClient,
} from '@fedi/shared';
import { fetchNewerChatMessages, upsertChat } from './chatCache';
import type { ChatSession } from './chatSession';
import type { Outbox } from './outbox';

export interface ChatSyncOptions {
  session: ChatSession;
  outbox: Outbox;
  /** The `user:pleroma_chat` stream on the session's socket; null: poll only. */
  stream: StreamingClient | null;
  pollIntervalMs?: number;
  pauseOnUnfocused?: boolean;
}

/**
 * Keeps the chats live for the whole session: each `pleroma:chat_update` moves its chat to the top
 * of the list (unread count included) and adds its last message to the conversation if it is loaded.
 * While the socket is off or broken a poller (20 s) refreshes the list and fills every open
 * conversation from its newest message; when the socket joins again the same catch-up runs once, so
 * nothing is missed and, messages being merged by id, nothing is shown twice.
 */
export class ChatSync {
  private readonly poller: Poller;
  private readonly stream: StreamingClient | null;
  private readonly session: ChatSession;
  private readonly outbox: Outbox;
  private hadOutage = false;
  private catchingUp: Promise<void> | null = null;

  constructor({ session, outbox, stream, pollIntervalMs = POLL_INTERVALS.chats, pauseOnUnfocused }: ChatSyncOptions) {
    this.session = session;
    this.outbox = outbox;
    this.stream = stream;
    this.poller = createPoller(() => this.catchUp(), pollIntervalMs, {
      immediate: false,
      ...(pauseOnUnfocused !== undefined ? { pauseOnUnfocused } : {}),
    });
  }

  get polling(): boolean {
    return this.poller.running;
  }

  start(): void {
    // What came between the page's first list and now (the shell mounts this after the first screen).
    void this.catchUp().catch((error: unknown) => console.warn('Chat catch-up failed', error));
    const stream = this.stream;
    if (!stream) {
      this.poller.start();
      return;
    }
    stream.on('pleroma:chat_update', this.onUpdate);
    stream.on('polling', this.onPolling);
    stream.on('broke', this.onBroke);
    stream.on('reconnected', this.onReconnected);
    stream.start();
  }

  stop(): void {
    this.poller.stop();
    if (!this.stream) return;
    this.stream.off('pleroma:chat_update', this.onUpdate);
    this.stream.off('polling', this.onPolling);
    this.stream.off('broke', this.onBroke);
    this.stream.off('reconnected', this.onReconnected);
    this.stream.stop();
  }

  /** Refresh the list and fill the open conversations (one run at a time). */
  catchUp(): Promise<void> {
    if (this.catchingUp) return this.catchingUp;
    const { client, queryClient, userId, baseUrl } = this.session;
    const run = async () => {
      await queryClient.invalidateQueries({ queryKey: chatKeys.list(baseUrl, userId) });
      const open = queryClient
        .getQueryCache()
        .findAll({ queryKey: chatKeys.allMessages(baseUrl, userId) })
        .filter((query) => query.getObserversCount() > 0 && query.state.data !== undefined);
      for (const query of open) {
        const chatId = String(query.queryKey[query.queryKey.length - 1]);
        const found = await fetchNewerChatMessages(queryClient, client, userId, chatId);
        this.outbox.confirm(chatId, found);
      }
    };
    this.catchingUp = run().finally(() => {
      this.catchingUp = null;
    });
    return this.catchingUp;
  }

  private readonly onUpdate = (payload: unknown) => {
    const chat = chatFromUnknown(typeof payload === 'string' ? safeParse(payload) : payload);
    if (!chat) return;
    const { client, queryClient, userId } = this.session;
    upsertChat(queryClient, client, userId, chat);
    if (chat.last_message) this.outbox.confirm(chat.id, [chat.last_message]);
  };

  private readonly onPolling = (active: boolean) => {
    if (active) this.poller.start();
    else this.poller.stop();
  };

  private readonly onBroke = () => {
    this.hadOutage = true;
  };

  private readonly onReconnected = () => {
    if (!this.hadOutage) return;
    this.hadOutage = false;
    void this.catchUp().catch((error: unknown) => console.warn('Chat catch-up failed', error));
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
