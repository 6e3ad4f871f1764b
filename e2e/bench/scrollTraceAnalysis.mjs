// Reading a Chromium trace plus a V8 sampling profile: which main-thread tasks were long and what was in them.
// Used by scrollTrace.mjs; both clocks are the browser's monotonic microseconds.

/** The page's renderer main thread: the CrRendererMain with the most task time. */
export function mainThreadOf(events) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = new Map();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X') continue;
    const key = `${e.pid}:${e.tid}`;
    busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  return mains.reduce((best, thread) => {
    const time = busy.get(`${thread.pid}:${thread.tid}`) ?? 0;
    return best === null || time > best.time ? { pid: thread.pid, tid: thread.tid, time } : best;
  }, null);
}

/** Samples of a CPU profile as [timestamp µs, node] with each node's parent, for windowed queries. */
export function sampleWindows(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const times = [];
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i] ?? 0;
    times.push(at);
  }
  return { byId, parent, times, samples: profile.samples };
}

const short = (url) => (url ? url.replace(/^.*\//, '') : '');
export const frameName = (frame) =>
  `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;

/** Self and total sample time per function between `from` and `to` (µs). */
export function profileBetween(windows, from, to) {
  const self = new Map();
  const total = new Map();
  let count = 0;
  for (let i = 0; i < windows.times.length; i += 1) {
    const time = windows.times[i];
    if (time < from || time > to) continue;
    const weight = (windows.times[i + 1] ?? time) - time;
    count += weight;
    let id = windows.samples[i];
    const leaf = windows.byId.get(id);
    const leafName = frameName(leaf.callFrame);
    self.set(leafName, (self.get(leafName) ?? 0) + weight);
    const seen = new Set();
    while (id !== undefined) {
      const node = windows.byId.get(id);
      const name = frameName(node.callFrame);
      if (!seen.has(name)) {
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + weight);
      }
      id = windows.parent.get(id);
    }
  }
  return { self, total, count };
}

const ms = (us) => (us / 1000).toFixed(1);
const top = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);

/** A text block about one task: wall and CPU time, trace events inside it by kind, hot functions. */
export function summarizeTask(task, threadEvents, windows) {
  const end = task.ts + task.dur;
  const inside = threadEvents.filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < end);
  const kinds = new Map();
  for (const e of inside) {
    let name = e.name;
    if (name === 'FunctionCall') name = `FunctionCall ${e.args?.data?.functionName || ''} ${short(e.args?.data?.url)}`;
    if (name === 'EventDispatch') name = `EventDispatch ${e.args?.data?.type ?? ''}`;
    kinds.set(name, (kinds.get(name) ?? 0) + e.dur);
  }
  const { self, total } = profileBetween(windows, task.ts, end);
  const lines = [`\n=== task at ${ms(task.ts)} ms: wall ${ms(task.dur)} ms, cpu ${ms(task.tdur ?? 0)} ms`];
  lines.push('  trace events (nested ones counted in their parents too):');
  for (const [name, dur] of top(kinds, 14)) lines.push(`    ${ms(dur).padStart(7)}  ${name}`);
  lines.push('  self time:');
  for (const [name, dur] of top(self, 14)) lines.push(`    ${ms(dur).padStart(7)}  ${name}`);
  lines.push('  total time:');
  for (const [name, dur] of top(total, 30)) lines.push(`    ${ms(dur).padStart(7)}  ${name}`);
  return lines.join('\n');
}

/** Self and total time per function summed over all the given tasks. */
export function summarizeAll(tasks, windows) {
  const self = new Map();
  const total = new Map();
  for (const task of tasks) {
    const one = profileBetween(windows, task.ts, task.ts + task.dur);
    for (const [name, time] of one.self) self.set(name, (self.get(name) ?? 0) + time);
    for (const [name, time] of one.total) total.set(name, (total.get(name) ?? 0) + time);
  }
  const lines = [
    `\n=== all ${tasks.length} tasks: wall ${ms(tasks.reduce((sum, t) => sum + t.dur, 0))} ms, cpu ${ms(tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0))} ms`,
  ];
  lines.push('  self time:');
  for (const [name, dur] of top(self, 30)) lines.push(`    ${ms(dur).padStart(8)}  ${name}`);
  lines.push('  total time:');
  for (const [name, dur] of top(total, 60)) lines.push(`    ${ms(dur).padStart(8)}  ${name}`);
  return lines.join('\n');
}

/** What started a task: the longest of the events directly under it that say so. */
export function taskKind(task, threadEvents) {
  const end = task.ts + task.dur;
  const starters = [
    'EventDispatch',
    'FireAnimationFrame',
    'TimerFire',
    'RunMicrotasks',
    'FunctionCall',
    'XHRLoad',
    'ParseHTML',
    'HandlePostMessage',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
  ];
  let best = null;
  for (const e of threadEvents) {
    if (e.ph !== 'X' || e.ts < task.ts || e.ts >= end || !starters.includes(e.name)) continue;
    if (best === null || e.dur > best.dur) best = e;
  }
  if (!best) return 'other';
  if (best.name === 'EventDispatch') return `EventDispatch ${best.args?.data?.type ?? ''}`;
  return best.name;
}

/** Long tasks grouped by what started them: count, longest and summed thread CPU time. */
export function summarizeKinds(tasks, threadEvents) {
  const kinds = new Map();
  for (const task of tasks) {
    const kind = taskKind(task, threadEvents);
    const entry = kinds.get(kind) ?? { count: 0, maxCpu: 0, cpu: 0 };
    entry.count += 1;
    entry.maxCpu = Math.max(entry.maxCpu, (task.tdur ?? 0) / 1000);
    entry.cpu += (task.tdur ?? 0) / 1000;
    kinds.set(kind, entry);
  }
  const lines = ['\n=== long tasks by kind (thread CPU ms)'];
  for (const [kind, entry] of [...kinds].sort((a, b) => b[1].maxCpu - a[1].maxCpu)) {
    lines.push(
      `  ${kind.padEnd(28)} count ${String(entry.count).padStart(4)}  longest ${entry.maxCpu.toFixed(1).padStart(6)}  sum ${entry.cpu.toFixed(0).padStart(6)}`,
    );
  }
  return lines.join('\n');
}
