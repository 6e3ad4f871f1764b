// What `npm test` prints about the run: the machine at its start (cores, memory, load, browser, fonts) and the
// slowest tests at its end, so that a slow machine or a slow test is visible in every run's log.
import { spawnSync } from 'node:child_process';
import { availableParallelism, cpus, freemem, loadavg, totalmem } from 'node:os';

/**
 * Colour fonts that draw 😀 (U+1F600): an emoji font as users have one. Plain text fonts (DejaVu Sans) have a
 * few emoji in black and white, so the charset alone would count them.
 */
const EMOJI_PATTERN = ':charset=1f600:color=true';

function output(cmd, args) {
  const result = spawnSync(cmd, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The font families fontconfig finds (all, and those drawing emoji); null when fontconfig is missing. */
export function fontFamilies() {
  const all = output('fc-list', [':', 'family']);
  if (all === null) return null;
  const families = (text) => [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.split(',')[0].trim())
        .filter(Boolean),
    ),
  ];
  return { all: families(all), emoji: families(output('fc-list', [EMOJI_PATTERN, 'family']) ?? '') };
}

/** Whether an emoji font is installed (Debian's `fonts-noto-color-emoji`, as users' machines have one). */
export function hasEmojiFont() {
  return (fontFamilies()?.emoji.length ?? 0) > 0;
}

const gib = (bytes) => `${(bytes / 2 ** 30).toFixed(1)} GiB`;

/** Lines describing this machine, for the start of a test run. */
export function machineLines(chromiumPath) {
  const cpuList = cpus();
  const fonts = fontFamilies();
  const browser = output(chromiumPath, ['--version']) ?? `not found at ${chromiumPath}`;
  return [
    `machine: ${availableParallelism()} cores (${cpuList[0]?.model?.trim() ?? 'unknown CPU'}), ${gib(totalmem())} memory, ${gib(freemem())} free`,
    `load average: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
    `node ${process.version}; browser: ${browser.split('\n')[0]}`,
    fonts === null
      ? 'fonts: fontconfig not found'
      : `fonts: ${fonts.all.length} families; emoji: ${fonts.emoji.length ? fonts.emoji.join(', ') : 'none (screenshots show empty boxes)'}`,
  ];
}

/**
 * Every test of a Playwright JSON report with its time (every try, or the first only) and how many tries it
 * took.
 */
export function playwrightDurations(report, { firstTryOnly = false } = {}) {
  const found = [];
  // `file` is the spec file the test belongs to (its top-level suite), even when a helper module declares it.
  const walk = (suite, titles, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        if (results.length === 0) continue;
        found.push({
          title: [...titles, spec.title].filter(Boolean).join(' › '),
          file,
          project: test.projectName ?? '',
          ms: (firstTryOnly ? results.slice(0, 1) : results).reduce((sum, result) => sum + (result.duration ?? 0), 0),
          tries: results.length,
          status: test.status ?? '',
        });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.file === child.title ? titles : [...titles, child.title], file);
  };
  for (const suite of report?.suites ?? []) walk(suite, [], suite.file ?? suite.title ?? '');
  return found;
}

/** Every test of a jest JSON report (`--json`) with its time. */
export function jestDurations(report) {
  const found = [];
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? [])
      found.push({ title: test.fullName ?? test.title, file: file.name ?? '', ms: test.duration ?? 0, tries: 1 });
  }
  return found;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A table of the `count` slowest tests (all tries counted), slowest first. */
export function slowestTable(tests, count = 10) {
  const rows = [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (rows.length === 0) return '';
  return rows
    .map((test, index) => {
      const where = test.project ? `[${test.project}] ` : '';
      const tries = test.tries > 1 ? ` (${test.tries} tries)` : '';
      return `${String(index + 1).padStart(2)}. ${seconds(test.ms).padStart(8)}  ${where}${test.file ? `${test.file}: ` : ''}${test.title}${tries}`;
    })
    .join('\n');
}

/** The longest-running spec files (tests of one file run in order on one worker). */
export function slowestFiles(tests, count = 10) {
  const byFile = new Map();
  for (const test of tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);
  return [...byFile.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, ms], index) => `${String(index + 1).padStart(2)}. ${seconds(ms).padStart(8)}  ${file}`)
    .join('\n');
}
