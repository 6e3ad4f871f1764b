// The locale check of `npm test`: the real tree passes, and a broken fixture proves each kind of problem is caught.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkLanguage, checkTree, ROOTS } from './localeCheck.mjs';
import { checkCodeKeys } from './localeKeysInCode.mjs';

const root = join(__dirname, '..');

it('every language of every namespace has every key, variable and plural form of English', () => {
  expect(
    checkTree(
      ROOTS.map((dir) => join(root, dir)),
      root,
    ),
  ).toEqual([]);
});

describe('a broken fixture fails', () => {
  const problems = checkTree([join(__dirname, 'locale-fixtures/broken')], __dirname);

  it('a missing key', () => {
    expect(problems).toContain('locale-fixtures/broken/locales/ru.json: title: missing');
  });

  it('a wrong interpolation variable', () => {
    expect(problems).toContain(
      'locale-fixtures/broken/locales/ru.json: greeting: variables ["user"], English has ["name"]',
    );
  });

  it('a missing plural form by the language’s rules (Russian needs one, few, many, other)', () => {
    expect(problems).toContain(
      'locale-fixtures/broken/locales/ru.json: replies_many: missing plural form "many" (ru needs few, many, one, other)',
    );
  });

  it('a key English does not have', () => {
    expect(problems).toContain('locale-fixtures/broken/locales/ru.json: stray: not a key of English');
  });

  it('a namespace without a language another namespace ships', () => {
    expect(problems).toContain('locale-fixtures/broken/other/locales/ru.json: missing (ru is shipped)');
  });

  it('a one form may leave {{count}} out; a complete German file passes', () => {
    expect(problems.filter((problem) => problem.includes('/de.json'))).toEqual([]);
  });
});

it('Japanese needs only the other form, Arabic six', () => {
  const en = { n_one: '{{count}} post', n_other: '{{count}} posts' };
  expect(checkLanguage(en, { n_other: '{{count}} 件' }, 'ja')).toEqual([]);
  expect(checkLanguage(en, { n_one: '{{count}}', n_other: '{{count}}' }, 'ja')).toEqual([
    'n_one: ja has no plural form "one"',
  ]);
  expect(checkLanguage(en, { n_other: '{{count}}' }, 'ar')).toHaveLength(5);
});

describe('keys named in code', () => {
  const packages = ['shell', 'shared', ...readdirSync(join(root, 'remotes')).map((name) => `remotes/${name}`)];

  it('every literal key the code names is a key of English', () => {
    expect(
      checkCodeKeys(
        packages.map((dir) => join(root, dir)),
        [join(root, 'shared/src/i18n'), join(root, 'shell/src/i18n')],
        root,
      ),
    ).toEqual([]);
  });

  it('a fixture with a misspelt key, a wrong template prefix and a wrong namespaced key fails on each', () => {
    const fixture = join(__dirname, 'locale-fixtures/code');
    expect(checkCodeKeys([join(fixture, 'pkg')], [join(fixture, 'common')], fixture)).toEqual([
      'pkg/src/Screen.tsx:13: "titel" is not a key of English',
      'pkg/src/Screen.tsx:13: no key starts with "knid."',
      'pkg/src/Screen.tsx:13: "errors.genric" is not a key of English',
    ]);
  });
});
