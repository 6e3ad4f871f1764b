#!/usr/bin/env node
// The locale check (run by `npm test` through jest's tools project, and on its own with
// `node tools/localeCheck.mjs`): every language file of every namespace has every key of English, the same
// interpolation variables, every plural form its language needs by `Intl.PluralRules` (i18next's `_one`,
// `_few`, `_many`, `_other`… suffixes), and no key English does not have.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL = new RegExp(`^(.*)_(${PLURAL_SUFFIXES.join('|')})$`);

/** Flattens nested JSON into `a.b.c` → string. */
export function flatten(value, prefix = '', out = new Map()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  else out.set(prefix, String(value));
  return out;
}

/** The interpolation variables (`{{name}}`, `{{name, format}}`) and nestings (`$t(key)`) of a string, sorted. */
export function variables(text) {
  const names = new Set();
  for (const match of text.matchAll(/\{\{\s*-?\s*([^,}\s]+)[^}]*\}\}/g)) names.add(match[1]);
  for (const match of text.matchAll(/\$t\(([^),]+)/g)) names.add(`$t(${match[1].trim()})`);
  return [...names].sort();
}

/** The plural bases of English: keys `x_one` + `x_other` make `x` a plural (a lone `type_other` is a plain key). */
function pluralBases(english) {
  const bases = new Set();
  for (const key of english.keys()) {
    const match = PLURAL.exec(key);
    if (match && match[2] === 'other' && english.has(`${match[1]}_one`)) bases.add(match[1]);
  }
  return bases;
}

export function pluralCategories(language) {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/**
 * The problems of one language file against English. Each problem is a sentence naming the key.
 * @param {Record<string, unknown>} englishJson
 * @param {Record<string, unknown>} json
 * @param {string} language
 */
export function checkLanguage(englishJson, json, language) {
  const english = flatten(englishJson);
  const translated = flatten(json);
  const bases = pluralBases(english);
  const categories = pluralCategories(language);
  const problems = [];
  // What the language must have: every plain key of English, and every plural base in its own forms.
  const expected = new Map();
  for (const [key, text] of english) {
    const match = PLURAL.exec(key);
    if (match && bases.has(match[1])) continue;
    expected.set(key, text);
  }
  for (const base of bases) {
    const reference = english.get(`${base}_other`);
    for (const category of categories) expected.set(`${base}_${category}`, reference);
  }
  for (const [key, reference] of expected) {
    const text = translated.get(key);
    if (text === undefined) {
      const match = PLURAL.exec(key);
      if (match && bases.has(match[1]))
        problems.push(`${key}: missing plural form "${match[2]}" (${language} needs ${categories.join(', ')})`);
      else problems.push(`${key}: missing`);
      continue;
    }
    const want = variables(reference);
    const have = variables(text);
    // A plural's `one` form may leave out {{count}} ("a minute"), never add or rename a variable.
    const match = PLURAL.exec(key);
    const plural = match && bases.has(match[1]);
    const okay = plural
      ? have.every((name) => want.includes(name)) && want.filter((n) => n !== 'count').every((n) => have.includes(n))
      : want.join() === have.join();
    if (!okay) problems.push(`${key}: variables ${JSON.stringify(have)}, English has ${JSON.stringify(want)}`);
  }
  for (const key of translated.keys()) {
    if (expected.has(key)) continue;
    const match = PLURAL.exec(key);
    if (match && bases.has(match[1])) problems.push(`${key}: ${language} has no plural form "${match[2]}"`);
    else problems.push(`${key}: not a key of English`);
  }
  return problems;
}

/** Every locale folder under the given roots: each `en*.json` names a namespace file, its siblings the languages. */
export function localeFiles(roots) {
  const folders = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (basename(dir) === 'locales' && entry.endsWith('.json')) folders.add(dir);
    }
  };
  roots.forEach(walk);
  const namespaces = [];
  for (const folder of [...folders].sort()) {
    const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
    const suffixes = files.filter((name) => /^en(-[a-z]+)?\.json$/.test(name)).map((name) => name.slice(2, -5));
    for (const suffix of suffixes) {
      const others = suffixes.filter((s) => s !== suffix && s !== '');
      const languages = files
        .filter((name) => name.endsWith(`${suffix}.json`) && !others.some((s) => name.endsWith(`${s}.json`)))
        .map((name) => name.slice(0, name.length - suffix.length - 5))
        .filter((language) => language !== 'en');
      namespaces.push({ folder, suffix, languages: languages.sort() });
    }
  }
  return namespaces;
}

/** All problems of the tree under `roots`, each prefixed by its file. */
export function checkTree(roots, base = process.cwd()) {
  const problems = [];
  const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
  const namespaces = localeFiles(roots);
  // A language shipped in one namespace is shipped in every one.
  const shipped = [...new Set(namespaces.flatMap(({ languages }) => languages))].sort();
  for (const { folder, suffix, languages } of namespaces)
    for (const language of shipped)
      if (!languages.includes(language))
        problems.push(`${relative(base, join(folder, `${language}${suffix}.json`))}: missing (${language} is shipped)`);
  for (const { folder, suffix, languages } of namespaces) {
    const english = read(join(folder, `en${suffix}.json`));
    for (const language of languages) {
      const file = join(folder, `${language}${suffix}.json`);
      for (const problem of checkLanguage(english, read(file), language))
        problems.push(`${relative(base, file)}: ${problem}`);
    }
  }
  return problems;
}

export const ROOTS = ['shell', 'shared', 'remotes'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkTree(
    ROOTS.map((dir) => join(root, dir)),
    root,
  );
  for (const problem of problems) console.error(problem);
  console.log(problems.length ? `✗ ${problems.length} locale problem(s)` : '✓ every language has every key');
  process.exit(problems.length ? 1 : 0);
}
