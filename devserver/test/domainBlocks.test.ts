import type { StartedServer } from '../src/index';
import { boot, login, type Client } from './helpers';

type J = Record<string, unknown>;
let s: StartedServer;
let bob: Client;
beforeAll(async () => {
  s = await boot();
  bob = await login(s.url, 'bob');
});
afterAll(async () => {
  await s.stop();
});

const idOf = async (c: Client, acct: string) =>
  String((await c.get<J>(`/api/v1/accounts/lookup?acct=${acct}`)).body.id);
const accts = (statuses: J[]) => statuses.map((status) => String((status.account as J).acct));

describe('domain blocks (POST/GET/DELETE /api/v1/domain_blocks, JSON as the client sends it)', () => {
  it('blocks a domain: listed, shown on the relationship, its posts leave the public timelines; unblocking undoes it', async () => {
    const rustacean = await idOf(bob, 'rustacean@remote.example');
    const before = await bob.get<J[]>('/api/v1/timelines/public?limit=40');
    expect(accts(before.body).some((acct) => acct.endsWith('@remote.example'))).toBe(true);

    expect((await bob.send('POST', '/api/v1/domain_blocks', { domain: 'Remote.Example ' })).status).toBe(200);
    expect((await bob.get<string[]>('/api/v1/domain_blocks')).body).toEqual(['remote.example']);
    expect((await bob.get<J[]>(`/api/v1/accounts/relationships?id[]=${rustacean}`)).body[0]).toMatchObject({
      domain_blocking: true,
    });
    const blocked = await bob.get<J[]>('/api/v1/timelines/public?limit=40');
    expect(accts(blocked.body).filter((acct) => acct.endsWith('@remote.example'))).toEqual([]);
    expect(blocked.body.length).toBeGreaterThan(0);

    // Blocking twice keeps one entry.
    await bob.send('POST', '/api/v1/domain_blocks', { domain: 'remote.example' });
    expect((await bob.get<string[]>('/api/v1/domain_blocks')).body).toEqual(['remote.example']);

    expect((await bob.send('DELETE', '/api/v1/domain_blocks', { domain: 'remote.example' })).status).toBe(200);
    expect((await bob.get<string[]>('/api/v1/domain_blocks')).body).toEqual([]);
    expect((await bob.get<J[]>(`/api/v1/accounts/relationships?id[]=${rustacean}`)).body[0]).toMatchObject({
      domain_blocking: false,
    });
    const after = await bob.get<J[]>('/api/v1/timelines/public?limit=40');
    expect(accts(after.body).some((acct) => acct.endsWith('@remote.example'))).toBe(true);
  });

  it('refuses a blank domain and anonymous callers', async () => {
    const blank = await bob.send<J>('POST', '/api/v1/domain_blocks', { domain: '  ' });
    expect(blank.status).toBe(422);
    expect(String(blank.body.error)).toMatch(/domain/);
    const anonymous = await fetch(`${s.url}/api/v1/domain_blocks`);
    expect(anonymous.status).toBe(401);
  });
});
