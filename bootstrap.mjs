#!/usr/bin/env node
// The README's two commands: `npm start` (set up, build, serve) and `npm test` (set up, run every test).
// Needs only Node 20+ and npm: it brings pnpm and, for tests, Debian's Chromium.
import { spawn, spawnSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSnac, readySnac, SNAC_MISSING_HELP } from './e2e/snac/ensureSnac.mjs';
import {
  hasEmojiFont,
  jestDurations,
  machineLines,
  playwrightDurations,
  slowestFiles,
  slowestTable,
} from './tools/testMachine.mjs';

const PNPM = '10.34.9';
const root = new URL('.', import.meta.url).pathname;
const [command = 'start', ...rest] = process.argv.slice(2);

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status ?? 1;
}

function must(cmd, args, options) {
  const code = run(cmd, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function ensurePnpm() {
  if (has('pnpm') && execSync('pnpm --version').toString().trim().startsWith('10.')) return;
  console.log(`Installing pnpm ${PNPM} with npm…`);
  if (run('npm', ['install', '--global', `pnpm@${PNPM}`]) !== 0) {
    console.error('Could not install pnpm globally. Run `npm install --global pnpm@10` (may need sudo) and try again.');
    process.exit(1);
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The e2e leg against a real snac2 server (e2e/snac) needs Debian's snac2; FEDI_E2E_SNAC=0 leaves it out. */
const SNAC_LEG = process.env.FEDI_E2E_SNAC !== '0';

/** Debian's emoji font: users' machines have one, so screenshots and layout checks should see what they see. */
const EMOJI_FONT_PACKAGE = 'fonts-noto-color-emoji';

/**
 * Debian's Chromium (browser tests), its emoji font and snac2 (real-server leg, see e2e/snac/ensureSnac.mjs)
 * when missing.
 */
function ensureTestTools() {
  const needChromium = !existsSync(CHROMIUM);
  const needFont = !hasEmojiFont();
  const needSnac = SNAC_LEG && !readySnac();
  if (!needChromium && !needFont && !needSnac) return;
  if (process.getuid?.() !== 0) {
    if (needFont)
      console.error(
        `No emoji font found: screenshots will show empty boxes where users see emoji. Install Debian's ${EMOJI_FONT_PACKAGE} (sudo apt-get install -y ${EMOJI_FONT_PACKAGE}).`,
      );
    if (needChromium)
      console.error(
        `Chromium is missing at ${CHROMIUM}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
      );
    // Without root, the snac leg falls back to a snac2 the machine already has (ensureSnac says so).
    const snacMissing = needSnac && !existsSync('/usr/bin/snac');
    if (snacMissing) console.error(SNAC_MISSING_HELP);
    if (needChromium || snacMissing) process.exit(1);
    return;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    if (needChromium || needFont) {
      if (needChromium) must('apt-get', ['update'], { env });
      else run('apt-get', ['update'], { env });
    }
    if (needChromium) {
      console.log('Installing Debian’s chromium for the browser tests…');
      must('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env });
    }
    // Without the font the tests still run (a warning, not a failure): only emoji look different.
    if (needFont) {
      console.log(`Installing Debian’s ${EMOJI_FONT_PACKAGE} (emoji as users see them)…`);
      if (run('apt-get', ['install', '-y', '--no-install-recommends', EMOJI_FONT_PACKAGE], { env }) !== 0)
        console.error(`✗ could not install ${EMOJI_FONT_PACKAGE}: screenshots will show empty boxes for emoji`);
    }
    if (needSnac) console.log(`snac2 for the real-server browser tests: ${ensureSnac()}`);
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

function setup() {
  ensurePnpm();
  must('pnpm', ['install', '--frozen-lockfile']);
  must('pnpm', ['run', 'build']);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

function test() {
  const started = Date.now();
  setup();
  ensureTestTools();
  // The machine the run is on: a slow or busy one shows in every log.
  console.log(`\n── this machine ──\n${machineLines(CHROMIUM).join('\n')}`);
  const reports = join(root, '.reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  let passed = 0;
  let failed = 0;
  const step = (name, cmd, args) => {
    console.log(`\n── ${name} ──`);
    const stepStarted = Date.now();
    const ok = run(cmd, args) === 0;
    console.log(`${ok ? '✓' : '✗'} ${name} (${minutes(Date.now() - stepStarted)})`);
    return ok;
  };
  // Lint and typecheck count as one test each.
  for (const [name, script] of [
    ['lint', 'lint'],
    ['typecheck', 'typecheck'],
  ]) {
    if (step(name, 'pnpm', ['run', script])) passed++;
    else failed++;
  }
  const jestOk = step('jest (unit + component)', 'pnpm', [
    'exec',
    'jest',
    '--ci',
    '--json',
    `--outputFile=${join(reports, 'jest.json')}`,
  ]);
  const jest = readJson(join(reports, 'jest.json'));
  if (jest) {
    passed += jest.numPassedTests;
    failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  } else if (!jestOk) failed++;
  const e2eOk = step('playwright (e2e)', 'pnpm', ['--filter', '@fedi/e2e', 'test'], {});
  const e2e = readJson(join(reports, 'e2e.json'));
  if (e2e?.stats) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
    if (e2e.stats.flaky)
      console.log(`\n${e2e.stats.flaky} e2e test(s) passed only on their retry (flaky): see "Flaky" in the list above`);
  } else if (!e2eOk) failed++;
  if (!e2eOk && e2e?.stats && e2e.stats.unexpected === 0) failed++;
  const e2eTests = playwrightDurations(e2e);
  if (e2eTests.length > 0) {
    console.log(`\nThe ten slowest e2e tests (every try counted):\n${slowestTable(e2eTests)}`);
    console.log(`\nThe five longest e2e files:\n${slowestFiles(e2eTests, 5)}`);
  }
  const jestTests = jestDurations(jest);
  if (jestTests.length > 0) console.log(`\nThe five slowest jest tests:\n${slowestTable(jestTests, 5)}`);
  console.log(`\nwall time: ${minutes(Date.now() - started)} on ${machineLines(CHROMIUM)[0].replace('machine: ', '')}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

/** The ways an operator stops `npm start`: Ctrl-C, `kill`, a closed terminal. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Whether any process of group `pgid` is still there. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Runs the app host in a process group of its own and ends that whole group when this
 * process is asked to stop (SIGINT, SIGTERM, SIGHUP) or loses its parent (npm, which forwards only SIGINT
 * and SIGTERM, dies on SIGHUP): SIGTERM first, SIGKILL after 10 s. This process exits only once no
 * process of the group is left, so nothing keeps serving on the port.
 */
function serve(args) {
  // The devserver's `serve` script (`tsx src/cli.ts`) as one node process with tsx as its loader: no pnpm
  // and tsx wrappers between, which would report a stop by signal as a failure.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: join(root, 'devserver'),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const pgid = child.pid;
  let exitCode = null;
  let stopping = false;
  const finish = () => {
    if (pgid !== undefined && groupAlive(pgid)) return void setTimeout(finish, 50);
    process.exit(exitCode ?? 0);
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    clearInterval(parentWatch);
    if (pgid === undefined) process.exit(1);
    try {
      process.kill(-pgid, 'SIGTERM');
    } catch {
      // already gone
    }
    setTimeout(() => {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000).unref();
    finish();
  };
  for (const signal of STOP_SIGNALS) process.on(signal, stop);
  const parent = process.ppid;
  const parentWatch = setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 250);
  child.on('error', (error) => {
    console.error(`✗ could not start the app host: ${error.message}`);
    exitCode = 1;
    stop();
  });
  child.on('exit', (code, signal) => {
    exitCode ??= stopping ? 0 : (code ?? (signal ? 1 : 0));
    stop();
  });
}

if (command === 'start') {
  // FEDI_START_SKIP_SETUP=1 serves the tree as it is (no install, no build): the stop test uses it.
  if (process.env.FEDI_START_SKIP_SETUP !== '1') setup();
  serve(rest);
} else if (command === 'test') {
  test();
} else {
  console.error('usage: node bootstrap.mjs start|test [-- options]');
  process.exit(2);
}
