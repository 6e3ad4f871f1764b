import type { StartedServer } from '../src/index';
import { boot, login, type Client } from './helpers';

type J = Record<string, unknown>;
let s: StartedServer;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  s = await boot();
  alice = await login(s.url, 'alice');
  bob = await login(s.url, 'bob');
});
afterAll(async () => {
  await s.stop();
});

const form = (o: Record<string, string | string[]>) => {
  const f = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) for (const x of Array.isArray(v) ? v : [v]) f.append(k, x);
  return f;
};

describe('posting validation', () => {
  it('rejects a blank status without media (422)', async () => {
    const r = await alice.send<J>('POST', '/api/v1/statuses', form({ status: '   ' }));
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual(expect.any(String));
  });
  it('rejects text over max_toot_chars (422), counting the content warning', async () => {
    expect((await alice.send('POST', '/api/v1/statuses', form({ status: 'x'.repeat(5001) }))).status).toBe(422);
    expect(
      (await alice.send('POST', '/api/v1/statuses', form({ status: 'x'.repeat(4990), spoiler_text: 'y'.repeat(20) })))
        .status,
    ).toBe(422);
    expect((await alice.send('POST', '/api/v1/statuses', form({ status: 'x'.repeat(5000) }))).status).toBe(200);
  });
  it('enforces poll limits (422)', async () => {
    const post = (o: Record<string, string | string[]>) =>
      alice.send('POST', '/api/v1/statuses', form({ status: 'poll?', ...o }));
    expect((await post({ 'poll[options][]': ['only one'], 'poll[expires_in]': '600' })).status).toBe(422);
    expect(
      (await post({ 'poll[options][]': Array.from({ length: 21 }, (_, i) => `o${i}`), 'poll[expires_in]': '600' }))
        .status,
    ).toBe(422);
    expect((await post({ 'poll[options][]': ['a'.repeat(256), 'b'], 'poll[expires_in]': '600' })).status).toBe(422);
    expect((await post({ 'poll[options][]': ['a', 'b'], 'poll[expires_in]': '5' })).status).toBe(422);
    expect((await post({ 'poll[options][]': ['a', 'b'], 'poll[expires_in]': String(400 * 24 * 3600) })).status).toBe(
      422,
    );
    const ok = await alice.send<J>('POST', '/api/v1/statuses', {
      status: 'json poll',
      poll: { options: ['a', 'b', 'c'], expires_in: 600, multiple: true },
    });
    expect(ok.status).toBe(200);
    expect((ok.body.poll as J).multiple).toBe(true);
  });
  it('rejects uploads over the upload limit with 413', async () => {
    const fd = new FormData();
    fd.append('file', new Blob([Buffer.alloc(16_000_001)], { type: 'image/png' }), 'big.png');
    const r = await alice.send<J>('POST', '/api/v1/media', fd);
    expect(r.status).toBe(413);
    expect(r.body.error).toEqual(expect.any(String));
  });
});

describe('posting', () => {
  it('deduplicates with Idempotency-Key', async () => {
    const h = { 'idempotency-key': 'jest-key-1' };
    const a = await alice.send<J>('POST', '/api/v1/statuses', form({ status: 'only once' }), h);
    const b = await alice.send<J>('POST', '/api/v1/statuses', form({ status: 'only once' }), h);
    expect(a.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
    const c = await alice.send<J>('POST', '/api/v1/statuses', form({ status: 'only once' }), {
      'idempotency-key': 'jest-key-2',
    });
    expect(c.body.id).not.toBe(a.body.id);
  });

  it('posts multipart with media, edits with history, deletes with source text', async () => {
    const fd = new FormData();
    const png = await (await fetch(`${s.url}/media/img-1.png`)).arrayBuffer();
    fd.append('file', new Blob([png], { type: 'image/png' }), 'pic.png');
    fd.append('description', 'a test picture');
    const media = await alice.send<J>('POST', '/api/v1/media', fd);
    expect(media.status).toBe(200);
    expect(media.body.type).toBe('image');
    expect(media.body.blurhash).toEqual(expect.any(String));
    const upd = await alice.send<J>('PUT', `/api/v1/media/${media.body.id}`, form({ description: 'updated' }));
    expect(upd.body.description).toBe('updated');
    const post = new FormData();
    post.append('status', 'with a picture #jesttag @bob');
    post.append('media_ids[]', String(media.body.id));
    post.append('visibility', 'unlisted');
    post.append('sensitive', 'true');
    post.append('spoiler_text', 'cw');
    post.append('content_type', 'text/markdown');
    post.append('language', 'en');
    const st = await alice.send<J>('POST', '/api/v1/statuses', post);
    expect(st.status).toBe(200);
    expect(st.body).toMatchObject({ visibility: 'unlisted', sensitive: true, spoiler_text: 'cw', language: 'en' });
    expect((st.body.media_attachments as J[]).length).toBe(1);
    expect((st.body.tags as J[])[0]).toMatchObject({ name: 'jesttag' });
    expect((st.body.mentions as J[])[0]).toMatchObject({ acct: 'bob' });
    const ed = await alice.send<J>(
      'PUT',
      `/api/v1/statuses/${st.body.id}`,
      form({ status: 'edited text', 'media_ids[]': String(media.body.id) }),
    );
    expect(ed.body.edited_at).toEqual(expect.any(String));
    const hist = await alice.get<J[]>(`/api/v1/statuses/${st.body.id}/history`);
    expect(hist.body.length).toBe(2);
    const src = await alice.get<J>(`/api/v1/statuses/${st.body.id}/source`);
    expect(src.body.text).toBe('edited text');
    expect((await bob.send('PUT', `/api/v1/statuses/${st.body.id}`, form({ status: 'hijack' }))).status).toBe(403);
    const del = await alice.send<J>('DELETE', `/api/v1/statuses/${st.body.id}`);
    expect(del.body.text).toBe('edited text');
    expect((await alice.get(`/api/v1/statuses/${st.body.id}`)).status).toBe(404);
  });

  it('supports replies, quotes, local and direct visibility, preview', async () => {
    const root = await alice.send<J>('POST', '/api/v1/statuses', form({ status: 'root' }));
    const reply = await bob.send<J>(
      'POST',
      '/api/v1/statuses',
      form({ status: 'a reply', in_reply_to_id: String(root.body.id) }),
    );
    expect(reply.body.in_reply_to_id).toBe(root.body.id);
    const ctx = await alice.get<{ descendants: J[] }>(`/api/v1/statuses/${root.body.id}/context`);
    expect(ctx.body.descendants.map((d) => d.id)).toContain(reply.body.id);
    const q = await bob.send<J>(
      'POST',
      '/api/v1/statuses',
      form({ status: 'quoting', quote_id: String(root.body.id) }),
    );
    expect((q.body.pleroma as J).quote_id).toBe(root.body.id);
    const local = await alice.send<J>('POST', '/api/v1/statuses', form({ status: 'local only', visibility: 'local' }));
    expect(local.body.visibility).toBe('local');
    const dm = await alice.send<J>('POST', '/api/v1/statuses', form({ status: '@bob psst', visibility: 'direct' }));
    const carol = await login(s.url, 'carol');
    expect((await carol.get(`/api/v1/statuses/${dm.body.id}`)).status).toBe(404);
    expect((await bob.get(`/api/v1/statuses/${dm.body.id}`)).status).toBe(200);
    const prev = await alice.send<J>('POST', '/api/v1/statuses', form({ status: 'preview only', preview: 'true' }));
    expect(prev.status).toBe(200);
    expect((await alice.get(`/api/v1/statuses/${prev.body.id}`)).status).toBe(404);
    expect((await alice.send('POST', '/api/v1/statuses', form({ status: 'x', visibility: 'bogus' }))).status).toBe(422);
  });

  it('favourites, reblogs, bookmarks, pins, mutes and reactions', async () => {
    const st = await alice.send<J>('POST', '/api/v1/statuses', form({ status: 'interact with me' }));
    const id = String(st.body.id);
    expect((await bob.send<J>('POST', `/api/v1/statuses/${id}/favourite`)).body).toMatchObject({
      favourited: true,
      favourites_count: 1,
    });
    expect((await bob.send<J>('POST', `/api/v1/statuses/${id}/reblog`)).body).toMatchObject({ reblogged: true });
    expect((await bob.send<J>('POST', `/api/v1/statuses/${id}/bookmark`)).body).toMatchObject({ bookmarked: true });
    const bm = await bob.get<J[]>('/api/v1/bookmarks');
    expect(bm.body[0]?.id).toBe(id);
    expect(bm.headers.get('link')).toMatch(/max_id=\d+>; rel="next"/);
    expect((await alice.send<J>('POST', `/api/v1/statuses/${id}/pin`)).body).toMatchObject({ pinned: true });
    const pinned = await alice.get<J[]>(`/api/v1/accounts/${(st.body.account as J).id}/statuses?pinned=true`);
    expect(pinned.body.map((x) => x.id)).toContain(id);
    expect((await bob.send('POST', `/api/v1/statuses/${id}/pin`)).status).toBe(422);
    expect((await bob.send<J>('POST', `/api/v1/statuses/${id}/mute`)).body).toMatchObject({ muted: true });
    const r1 = await bob.send<J>('PUT', `/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent('👍')}`);
    expect(r1.status).toBe(200);
    await alice.send('PUT', `/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent(':blobcat:')}`);
    const list = await bob.get<J[]>(`/api/v1/pleroma/statuses/${id}/reactions`);
    expect(list.body.map((r) => r.name).sort()).toEqual(['blobcat', '👍'].sort());
    expect((list.body.find((r) => r.name === '👍')?.accounts as J[])[0]).toHaveProperty('acct', 'bob');
    await bob.send('DELETE', `/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent('👍')}`);
    expect((await bob.get<J[]>(`/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent('👍')}`)).body).toEqual(
      [],
    );
    expect((await bob.send('PUT', `/api/v1/pleroma/statuses/${id}/reactions/notanemoji`)).status).toBe(422);
    const notes = await alice.get<J[]>('/api/v1/notifications?limit=10');
    const types = notes.body.filter((n) => (n.status as J | undefined)?.id === id).map((n) => n.type);
    expect(types).toEqual(expect.arrayContaining(['favourite', 'reblog', 'pleroma:emoji_reaction']));
    expect((await bob.get<J[]>(`/api/v1/statuses/${id}/favourited_by`)).body.length).toBe(1);
    expect((await bob.get<J[]>(`/api/v1/statuses/${id}/reblogged_by`)).body.length).toBe(1);
  });

  it('votes in polls once, within the options', async () => {
    const st = await alice.send<J>(
      'POST',
      '/api/v1/statuses',
      form({ status: 'vote', 'poll[options][]': ['x', 'y'], 'poll[expires_in]': '3600' }),
    );
    const pid = String((st.body.poll as J).id);
    expect((await bob.send('POST', `/api/v1/polls/${pid}/votes`, form({ 'choices[]': ['5'] }))).status).toBe(422);
    expect((await bob.send('POST', `/api/v1/polls/${pid}/votes`, form({ 'choices[]': ['0', '1'] }))).status).toBe(422);
    const v = await bob.send<J>('POST', `/api/v1/polls/${pid}/votes`, { choices: [1] });
    expect(v.body).toMatchObject({ voted: true, own_votes: [1], votes_count: 1 });
    expect((await bob.send('POST', `/api/v1/polls/${pid}/votes`, { choices: [0] })).status).toBe(422);
    expect((await alice.send('POST', `/api/v1/polls/${pid}/votes`, { choices: [0] })).status).toBe(422);
  });

  it('translates with a clearly labelled dev translation', async () => {
    const st = await alice.send<J>('POST', '/api/v1/statuses', form({ status: 'Hello world' }));
    const t = await bob.get<J>(`/api/v1/statuses/${st.body.id}/translations/de`);
    expect(t.body.text).toContain('[dev translation → de]');
    expect(t.body.detected_language).toBe('en');
  });
});

describe('edit history', () => {
  it('lists every version oldest first with its own CW, content, custom emoji and poll options', async () => {
    const st = await alice.send<J>('POST', '/api/v1/statuses', {
      status: 'first :blobcat:',
      spoiler_text: 'cw one',
      poll: { options: ['tea', 'coffee'], expires_in: 600 },
    });
    expect(st.status).toBe(200);
    const id = String(st.body.id);
    const never = await alice.get<J[]>(`/api/v1/statuses/${id}/history`);
    expect(never.body).toHaveLength(1);
    expect(never.body[0]).toMatchObject({ spoiler_text: 'cw one', created_at: st.body.created_at });

    await alice.send('PUT', `/api/v1/statuses/${id}`, {
      status: 'second',
      spoiler_text: '',
      poll: { options: ['tea', 'water'], expires_in: 600 },
    });
    const last = await alice.send<J>('PUT', `/api/v1/statuses/${id}`, { status: 'third', spoiler_text: 'cw three' });
    const hist = await alice.get<J[]>(`/api/v1/statuses/${id}/history`);
    expect(hist.status).toBe(200);
    expect(hist.body.map((v) => v.content)).toEqual([
      expect.stringContaining('first :blobcat:'),
      expect.stringContaining('second'),
      expect.stringContaining('third'),
    ]);
    expect(hist.body.map((v) => v.spoiler_text)).toEqual(['cw one', '', 'cw three']);
    expect(hist.body.map((v) => (v.emojis as J[]).map((e) => e.shortcode))).toEqual([['blobcat'], [], []]);
    expect(hist.body.map((v) => ((v.poll as { options: J[] } | null)?.options ?? []).map((o) => o.title))).toEqual([
      ['tea', 'coffee'],
      ['tea', 'water'],
      ['tea', 'water'],
    ]);
    const times = hist.body.map((v) => Date.parse(String(v.created_at)));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(hist.body[2]!.created_at).toBe(last.body.edited_at);
    expect((hist.body[0]!.account as J).id).toBe((st.body.account as J).id);
  });

  it('is readable by visitors on a public post and hidden like the post itself otherwise', async () => {
    const pub = await alice.send<J>('POST', '/api/v1/statuses', form({ status: 'public one' }));
    await alice.send('PUT', `/api/v1/statuses/${String(pub.body.id)}`, form({ status: 'public one, edited' }));
    const visitor = await fetch(`${s.url}/api/v1/statuses/${String(pub.body.id)}/history`);
    expect(visitor.status).toBe(200);
    expect(((await visitor.json()) as J[]).length).toBe(2);
    const priv = await alice.send<J>('POST', '/api/v1/statuses', form({ status: 'only for me', visibility: 'direct' }));
    expect((await bob.get(`/api/v1/statuses/${String(priv.body.id)}/history`)).status).toBe(404);
    expect((await fetch(`${s.url}/api/v1/statuses/${String(priv.body.id)}/history`)).status).toBe(404);
    expect((await alice.get(`/api/v1/statuses/${String(priv.body.id)}/history`)).status).toBe(200);
  });
});
