import { QueryClient } from '@tanstack/react-query';
import {
  chatFromUnknown,
  chatKeys,
  chatListQuery,
  createApiClient,
  type ChatListData,
  type ChatMessage,
} from '@fedi/shared';
import { chatMessagesQuery } from '@fedi/shared/queries';
import type { ChatMessagesData } from '@fedi/shared/queries';
import { fetchRouter } from '../../../../shared/testing/fetchRouter';
import {
  fetchNewerChatMessages,
  loadOlderChatMessages,
  mergeChatMessages,
  setChatUnread,
  upsertChat,
} from './chatCache';

const BASE = 'https://server.test';
const account = { id: '9', acct: 'bob', username: 'bob', display_name: 'Bob', avatar: '', url: '', note: '' };
const wireMessage = (id: number, from = '9') => ({
  id: String(id),
  chat_id: '1',
  account_id: from,
  content: `m${id}`,
  created_at: '2026-01-01T00:00:00Z',
  emojis: [],
});
const wireChat = (id: string, unread: number, last?: number) => ({
  id,
  unread,
  account,
  updated_at: `2026-01-0${id}T00:00:00Z`,
  ...(last ? { last_message: wireMessage(last) } : {}),
});
const message = (id: number): ChatMessage => ({
  id: String(id),
  chat_id: '1',
  account_id: '9',
  content: `m${id}`,
  created_at: '',
  emojis: [],
});

function setup(routes: Parameters<typeof fetchRouter>[0]) {
  const router = fetchRouter(routes);
  const client = createApiClient({ baseUrl: BASE, getToken: () => 'T', fetch: router.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, queryClient, calls: router.calls };
}

/** Messages `from..to` newest first, as the server pages them. */
const range = (from: number, to: number) => {
  const out = [];
  for (let id = to; id >= from; id--) out.push(wireMessage(id));
  return out;
};

describe('chat queries', () => {
  it('merges messages by id, oldest first, with no duplicate', () => {
    const merged = mergeChatMessages([message(1), message(3)], [message(3), message(2), message(10)]);
    expect(merged.map((m) => m.id)).toEqual(['1', '2', '3', '10']);
  });

  it('moves an updated chat to the top and adds its last message to the open conversation', async () => {
    const { client, queryClient } = setup({
      'GET /api/v2/pleroma/chats': { body: [wireChat('2', 0, 5), wireChat('1', 0, 3)] },
      'GET /api/v1/pleroma/chats/1/messages': { body: range(1, 3) },
    });
    await queryClient.fetchInfiniteQuery(chatListQuery(client, 'me'));
    await queryClient.fetchQuery(chatMessagesQuery(client, 'me', '1'));
    const [updated] = (await client.chats.list()).items.slice(1);
    upsertChat(queryClient, client, 'me', { ...updated!, unread: 1, last_message: message(4) });
    upsertChat(queryClient, client, 'me', { ...updated!, unread: 1, last_message: message(4) });
    const list = queryClient.getQueryData<ChatListData>(chatKeys.list(BASE, 'me'));
    expect(list?.pages[0]?.items.map((c) => [c.id, c.unread])).toEqual([
      ['1', 1],
      ['2', 0],
    ]);
    const conversation = queryClient.getQueryData<ChatMessagesData>(chatKeys.messages(BASE, 'me', '1'));
    expect(conversation?.messages.map((m) => m.id)).toEqual(['1', '2', '3', '4']);
  });

  it('a chat read or updated also changes its count in the unread scan (chats beyond the loaded list)', () => {
    const { client, queryClient } = setup({});
    const key = chatKeys.unreadScan(BASE, 'me');
    queryClient.setQueryData(key, { '1': 0, '7': 5 });
    setChatUnread(queryClient, client, 'me', '7', 0);
    expect(queryClient.getQueryData(key)).toEqual({ '1': 0, '7': 0 });
    upsertChat(queryClient, client, 'me', chatFromUnknown(wireChat('1', 2))!);
    expect(queryClient.getQueryData(key)).toEqual({ '1': 2, '7': 0 });
    // a chat the scan never saw is left to the list
    setChatUnread(queryClient, client, 'me', '8', 0);
    expect(queryClient.getQueryData(key)).toEqual({ '1': 2, '7': 0 });
  });

  it('loads older pages and fills a gap above the newest message without duplicates', async () => {
    const { client, queryClient, calls } = setup((call) => {
      const max = call.query.get('max_id');
      const min = call.query.get('min_id');
      if (max) return { body: range(Math.max(1, Number(max) - 20), Number(max) - 1) };
      if (min) return { body: range(Number(min) + 1, Math.min(Number(min) + 20, 65)).slice(0) };
      return { body: range(21, 40) };
    });
    await queryClient.fetchQuery(chatMessagesQuery(client, 'me', '1'));
    expect(await loadOlderChatMessages(queryClient, client, 'me', '1')).toBe(true);
    let data = queryClient.getQueryData<ChatMessagesData>(chatKeys.messages(BASE, 'me', '1'));
    expect(data?.messages).toHaveLength(40);
    expect(data?.messages[0]?.id).toBe('1');
    // 25 messages arrived while away (41..65): two min_id pages, the second short.
    const found = await fetchNewerChatMessages(queryClient, client, 'me', '1');
    expect(found).toHaveLength(25);
    data = queryClient.getQueryData<ChatMessagesData>(chatKeys.messages(BASE, 'me', '1'));
    const ids = data!.messages.map((m) => Number(m.id));
    expect(ids).toEqual(Array.from({ length: 65 }, (_, i) => i + 1));
    expect(calls.filter((c) => c.query.has('min_id')).map((c) => c.query.get('min_id'))).toEqual(['40', '60']);
  });
});
