import type { StartedServer } from '../src/index';
import * as F from './fields';
import { boot, client, hasFields, login, type Client } from './helpers';

type J = Record<string, unknown>;
let s: StartedServer;
let alice: Client;
let admin: Client;

beforeAll(async () => {
  s = await boot();
  alice = await login(s.url, 'alice');
  admin = await login(s.url, 'admin');
});
afterAll(async () => {
  await s.stop();
});

function expectFields(obj: unknown, fields: string[], what: string) {
  expect(obj).toBeTruthy();
  expect({ what, missing: hasFields(obj, fields) }).toEqual({ what, missing: [] });
}

function checkAccount(a: J) {
  expectFields(a, F.ACCOUNT, 'account');
  expectFields(a.pleroma, F.ACCOUNT_PLEROMA, 'account.pleroma');
  expectFields(a.akkoma, F.ACCOUNT_AKKOMA, 'account.akkoma');
  for (const f of a.fields as J[]) expectFields(f, F.FIELD, 'field');
  for (const e of a.emojis as J[]) expectFields(e, F.EMOJI, 'emoji');
  expect(typeof a.id).toBe('string');
  expect(String(a.avatar)).toMatch(new RegExp(`^${s.url}/`));
}

function checkStatus(st: J) {
  expectFields(st, F.STATUS, 'status');
  expectFields(st.pleroma, F.STATUS_PLEROMA, 'status.pleroma');
  expect((st.pleroma as J).content).toHaveProperty(['text/plain']);
  expect(st.akkoma).toHaveProperty('source');
  checkAccount(st.account as J);
  for (const m of st.mentions as J[]) expectFields(m, F.MENTION, 'mention');
  for (const t of st.tags as J[]) expectFields(t, F.TAG, 'tag');
  for (const m of st.media_attachments as J[]) expectFields(m, F.ATTACHMENT, 'attachment');
  for (const r of (st.pleroma as J).emoji_reactions as J[]) expectFields(r, F.REACTION, 'reaction');
  if (st.poll) {
    expectFields(st.poll, F.POLL, 'poll');
    for (const o of (st.poll as J).options as J[]) expectFields(o, F.POLL_OPTION, 'poll option');
  }
  if (st.card) expectFields(st.card, F.CARD, 'card');
  if (st.reblog) checkStatus(st.reblog as J);
}

describe('entity contracts', () => {
  it('instance and nodeinfo', async () => {
    const inst = await client(s.url).get<J>('/api/v1/instance');
    expectFields(inst.body, F.INSTANCE, 'instance');
    expectFields((inst.body.pleroma as J).metadata, F.INSTANCE_METADATA, 'instance.pleroma.metadata');
    expect((inst.body.pleroma as J).vapid_public_key).toBeTruthy();
    expect((inst.body.urls as J).streaming_api).toMatch(/^ws:\/\/127\.0\.0\.1:/);
    const wk = await client(s.url).get<{ links: Array<{ href: string }> }>('/.well-known/nodeinfo');
    expect(wk.body.links[0]?.href).toMatch(/nodeinfo\/2\.0\.json$/);
    const ni = await client(s.url).get<J>('/nodeinfo/2.0.json');
    expect((ni.body.software as J).name).toBe('akkoma');
    expect(typeof ni.body.openRegistrations).toBe('boolean');
    expectFields(ni.body.metadata, F.NODEINFO_METADATA, 'nodeinfo.metadata');
    expectFields((ni.body.metadata as J).federation, F.FEDERATION, 'federation');
    expect((ni.body.metadata as J).staffAccounts).toEqual(
      expect.arrayContaining([`${s.url}/users/admin`, `${s.url}/users/mod`]),
    );
    const fe = await client(s.url).get<J>('/api/pleroma/frontend_configurations');
    expect(fe.body.pleroma_fe).toBeTruthy();
    for (const p of [
      '/static/config.json',
      '/static/terms-of-service.html',
      '/static/panel.html',
      '/static/stickers.json',
      '/static/emoji.json',
      '/static/styles.json',
      '/static/stickers/dev-pack/pack.json',
      '/api/v1/pleroma/emoji',
    ]) {
      expect([p, (await fetch(s.url + p)).status]).toEqual([p, 200]);
    }
    const styles = await client(s.url).get<Record<string, string | string[]>>('/static/styles.json');
    // Both shapes pleroma-fe reads: a file per theme, and the short palette form.
    expect(Object.values(styles.body).filter(Array.isArray)).toEqual([
      ['Sepia', '#f4ecd8', '#e6d8b8', '#3b2f1e', '#8a4b0f', '#b3261e', '#2e6b30', '#1f5c99', '#9a5a00'],
    ]);
    for (const file of Object.values(styles.body).filter((entry): entry is string => typeof entry === 'string')) {
      const theme = await client(s.url).get<J>(file);
      expect([file, theme.status, Object.keys(theme.body.theme as J).sort()]).toEqual([
        file,
        200,
        ['colors', 'fonts', 'opacity', 'radii', 'shadows'],
      ]);
    }
    expect((await fetch(`${s.url}/static/themes/missing.json`)).status).toBe(404);
    const pack = await client(s.url).get<{ files: string[] }>('/static/stickers/dev-pack/pack.json');
    expect((await fetch(`${s.url}/static/stickers/dev-pack/${pack.body.files[0]}`)).headers.get('content-type')).toBe(
      'image/png',
    );
  });

  it('own account with source, other accounts, relationships', async () => {
    const me = await alice.get<J>('/api/v1/accounts/verify_credentials');
    checkAccount(me.body);
    expectFields(me.body.source, F.SOURCE, 'source');
    expectFields(me.body.pleroma, F.OWN_ACCOUNT_PLEROMA, 'own pleroma');
    const bob = await alice.get<J>('/api/v1/accounts/lookup?acct=bob');
    checkAccount(bob.body);
    expect(bob.body.source).toBeUndefined();
    expectFields((bob.body.pleroma as J).relationship, F.RELATIONSHIP, 'relationship');
    const rels = await alice.get<J[]>(`/api/v1/accounts/relationships?id[]=${bob.body.id}`);
    expectFields(rels.body[0], F.RELATIONSHIP, 'relationship');
    const idn = await alice.get<J>('/api/v1/accounts/lookup?acct=hans@xn--mnchen-3ya.example');
    expect(idn.body.acct).toBe('hans@xn--mnchen-3ya.example');
    expect(((idn.body.akkoma as J).instance as J).nodeinfo).toEqual({
      software: { name: 'pleroma', version: expect.any(String) },
    });
  });

  it('statuses, attachments, polls, cards, reactions, quotes', async () => {
    const tl = await alice.get<J[]>(
      '/api/v1/accounts/' + (await alice.get<J>('/api/v1/accounts/lookup?acct=alice')).body.id + '/statuses?limit=40',
    );
    for (const st of tl.body) checkStatus(st);
    const pub = await client(s.url).get<J[]>('/api/v1/timelines/public?limit=40');
    for (const st of pub.body) checkStatus(st);
    const search = async (q: string) =>
      (await alice.get<{ statuses: J[] }>(`/api/v2/search?type=statuses&q=${encodeURIComponent(q)}`)).body
        .statuses[0] as J;
    const poll = await search('What should I photograph next');
    expect(poll.poll).toBeTruthy();
    const card = await search('Great article about the small web');
    expectFields(card.card, F.CARD, 'card');
    const quote = await search('Quoting the welcome post');
    expect((quote.pleroma as J).quote).toBeTruthy();
    const welcome = await search('Welcome to the Fedi Dev instance');
    expect(((welcome.pleroma as J).emoji_reactions as J[]).length).toBeGreaterThan(1);
    const custom = ((welcome.pleroma as J).emoji_reactions as J[]).find((r) => r.name === 'blobcat');
    expect(custom?.url).toMatch(/\/emoji\/dev\/blobcat\.png$/);
    const sensitive = await search('This one is a bit much');
    expect(sensitive.sensitive).toBe(true);
    expect(((sensitive.media_attachments as J[])[0] as J).blurhash).toEqual(expect.any(String));
    const mfm = await search('Misskey** style markdown');
    expect((mfm.akkoma as J).source).toEqual({
      content: expect.stringContaining('$[tada'),
      mediaType: 'text/x.misskeymarkdown',
    });
    const video = await search('A short video clip');
    expect(((video.media_attachments as J[])[0] as J).type).toBe('video');
    const audio = await search('Listen to this tone');
    const att = (audio.media_attachments as J[])[0] as J;
    expect(att.type).toBe('audio');
    expect((await fetch(String(att.url))).headers.get('content-type')).toBe('audio/wav');
  });

  it('notifications of many types', async () => {
    const n = await alice.get<J[]>('/api/v1/notifications?limit=80');
    expect(n.status).toBe(200);
    const types = new Set(n.body.map((x) => x.type));
    for (const t of ['mention', 'favourite', 'reblog', 'follow', 'move', 'pleroma:emoji_reaction', 'poll', 'bite'])
      expect([t, types.has(t)]).toEqual([t, true]);
    for (const x of n.body) {
      expectFields(x, F.NOTIFICATION, 'notification');
      expect(x.id).toMatch(/^\d+$/);
      expect((x.pleroma as J).is_seen).toEqual(expect.any(Boolean));
      if (x.type === 'move') expect(x.target).toBeTruthy();
      if (x.type === 'pleroma:emoji_reaction') expect(x.emoji).toBeTruthy();
    }
    const carol = await login(s.url, 'carol');
    const fr = await carol.get<J[]>('/api/v1/notifications?types[]=follow_request');
    expect(fr.body.length).toBeGreaterThan(0);
    const adminN = await admin.get<J[]>('/api/v1/notifications?types[]=pleroma:report');
    expect(adminN.body[0]?.report).toBeTruthy();
  });

  it('lists, announcements, reports, tags, search, chats', async () => {
    const lists = await alice.get<J[]>('/api/v1/lists');
    expect(lists.body.length).toBeGreaterThan(0);
    for (const l of lists.body) expectFields(l, F.LIST, 'list');
    const ann = await alice.get<J[]>('/api/v1/announcements');
    expect(ann.body.length).toBeGreaterThan(0);
    for (const a of ann.body) expectFields(a, F.ANNOUNCEMENT, 'announcement');
    const reports = await admin.get<{ reports: J[]; total: number }>('/api/v1/pleroma/admin/reports');
    expect(reports.body.total).toBeGreaterThan(0);
    for (const r of reports.body.reports) expectFields(r, F.ADMIN_REPORT, 'report');
    const withNote = reports.body.reports.find((r) => (r.notes as J[]).length > 0) as J;
    expectFields((withNote.notes as J[])[0], F.REPORT_NOTE, 'report note');
    const tag = await alice.get<J>('/api/v1/tags/photography');
    expectFields(tag.body, F.TAG_FULL, 'tag');
    expect(tag.body.following).toBe(true);
    expectFields((tag.body.history as J[])[0], F.TAG_HISTORY, 'tag history');
    const res = await alice.get<J>('/api/v2/search?q=photo');
    expectFields(res.body, F.SEARCH, 'search');
    expect((res.body.hashtags as J[])[0]).toHaveProperty('history');
    const chats = await alice.get<J[]>('/api/v1/pleroma/chats');
    expect(chats.body.length).toBeGreaterThan(0);
    for (const ch of chats.body) expectFields(ch, F.CHAT, 'chat');
    expectFields((chats.body[0] as J).last_message, F.CHAT_MESSAGE, 'chat message');
  });

  it('unknown routes and malformed bodies', async () => {
    const nf = await alice.get<J>('/api/v1/does/not/exist');
    expect(nf.status).toBe(404);
    expect(nf.body).toEqual({ error: 'Not found' });
    const bad = await fetch(`${s.url}/api/v1/statuses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      body: '{"status": ',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty('error');
    const nonAdmin = await alice.get('/api/v1/pleroma/admin/reports');
    expect(nonAdmin.status).toBe(403);
  });
});
