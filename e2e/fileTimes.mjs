// Writes e2e/fileTimes.json — the seconds each dev-instance spec file took — from a Playwright JSON report
// (default: .reports/e2e.json of the last `npm test`), so the split between dev instances (devInstances.ts)
// balances by time, not by test count. Only first tries count (a retry is not the file's usual cost).
// Usage: node e2e/fileTimes.mjs [report.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { playwrightDurations } from '../tools/testMachine.mjs';

const here = new URL('.', import.meta.url).pathname;
const reportFile = process.argv[2] ?? join(here, '..', '.reports', 'e2e.json');
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const times = {};
for (const test of playwrightDurations(report, { firstTryOnly: true })) {
  if (!test.project.startsWith('dev-instance')) continue;
  const file = basename(test.file);
  times[file] = (times[file] ?? 0) + test.ms / 1000;
}
const sorted = Object.fromEntries(
  Object.entries(times)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, seconds]) => [file, Math.round(seconds)]),
);
writeFileSync(join(here, 'fileTimes.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `e2e/fileTimes.json: ${Object.keys(sorted).length} files, ${Object.values(sorted).reduce((a, b) => a + b, 0)} s in all`,
);
