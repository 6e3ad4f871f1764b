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
afterEach(async () => {
  await client(s.url).send('DELETE', '/__dev/faults');
});

const fault = (body: J) => client(s.url).send('POST', '/__dev/faults', body);

describe('test controls', () => {
  it('fills a long chat between two users (bench, scrolling tests), paged newest first', async () => {
    expect(
      (await client(s.url).send('POST', '/__dev/chats/fill', { from: 'alice', to: 'erin', count: 250 })).status,
    ).toBe(200);
    const alice = await login(s.url, 'alice');
    const erinId = (await alice.get<J>('/api/v1/accounts/lookup?acct=erin')).body.id as string;
    const chat = await alice.send<J>('POST', `/api/v1/pleroma/chats/by-account-id/${erinId}`);
    const page = await alice.get<J[]>(`/api/v1/pleroma/chats/${String(chat.body.id)}/messages?limit=20`);
    expect(page.body[0]?.content).toBe('Message 250 of 250');
    expect(page.headers.get('link')).toContain('max_id=');
    expect(chat.body.unread).toBe(0);
  });

  it('reset restores the seeded state', async () => {
    const alice = await login(s.url, 'alice');
    const before = await client(s.url).get<J>('/__dev/state');
    await alice.send('POST', '/api/v1/statuses', new URLSearchParams({ status: 'temporary' }));
    const during = await client(s.url).get<J>('/__dev/state');
    expect(during.body.statuses).toBe(Number(before.body.statuses) + 1);
    expect((await client(s.url).send('POST', '/__dev/reset')).status).toBe(200);
    const after = await client(s.url).get<J>('/__dev/state');
    expect(after.body.statuses).toBe(before.body.statuses);
    const search = await (
      await login(s.url, 'alice')
    ).get<{ statuses: J[] }>('/api/v2/search?type=statuses&q=temporary');
    expect(search.body.statuses).toEqual([]);
  });

  it('injects a status with a custom body, limited by times', async () => {
    await fault({ path: '/api/v1/instance', status: 503, body: { error: 'down' }, times: 2 });
    const a = await client(s.url).get<J>('/api/v1/instance');
    expect(a.status).toBe(503);
    expect(a.body).toEqual({ error: 'down' });
    expect((await client(s.url).get('/api/v1/instance')).status).toBe(503);
    expect((await client(s.url).get('/api/v1/instance')).status).toBe(200);
  });

  it('matches prefixes and methods', async () => {
    await fault({ path: '/api/v1/timelines/*', method: 'GET', status: 500 });
    expect((await client(s.url).get('/api/v1/timelines/public')).status).toBe(500);
    expect((await client(s.url).get('/api/v1/timelines/bubble')).status).toBe(500);
    expect((await client(s.url).get('/api/v1/instance')).status).toBe(200);
  });

  it('delays responses', async () => {
    await fault({ path: '/api/v1/instance', delayMs: 300 });
    const t = Date.now();
    const r = await client(s.url).get('/api/v1/instance');
    expect(r.status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(280);
  });

  it('sends extra headers, such as Retry-After with a 429', async () => {
    await fault({ path: '/api/v1/instance', status: 429, headers: { 'Retry-After': '7' }, times: 1 });
    const r = await client(s.url).get('/api/v1/instance');
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('7');
  });

  it('holds a delayed answer while the client waits (a timeout); clearing the faults lets it through', async () => {
    await fault({ path: '/api/v1/instance', delayMs: 60_000 });
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 200);
    await expect(fetch(`${s.url}/api/v1/instance`, { signal: abort.signal })).rejects.toThrow();
    const held = client(s.url).get('/api/v1/instance');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await client(s.url).send('DELETE', '/__dev/faults');
    expect((await held).status).toBe(200);
  });

  it('returns malformed JSON', async () => {
    await fault({ path: '/nodeinfo/2.0.json', malformed: true });
    const res = await fetch(`${s.url}/nodeinfo/2.0.json`);
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('drops the connection', async () => {
    await fault({ path: '/api/v1/instance', drop: true, times: 1 });
    await expect(fetch(`${s.url}/api/v1/instance`)).rejects.toThrow();
    expect((await client(s.url).get('/api/v1/instance')).status).toBe(200);
  });

  it('clears faults and validates input', async () => {
    await fault({ path: '/api/v1/instance', status: 500 });
    await client(s.url).send('DELETE', '/__dev/faults');
    expect((await client(s.url).get('/api/v1/instance')).status).toBe(200);
    expect((await fault({ status: 500 })).status).toBe(400);
  });

  it('hostile mode rewrites the newest public page, contexts, notifications and custom emoji; reset ends it', async () => {
    await client(s.url).send('POST', '/__dev/hostile', { on: true });
    try {
      const page = await client(s.url).get<J[]>('/api/v1/timelines/public?limit=5');
      expect(page.body[0]?.id).toBeUndefined();
      expect(page.body.some((status) => String(status.content).includes('two thousand reactions'))).toBe(true);
      const older = await client(s.url).get<J[]>(`/api/v1/timelines/public?max_id=${String(page.body.at(-1)?.id)}`);
      expect(older.body.some((status) => String(status.id).startsWith('zhostile'))).toBe(false);
      const id = String(page.body.at(-1)?.id);
      const context = await client(s.url).get<{ ancestors: J[] }>(`/api/v1/statuses/${id}/context`);
      expect(context.body.ancestors).toHaveLength(2_000);
      const emoji = await client(s.url).get<J[]>('/api/v1/custom_emojis');
      expect(emoji.body.length).toBeGreaterThanOrEqual(10_000);
    } finally {
      await client(s.url).send('POST', '/__dev/reset');
    }
    const plain = await client(s.url).get<J[]>('/api/v1/timelines/public?limit=5');
    expect(plain.body.every((status) => typeof status.id === 'string' && !status.id.startsWith('zhostile'))).toBe(true);
  });

  it('is absent without testControls', async () => {
    const plain = await boot({ testControls: false });
    try {
      expect((await client(plain.url).send('POST', '/__dev/reset')).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
