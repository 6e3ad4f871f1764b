import { parseArgs } from 'node:util';
import { start } from './index';

/** Starts an instance with N statuses and measures paged timeline reads over loopback: `tsx src/loadcheck.ts --statuses 100000`. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { statuses: { type: 'string' }, reads: { type: 'string' } } });
  const statuses = Number(values.statuses ?? 100_000);
  const reads = Number(values.reads ?? 500);
  const t0 = performance.now();
  const server = await start({ statuses, seed: 1 });
  const bootMs = performance.now() - t0;
  try {
    const app = (await (
      await fetch(`${server.url}/api/v1/apps`, {
        method: 'POST',
        body: new URLSearchParams({ client_name: 'loadcheck', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' }),
      })
    ).json()) as { client_id: string; client_secret: string };
    const tok = (await (
      await fetch(`${server.url}/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'password',
          username: 'alice',
          password: 'password',
          client_id: app.client_id,
          client_secret: app.client_secret,
        }),
      })
    ).json()) as { access_token: string };
    const headers = { authorization: `Bearer ${tok.access_token}` };
    const timings: number[] = [];
    const cursors: Record<string, string | null> = {
      '/api/v1/timelines/public': null,
      '/api/v1/timelines/home': null,
      '/api/v1/timelines/public?local=true': null,
    };
    const paths = Object.keys(cursors);
    for (let i = 0; i < reads; i++) {
      const path = paths[i % paths.length] as string;
      const cursor = cursors[path];
      const url = `${server.url}${path}${cursor ? `${path.includes('?') ? '&' : '?'}max_id=${cursor}` : ''}`;
      const t = performance.now();
      const res = await fetch(url, { headers });
      const body = (await res.json()) as Array<{ id: string }>;
      timings.push(performance.now() - t);
      const last = body[body.length - 1];
      cursors[path] = body.length === 20 && last ? last.id : null;
    }
    timings.sort((a, b) => a - b);
    const pct = (p: number) =>
      (timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))] ?? 0).toFixed(1);
    process.stdout.write(
      `statuses=${statuses} boot=${bootMs.toFixed(0)}ms reads=${reads} p50=${pct(50)}ms p95=${pct(95)}ms max=${pct(100)}ms\n`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exitCode = 1;
});
