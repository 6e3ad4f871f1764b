import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The snac binary for the leg, made available by `ensureSnac.mjs` (SNAC_PATH, trixie-backports' snac2
 * unpacked in .cache/snac2, or the system's); its messages go to this process's stderr. Throws when none.
 */
export function ensuredSnacBinary(): string {
  const ensured = spawnSync(process.execPath, [join(__dirname, 'ensureSnac.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const bin = ensured.stdout.trim().split('\n').pop();
  if (ensured.status !== 0 || !bin)
    throw new Error(
      'snac2 is not available (see the message above), or run with FEDI_E2E_SNAC=0 to leave the snac leg out',
    );
  return bin;
}
