import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../api/client';
import { fetchRouter } from '../../testing/fetchRouter';
import { chatListQuery, chatUnreadTotals, type ChatListData } from './chats';

const BASE = 'https://server.test';
const account = { id: '9', acct: 'bob', username: 'bob', display_name: 'Bob', avatar: '', url: '', note: '' };
const wireChat = (id: string, unread: number) => ({ id, unread, account, updated_at: `2026-01-0${id}T00:00:00Z` });

function setup(routes: Parameters<typeof fetchRouter>[0]) {
  const router = fetchRouter(routes);
  const client = createApiClient({ baseUrl: BASE, getToken: () => 'T', fetch: router.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, queryClient, calls: router.calls };
}

describe('chat queries', () => {
  it('falls back to v1 when the server has no v2 list', async () => {
    const { client, queryClient, calls } = setup({
      'GET /api/v2/pleroma/chats': { status: 404, body: { error: 'Not found' } },
      'GET /api/v1/pleroma/chats': { body: [wireChat('1', 2)] },
    });
    const data = await queryClient.fetchInfiniteQuery(chatListQuery(client, 'me'));
    expect(data.pages[0]?.items.map((c) => c.id)).toEqual(['1']);
    expect(calls.map((c) => c.key)).toEqual(['GET /api/v2/pleroma/chats', 'GET /api/v1/pleroma/chats']);
  });

  it('counts unread messages and chats with unread messages once each', () => {
    const chats = [wireChat('1', 2), wireChat('2', 0), wireChat('3', 1)];
    const data = {
      pages: [
        { items: chats.map((c) => ({ ...c, account: {}, unread: c.unread })) },
        { items: [{ id: '1', unread: 2 }] },
      ],
      pageParams: [undefined, '3'],
    } as unknown as ChatListData;
    expect(chatUnreadTotals(data)).toEqual({ messages: 3, chats: 2 });
    // the scan counts the chats the list has not loaded; the list's own counts win over it
    expect(chatUnreadTotals(data, { '1': 9, '3': 1, '8': 4 })).toEqual({ messages: 7, chats: 3 });
  });
});
