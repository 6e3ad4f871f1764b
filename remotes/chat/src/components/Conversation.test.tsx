import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatFromUnknown, chatKeys, type Chat } from '@fedi/shared';
import { installFetchRouter, type FetchCall } from '../../../../shared/testing/fetchRouter';
import { upsertChat } from '../logic/chatCache';
import { BASE, layOutMessages, renderChat, wireChat, wireMessage } from '../testing/harness';
import { Conversation } from './Conversation';

jest.setTimeout(30_000);

const chatOf = (unread = 0): Chat => chatFromUnknown(wireChat(unread))!;

function server({
  unread = 0,
  failSends = 0,
  history = [wireMessage(2, '9'), wireMessage(1, 'alice')],
}: { unread?: number; failSends?: number; history?: ReturnType<typeof wireMessage>[] } = {}) {
  let failures = failSends;
  let nextId = 100;
  const router = installFetchRouter({
    'GET /api/v2/pleroma/chats': () => ({ body: [wireChat(unread, history[0])] }),
    'GET /api/v1/pleroma/chats/1/messages': () => ({ body: history }),
    'POST /api/v1/pleroma/chats/1/messages': (call: FetchCall) => {
      if (failures > 0) {
        failures -= 1;
        return { status: 500, body: { error: 'Internal server error' } };
      }
      const json = JSON.parse(String(call.body)) as { content: string };
      const key = call.headers['Idempotency-Key'];
      nextId += 1;
      return { body: wireMessage(nextId, 'alice', { content: json.content, idempotency_key: key }) };
    },
    'POST /api/v1/pleroma/chats/1/read': () => ({ body: wireChat(0, history[0]) }),
    'DELETE /api/v1/pleroma/chats/1/messages/1': () => {
      const index = history.findIndex((m) => m.id === '1');
      const [gone] = index >= 0 ? history.splice(index, 1) : [];
      return gone ? { body: gone } : { status: 404, body: { error: 'Not found' } };
    },
  });
  return router.calls;
}

let restoreLayout: () => void;
beforeEach(() => {
  localStorage.clear();
  restoreLayout = layOutMessages();
});
afterEach(() => restoreLayout());

describe('Conversation', () => {
  it('keeps the unsent text of a chat as a draft across a reload, and clears it once sent', async () => {
    server();
    const first = renderChat(<Conversation chat={chatOf()} />);
    const field = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'half a thought');
    first.unmount();

    renderChat(<Conversation chat={chatOf()} />);
    const again = await screen.findByRole('textbox', { name: 'Message' });
    expect(again).toHaveValue('half a thought');
    fireEvent.keyDown(again, { key: 'Enter' });
    await waitFor(() => expect(again).toHaveValue(''));
    expect(Object.keys(localStorage).filter((k) => k.startsWith('fedi.chat.draft'))).toEqual([]);
  });

  it('refuses an empty message without calling the server; Shift+Enter adds a line', async () => {
    const calls = server();
    renderChat(<Conversation chat={chatOf()} />);
    const field = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(field, '   ');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot post empty message');
    await userEvent.type(field, 'a{Shift>}{Enter}{/Shift}b');
    expect(field).toHaveValue('   a\nb');
    expect(calls.some((c) => c.key === 'POST /api/v1/pleroma/chats/1/messages')).toBe(false);
  });

  it('a send that fails stays in place with Retry and the spec message; Retry sends it with the same key', async () => {
    const calls = server({ failSends: 1 });
    renderChat(<Conversation chat={chatOf()} />);
    const field = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'are you there?{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    const failed = await within(log).findByRole('alert');
    expect(failed).toHaveTextContent('Something went wrong when sending the message.');
    expect(within(log).getByText('are you there?')).toBeInTheDocument();

    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log).queryByRole('alert')).toBeNull());
    expect(within(log).getAllByText('are you there?')).toHaveLength(1);
    const sends = calls.filter((c) => c.key === 'POST /api/v1/pleroma/chats/1/messages');
    expect(sends).toHaveLength(2);
    expect(sends[0]?.headers['Idempotency-Key']).toBeTruthy();
    expect(sends[1]?.headers['Idempotency-Key']).toBe(sends[0]?.headers['Idempotency-Key']);
    expect(within(log).getAllByTestId('chat-message').at(-1)).toHaveAttribute('data-state', 'sent');
  });

  it('sends the read marker for the newest message when the reader sees it, once', async () => {
    const calls = server({ unread: 1 });
    renderChat(<Conversation chat={chatOf(1)} />);
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/pleroma/chats/1/read')).toBe(true));
    const read = calls.filter((c) => c.key === 'POST /api/v1/pleroma/chats/1/read');
    expect(read).toHaveLength(1);
    expect(JSON.parse(String(read[0]?.body))).toEqual({ last_read_id: '2' });
  });

  it('deletes an own message after the confirm: gone from the list and from the server; theirs have no Delete', async () => {
    const calls = server();
    renderChat(<Conversation chat={chatOf()} />);
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('message 1');
    // only the own message (1, from alice) offers Delete
    expect(within(log).getAllByRole('button', { name: 'Delete message' })).toHaveLength(1);
    await userEvent.click(within(log).getByRole('button', { name: 'Delete message' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    // Cancel first: nothing is deleted
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(within(log).getByText('message 1')).toBeInTheDocument();

    await userEvent.click(within(log).getByRole('button', { name: 'Delete message' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this message?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(within(log).queryByText('message 1')).toBeNull());
    expect(within(log).getByText('message 2')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/v1/pleroma/chats/1/messages/1',
    ]);
    // the server no longer has it either
    const history = (await (await fetch(`${BASE}/api/v1/pleroma/chats/1/messages`)).json()) as { id: string }[];
    expect(history.map((m) => m.id)).toEqual(['2']);
  });

  it('a message arriving while the reader is scrolled up shows "New messages"; pressing it scrolls down and clears it', async () => {
    server({ history: Array.from({ length: 20 }, (_, i) => wireMessage(40 - i, i % 2 ? 'alice' : '9')) });
    // the scroller's content is taller than its 600 px view
    const height = 20 * 48 + 200;
    const scrollHeight = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('chat-messages') ? height : 0;
    });
    const view = renderChat(<Conversation chat={chatOf()} />);
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findAllByTestId('chat-message');
    // it opens at the end
    await waitFor(() => expect(log.scrollTop).toBe(height));
    fireEvent.scroll(log);
    // at the end, a new message keeps the view there: no button
    upsertChat(view.queryClient, view.client, 'alice', chatFromUnknown(wireChat(1, wireMessage(41, '9')))!);
    await waitFor(() =>
      expect(
        view.queryClient
          .getQueryData<{ messages: { id: string }[] }>(chatKeys.messages(BASE, 'alice', '1'))
          ?.messages.at(-1)?.id,
      ).toBe('41'),
    );
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
    // the view's follow-up frames (the virtualizer settles the scroll to the end over a few) are over
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(log.scrollTop).toBe(height);

    // the reader scrolls up; bob writes again
    log.scrollTop = 100;
    fireEvent.scroll(log);
    upsertChat(view.queryClient, view.client, 'alice', chatFromUnknown(wireChat(1, wireMessage(42, '9')))!);
    const button = await screen.findByRole('button', { name: 'New messages' });
    expect(log.scrollTop).toBe(100);

    await userEvent.click(button);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
    await waitFor(() => expect(log.scrollTop).toBe(height));
    scrollHeight.mockRestore();
  });

  it('shows an attachment of each kind as what it is: image, video and audio players, a file link', async () => {
    const attachment = (id: string, type: string, file: string, description: string | null) => ({
      id,
      type,
      url: `${BASE}/media/${file}`,
      preview_url: type === 'image' ? `${BASE}/media/small-${file}` : null,
      remote_url: null,
      description,
    });
    server({
      history: [
        wireMessage(4, '9', { content: '', attachment: attachment('a4', 'unknown', 'minutes%20May.pdf', null) }),
        wireMessage(3, '9', { content: '', attachment: attachment('a3', 'audio', 'song.ogg', 'A song') }),
        wireMessage(2, 'alice', { content: '', attachment: attachment('a2', 'video', 'clip.mp4', 'A clip') }),
        wireMessage(1, '9', { content: '', attachment: attachment('a1', 'image', 'cat.png', 'A cat') }),
      ],
    });
    renderChat(<Conversation chat={chatOf()} />);
    const log = await screen.findByRole('log', { name: 'Messages' });
    const image = await within(log).findByRole('img', { name: 'A cat' });
    expect(image).toHaveAttribute('src', `${BASE}/media/small-cat.png`);
    expect(image.closest('a')).toHaveAttribute('href', `${BASE}/media/cat.png`);
    const video = log.querySelector('video');
    expect(video).toHaveAttribute('src', `${BASE}/media/clip.mp4`);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName('A clip');
    const audio = log.querySelector('audio');
    expect(audio).toHaveAttribute('src', `${BASE}/media/song.ogg`);
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAccessibleName('A song');
    const file = within(log).getByRole('link', { name: 'File: minutes May.pdf' });
    expect(file).toHaveAttribute('href', `${BASE}/media/minutes%20May.pdf`);
    expect(file).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('sends no read marker while the page is hidden', async () => {
    const calls = server({ unread: 1 });
    const state = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderChat(<Conversation chat={chatOf(1)} />);
    await screen.findByText('message 2');
    expect(calls.some((c) => c.key === 'POST /api/v1/pleroma/chats/1/read')).toBe(false);
    state.mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/pleroma/chats/1/read')).toBe(true));
    state.mockRestore();
  });
});
