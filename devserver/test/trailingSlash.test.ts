import type { StartedServer } from '../src/index';
import { boot, login, type Client } from './helpers';

// Akkoma answers an API path with or without its trailing slash (spec §7 writes some that way).
describe('trailing slashes', () => {
  let server: StartedServer;
  let api: Client;
  beforeAll(async () => {
    server = await boot();
    api = await login(server.url, 'alice');
  });
  afterAll(() => server.stop());

  it('answers /api/v1/mutes/ as /api/v1/mutes', async () => {
    const plain = await api.get<unknown[]>('/api/v1/mutes');
    const slashed = await api.get<unknown[]>('/api/v1/mutes/');
    expect(plain.status).toBe(200);
    expect(slashed.status).toBe(200);
    expect(slashed.body).toEqual(plain.body);
  });

  it('answers /api/v1/accounts/relationships/?id= with the relationship', async () => {
    const bob = await api.get<{ id: string }>('/api/v1/accounts/lookup?acct=bob');
    expect(bob.status).toBe(200);
    const slashed = await api.get<Array<{ id: string }>>(`/api/v1/accounts/relationships/?id=${bob.body.id}`);
    expect(slashed.status).toBe(200);
    expect(slashed.body.map((r) => r.id)).toEqual([bob.body.id]);
    const listed = await api.get<Array<{ id: string }>>(`/api/v1/accounts/relationships/?id[]=${bob.body.id}`);
    expect(listed.body.map((r) => r.id)).toEqual([bob.body.id]);
  });

  it('still answers 404 for a path it does not have, slash or not', async () => {
    expect((await api.get('/api/v1/no-such-thing/')).status).toBe(404);
  });
});
