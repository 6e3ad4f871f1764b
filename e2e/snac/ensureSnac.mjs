// Installs snac2 (a small C server with a Mastodon API) from Debian's bookworm-backports for the
// real-server e2e leg. Idempotent: returns at once when the snac binary (SNAC_PATH or /usr/bin/snac) exists.
// The backports suite reuses the mirror the machine's apt is already configured with; no host is named here.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SNAC_BIN = process.env.SNAC_PATH || '/usr/bin/snac';
const SUITE = 'bookworm-backports';
const SOURCES_DIR = '/etc/apt/sources.list.d';
const OUR_SOURCES = join(SOURCES_DIR, 'fedi-snac-backports.sources');
const APT_ENV = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };

function aptRun(args) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env: APT_ENV });
  if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

const sourceFiles = () =>
  [...(existsSync(SOURCES_DIR) ? readdirSync(SOURCES_DIR).map((name) => join(SOURCES_DIR, name)) : []), '/etc/apt/sources.list'].filter(
    (file) => existsSync(file) && /\.(sources|list)$/.test(file),
  );
const uncommented = (text) => text.split('\n').filter((line) => !/^\s*#/.test(line)).join('\n');

/**
 * The Debian mirror apt already uses for bookworm, and its key: `{ uri, signedBy? }` from a deb822
 * stanza (`URIs:`, `Signed-By:`) or a one-line `deb [signed-by=…] URI bookworm …`; null when none is found.
 */
export function configuredMirror() {
  for (const file of sourceFiles().filter((f) => f !== OUR_SOURCES)) {
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

function backportsConfigured() {
  return sourceFiles().some((file) => uncommented(readFileSync(file, 'utf8')).includes(SUITE));
}

export function snacInstalled() {
  return existsSync(SNAC_BIN);
}

export const SNAC_MISSING_HELP =
  `snac2 is missing at ${SNAC_BIN}. As root, add Debian's ${SUITE} suite to apt's sources and run ` +
  `\`apt-get install -t ${SUITE} snac2\`, or set SNAC_PATH to a snac binary, or leave the snac e2e leg out with FEDI_E2E_SNAC=0.`;

/** Adds the backports suite to apt's sources (same mirror as the machine's bookworm); the caller runs `apt-get update`. */
export function addBackportsSource({ log = console.log } = {}) {
  if (backportsConfigured()) return;
  const mirror = configuredMirror();
  if (!mirror) throw new Error(`Cannot find the Debian mirror in apt's sources to add ${SUITE}. ${SNAC_MISSING_HELP}`);
  log(`Adding ${SUITE} to apt's sources (mirror ${mirror.uri}) for snac2…`);
  const signedBy = mirror.signedBy ? `Signed-By: ${mirror.signedBy}\n` : '';
  writeFileSync(OUR_SOURCES, `Types: deb\nURIs: ${mirror.uri}\nSuites: ${SUITE}\nComponents: main\n${signedBy}`);
}

/** `apt-get install` of snac2 from backports (after `addBackportsSource` and an `apt-get update`). */
export function installSnac({ log = console.log } = {}) {
  log('Installing snac2 from Debian backports for the real-server browser tests…');
  aptRun(['install', '-y', '--no-install-recommends', '-t', SUITE, 'snac2']);
  if (!snacInstalled()) throw new Error(`snac2 was installed but ${SNAC_BIN} is not there`);
}

/** Makes sure `snac` is installed (root only: apt); throws with an explanation when it cannot. */
export function ensureSnac({ log = console.log } = {}) {
  if (snacInstalled()) return SNAC_BIN;
  if (process.getuid?.() !== 0) throw new Error(SNAC_MISSING_HELP);
  addBackportsSource({ log });
  aptRun(['update']);
  installSnac({ log });
  return SNAC_BIN;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureSnac());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
