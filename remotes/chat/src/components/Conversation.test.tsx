import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatFromUnknown, type Chat } from '@fedi/shared';
import { installFetchRouter, type FetchCall } from '../../../../shared/testing/fetchRouter';
import { layOutMessages, renderChat, wireChat, wireMessage } from '../testing/harness';
import { Conversation } from './Conversation';

jest.setTimeout(30_000);

const chatOf = (unread = 0): Chat => chatFromUnknown(wireChat(unread))!;

function server({ unread = 0, failSends = 0 } = {}) {
  let failures = failSends;
  let nextId = 100;
  const history = [wireMessage(2, '9'), wireMessage(1, 'alice')];
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
