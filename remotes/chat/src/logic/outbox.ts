import type { Attachment, ChatMessage } from '@fedi/shared';

/** One of our messages not confirmed by the server yet. */
export interface OutgoingMessage {
  /** Sent as the Idempotency-Key; the server echoes it on the message it created. */
  idempotencyKey: string;
  chatId: string;
  accountId: string;
  content: string;
  attachment?: Attachment;
  createdAt: string;
  state: 'pending' | 'failed';
  error?: unknown;
}

export type SendFn = (message: OutgoingMessage) => Promise<ChatMessage>;

function newKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The send state machine of every chat: `send` shows the message at once (pending) and posts it;
 * the answer confirms it (the local copy leaves, the server's stays: `onSent`), a failure keeps it in
 * place marked failed until `retry` (pending again, same idempotency key, so the server never makes
 * two) or `discard`. A server message carrying the key (the stream can be faster than the answer)
 * confirms it too (`confirm`).
 */
export class Outbox {
  private byChat = new Map<string, OutgoingMessage[]>();
  private listeners = new Set<() => void>();
  private static readonly EMPTY: OutgoingMessage[] = [];

  constructor(
    private readonly post: SendFn,
    private readonly onSent: (message: ChatMessage, outgoing: OutgoingMessage) => void,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  messages(chatId: string): OutgoingMessage[] {
    return this.byChat.get(chatId) ?? Outbox.EMPTY;
  }

  /** Show and post a message; resolves when it is sent or has failed. */
  send(
    chatId: string,
    accountId: string,
    content: string,
    attachment?: Attachment,
    now = new Date(),
  ): { message: OutgoingMessage; done: Promise<void> } {
    const message: OutgoingMessage = {
      idempotencyKey: newKey(),
      chatId,
      accountId,
      content,
      ...(attachment ? { attachment } : {}),
      createdAt: now.toISOString(),
      state: 'pending',
    };
    this.update(chatId, (list) => [...list, message]);
    return { message, done: this.deliver(message) };
  }

  /** Post a failed message again with the same key. */
  retry(chatId: string, key: string): Promise<void> {
    const message = this.find(chatId, key);
    if (!message || message.state !== 'failed') return Promise.resolve();
    const pending: OutgoingMessage = { ...message, state: 'pending' };
    delete pending.error;
    this.replace(chatId, key, pending);
    return this.deliver(pending);
  }

  /** Drop a failed message. */
  discard(chatId: string, key: string): void {
    this.update(chatId, (list) => list.filter((m) => m.idempotencyKey !== key));
  }

  /** Server messages arrived: drop the local copies they confirm. */
  confirm(chatId: string, messages: readonly ChatMessage[]): void {
    const keys = new Set(messages.map((m) => m.idempotency_key).filter(Boolean));
    if (keys.size === 0 || !this.byChat.get(chatId)?.some((m) => keys.has(m.idempotencyKey))) return;
    this.update(chatId, (list) => list.filter((m) => !keys.has(m.idempotencyKey)));
  }

  private async deliver(message: OutgoingMessage): Promise<void> {
    try {
      const sent = await this.post(message);
      this.onSent(sent, message);
      this.discard(message.chatId, message.idempotencyKey);
    } catch (error) {
      if (this.find(message.chatId, message.idempotencyKey))
        this.replace(message.chatId, message.idempotencyKey, { ...message, state: 'failed', error });
    }
  }

  private find(chatId: string, key: string): OutgoingMessage | undefined {
    return this.byChat.get(chatId)?.find((m) => m.idempotencyKey === key);
  }

  private replace(chatId: string, key: string, next: OutgoingMessage): void {
    this.update(chatId, (list) => list.map((m) => (m.idempotencyKey === key ? next : m)));
  }

  private update(chatId: string, change: (list: OutgoingMessage[]) => OutgoingMessage[]): void {
    const next = change(this.byChat.get(chatId) ?? []);
    if (next.length === 0) this.byChat.delete(chatId);
    else this.byChat.set(chatId, next);
    for (const listener of this.listeners) listener();
  }
}
