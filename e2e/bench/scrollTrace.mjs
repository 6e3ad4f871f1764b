#!/usr/bin/env node
// Where the long tasks of the scroll benchmark come from: runs the same reader (flick to the end of
// /main/all, pause, repeat) with a Chromium performance trace and a sampling CPU profile, then lists
// every main-thread task above a threshold with what is inside it (trace events by kind, and the
// functions the profiler sampled during it, by self time).
//
//   node e2e/bench/scrollTrace.mjs <base url of a running app host> [--statuses 2000] [--over 30] [--out dir] [--interval µs] [--show n] [--no-profile]
//
// The app host must serve the test instance with enough statuses, e.g.
//   pnpm --filter @fedi/devserver run serve --port 45120 --statuses 3000 --test-controls
// With --out the raw trace and profile are written there (load them in DevTools' Performance panel).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from './browser.mjs';
import { mainThreadOf, sampleWindows, summarizeAll, summarizeKinds, summarizeTask } from './scrollTraceAnalysis.mjs';

const args = process.argv.slice(2);
const base = args.find((arg) => !arg.startsWith('--') && /^https?:/.test(arg));
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
if (!base) {
  console.error('usage: scrollTrace.mjs <base url> [--statuses 2000] [--over 30] [--out dir]');
  process.exit(2);
}
const target = Number(option('statuses', 2000));
const overMs = Number(option('over', 30));
const out = option('out', null);

const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const loaded = new Set();
  page.on('response', async (response) => {
    if (!response.ok() || !new URL(response.url()).pathname.startsWith('/api/v1/timelines/')) return;
    const body = await response.json().catch(() => []);
    if (Array.isArray(body)) for (const status of body) loaded.add(status.id);
  });
  // The scripts as served, so minified frames of the profile can be looked up after a rebuild.
  const scripts = new Map();
  if (out) {
    page.on('response', async (response) => {
      if (!/\.js$/.test(new URL(response.url()).pathname)) return;
      scripts.set(new URL(response.url()).pathname.replace(/^.*\//, ''), await response.text().catch(() => ''));
    });
  }
  await page.goto(`${base}/main/all`);
  await page.waitForSelector('article[data-status-id]');
  const cdp = await page.context().newCDPSession(page);
  // Without the profiler the task times are closer to the benchmark's (sampling costs CPU too).
  const profiling = !args.includes('--no-profile');
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: Number(option('interval', 500)) });
  }
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing'],
  });
  if (profiling) await cdp.send('Profiler.start');
  const deadline = Date.now() + 200_000;
  while (loaded.size < target && Date.now() < deadline) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(500);
  }
  const { profile } = profiling
    ? await cdp.send('Profiler.stop')
    : { profile: { nodes: [], samples: [], timeDeltas: [], startTime: 0, endTime: Infinity } };
  const trace = JSON.parse((await browser.stopTracing()).toString());
  if (out) {
    writeFileSync(join(out, 'scroll-trace.json'), JSON.stringify(trace));
    if (profiling) writeFileSync(join(out, 'scroll-profile.cpuprofile'), JSON.stringify(profile));
    mkdirSync(join(out, 'scripts'), { recursive: true });
    for (const [name, text] of scripts) writeFileSync(join(out, 'scripts', name), text);
  }
  const events = trace.traceEvents;
  const main = mainThreadOf(events);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  // Not the profiler's own start and stop.
  const profilerWork = onMain.filter((e) => e.name.startsWith('CpuProfiler'));
  const tasks = onMain.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      (e.tdur ?? e.dur) / 1000 >= overMs &&
      e.ts > profile.startTime &&
      e.ts + e.dur < profile.endTime &&
      !profilerWork.some((p) => p.ts >= e.ts && p.ts < e.ts + e.dur),
  );
  const windows = sampleWindows(profile);
  const cpuTotal =
    onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X').reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  console.log(
    `statuses loaded ${loaded.size}; main-thread task CPU ${Math.round(cpuTotal)} ms; tasks ≥ ${overMs} ms CPU: ${tasks.length}`,
  );
  const byCpu = [...tasks].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0));
  const report = [
    summarizeKinds(tasks, onMain),
    summarizeAll(tasks, windows),
    ...byCpu.slice(0, Number(option('show', 8))).map((task) => summarizeTask(task, onMain, windows)),
  ].join('\n');
  console.log(report);
  // Minified frames: the source where each starts.
  if (scripts.size > 0) {
    console.log('\n=== frames');
    const frames = new Set(report.match(/[\w$.~#-]+\.js:\d+:\d+/g) ?? []);
    for (const frame of frames) {
      const [file, line, column] = frame.split(':');
      const text = scripts.get(file)?.split('\n')[Number(line) - 1];
      if (text) console.log(`${frame.padEnd(40)} ${text.slice(Math.max(0, Number(column) - 40), Number(column) + 80)}`);
    }
  }
} finally {
  await browser.close();
}
