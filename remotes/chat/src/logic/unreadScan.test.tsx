import { screen, waitFor } from '@testing-library/react';
import { chatKeys, useUnreadChats } from '@fedi/shared';
import { installFetchRouter, type FetchCall } from '../../../../shared/testing/fetchRouter';
import { BASE as TEST_BASE, renderChat } from '../testing/harness';
import { useChatSession } from './chatSession';
import { useChatUnreadScan } from './unreadScan';

const account = (id: string) => ({
  id,
  acct: `u${id}`,
  username: `u${id}`,
  display_name: '',
  avatar: '',
  url: '',
  note: '',
});
/** Chats 1…count, newest first (id count first), each with `unread(id)` unread messages. */
const chats = (count: number, unread: (id: number) => number) =>
  Array.from({ length: count }, (_, i) => count - i).map((id) => ({
    id: String(id),
    unread: unread(id),
    account: account(String(100 + id)),
    updated_at: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
  }));

/** The v2 list, 20 a page, older pages by `max_id` with a Link header, as Pleroma pages it. */
function serveChats(all: ReturnType<typeof chats>) {
  return installFetchRouter({
    'GET /api/v2/pleroma/chats': (call: FetchCall) => {
      const maxId = call.query.get('max_id');
      const limit = Number(call.query.get('limit') ?? 20);
      const start = maxId ? all.findIndex((c) => c.id === maxId) + 1 : 0;
      const page = all.slice(start, start + limit);
      const last = page[page.length - 1];
      const headers: Record<string, string> =
        page.length === limit && last
          ? { Link: `<${TEST_BASE}/api/v2/pleroma/chats?max_id=${last.id}>; rel="next"` }
          : {};
      return { body: page, headers };
    },
  });
}

/** The nav's counts (the shell's hook) beside the chat remote's ChatSync part that keeps the scan. */
function Counts({ scan = true }: { scan?: boolean }) {
  useChatUnreadScan(useChatSession(), scan);
  const { messages, chats: withUnread } = useUnreadChats();
  return (
    <p>
      messages {messages}, chats {withUnread}
    </p>
  );
}

describe('useUnreadChats with the unread scan', () => {
  it('counts every chat when there are more than one page of them (the nav total, the tab title count)', async () => {
    // 45 chats, each with 2 unread: the first page alone would say 40 messages in 20 chats.
    const router = serveChats(chats(45, () => 2));
    renderChat(<Counts />);
    expect(await screen.findByText('messages 90, chats 45')).toBeInTheDocument();
    const lists = router.calls.filter((c) => c.key === 'GET /api/v2/pleroma/chats');
    expect(lists.map((c) => c.query.get('max_id'))).toEqual([null, null, '26', '6']);
  });

  it('takes the loaded list’s counts over the scan’s (the list is the live one)', async () => {
    serveChats(chats(25, (id) => (id === 1 ? 3 : 0)));
    const view = renderChat(<Counts />);
    expect(await screen.findByText('messages 3, chats 1')).toBeInTheDocument();
    // chat 25 (on the list's first page) gets 4 new messages over the stream
    view.queryClient.setQueriesData<{ pages: Array<{ items: Array<{ id: string; unread: number }> }> }>(
      { queryKey: chatKeys.list(TEST_BASE, 'alice') },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            items: p.items.map((c) => (c.id === '25' ? { ...c, unread: 4 } : c)),
          })),
        },
    );
    await waitFor(() => expect(screen.getByText('messages 7, chats 2')).toBeInTheDocument());
  });

  it('asks for no other page when the first one is short', async () => {
    const router = serveChats(chats(5, () => 1));
    renderChat(<Counts />);
    expect(await screen.findByText('messages 5, chats 5')).toBeInTheDocument();
    expect(router.calls.filter((c) => c.key === 'GET /api/v2/pleroma/chats')).toHaveLength(1);
  });

  it('without the scan (ChatSync not started yet) counts the loaded list only', async () => {
    const router = serveChats(chats(45, () => 2));
    renderChat(<Counts scan={false} />);
    expect(await screen.findByText('messages 40, chats 20')).toBeInTheDocument();
    expect(router.calls.filter((c) => c.key === 'GET /api/v2/pleroma/chats')).toHaveLength(1);
  });
});
