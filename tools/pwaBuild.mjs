#!/usr/bin/env node
// Stamps a build into its service worker (ARCHITECTURE.md "Offline and installed app"): the version (a hash of
// every file the app host or an instance serves) and the files the worker precaches on install.
//   node tools/pwaBuild.mjs             the repository's build: shell/dist at `/`, remotes/<folder>/dist at `/remotes/<folder>/`
//   node tools/pwaBuild.mjs --dir DIR   a frontend laid out as served (`pnpm package`'s zip: index.html at the root)
// Run after every build (`pnpm build` does); an admin who replaces a remote's files in place runs it again on
// the frontend's folder, so browsers take the new build as a new version. Idempotent.
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(new URL('.', import.meta.url).pathname, '..');
/** The remotes of the first screens (landing timeline, profiles and notifications, the composer): precached whole. */
export const FIRST_SCREEN_REMOTES = ['timelines', 'people', 'composer'];
// The worker's `const BUILD = {…}` (the build minifies it: no spaces, and a comma may follow).
const BUILD_LINE = /(const BUILD ?= ?)\{[^}]*\}/;
const BUILD_META = /\s*<meta name="fedi-build" content="[^"]*" \/>/;

function walk(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(path));
    else files.push(path);
  }
  return files;
}

/** Every served file: `[servedPath, file]`. */
function servedFiles(dir) {
  if (dir) return walk(dir).map((file) => [`/${relative(dir, file).split(sep).join('/')}`, file]);
  const files = walk(join(ROOT, 'shell', 'dist')).map((file) => [
    `/${relative(join(ROOT, 'shell', 'dist'), file)
      .split(sep)
      .join('/')}`,
    file,
  ]);
  for (const folder of readdirSync(join(ROOT, 'remotes'))) {
    const dist = join(ROOT, 'remotes', folder, 'dist');
    if (!existsSync(join(dist, 'remoteEntry.js'))) continue;
    for (const file of walk(dist))
      files.push([`/remotes/${folder}/${relative(dist, file).split(sep).join('/')}`, file]);
  }
  return files;
}

const isCode = (path) => /\.(?:js|css)$/.test(path) && !path.includes('/locales/');
/** Shared modules the shell provides (the federation config's singletons, the shared index, dompurify): a remote's own copy of them is never loaded. */
const { SINGLETONS } = createRequire(import.meta.url)('../shared/build/federation.cjs');
const SHELL_PROVIDES = new Set([...SINGLETONS, '@fedi/shared', 'dompurify']);

/** A first-screen remote's files: what its exposed modules load (now or later) and the shared copies only it may provide. */
function remoteFiles(folder, manifest) {
  const names = new Set();
  const add = (assets) => {
    for (const kind of ['js', 'css'])
      for (const when of ['sync', 'async']) for (const name of assets?.[kind]?.[when] ?? []) names.add(name);
  };
  for (const expose of manifest.exposes ?? []) add(expose.assets);
  for (const shared of manifest.shared ?? []) if (!SHELL_PROVIDES.has(shared.name)) add(shared.assets);
  return [...names].map((name) => `/remotes/${folder}/${name}`);
}

/** What the worker precaches: the shell, every remote entry of the build's remotes.json, the first screens' remotes. */
export function precacheList(files, remotesJson, readJson) {
  const entries = Object.values(remotesJson.remotes ?? {})
    .map((remote) => String(remote.entry ?? '').replace(/mf-manifest\.json$/, 'remoteEntry.js'))
    .filter((entry) => entry.startsWith('/'));
  const served = new Set(files.map(([path]) => path));
  const list = new Set(['/index.html', '/remotes.json', '/manifest.webmanifest', '/theme-boot.js']);
  for (const [path] of files) {
    if (path.startsWith('/remotes/')) continue;
    if ((isCode(path) && path !== '/service-worker.js') || path.startsWith('/icons/')) list.add(path);
  }
  for (const entry of entries) if (served.has(entry)) list.add(entry);
  for (const folder of FIRST_SCREEN_REMOTES) {
    const manifest = `/remotes/${folder}/mf-manifest.json`;
    if (served.has(manifest)) for (const path of remoteFiles(folder, readJson(manifest))) list.add(path);
  }
  return [...list].filter((path) => served.has(path)).sort();
}

export function stamp(dir) {
  const files = servedFiles(dir);
  const byPath = new Map(files);
  const worker = byPath.get('/service-worker.js');
  const index = byPath.get('/index.html');
  if (!worker || !index) throw new Error('pwaBuild: no service-worker.js or index.html in the build');
  // The version covers every file but the worker itself and the stamp in index.html.
  writeFileSync(index, readFileSync(index, 'utf8').replace(BUILD_META, ''));
  const hash = createHash('sha256');
  for (const [path, file] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (path === '/service-worker.js') continue;
    hash.update(path).update('\0').update(readFileSync(file)).update('\0');
  }
  const version = hash.digest('hex').slice(0, 16);
  const remotesJson = JSON.parse(readFileSync(byPath.get('/remotes.json'), 'utf8'));
  const precache = precacheList(files, remotesJson, (path) => JSON.parse(readFileSync(byPath.get(path), 'utf8')));
  const source = readFileSync(worker, 'utf8');
  if (!BUILD_LINE.test(source)) throw new Error('pwaBuild: the worker has no `const BUILD = {…}`');
  writeFileSync(
    worker,
    source.replace(BUILD_LINE, (_all, start) => `${start}${JSON.stringify({ version, precache })}`),
  );
  // The page knows its build (the update notice compares it with the worker's).
  writeFileSync(
    index,
    readFileSync(index, 'utf8').replace('<head>', `<head>\n    <meta name="fedi-build" content="${version}" />`),
  );
  const bytes = precache.reduce((total, path) => total + statSync(byPath.get(path)).size, 0);
  return { version, files: precache.length, bytes };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const at = process.argv.indexOf('--dir');
  const dir = at === -1 ? undefined : resolve(process.argv[at + 1] ?? '.');
  const { version, files, bytes } = stamp(dir);
  console.log(`pwaBuild: version ${version}, ${files} files precached (${(bytes / 1024).toFixed(0)} KB)`);
}
