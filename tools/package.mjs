#!/usr/bin/env node
// `pnpm package`: the app as a frontend an Akkoma or Pleroma instance serves (README "Deploying on an instance").
// Builds (unless --no-build), lays the build out as served — index.html, the shell's files, remotes.json,
// service-worker.js and manifest.webmanifest at the root, each remote of remotes.json in remotes/<folder>/ —
// stamps the service worker for that layout (tools/pwaBuild.mjs), and zips it with the files under `dist/`
// (the instance's frontend installer copies the zip's `dist` folder by default).
//   package/fedi-<version>-<build>.zip   and the unzipped package/fedi-<version>-<build>/dist/
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stamp } from './pwaBuild.mjs';

const ROOT = resolve(new URL('.', import.meta.url).pathname, '..');
const OUT = join(ROOT, 'package');

if (!process.argv.includes('--no-build')) execFileSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });

const shellDist = join(ROOT, 'shell', 'dist');
if (!existsSync(join(shellDist, 'index.html'))) throw new Error('package: no shell build (run pnpm build)');
const staging = join(OUT, 'staging');
rmSync(OUT, { recursive: true, force: true });
const dist = join(staging, 'dist');
mkdirSync(dist, { recursive: true });
cpSync(shellDist, dist, { recursive: true });

// Every remote remotes.json names under /remotes/<folder>/ travels with it; others (an admin's own) are theirs.
const remotesJson = JSON.parse(readFileSync(join(dist, 'remotes.json'), 'utf8'));
for (const [name, remote] of Object.entries(remotesJson.remotes ?? {})) {
  const folder = /^\/remotes\/([^/]+)\//.exec(String(remote.entry ?? ''))?.[1];
  if (!folder) continue;
  const from = join(ROOT, 'remotes', folder, 'dist');
  if (!existsSync(join(from, 'remoteEntry.js'))) throw new Error(`package: remote ${name} has no build in ${from}`);
  cpSync(from, join(dist, 'remotes', folder), {
    recursive: true,
    filter: (path) => !path.endsWith('mf-manifest-stats.json'),
  });
}

const { version: build, files } = stamp(dist);
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const name = `fedi-${version}-${build.slice(0, 8)}`;
writeFileSync(join(dist, 'build.json'), `${JSON.stringify({ name: 'fedi', version, build }, null, 2)}\n`);
const folder = join(OUT, name);
cpSync(staging, folder, { recursive: true });
rmSync(staging, { recursive: true, force: true });
// -X: no extra file attributes, so the same build zips the same.
execFileSync('zip', ['-qrX', join(OUT, `${name}.zip`), 'dist'], { cwd: folder });
console.log(`package: ${join('package', `${name}.zip`)} (build ${build}, ${files} files precached by the worker)`);
