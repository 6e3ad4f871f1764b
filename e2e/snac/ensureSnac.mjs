// Brings snac2 (a small C server with a Mastodon API) for the real-server e2e leg.
//
// Preferred: snac2 from Debian's trixie-backports (2.96 at the time of writing: polls and reactions in its
// Mastodon API), fetched with `apt-get download` and unpacked with `dpkg-deb -x` into the repo's ignored
// `.cache/snac2/`, never installed system-wide (it is built for trixie, but its libraries resolve on
// bookworm; `ldd` checks that here). Fallback, with a message saying why: Debian's snac2 from
// bookworm-backports (2.75) installed with apt. Both suites reuse the mirror and key apt already uses; no
// host is named here. Idempotent and fast once unpacked. `SNAC_PATH` overrides everything.
//
// CLI: `node e2e/snac/ensureSnac.mjs` prints the snac binary to use on stdout (messages go to stderr).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SYSTEM_BIN = '/usr/bin/snac';
/** Where the trixie-backports package is unpacked (ignored by git). */
export const CACHE_DIR = join(ROOT, '.cache', 'snac2');
export const CACHED_BIN = join(CACHE_DIR, 'usr', 'bin', 'snac');

const NEW_SUITE = 'trixie-backports';
const OLD_SUITE = 'bookworm-backports';
const SOURCES_DIR = '/etc/apt/sources.list.d';
const OLD_SOURCES = join(SOURCES_DIR, 'fedi-snac-backports.sources');
const NEW_SOURCES = join(SOURCES_DIR, 'fedi-snac-trixie-backports.sources');
// trixie's packages are only ever downloaded by name, never installed or upgraded on this bookworm machine.
const NEW_PIN = '/etc/apt/preferences.d/fedi-snac-trixie-backports';
const APT_ENV = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };

function aptRun(args, options = {}) {
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env: APT_ENV, ...options });
  if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

const sourceFiles = () =>
  [
    ...(existsSync(SOURCES_DIR) ? readdirSync(SOURCES_DIR).map((name) => join(SOURCES_DIR, name)) : []),
    '/etc/apt/sources.list',
  ].filter((file) => existsSync(file) && /\.(sources|list)$/.test(file));
const uncommented = (text) =>
  text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n');

/**
 * The Debian mirror apt already uses for bookworm, and its key: `{ uri, signedBy? }` from a deb822
 * stanza (`URIs:`, `Signed-By:`) or a one-line `deb [signed-by=…] URI bookworm …`; null when none is found.
 */
export function configuredMirror() {
  for (const file of sourceFiles().filter((f) => f !== OLD_SOURCES && f !== NEW_SOURCES)) {
    const text = uncommented(readFileSync(file, 'utf8'));
    for (const stanza of text.split(/\n\s*\n/)) {
      const uri = /^URIs:\s*(\S+)/m.exec(stanza)?.[1];
      const suites = /^Suites:\s*(.+)$/m.exec(stanza)?.[1]?.split(/\s+/) ?? [];
      if (uri && suites.includes('bookworm') && /^Types:.*\bdeb\b/m.test(stanza)) {
        return { uri, signedBy: /^Signed-By:\s*(\S+)/m.exec(stanza)?.[1] };
      }
    }
    const line = /^deb\s+(?:\[([^\]]*)\]\s+)?(\S+)\s+bookworm\s/m.exec(text);
    if (line) return { uri: line[2], signedBy: /signed-by=(\S+)/.exec(line[1] ?? '')?.[1] };
  }
  return null;
}

const suiteConfigured = (suite) =>
  sourceFiles().some((file) => new RegExp(`\\b${suite}\\b`).test(uncommented(readFileSync(file, 'utf8'))));

/**
 * A keyring that holds Debian's trixie archive keys: the one the mirror's stanza names when it has them
 * (Debian's `debian-archive-keyring.gpg` from bookworm's 2023.3+deb12u2 on does), else trixie's own file.
 */
function trixieKeyring(mirror) {
  const candidates = [
    mirror.signedBy,
    '/usr/share/keyrings/debian-archive-keyring.gpg',
    '/usr/share/keyrings/debian-archive-trixie-automatic.gpg',
  ];
  for (const file of candidates.filter((f) => f && existsSync(f))) {
    const listed = spawnSync('gpg', ['--no-default-keyring', '--keyring', file, '--list-keys', '--with-colons'], {
      encoding: 'utf8',
    });
    if (listed.status === 0 && /\(13\/trixie\)/.test(listed.stdout)) return file;
  }
  return undefined;
}

/** `snac` prints `snac X.Y - …` when run without arguments; null when it does not run. */
export function snacVersion(bin) {
  if (!existsSync(bin)) return null;
  const result = spawnSync(bin, [], { encoding: 'utf8', timeout: 10_000 });
  return /^snac (\S+)/m.exec(`${result.stdout}${result.stderr}`)?.[1] ?? null;
}

/** Shared libraries of `bin` that do not resolve on this machine (empty when all do). */
export function missingLibraries(bin) {
  const result = spawnSync('ldd', [bin], { encoding: 'utf8' });
  if (result.status !== 0) return [`ldd failed: ${(result.stderr || result.stdout).trim()}`];
  return result.stdout
    .split('\n')
    .filter((line) => /not found/.test(line))
    .map((line) => line.trim());
}

/** Adds trixie-backports (same mirror, a key that covers trixie) and a pin that keeps apt from installing from it. */
function addTrixieBackports({ log }) {
  const mirror = configuredMirror();
  if (!mirror) throw new Error(`cannot find the Debian mirror in apt's sources to add ${NEW_SUITE}`);
  if (!existsSync(NEW_SOURCES)) {
    const keyring = trixieKeyring(mirror);
    if (!keyring)
      throw new Error(`no keyring with Debian's trixie archive keys (install a newer debian-archive-keyring)`);
    log(`Adding ${NEW_SUITE} to apt's sources (mirror ${mirror.uri}, key ${keyring}), pinned to download only…`);
    writeFileSync(
      NEW_SOURCES,
      `Types: deb\nURIs: ${mirror.uri}\nSuites: ${NEW_SUITE}\nComponents: main\nSigned-By: ${keyring}\n`,
    );
  }
  if (!existsSync(NEW_PIN)) writeFileSync(NEW_PIN, `Package: *\nPin: release n=${NEW_SUITE}\nPin-Priority: -1\n`);
}

/** Downloads snac2 from trixie-backports and unpacks it into CACHE_DIR; answers the binary. Root only (apt). */
export function fetchTrixieSnac({ log = console.error } = {}) {
  addTrixieBackports({ log });
  // Only our list is refreshed; the machine's other lists are left as they are.
  aptRun([
    'update',
    '-o',
    `Dir::Etc::SourceList=${NEW_SOURCES}`,
    '-o',
    'Dir::Etc::SourceParts=-',
    '-o',
    'APT::Get::List-Cleanup=0',
  ]);
  const work = join(ROOT, '.cache', 'snac2-download');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  chmodSync(work, 0o777); // apt downloads as its sandbox user `_apt`
  try {
    log(`Downloading snac2 from ${NEW_SUITE}…`);
    aptRun(['download', `snac2/${NEW_SUITE}`], { cwd: work });
    const deb = readdirSync(work).find((name) => /^snac2_.*\.deb$/.test(name));
    if (!deb) throw new Error('apt-get download left no snac2 .deb');
    rmSync(CACHE_DIR, { recursive: true, force: true });
    const unpacked = spawnSync('dpkg-deb', ['-x', join(work, deb), CACHE_DIR], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (unpacked.status !== 0) throw new Error(`dpkg-deb -x ${deb} exited with ${unpacked.status ?? unpacked.signal}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return checkedCachedBin();
}

/** CACHED_BIN when it exists, its libraries resolve and it runs; throws saying what is wrong otherwise. */
function checkedCachedBin() {
  if (!existsSync(CACHED_BIN)) throw new Error(`${CACHED_BIN} is missing`);
  const missing = missingLibraries(CACHED_BIN);
  if (missing.length > 0) throw new Error(`its shared libraries do not resolve here: ${missing.join('; ')}`);
  if (!snacVersion(CACHED_BIN)) throw new Error(`${CACHED_BIN} does not run`);
  return CACHED_BIN;
}

export const SNAC_MISSING_HELP =
  `snac2 is missing. Run \`node e2e/snac/ensureSnac.mjs\` as root (it fetches snac2 from Debian's ${NEW_SUITE} into .cache/snac2, ` +
  `or installs it from ${OLD_SUITE}), or set SNAC_PATH to a snac binary, or leave the snac e2e leg out with FEDI_E2E_SNAC=0.`;

/** Adds bookworm-backports to apt's sources (same mirror as the machine's bookworm); the caller runs `apt-get update`. */
export function addBackportsSource({ log = console.error } = {}) {
  if (suiteConfigured(OLD_SUITE)) return;
  const mirror = configuredMirror();
  if (!mirror)
    throw new Error(`Cannot find the Debian mirror in apt's sources to add ${OLD_SUITE}. ${SNAC_MISSING_HELP}`);
  log(`Adding ${OLD_SUITE} to apt's sources (mirror ${mirror.uri}) for snac2…`);
  const signedBy = mirror.signedBy ? `Signed-By: ${mirror.signedBy}\n` : '';
  writeFileSync(OLD_SOURCES, `Types: deb\nURIs: ${mirror.uri}\nSuites: ${OLD_SUITE}\nComponents: main\n${signedBy}`);
}

/** The fallback: `apt-get install` of snac2 from bookworm-backports (older: no polls or reactions in its API). */
function installBookwormSnac({ log }) {
  addBackportsSource({ log });
  aptRun(['update']);
  log(`Installing snac2 from ${OLD_SUITE}…`);
  aptRun(['install', '-y', '--no-install-recommends', '-t', OLD_SUITE, 'snac2']);
  if (!existsSync(SYSTEM_BIN)) throw new Error(`snac2 was installed but ${SYSTEM_BIN} is not there`);
  return SYSTEM_BIN;
}

/** The snac binary already usable without fetching anything (SNAC_PATH, the unpacked 2.96, /usr/bin/snac), or null. */
export function readySnac() {
  if (process.env.SNAC_PATH) return existsSync(process.env.SNAC_PATH) ? process.env.SNAC_PATH : null;
  try {
    return checkedCachedBin();
  } catch {
    return null;
  }
}

/**
 * The snac binary for the e2e leg: SNAC_PATH; else trixie-backports' snac2 unpacked in .cache/snac2
 * (fetched when missing, root only); else, with a message saying why, the system's snac2 (installed
 * from bookworm-backports when missing). Throws with an explanation when none can be had.
 */
export function ensureSnac({ log = console.error } = {}) {
  if (process.env.SNAC_PATH) {
    if (!existsSync(process.env.SNAC_PATH)) throw new Error(`SNAC_PATH=${process.env.SNAC_PATH} does not exist`);
    return process.env.SNAC_PATH;
  }
  let why;
  try {
    return checkedCachedBin();
  } catch (error) {
    why = error instanceof Error ? error.message : String(error);
  }
  if (process.getuid?.() === 0) {
    try {
      return fetchTrixieSnac({ log });
    } catch (error) {
      why = error instanceof Error ? error.message : String(error);
    }
  } else {
    why = `${why}; fetching it needs root (apt)`;
  }
  log(
    `snac2 from ${NEW_SUITE} is not available (${why}); falling back to Debian's ${OLD_SUITE} snac2 (no polls or reactions in its API).`,
  );
  if (existsSync(SYSTEM_BIN)) return SYSTEM_BIN;
  if (process.getuid?.() !== 0) throw new Error(SNAC_MISSING_HELP);
  return installBookwormSnac({ log });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const bin = ensureSnac();
    console.error(`snac ${snacVersion(bin) ?? '?'} at ${bin}`);
    console.log(bin);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
