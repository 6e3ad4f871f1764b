#!/usr/bin/env node
// Fails when two tracked files differ only by case, or when two modules in one folder would be imported by
// specifiers that differ only by case (`./PageBackground` and `./pageBackground`): on the case-insensitive
// disks of macOS and Windows one import would resolve to the other file. Run by `pnpm lint`.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Code imported without its extension; a .css or .json import always names its extension.
const CODE = /\.(d\.ts|tsx?|mjs|cjs|jsx?)$/;

/** Pairs of paths that clash on a case-insensitive disk. */
export function caseClashes(paths) {
  const seen = new Map();
  const clashes = [];
  const check = (key, path, same) => {
    const other = seen.get(key);
    if (other === undefined) seen.set(key, path);
    else if (!same(other)) clashes.push([other, path]);
  };
  for (const path of paths) {
    check(`path:${path.toLowerCase()}`, path, (other) => other === path);
    if (CODE.test(path)) {
      const specifier = path.replace(CODE, '');
      check(`module:${specifier.toLowerCase()}`, path, (other) => other.replace(CODE, '') === specifier);
    }
  }
  return clashes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  const clashes = caseClashes(files);
  for (const [a, b] of clashes) console.error(`case clash: ${a} ~ ${b} (rename one: they differ only by case)`);
  if (clashes.length) process.exit(1);
  console.log(`caseClash: ${files.length} files, no names that differ only by case`);
}
