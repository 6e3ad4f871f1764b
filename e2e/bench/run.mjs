#!/usr/bin/env node
// `pnpm bench`: speed and size figures in real Chromium against the dev instance. It prints JSON and a
// table with pass/miss against the targets; it asserts nothing. It starts its own app host on a free
// loopback port (with extra statuses and test controls) and stops it at the end.
// `pnpm bench --only firstLoad,thread` runs only the named parts (firstLoad, warmStart, scroll, thread, streaming,
// chat, themeSwitch);
// warmStart: the repeat visit's time to the first status beside the cold one (service worker; target ≤ 0.3×);
// firstLoad also prints the layout-shift score (CLS) of that load, until two seconds after the first status,
// and what of jsGzipKB is icon drawings (iconsGzipKB, `icons` of them: issue 20 lets it grow by those only);
// `--scripts` also lists each script of the cold first load with its gzip size; `--signed-in` also
// measures the first load of a signed-in user (alice) on the same page (signedInJsGzipKB); `--lang ja` also
// measures the first load of a visitor whose browser prefers that language (jaJsGzipKB, jaFirstStatusMs…).
// `pnpm bench --soak MINUTES` runs the long-session soak alone (soak.mjs: streaming at 5 posts/s and
// periodic scrolling, heap and DOM sampled each minute; add `--only …` to run other parts as well).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { measureChat } from './chat.mjs';
import { measureFirstLoad } from './firstLoad.mjs';
import { measureScroll } from './scroll.mjs';
import { measureSoak } from './soak.mjs';
import { measureStreaming } from './streaming.mjs';
import { measureThemeSwitch } from './themeSwitch.mjs';
import { measureThread } from './thread.mjs';
import { measureWarmStart } from './warmStart.mjs';

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
  firstLoadCls: 0.02,
  domNodes: 3000,
  longestTaskMs: 50,
  threadScriptMs: 150,
  streamLost: 0,
  streamDuplicated: 0,
  chatDomNodes: 3000,
  chatLongestTaskMs: 50,
  themeSwitchMs: 50,
  warmToCold: 0.3,
  soakHeapRatio: 1.3,
  soakDomRatio: 1.1,
  soakElementsRatio: 1.1,
  soakStatusFetches: 0,
};

const PARTS = ['firstLoad', 'warmStart', 'scroll', 'thread', 'streaming', 'chat', 'themeSwitch'];
const soakAt = process.argv.indexOf('--soak');
const soakMinutes = soakAt === -1 ? 0 : Number(process.argv[soakAt + 1]);
if (soakAt !== -1 && !(Number.isInteger(soakMinutes) && soakMinutes > 0)) {
  console.error('--soak takes a whole number of minutes, e.g. --soak 30');
  process.exit(2);
}
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? (soakMinutes ? [] : PARTS) : (process.argv[onlyAt + 1]?.split(',') ?? []);
const unknown = only.filter((part) => !PARTS.includes(part));
if (unknown.length > 0 || (only.length === 0 && !soakMinutes)) {
  console.error(`--only takes a comma-separated list of: ${PARTS.join(', ')}`);
  process.exit(2);
}
const runs = (part) => only.includes(part);
const langAt = process.argv.indexOf('--lang');
const lang = langAt === -1 ? null : process.argv[langAt + 1];
if (langAt !== -1 && (!lang || lang.startsWith('--'))) {
  console.error('--lang takes a language code, e.g. --lang ja');
  process.exit(2);
}

const port = await freePort();
// Own process group: stopping it stops the server pnpm starts under it too.
const host = spawn(
  'pnpm',
  ['--filter', '@fedi/devserver', 'run', 'serve', '--port', String(port), '--statuses', '3000', '--test-controls'],
  {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  },
);
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v1/instance`);
  const figures = {};
  if (runs('firstLoad')) {
    const onScripts = process.argv.includes('--scripts') ? (list) => console.table(list) : undefined;
    // English is in the code: its first load fetches no translation file.
    const firstLoad = await measureFirstLoad(base, 1, { onScripts });
    delete firstLoad.localesGzipKB;
    Object.assign(figures, firstLoad);
    figures.firstStatusMsCpu4x = (await measureFirstLoad(base, 4)).firstStatusMs;
    if (process.argv.includes('--signed-in')) {
      const signedIn = await measureFirstLoad(base, 1, { onScripts, signedInAs: 'alice' });
      figures.signedInJsGzipKB = signedIn.jsGzipKB;
      figures.signedInScripts = signedIn.scripts;
      figures.signedInFirstLoadCls = signedIn.firstLoadCls;
      figures.signedInIconsGzipKB = signedIn.iconsGzipKB;
    }
    if (lang) {
      const other = await measureFirstLoad(base, 1, { onScripts, locale: lang });
      figures[`${lang}JsGzipKB`] = other.jsGzipKB;
      figures[`${lang}Scripts`] = other.scripts;
      figures[`${lang}LocalesGzipKB`] = other.localesGzipKB;
      figures[`${lang}FirstStatusMs`] = other.firstStatusMs;
    }
  }
  if (runs('warmStart')) Object.assign(figures, await measureWarmStart(base));
  if (runs('scroll')) Object.assign(figures, await measureScroll(base));
  if (runs('thread')) Object.assign(figures, await measureThread(base));
  if (runs('streaming')) Object.assign(figures, await measureStreaming(base));
  if (runs('chat')) Object.assign(figures, await measureChat(base));
  if (runs('themeSwitch')) Object.assign(figures, await measureThemeSwitch(base));
  if (soakMinutes) {
    console.log(`soak: ${soakMinutes} min, 5 posts/s; a sample each minute`);
    const soak = await measureSoak(base, soakMinutes, { onSample: (entry) => console.log(JSON.stringify(entry)) });
    console.table(soak.soakSamples);
    delete soak.soakSamples;
    Object.assign(figures, soak);
    console.log(
      `heap at the end / at minute ${soak.soakHeapBaseMinute}: ${soak.soakHeapRatio} (target ≤ 1.3); DOM nodes ${soak.soakDomRatio}, elements ${soak.soakElementsRatio}`,
    );
  }
  console.log(JSON.stringify(figures, null, 2));
  console.log('\nfigure                      value      target   result');
  for (const [name, value] of Object.entries(figures)) {
    const target = TARGETS[name];
    const verdict = target === undefined ? '' : value <= target ? 'pass' : 'miss';
    console.log(
      `${name.padEnd(27)} ${String(value).padStart(8)}   ${target === undefined ? '' : `≤ ${target}`.padEnd(7)}  ${verdict}`,
    );
  }
  if ('longestTaskMs' in figures || 'streamLongestTaskMs' in figures || 'chatLongestTaskMs' in figures) {
    // Chromium's Long Tasks API reports only tasks over 50 ms: 0 there means none was over 50 ms.
    console.log(
      '\nlongestTaskMs / streamLongestTaskMs / chatLongestTaskMs: longest Long Tasks API entry (tasks over 50 ms only; 0 = none);',
    );
    console.log(
      'longestTaskCpuMs / chatLongestTaskCpuMs: the longest main-thread task by thread CPU time in a trace of the same scroll.',
    );
  }
} finally {
  if (host.exitCode === null && host.signalCode === null) process.kill(-host.pid, 'SIGTERM');
}
