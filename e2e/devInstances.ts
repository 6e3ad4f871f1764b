import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The dev-instance e2e files, split between `count` dev instances so that each Playwright worker has
 * its own (tests reset it, flip its config and inject faults, so two workers must never share one).
 * A file stays whole on one instance (serial files keep their order); files go to the least loaded
 * instance, heaviest first, weighed by their number of tests — the same split on every run.
 */
export function splitTestFiles(testDir: string, count: number): string[][] {
  const files = readdirSync(testDir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .map((name) => ({ name, weight: testCount(readFileSync(join(testDir, name), 'utf8')) }))
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

/** How many dev instances (and dev-instance workers): E2E_INSTANCES, default 2, at least 1. */
export function instanceCount(env: string | undefined): number {
  const value = Number(env ?? 2);
  return Number.isInteger(value) && value >= 1 ? value : 2;
}
