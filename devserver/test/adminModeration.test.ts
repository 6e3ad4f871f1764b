import type { StartedServer } from '../src/index';
import { boot, client, login, type Client } from './helpers';

type J = Record<string, unknown>;
let s: StartedServer;
let alice: Client;
let mod: Client;
let admin: Client;

beforeAll(async () => {
  s = await boot({ statuses: 40 });
  alice = await login(s.url, 'alice');
  mod = await login(s.url, 'mod');
  admin = await login(s.url, 'admin');
});
afterAll(async () => {
  await s.stop();
});

describe('Pleroma admin statuses', () => {
  it('lists the instance statuses for staff only, public ones unless godmode', async () => {
    expect((await alice.get('/api/v1/pleroma/admin/statuses')).status).toBe(403);
    const list = await mod.get<J[]>('/api/v1/pleroma/admin/statuses?page_size=500');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.every((st) => st.visibility !== 'private' && st.visibility !== 'direct')).toBe(true);
    expect(list.body.every((st) => !st.reblog)).toBe(true);
    const local = await mod.get<J[]>('/api/v1/pleroma/admin/statuses?local_only=true&page_size=500');
    expect(local.body.every((st) => !String((st.account as J).acct).includes('@'))).toBe(true);
  });

  it("lists one user's statuses as { total, activities }", async () => {
    const r = await mod.get<{ total: number; activities: J[] }>(
      '/api/v1/pleroma/admin/users/alice/statuses?godmode=true',
    );
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThan(0);
    expect(r.body.activities.every((st) => (st.account as J).acct === 'alice')).toBe(true);
  });

  it('marks a status sensitive, changes its visibility and deletes it; a bad visibility is refused', async () => {
    const posted = await alice.send<J>('POST', '/api/v1/statuses', { status: 'to moderate', visibility: 'public' });
    const id = String(posted.body.id);
    expect((await alice.send('PUT', `/api/v1/pleroma/admin/statuses/${id}`, { sensitive: true })).status).toBe(403);
    const changed = await mod.send<J>('PUT', `/api/v1/pleroma/admin/statuses/${id}`, {
      sensitive: true,
      visibility: 'unlisted',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id, sensitive: true, visibility: 'unlisted' });
    expect((await mod.send('PUT', `/api/v1/pleroma/admin/statuses/${id}`, { visibility: 'secret' })).status).toBe(422);
    expect((await mod.send('DELETE', `/api/v1/pleroma/admin/statuses/${id}`)).status).toBe(200);
    expect((await alice.get(`/api/v1/statuses/${id}`)).status).toBe(404);
  });
});

describe('admin users and the pending-registration control', () => {
  it('a seeded pending registration is listed under need_approval and approved by staff', async () => {
    const made = await client(s.url).send('POST', '/__dev/pending-registration', { username: 'newbie', reason: 'hi' });
    expect(made.status).toBe(200);
    const pending = await mod.get<{ users: J[] }>('/api/v1/pleroma/admin/users?filters=need_approval');
    expect(pending.body.users.map((u) => u.nickname)).toEqual(['newbie']);
    expect(pending.body.users[0]).toMatchObject({ is_approved: false, registration_reason: 'hi' });
    const approved = await mod.send<{ users: J[] }>('PATCH', '/api/v1/pleroma/admin/users/approve', {
      nicknames: ['newbie'],
    });
    expect(approved.body.users[0]).toMatchObject({ nickname: 'newbie', is_approved: true });
  });

  it('only admins grant rights and delete users; moderators get 403', async () => {
    expect((await mod.send('POST', '/api/v1/pleroma/admin/users/bob/permission_group/moderator')).status).toBe(403);
    expect((await mod.send('DELETE', '/api/v1/pleroma/admin/users?nickname=bob')).status).toBe(403);
    expect((await admin.send('POST', '/api/v1/pleroma/admin/users/bob/permission_group/moderator')).status).toBe(200);
    const bob = await admin.get<J>('/api/v1/pleroma/admin/users/bob');
    expect(bob.body.roles).toEqual({ admin: false, moderator: true });
  });
});
