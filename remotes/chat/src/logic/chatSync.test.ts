import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { chatKeys, chatListQuery, createApiClient, type ChatListData, type StreamingClient } from '@fedi/shared';
import { chatMessagesQuery } from '@fedi/shared/queries';
import type { ChatMessagesData } from '@fedi/shared/queries';
import { fetchRouter } from '../../../../shared/testing/fetchRouter';
import { BASE, wireChat, wireMessage } from '../testing/harness';
import { ChatSync } from './chatSync';
import { Outbox } from './outbox';

/** The part of a StreamingClient ChatSync uses. */
class FakeStream {
  private handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  start = jest.fn();
  stop = jest.fn();
  on(event: string, handler: (...args: unknown[]) => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

/** The server: messages 1..n of chat 1, newest first, min_id paging. */
function setup() {
  let newest = 3;
  const router = fetchRouter((call) => {
    if (call.key === 'GET /api/v2/pleroma/chats') return { body: [wireChat(newest - 2, wireMessage(newest))] };
    if (call.key === 'GET /api/v1/pleroma/chats/1/messages') {
      // min_id: the page right above it (Mastodon's semantics), newest first.
      const min = call.query.get('min_id');
      const top = min ? Math.min(newest, Number(min) + 20) : newest;
      const bottom = min ? Number(min) : Math.max(0, newest - 20);
      const out = [];
      for (let id = top; id > bottom; id--) out.push(wireMessage(id));
      return { body: out };
    }
    return { status: 404, body: { error: 'Not found' } };
  });
  const client = createApiClient({ baseUrl: BASE, getToken: () => 'T', fetch: router.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = { client, queryClient, userId: 'alice', baseUrl: BASE };
  const outbox = new Outbox(
    () => new Promise(() => undefined),
    () => undefined,
  );
  const stream = new FakeStream();
  return {
    session,
    outbox,
    stream,
    calls: router.calls,
    arrive: (count = 1) => (newest += count),
    sync: (pollIntervalMs = 40) =>
      new ChatSync({ session, outbox, stream: stream as unknown as StreamingClient, pollIntervalMs }),
  };
}

const ids = (qc: QueryClient) =>
  qc.getQueryData<ChatMessagesData>(chatKeys.messages(BASE, 'alice', '1'))?.messages.map((m) => Number(m.id));
const unread = (qc: QueryClient) =>
  qc.getQueryData<ChatListData>(chatKeys.list(BASE, 'alice'))?.pages[0]?.items.find((c) => c.id === '1')?.unread;

describe('ChatSync', () => {
  it('a pleroma:chat_update raises the unread count and adds the message to the open conversation', async () => {
    const t = setup();
    await t.session.queryClient.fetchInfiniteQuery(chatListQuery(t.session.client, 'alice'));
    await t.session.queryClient.fetchQuery(chatMessagesQuery(t.session.client, 'alice', '1'));
    const sync = t.sync();
    sync.start();
    expect(t.stream.start).toHaveBeenCalled();
    t.stream.emit('pleroma:chat_update', { ...wireChat(2, wireMessage(4)), updated_at: '2026-01-02T00:00:00Z' });
    expect(unread(t.session.queryClient)).toBe(2);
    expect(ids(t.session.queryClient)).toEqual([1, 2, 3, 4]);
    sync.stop();
    expect(t.stream.stop).toHaveBeenCalled();
  });

  it('polls while the socket is broken and fills the open conversation once it is back, without duplicates', async () => {
    const t = setup();
    const qc = t.session.queryClient;
    await qc.fetchInfiniteQuery(chatListQuery(t.session.client, 'alice'));
    await qc.fetchQuery(chatMessagesQuery(t.session.client, 'alice', '1'));
    // The conversation is on screen.
    const observer = new QueryObserver(qc, chatMessagesQuery(t.session.client, 'alice', '1'));
    const unsubscribe = observer.subscribe(() => undefined);
    const sync = t.sync();
    sync.start();

    t.stream.emit('broke', 1006);
    t.stream.emit('polling', true, 20_000);
    expect(sync.polling).toBe(true);
    t.arrive(2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(ids(qc)).toEqual([1, 2, 3, 4, 5]);

    t.stream.emit('polling', false, 20_000);
    expect(sync.polling).toBe(false);
    t.arrive(25);
    t.stream.emit('reconnected');
    await sync.catchUp();
    expect(ids(qc)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    unsubscribe();
    sync.stop();
  });
});
