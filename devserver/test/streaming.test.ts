import WebSocket from 'ws';
import type { StartedServer } from '../src/index';
import { boot, client, login } from './helpers';

type J = Record<string, unknown>;
let s: StartedServer;
beforeAll(async () => {
  s = await boot();
});
afterAll(async () => {
  await s.stop();
});

function open(
  url: string,
): Promise<{ ws: WebSocket; messages: J[]; next: (pred: (m: J) => boolean, ms?: number) => Promise<J> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const messages: J[] = [];
    const waiters: Array<{ pred: (m: J) => boolean; res: (m: J) => void }> = [];
    ws.on('message', (d) => {
      const m = JSON.parse(d.toString()) as J;
      messages.push(m);
      for (const w of [...waiters])
        if (w.pred(m)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.res(m);
        }
    });
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        messages,
        next: (pred, ms = 3000) =>
          new Promise<J>((res, rej) => {
            const hit = messages.find(pred);
            if (hit) return res(hit);
            const t = setTimeout(() => rej(new Error('timeout waiting for message')), ms);
            waiters.push({
              pred,
              res: (m) => {
                clearTimeout(t);
                res(m);
              },
            });
          }),
      }),
    );
  });
}

describe('streaming', () => {
  it('streams pleroma:chat_update to both sides; the sender gets its idempotency key back; v2 pages the list', async () => {
    const alice = await login(s.url, 'alice');
    const bob = await login(s.url, 'bob');
    const ws = await open(
      `${s.url.replace('http', 'ws')}/api/v1/streaming?access_token=${alice.token}&stream=user:pleroma_chat`,
    );
    try {
      const aliceId = (await bob.get<J>('/api/v1/accounts/lookup?acct=alice')).body.id as string;
      const chat = await bob.send<J>('POST', `/api/v1/pleroma/chats/by-account-id/${aliceId}`);
      const sent = await bob.send<J>(
        'POST',
        `/api/v1/pleroma/chats/${chat.body.id}/messages`,
        { content: 'live to alice' },
        { 'Idempotency-Key': 'key-123' },
      );
      expect(sent.body.idempotency_key).toBe('key-123');
      const update = await ws.next((m) => m.event === 'pleroma:chat_update');
      expect(update.stream).toEqual(['user:pleroma_chat']);
      const payload = JSON.parse(String(update.payload)) as J;
      expect((payload.last_message as J).content).toBe('live to alice');
      expect((payload.last_message as J).idempotency_key).toBeNull();
      expect(payload.unread).toBeGreaterThan(0);

      const first = await alice.get<J[]>('/api/v2/pleroma/chats?limit=1');
      expect(first.body).toHaveLength(1);
      expect(first.headers.get('link')).toContain('max_id=');
      const second = await alice.get<J[]>(`/api/v2/pleroma/chats?limit=1&max_id=${String(first.body[0]?.id)}`);
      expect(second.body[0]?.id).not.toBe(first.body[0]?.id);
      expect((await alice.get<J[]>('/api/v1/pleroma/chats')).body.length).toBeGreaterThan(1);
    } finally {
      ws.ws.close();
    }
  });

  it('closes the sockets of a token when it is revoked, and only those', async () => {
    const alice = await login(s.url, 'alice');
    const other = await login(s.url, 'alice');
    const base = `${s.url.replace('http', 'ws')}/api/v1/streaming?stream=user&access_token=`;
    const revoked = await open(base + String(alice.token));
    const kept = await open(base + String(other.token));
    try {
      const closed = new Promise<number>((resolve) => revoked.ws.on('close', (code) => resolve(code)));
      await client(s.url).send('POST', '/oauth/revoke', new URLSearchParams({ token: String(alice.token) }));
      expect(await closed).toBe(4001);
      expect(kept.ws.readyState).toBe(WebSocket.OPEN);
      const bob = await login(s.url, 'bob');
      await bob.send(
        'POST',
        '/api/v1/statuses',
        new URLSearchParams({ status: '@alice still streaming to the other session' }),
      );
      await kept.next((m) => m.event === 'notification');
    } finally {
      revoked.ws.close();
      kept.ws.close();
    }
  });

  it('delivers update, notification, status.update and delete on the user stream', async () => {
    const alice = await login(s.url, 'alice');
    const bob = await login(s.url, 'bob');
    const ws = await open(`${s.url.replace('http', 'ws')}/api/v1/streaming?access_token=${alice.token}&stream=user`);
    try {
      const st = await bob.send<J>(
        'POST',
        '/api/v1/statuses',
        new URLSearchParams({ status: 'hello @alice from the stream test' }),
      );
      const upd = await ws.next((m) => m.event === 'update');
      expect(upd.stream).toEqual(['user']);
      expect(typeof upd.payload).toBe('string');
      expect((JSON.parse(String(upd.payload)) as J).id).toBe(st.body.id);
      const n = await ws.next((m) => m.event === 'notification');
      expect((JSON.parse(String(n.payload)) as J).type).toBe('mention');
      await bob.send('PUT', `/api/v1/statuses/${st.body.id}`, new URLSearchParams({ status: 'edited @alice' }));
      await ws.next((m) => m.event === 'status.update');
      await bob.send('DELETE', `/api/v1/statuses/${st.body.id}`);
      const del = await ws.next((m) => m.event === 'delete');
      expect(del.payload).toBe(st.body.id);
    } finally {
      ws.ws.close();
    }
  });

  it('supports subscribe messages for public and hashtag streams without a token', async () => {
    const ws = await open(`${s.url.replace('http', 'ws')}/api/v1/streaming`);
    try {
      ws.ws.send(JSON.stringify({ type: 'subscribe', stream: 'hashtag', tag: 'streamy' }));
      ws.ws.send(JSON.stringify({ type: 'subscribe', stream: 'public:local' }));
      await new Promise((r) => setTimeout(r, 50));
      const bob = await login(s.url, 'bob');
      await bob.send('POST', '/api/v1/statuses', new URLSearchParams({ status: 'tagged #streamy' }));
      const h = await ws.next((m) => m.event === 'update' && (m.stream as string[])[0] === 'hashtag');
      expect(h.stream).toEqual(['hashtag', 'streamy']);
      await ws.next((m) => m.event === 'update' && (m.stream as string[])[0] === 'public:local');
      ws.ws.send(JSON.stringify({ type: 'subscribe', stream: 'user' }));
      const err = await ws.next((m) => typeof m.error === 'string');
      expect(err.error).toMatch(/token/i);
    } finally {
      ws.ws.close();
    }
  });

  it('carries the user and user:notification streams on one socket: a notification comes once per stream, tagged; unsubscribe stops one', async () => {
    const alice = await login(s.url, 'alice');
    const bob = await login(s.url, 'bob');
    const ws = await open(`${s.url.replace('http', 'ws')}/api/v1/streaming?access_token=${alice.token}&stream=user`);
    try {
      ws.ws.send(JSON.stringify({ type: 'subscribe', stream: 'user:notification' }));
      await new Promise((r) => setTimeout(r, 50));
      const st = await bob.send<J>('POST', '/api/v1/statuses', new URLSearchParams({ status: 'one socket @alice' }));
      const tagged = (tag: string) => (m: J) =>
        m.event === 'notification' &&
        (m.stream as string[])[0] === tag &&
        (JSON.parse(String(m.payload)) as J & { status?: J }).status?.id === st.body.id;
      await ws.next(tagged('user'));
      await ws.next(tagged('user:notification'));
      await ws.next((m) => m.event === 'update' && (m.stream as string[])[0] === 'user');
      expect(
        ws.messages.filter((m) => m.event === 'update' && (m.stream as string[])[0] === 'user:notification'),
      ).toEqual([]);

      ws.ws.send(JSON.stringify({ type: 'unsubscribe', stream: 'user' }));
      await new Promise((r) => setTimeout(r, 50));
      const second = await bob.send<J>(
        'POST',
        '/api/v1/statuses',
        new URLSearchParams({ status: 'after unsubscribe @alice' }),
      );
      await ws.next(
        (m) =>
          m.event === 'notification' &&
          (JSON.parse(String(m.payload)) as J & { status?: J }).status?.id === second.body.id,
      );
      const forSecond = ws.messages.filter((m) => String(m.payload).includes(String(second.body.id)));
      expect(forSecond.map((m) => [m.event, (m.stream as string[])[0]])).toEqual([
        ['notification', 'user:notification'],
      ]);
    } finally {
      ws.ws.close();
    }
  });

  it('answers pings, can be dropped, and emits bursts', async () => {
    const ws = await open(`${s.url.replace('http', 'ws')}/api/v1/streaming?stream=public`);
    await new Promise<void>((resolve) => {
      ws.ws.once('pong', () => resolve());
      ws.ws.ping();
    });
    await client(s.url).send('POST', '/__dev/streaming/emit', { perSecond: 50, count: 5 });
    for (let i = 0; i < 5; i++)
      await ws.next((m) => m.event === 'update' && ws.messages.filter((x) => x.event === 'update').length >= i + 1);
    expect(ws.messages.filter((m) => m.event === 'update').length).toBeGreaterThanOrEqual(5);
    const closed = new Promise<number>((resolve) => ws.ws.once('close', (code) => resolve(code)));
    const drop = await client(s.url).send<J>('POST', '/__dev/streaming/drop');
    expect(drop.body.dropped).toBeGreaterThanOrEqual(1);
    expect(await closed).toBe(1006);
  });
});
