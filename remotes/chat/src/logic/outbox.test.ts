import type { ChatMessage } from '@fedi/shared';
import { Outbox, type OutgoingMessage } from './outbox';

const sentFrom = (m: OutgoingMessage, id = '100'): ChatMessage => ({
  id,
  chat_id: m.chatId,
  account_id: m.accountId,
  content: m.content,
  created_at: m.createdAt,
  emojis: [],
  idempotency_key: m.idempotencyKey,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('send state machine', () => {
  it('shows the message pending at once, then hands the server copy over and drops the local one', async () => {
    const answer = deferred<ChatMessage>();
    const post = jest.fn(() => answer.promise);
    const sent = jest.fn();
    const outbox = new Outbox(post, sent);
    const { message, done } = outbox.send('c1', 'me', 'hello');
    expect(outbox.messages('c1')).toEqual([expect.objectContaining({ content: 'hello', state: 'pending' })]);
    answer.resolve(sentFrom(message));
    await done;
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({ id: '100', idempotency_key: message.idempotencyKey }),
      message,
    );
    expect(outbox.messages('c1')).toEqual([]);
  });

  it('keeps a failed message in place, marked, and retries it with the same idempotency key', async () => {
    const post = jest
      .fn<Promise<ChatMessage>, [OutgoingMessage]>()
      .mockRejectedValueOnce(new Error('500'))
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockImplementation(async (m) => sentFrom(m));
    const outbox = new Outbox(post, jest.fn());
    const first = outbox.send('c1', 'me', 'one');
    outbox.send('c1', 'me', 'two');
    await first.done;
    expect(outbox.messages('c1').map((m) => [m.content, m.state])).toEqual([
      ['one', 'failed'],
      ['two', 'pending'],
    ]);
    await outbox.retry('c1', first.message.idempotencyKey);
    expect(post.mock.calls.map(([m]) => m.idempotencyKey)).toEqual([
      first.message.idempotencyKey,
      expect.any(String),
      first.message.idempotencyKey,
    ]);
    expect(outbox.messages('c1').map((m) => [m.content, m.state])).toEqual([['two', 'pending']]);
  });

  it('a failed message can be discarded; retrying a pending one does nothing', async () => {
    const outbox = new Outbox(() => Promise.reject(new Error('down')), jest.fn());
    const { message, done } = outbox.send('c1', 'me', 'x');
    await done;
    outbox.discard('c1', message.idempotencyKey);
    expect(outbox.messages('c1')).toEqual([]);
    const never = new Outbox(() => new Promise(() => undefined), jest.fn());
    const pending = never.send('c1', 'me', 'y');
    const post = jest.spyOn(never as unknown as { deliver(m: OutgoingMessage): Promise<void> }, 'deliver');
    await never.retry('c1', pending.message.idempotencyKey);
    expect(post).not.toHaveBeenCalled();
  });

  it('a server message carrying the key (the stream was faster) confirms the pending one', () => {
    const outbox = new Outbox(() => new Promise(() => undefined), jest.fn());
    const { message } = outbox.send('c1', 'me', 'fast');
    outbox.confirm('c1', [{ ...sentFrom(message), idempotency_key: 'other' }]);
    expect(outbox.messages('c1')).toHaveLength(1);
    outbox.confirm('c1', [sentFrom(message)]);
    expect(outbox.messages('c1')).toEqual([]);
  });
});
