#!/usr/bin/env node
// `pnpm bench`: speed and size figures in real Chromium against the dev instance. It prints JSON and a
// table with pass/miss against the targets; it asserts nothing. It starts its own app host on a free
// loopback port (with extra statuses and test controls) and stops it at the end.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { measureFirstLoad } from './firstLoad.mjs';
import { measureScroll } from './scroll.mjs';
import { measureStreaming } from './streaming.mjs';
import { measureThread } from './thread.mjs';

const root = join(new URL('.', import.meta.url).pathname, '..', '..');

async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Targets from the timelines issue: [figure, limit, lower is better]. */
const TARGETS = {
  jsGzipKB: 150,
  domNodes: 3000,
  longestTaskMs: 50,
  threadScriptMs: 150,
  streamLost: 0,
  streamDuplicated: 0,
};

const port = await freePort();
// Own process group: stopping it stops the server pnpm starts under it too.
const host = spawn('pnpm', ['--filter', '@fedi/devserver', 'run', 'serve', '--port', String(port), '--statuses', '3000', '--test-controls'], {
  cwd: root,
  stdio: 'ignore',
  detached: true,
});
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v1/instance`);
  const cold = await measureFirstLoad(base);
  const throttled = await measureFirstLoad(base, 4);
  const figures = {
    ...cold,
    firstStatusMsCpu4x: throttled.firstStatusMs,
    ...(await measureScroll(base)),
    ...(await measureThread(base)),
    ...(await measureStreaming(base)),
  };
  console.log(JSON.stringify(figures, null, 2));
  console.log('\nfigure                      value      target   result');
  for (const [name, value] of Object.entries(figures)) {
    const target = TARGETS[name];
    const verdict = target === undefined ? '' : value <= target ? 'pass' : 'miss';
    console.log(`${name.padEnd(27)} ${String(value).padStart(8)}   ${target === undefined ? '' : `≤ ${target}`.padEnd(7)}  ${verdict}`);
  }
} finally {
  if (host.exitCode === null && host.signalCode === null) process.kill(-host.pid, 'SIGTERM');
}
