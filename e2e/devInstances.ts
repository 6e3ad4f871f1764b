import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

/** Seconds each spec file took in a measured run (`e2e/fileTimes.json`, written by `node e2e/fileTimes.mjs`). */
export type FileTimes = Record<string, number>;

/** Seconds per test for a file the times do not know yet (a new spec): the measured files' mean. */
function secondsPerTest(times: FileTimes, counts: Map<string, number>): number {
  const known = [...counts.entries()].filter(([name]) => times[name] !== undefined);
  const tests = known.reduce((sum, [, count]) => sum + count, 0);
  const seconds = known.reduce((sum, [name]) => sum + times[name]!, 0);
  return tests > 0 ? seconds / tests : 10;
}

/** The measured times beside this file, or none. */
export function readFileTimes(file = join(__dirname, 'fileTimes.json')): FileTimes {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FileTimes;
  } catch {
    return {};
  }
}

/**
 * The dev-instance e2e files, split between `count` dev instances so that each Playwright worker has
 * its own (tests reset it, flip its config and inject faults, so two workers must never share one).
 * A file stays whole on one instance (serial files keep their order); files go to the least loaded
 * instance, heaviest first, weighed by the seconds they took in a measured run (`times`), or for a file
 * not measured yet by its number of tests at the measured files' mean — the same split on every run.
 */
export function splitTestFiles(testDir: string, count: number, times: FileTimes = {}): string[][] {
  const names = readdirSync(testDir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
  const counts = new Map(names.map((name) => [name, testCount(readFileSync(join(testDir, name), 'utf8'))]));
  const perTest = secondsPerTest(times, counts);
  const files = names
    .map((name) => ({ name, weight: times[name] ?? counts.get(name)! * perTest }))
    .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
  const groups = Array.from({ length: count }, () => ({ files: [] as string[], weight: 0 }));
  for (const file of files) {
    const lightest = groups.reduce((best, group) => (group.weight < best.weight ? group : best));
    lightest.files.push(file.name);
    lightest.weight += file.weight;
  }
  return groups.map((group) => group.files);
}

/**
 * Tests declared in a spec file (`test(…)`, `test.only(…)`, `test.fixme(…)` …), at least 1. A file whose
 * tests are declared elsewhere (the a11y walk's files call a helper that declares one test per screen) or
 * run much longer than most says its weight in a comment: `// e2e-weight: 40` (in tests of usual length).
 */
export function testCount(source: string): number {
  const weight = /^\s*\/\/\s*e2e-weight:\s*(\d+)\s*$/m.exec(source);
  if (weight) return Math.max(1, Number(weight[1]));
  return Math.max(1, source.match(/^\s*test(?:\.(?:only|fixme|fail|slow))?\(/gm)?.length ?? 0);
}

/**
 * How many dev instances (and dev-instance workers): E2E_INSTANCES when set, else one per core, at least 1
 * and at most 4 (each runs a browser and an app host; the snac leg's worker comes on top).
 */
export function instanceCount(env: string | undefined, cores = availableParallelism()): number {
  const value = Number(env ?? Math.min(4, Math.max(1, cores)));
  return Number.isInteger(value) && value >= 1 ? value : Math.min(4, Math.max(1, cores));
}
