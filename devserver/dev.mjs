#!/usr/bin/env node
// `pnpm dev`: rspack dev servers (hot reload) for the shell and every remote, plus the app host with the
// dev instance. Open the shell's dev server; it proxies the API and remotes.json to the app host, whose
// remotes.json points each remote at its own dev server.
import { spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname_of(import.meta.url), '..');
const HOST_PORT = Number(process.env.PORT ?? 8080);
const SHELL_PORT = 3100;
const remotes = {
  timelines: 3101,
  composer: 3102,
  settings: 3103,
  moderation: 3104,
  chat: 3105,
  'example-panel': 3106,
  people: 3107,
};

function __dirname_of(url) {
  return new URL('.', url).pathname;
}

const manifest = {
  remotes: Object.fromEntries(
    Object.entries(remotes).map(([folder, port]) => [
      folder.replace('-', '_'),
      { entry: `http://127.0.0.1:${port}/remoteEntry.js` },
    ]),
  ),
  panels: [],
};
const manifestFile = join(tmpdir(), `fedi-dev-remotes-${process.pid}.json`);
writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));

const children = [];
function start(name, cmd, args, cwd, env = {}) {
  // Own process group, so stopping it also stops what pnpm started under it.
  const child = spawn(cmd, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = `[${name}] `;
  child.stdout.on('data', (d) => process.stdout.write(d.toString().replace(/^/gm, prefix)));
  child.stderr.on('data', (d) => process.stderr.write(d.toString().replace(/^/gm, prefix)));
  children.push(child);
}

start(
  'host',
  'pnpm',
  ['exec', 'tsx', 'src/cli.ts', '--port', String(HOST_PORT), '--remotes', manifestFile, '--test-controls'],
  join(root, 'devserver'),
);
for (const folder of readdirSync(join(root, 'remotes'))) {
  if (remotes[folder])
    start(folder, 'pnpm', ['exec', 'rspack', 'serve', '--mode', 'development'], join(root, 'remotes', folder));
}
start('shell', 'pnpm', ['exec', 'rspack', 'serve', '--mode', 'development'], join(root, 'shell'), {
  FEDI_DEV_API: `http://127.0.0.1:${HOST_PORT}`,
});
console.log(`Open http://127.0.0.1:${SHELL_PORT}/ (hot reload); API from the app host on ${HOST_PORT}.`);

const stop = () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
process.on('SIGTERM', stop);
