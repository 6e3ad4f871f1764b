import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root (devserver/src/host → ../../..). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
export const SHELL_DIST = join(REPO_ROOT, 'shell', 'dist');
export const REMOTES_DIR = join(REPO_ROOT, 'remotes');

/** Every remote folder that has a production build, by folder name. */
export function builtRemotes(): Array<{ folder: string; dist: string }> {
  return readdirSync(REMOTES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(REMOTES_DIR, entry.name, 'dist', 'mf-manifest.json')))
    .map((entry) => ({ folder: entry.name, dist: join(REMOTES_DIR, entry.name, 'dist') }));
}
