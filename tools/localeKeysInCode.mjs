// The other half of the locale check: every translation key the code names literally — `t('a.b')`,
// `t("ns:a.b")`, `` t(`a.b`) `` without interpolation, `i18nKey="a.b"` — is a key of English in a namespace
// the package can read (its own, the shared one and the shell's, which the host always has loaded). A template with `${…}` is checked up to its first
// interpolation: some key must start with that prefix. Run by jest's tools project (localeCheck.test.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { flatten } from './localeCheck.mjs';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const CALL = /(?<![\w$.])t\(\s*(?:'([^'\n]+)'|"([^"\n]+)"|`([^`\n]+)`)|i18nKey=(?:'([^'\n]+)'|"([^"\n]+)")/g;

function walk(dir, keep, out = []) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, keep, out);
    else if (keep(path)) out.push(path);
  }
  return out;
}

/** The keys of every English file under a folder (plural forms also under their base). */
function englishKeys(dir) {
  const keys = new Set();
  for (const file of walk(dir, (path) => /\/locales\/en(-[a-z]+)?\.json$/.test(path))) {
    for (const key of flatten(JSON.parse(readFileSync(file, 'utf8'))).keys()) {
      keys.add(key);
      keys.add(key.replace(PLURAL, ''));
    }
  }
  return keys;
}

/**
 * Problems of the code under `packages` (each a folder with its code and `locales/` inside); the namespaces
 * under `sharedDirs` are readable by every package. Each problem names the file, the line and the key.
 */
export function checkCodeKeys(packages, sharedDirs, base = process.cwd()) {
  const shared = new Set(sharedDirs.flatMap((dir) => [...englishKeys(dir)]));
  const everyKey = new Set(shared);
  const perPackage = packages.map((dir) => {
    const keys = englishKeys(dir);
    keys.forEach((key) => everyKey.add(key));
    return { dir, keys };
  });
  const problems = [];
  for (const { dir, keys } of perPackage) {
    const files = walk(dir, (path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$|\/testing\//.test(path));
    for (const file of files) {
      // Comments blanked (lines kept): a key named in a comment is prose, not a call.
      const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) =>
        comment.replace(/[^\n]/g, ' '),
      );
      for (const match of source.matchAll(CALL)) {
        const literal = match[1] ?? match[2] ?? match[4] ?? match[5];
        const template = match[3];
        let key = literal ?? template;
        const prefixOnly = template !== undefined && template.includes('${');
        if (prefixOnly) key = template.slice(0, template.indexOf('${'));
        // A namespace given in the key: `shared:errors.x`, or `${SHARED_NS}:…` (checked against every namespace).
        const known = key.startsWith(':') || /^[a-z-]+:/i.test(key) ? everyKey : new Set([...keys, ...shared]);
        key = key.replace(/^[a-z-]*:/i, '');
        if (!key || (prefixOnly && !key.includes('.'))) continue;
        const found = prefixOnly ? [...known].some((candidate) => candidate.startsWith(key)) : known.has(key);
        if (!found) {
          const line = source.slice(0, match.index).split('\n').length;
          problems.push(
            `${relative(base, file)}:${line}: ${prefixOnly ? `no key starts with "${key}"` : `"${key}" is not a key of English`}`,
          );
        }
      }
    }
  }
  return problems;
}
