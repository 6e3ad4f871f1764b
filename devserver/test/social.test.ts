import type { StartedServer } from '../src/index';
import { boot, client, login, type Client } from './helpers';

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

const form = (o: Record<string, string>) => new URLSearchParams(o);
const idOf = async (c: Client, acct: string) =>
  String((await c.get<J>(`/api/v1/accounts/lookup?acct=${acct}`)).body.id);

describe('relations', () => {
  it('locked account: follow -> request -> authorize', async () => {
    const dave = await login(s.url, 'dave');
    const carol = await login(s.url, 'carol');
    const carolId = await idOf(dave, 'carol');
    const daveId = await idOf(dave, 'dave');
    const rel = await dave.send<J>('POST', `/api/v1/accounts/${carolId}/follow`);
    expect(rel.body).toMatchObject({ following: false, requested: true });
    const reqs = await carol.get<J[]>('/api/v1/follow_requests');
    expect(reqs.body.map((a) => a.acct)).toEqual(expect.arrayContaining(['dave', 'bob']));
    const me = await carol.get<J>('/api/v1/accounts/verify_credentials');
    expect((me.body.pleroma as J).follow_request_count).toBe(reqs.body.length);
    const auth = await carol.send<J>('POST', `/api/v1/follow_requests/${daveId}/authorize`);
    expect(auth.body).toMatchObject({ followed_by: true });
    const after = await dave.get<J[]>(`/api/v1/accounts/relationships?id[]=${carolId}`);
    expect(after.body[0]).toMatchObject({ following: true, requested: false });
    const bobId = await idOf(carol, 'bob');
    await carol.send('POST', `/api/v1/follow_requests/${bobId}/reject`);
    expect((await carol.get<J[]>('/api/v1/follow_requests')).body.map((a) => a.acct)).not.toContain('bob');
  });

  it('block, mute, note, domain blocks, bite', async () => {
    const bob = await login(s.url, 'bob');
    const erinId = await idOf(bob, 'erin');
    expect((await bob.send<J>('POST', `/api/v1/accounts/${erinId}/block`)).body).toMatchObject({
      blocking: true,
      following: false,
    });
    expect((await bob.get<J[]>('/api/v1/blocks')).body.map((a) => a.acct)).toContain('erin');
    await bob.send('POST', `/api/v1/accounts/${erinId}/unblock`);
    expect(
      (await bob.send<J>('POST', `/api/v1/accounts/${erinId}/mute`, form({ notifications: 'true' }))).body,
    ).toMatchObject({ muting: true, muting_notifications: true });
    expect((await bob.send<J>('POST', `/api/v1/accounts/${erinId}/note`, form({ comment: 'hi' }))).body).toMatchObject({
      note: 'hi',
    });
    await bob.send('POST', '/api/v1/domain_blocks', form({ domain: 'remote.example' }));
    expect((await bob.get<string[]>('/api/v1/domain_blocks')).body).toContain('remote.example');
    const aliceId = await idOf(bob, 'alice');
    expect((await bob.send('POST', `/api/v1/users/${aliceId}/bite`)).status).toBe(200);
    const n = await alice.get<J[]>('/api/v1/notifications?types[]=bite&limit=1');
    expect((n.body[0]?.account as J).acct).toBe('bob');
  });

  it('pages timelines with Link headers (next max_id, prev min_id)', async () => {
    const first = await alice.get<J[]>('/api/v1/timelines/public?limit=5');
    expect(first.body.length).toBe(5);
    const link = first.headers.get('link') ?? '';
    const next = /<([^>]+)>; rel="next"/.exec(link)?.[1] ?? '';
    const prev = /<([^>]+)>; rel="prev"/.exec(link)?.[1] ?? '';
    expect(new URL(next).searchParams.get('max_id')).toBe(first.body[4]?.id);
    expect(new URL(prev).searchParams.get('min_id')).toBe(first.body[0]?.id);
    const second = await alice.get<J[]>(new URL(next).pathname + new URL(next).search);
    expect(second.body.length).toBe(5);
    expect(String(second.body[0]?.id) < String(first.body[4]?.id)).toBe(true);
    const back = await alice.get<J[]>(`/api/v1/timelines/public?limit=5&min_id=${second.body[0]?.id}`);
    expect(back.body.map((x) => x.id)).toEqual(first.body.map((x) => x.id));
    const since = await alice.get<J[]>(`/api/v1/timelines/public?since_id=${first.body[1]?.id}`);
    expect(since.body.map((x) => x.id)).toEqual([first.body[0]?.id]);
    for (const p of [
      '/api/v1/timelines/home',
      '/api/v1/timelines/direct',
      '/api/v1/timelines/bubble',
      '/api/v1/timelines/tag/photography',
      '/api/v1/favourites',
      '/api/v1/notifications',
    ]) {
      const r = await alice.get<J[]>(`${p}?limit=3`);
      expect([p, r.status, r.body.length > 0, /rel="next"/.test(r.headers.get('link') ?? '')]).toEqual([
        p,
        200,
        true,
        true,
      ]);
    }
    const lists = await alice.get<J[]>('/api/v1/lists');
    expect((await alice.get<J[]>(`/api/v1/timelines/list/${lists.body[0]?.id}`)).status).toBe(200);
    const aliceId = await idOf(alice, 'alice');
    const media = await alice.get<J[]>(`/api/v1/accounts/${aliceId}/statuses?only_media=true&limit=40`);
    expect(media.body.every((x) => (x.media_attachments as J[]).length > 0)).toBe(true);
    const noReplies = await alice.get<J[]>(`/api/v1/accounts/${aliceId}/statuses?exclude_replies=true&limit=40`);
    expect(noReplies.body.every((x) => x.in_reply_to_id === null || x.in_reply_to_account_id === aliceId)).toBe(true);
  });

  it('notifications: read with max_id and dismiss', async () => {
    const n = await alice.get<J[]>('/api/v1/notifications?limit=5');
    const top = String(n.body[0]?.id);
    await alice.send('POST', '/api/v1/pleroma/notifications/read', form({ max_id: top }));
    const after = await alice.get<J[]>('/api/v1/notifications?limit=5');
    expect(after.body.every((x) => (x.pleroma as J).is_seen === true)).toBe(true);
    await alice.send('POST', `/api/v1/notifications/${top}/dismiss`);
    expect((await alice.get<J[]>('/api/v1/notifications?limit=5')).body.map((x) => x.id)).not.toContain(top);
  });
});

describe('lists, tags, announcements, settings', () => {
  it('lists CRUD with accounts', async () => {
    const l = await alice.send<J>('POST', '/api/v1/lists', form({ title: 'Jest list' }));
    expect((await alice.send('POST', '/api/v1/lists', form({ title: '' }))).status).toBe(422);
    const bobId = await idOf(alice, 'bob');
    await alice.send('POST', `/api/v1/lists/${l.body.id}/accounts`, form({ 'account_ids[]': bobId }));
    expect((await alice.get<J[]>(`/api/v1/lists/${l.body.id}/accounts`)).body.map((a) => a.acct)).toEqual(['bob']);
    expect((await alice.send<J>('PUT', `/api/v1/lists/${l.body.id}`, form({ title: 'Renamed' }))).body.title).toBe(
      'Renamed',
    );
    await alice.send('DELETE', `/api/v1/lists/${l.body.id}/accounts`, form({ 'account_ids[]': bobId }));
    expect((await alice.get<J[]>(`/api/v1/lists/${l.body.id}/accounts`)).body).toEqual([]);
    await alice.send('DELETE', `/api/v1/lists/${l.body.id}`);
    expect((await alice.get(`/api/v1/lists/${l.body.id}`)).status).toBe(404);
  });

  it('follows and unfollows tags', async () => {
    expect((await alice.send<J>('POST', '/api/v1/tags/rust/follow')).body.following).toBe(true);
    expect((await alice.get<J[]>('/api/v1/followed_tags')).body.map((t) => t.name)).toContain('rust');
    expect((await alice.send<J>('POST', '/api/v1/tags/rust/unfollow')).body.following).toBe(false);
  });

  it('announcements: dismiss and admin CRUD', async () => {
    const list = await alice.get<J[]>('/api/v1/announcements');
    const id = String(list.body[0]?.id);
    await alice.send('POST', `/api/v1/announcements/${id}/dismiss`);
    expect((await alice.get<J[]>('/api/v1/announcements')).body.find((a) => a.id === id)?.read).toBe(true);
    expect((await alice.send('POST', '/api/v1/pleroma/admin/announcements', form({ content: 'x' }))).status).toBe(403);
    const created = await admin.send<J>('POST', '/api/v1/pleroma/admin/announcements', {
      content: 'Jest announcement',
      all_day: false,
    });
    expect(created.status).toBe(200);
    const patched = await admin.send<J>('PATCH', `/api/v1/pleroma/admin/announcements/${created.body.id}`, {
      content: 'Edited',
      all_day: true,
    });
    expect(patched.body).toMatchObject({ all_day: true });
    expect((patched.body.pleroma as J).raw_content).toBe('Edited');
    await admin.send('DELETE', `/api/v1/pleroma/admin/announcements/${created.body.id}`);
    expect((await admin.get<J[]>('/api/v1/pleroma/admin/announcements')).body.map((a) => a.id)).not.toContain(
      created.body.id,
    );
  });

  it('settings profiles round-trip with versions (Akkoma-shaped); every seeded login has an empty default', async () => {
    const base = '/api/v1/akkoma/frontend_settings/pleroma-fe';
    expect((await alice.get<J>(`${base}/default`)).body).toEqual({ name: 'default', version: 1, settings: {} });
    expect((await alice.get(`${base}/phone`)).status).toBe(404);
    expect((await alice.send('PUT', `${base}/phone`, { settings: { theme: 'x' }, version: 1 })).status).toBe(200);
    expect((await alice.get<J>(`${base}/phone`)).body).toEqual({ name: 'phone', version: 1, settings: { theme: 'x' } });
    expect((await alice.send('PUT', `${base}/phone`, { settings: { theme: 'y' }, version: 1 })).status).toBe(422);
    expect((await alice.get<J[]>(base)).body.map((p) => [p.name, p.version]).sort()).toEqual([
      ['default', 1],
      ['phone', 1],
    ]);
    expect((await alice.send<J>('DELETE', `${base}/phone`)).body).toEqual({ deleted: 'ok' });
    expect((await alice.get(`${base}/phone`)).status).toBe(404);
  });

  it('update_credentials changes the profile', async () => {
    const fd = new FormData();
    fd.append('display_name', 'Alice Updated');
    fd.append('note', 'New bio');
    fd.append('fields_attributes[0][name]', 'Site');
    fd.append('fields_attributes[0][value]', 'https://example.org');
    fd.append('locked', 'true');
    fd.append('source[privacy]', 'unlisted');
    const r = await alice.send<J>('PATCH', '/api/v1/accounts/update_credentials', fd);
    expect(r.body).toMatchObject({ display_name: 'Alice Updated', locked: true });
    expect((r.body.source as J).privacy).toBe('unlisted');
    expect((r.body.fields as J[])[0]).toMatchObject({ name: 'Site' });
  });
});

describe('registration, password reset, admin, reports, chats', () => {
  it('registers with a native captcha, and reports awaiting_approval when approval is required', async () => {
    const app = await client(s.url).send<J>(
      'POST',
      '/api/v1/apps',
      form({ client_name: 'reg', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' }),
    );
    const cc = await client(s.url).send<J>(
      'POST',
      '/oauth/token',
      form({
        grant_type: 'client_credentials',
        client_id: String(app.body.client_id),
        client_secret: String(app.body.client_secret),
      }),
    );
    const appClient = client(s.url, String(cc.body.access_token));
    const cap = async () => {
      const c = await client(s.url).get<J>('/api/v1/pleroma/captcha');
      expect(c.body).toMatchObject({ type: 'native', url: expect.stringMatching(/^data:image\/png;base64,/) });
      const answer = (await client(s.url).get<J>(`/__dev/captcha/${c.body.token}`)).body.answer as string;
      return {
        captcha_token: String(c.body.token),
        captcha_answer_data: String(c.body.answer_data),
        captcha_solution: answer,
      };
    };
    const wrong = await appClient.send<J>(
      'POST',
      '/api/v1/accounts',
      form({
        username: 'newbie',
        email: 'n@x.test',
        password: 'secret123',
        agreement: 'true',
        locale: 'en_US',
        ...(await cap()),
        captcha_solution: '1',
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toHaveProperty('captcha');
    const taken = await appClient.send<J>(
      'POST',
      '/api/v1/accounts',
      form({ username: 'alice', email: 'a2@x.test', password: 'secret123', agreement: 'true', ...(await cap()) }),
    );
    expect(taken.body.error).toHaveProperty('ap_id');
    const ok = await appClient.send<J>(
      'POST',
      '/api/v1/accounts',
      form({
        username: 'newbie',
        fullname: 'New Bie',
        email: 'n@x.test',
        password: 'secret123',
        agreement: 'true',
        locale: 'en_US',
        ...(await cap()),
      }),
    );
    expect(ok.status).toBe(200);
    expect(
      (await client(s.url, String(ok.body.access_token)).get<J>('/api/v1/accounts/verify_credentials')).body.username,
    ).toBe('newbie');
    await client(s.url).send('POST', '/__dev/config', { approvalRequired: true });
    const pending = await appClient.send<J>(
      'POST',
      '/api/v1/accounts',
      form({
        username: 'waiting',
        email: 'w@x.test',
        password: 'secret123',
        reason: 'pls',
        agreement: 'true',
        ...(await cap()),
      }),
    );
    expect(pending.body.identifier).toBe('awaiting_approval');
    expect((await client(s.url).get<J>('/api/v1/instance')).body.approval_required).toBe(true);
    await client(s.url).send('POST', '/__dev/config', { approvalRequired: false });
    const invite = await appClient.send<J>(
      'POST',
      '/api/v1/accounts',
      form({
        username: 'invited',
        email: 'i@x.test',
        password: 'secret123',
        agreement: 'true',
        token: 'dev-invite-token',
        ...(await cap()),
      }),
    );
    expect(invite.status).toBe(200);
  });

  it('password reset returns 204 and then 429 after 3 attempts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await fetch(`${s.url}/auth/password?email=reset@x.test`, { method: 'POST' })).status);
    expect(codes).toEqual([204, 204, 204, 429]);
  });

  it('admin user moderation and permissions', async () => {
    const mod = await login(s.url, 'mod');
    expect((await mod.send('POST', '/api/v1/pleroma/admin/users/bob/permission_group/moderator')).status).toBe(403);
    expect((await admin.send('POST', '/api/v1/pleroma/admin/users/bob/permission_group/moderator')).status).toBe(200);
    expect((await alice.get<J>('/api/v1/accounts/lookup?acct=bob')).body.pleroma).toMatchObject({ is_moderator: true });
    await admin.send('DELETE', '/api/v1/pleroma/admin/users/bob/permission_group/moderator');
    await mod.send('PUT', '/api/v1/pleroma/admin/users/tag', { nicknames: ['dave'], tags: ['mrf_tag:media-strip'] });
    expect(((await alice.get<J>('/api/v1/accounts/lookup?acct=dave')).body.pleroma as J).tags).toContain(
      'mrf_tag:media-strip',
    );
    await mod.send('PATCH', '/api/v1/pleroma/admin/users/deactivate', { nicknames: ['dave'] });
    expect(((await alice.get<J>('/api/v1/accounts/lookup?acct=dave')).body.pleroma as J).deactivated).toBe(true);
    await mod.send('PATCH', '/api/v1/pleroma/admin/users/activate', { nicknames: ['dave'] });
    expect((await mod.send('DELETE', '/api/v1/pleroma/admin/users?nickname=grace')).status).toBe(403);
    expect((await admin.send('DELETE', '/api/v1/pleroma/admin/users?nickname=grace')).status).toBe(200);
  });

  it('reports: create, list, patch state, notes', async () => {
    const mikaId = await idOf(alice, 'mika@misskey.example');
    const r = await alice.send<J>(
      'POST',
      '/api/v1/reports',
      form({ account_id: mikaId, comment: 'too sparkly', forward: 'false' }),
    );
    expect(r.status).toBe(200);
    const list = await admin.get<{ reports: J[] }>('/api/v1/pleroma/admin/reports?state=open');
    expect(list.body.reports.map((x) => x.id)).toContain(r.body.id);
    expect(
      (await admin.send('PATCH', '/api/v1/pleroma/admin/reports', { reports: [{ id: r.body.id, state: 'resolved' }] }))
        .status,
    ).toBe(204);
    await admin.send('POST', `/api/v1/pleroma/admin/reports/${r.body.id}/notes`, { content: 'handled' });
    const one = await admin.get<J>(`/api/v1/pleroma/admin/reports/${r.body.id}`);
    expect(one.body.state).toBe('resolved');
    const note = (one.body.notes as J[])[0] as J;
    expect((await admin.send('DELETE', `/api/v1/pleroma/admin/reports/${r.body.id}/notes/${note.id}`)).status).toBe(
      204,
    );
  });

  it('chats: open, send, read; empty message rejected', async () => {
    const erinId = await idOf(alice, 'erin');
    const chat = await alice.send<J>('POST', `/api/v1/pleroma/chats/by-account-id/${erinId}`);
    expect(
      (await alice.send('POST', `/api/v1/pleroma/chats/${chat.body.id}/messages`, form({ content: '' }))).status,
    ).toBe(422);
    const m = await alice.send<J>(
      'POST',
      `/api/v1/pleroma/chats/${chat.body.id}/messages`,
      form({ content: 'hi erin :blobcat:' }),
    );
    expect(m.body).toMatchObject({ chat_id: chat.body.id, content: 'hi erin :blobcat:' });
    const msgs = await alice.get<J[]>(`/api/v1/pleroma/chats/${chat.body.id}/messages`);
    expect(msgs.body[0]?.id).toBe(m.body.id);
    // erin's chat mention is listed only when asked for, as on Pleroma
    const erin = await login(s.url, 'erin');
    const plain = await erin.get<J[]>('/api/v1/notifications?limit=40');
    expect(plain.body.some((n) => n.type === 'pleroma:chat_mention')).toBe(false);
    const asked = await erin.get<J[]>('/api/v1/notifications?include_types[]=pleroma:chat_mention');
    expect(asked.body[0]).toMatchObject({ type: 'pleroma:chat_mention', chat_message: { id: m.body.id } });
  });

  it('search v2 with offset and type=accounts', async () => {
    const a = await alice.get<{ accounts: J[] }>('/api/v2/search?q=bo&type=accounts');
    expect(a.body.accounts[0]?.acct).toBe('bob');
    const p1 = await alice.get<{ statuses: J[] }>('/api/v2/search?q=reply&type=statuses&limit=5');
    const p2 = await alice.get<{ statuses: J[] }>('/api/v2/search?q=reply&type=statuses&limit=5&offset=5');
    expect(p1.body.statuses.length).toBe(5);
    expect(p2.body.statuses[0]?.id).not.toBe(p1.body.statuses[0]?.id);
    const byMax = await alice.get<{ statuses: J[] }>(
      `/api/v2/search?q=reply&type=statuses&limit=5&max_id=${p1.body.statuses[4]?.id}`,
    );
    expect(byMax.body.statuses.map((x) => x.id)).toEqual(p2.body.statuses.map((x) => x.id));
  });

  it('search v2 finds an account by its address (AP id or profile page), as resolve=true does', async () => {
    const carol = await alice.get<J>('/api/v1/accounts/lookup?acct=carol');
    for (const address of [String(carol.body.url), `${new URL(String(carol.body.url)).origin}/@carol`]) {
      const found = await alice.get<{ accounts: J[] }>(
        `/api/v2/search?q=${encodeURIComponent(address)}&type=accounts&resolve=true&limit=1`,
      );
      expect(found.body.accounts.map((a) => a.acct)).toEqual(['carol']);
    }
    const none = await alice.get<{ accounts: J[] }>(
      `/api/v2/search?q=${encodeURIComponent('http://elsewhere.example/users/nobody')}&type=accounts&resolve=true`,
    );
    expect(none.body.accounts).toEqual([]);
  });
});
