#!/usr/bin/env node
// `pnpm bench`: prints speed and size figures (never asserts them). Starts the app host on a free
// loopback port, measures in Debian's Chromium, and stops the host it started.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { measureFirstLoad } from './firstLoad.mjs';

const root = join(new URL('.', import.meta.url).pathname, '..', '..');

async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

async function waitFor(url, timeoutMs = 60_000) {
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

const port = await freePort();
// Own process group: stopping it stops the server pnpm starts under it too.
const host = spawn('pnpm', ['--filter', '@fedi/devserver', 'run', 'serve', '--port', String(port)], { cwd: root, stdio: 'ignore', detached: true });
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v1/instance`);
  const figures = await measureFirstLoad(base);
  console.log('\nFirst load of /main/public for a visitor (gzip sizes of what the browser fetched):');
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(34)} ${value}`);
} finally {
  if (host.exitCode === null && host.signalCode === null) process.kill(-host.pid, 'SIGTERM');
}
