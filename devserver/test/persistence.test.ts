import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedState } from '../src/instance/seed';
import { boot, login } from './helpers';

type J = Record<string, unknown>;

describe('persistence and scale', () => {
  it('saves state on stop and loads it on start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fedi-dev-data-'));
    try {
      const a = await boot({ dataDir: dir });
      const alice = await login(a.url, 'alice');
      const st = await alice.send<J>('POST', '/api/v1/statuses', new URLSearchParams({ status: 'persist me' }));
      await a.stop();
      expect(existsSync(join(dir, 'state.json'))).toBe(true);
      const b = await boot({ dataDir: dir });
      try {
        const again = await login(b.url, 'alice');
        const got = await again.get<J>(`/api/v1/statuses/${st.body.id}`);
        expect(got.status).toBe(200);
        expect(got.body.content).toContain('persist me');
        const old = await again.get(`/api/v1/accounts/verify_credentials`);
        expect(old.status).toBe(200);
        const withOldToken = (await (
          await fetch(`${b.url}/api/v1/accounts/verify_credentials`, {
            headers: { authorization: `Bearer ${alice.token}` },
          })
        ).json()) as J;
        expect(withOldToken.username).toBe('alice');
      } finally {
        await b.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('seeds deterministically and scales', () => {
    const now = Date.UTC(2026, 5, 1);
    const a = seedState({ seed: 3, statuses: 1200, now });
    const b = seedState({ seed: 3, statuses: 1200, now });
    expect(a.statuses.size).toBeGreaterThanOrEqual(1200);
    expect([...a.statuses.values()].map((s) => s.source)).toEqual([...b.statuses.values()].map((s) => s.source));
    expect([...a.statuses.keys()]).toEqual([...b.statuses.keys()]);
    const t = Date.now();
    const big = seedState({ seed: 1, statuses: 20_000, now });
    expect(big.statuses.size).toBeGreaterThanOrEqual(20_000);
    expect(Date.now() - t).toBeLessThan(15_000);
  });
});
