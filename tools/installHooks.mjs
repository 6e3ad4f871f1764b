// `pnpm install` runs this (root `prepare`): points git at .githooks/ so the pre-commit hook formats and
// lints staged code. Outside a git checkout (an unpacked archive) it does nothing.
import { spawnSync } from 'node:child_process';

const inCheckout =
  spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { encoding: 'utf8' }).stdout?.trim() === 'true';
if (inCheckout) spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { stdio: 'inherit' });
