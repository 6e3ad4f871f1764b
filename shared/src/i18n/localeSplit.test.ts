/**
 * @jest-environment node
 */
// shared/build/localeSplitLoader.cjs: a bundle's English strings split into the first chunk's and the
// later chunks' (`?core` / `?later`), by the key paths of the bundle's laterStrings.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const { splitStrings } = jest.requireActual<{
  splitStrings(strings: object, later: string[]): [Record<string, unknown>, Record<string, unknown>];
}>('../../build/localeSplitLoader.cjs');

const strings = {
  a: { one: 'One', count_one: '{{count}} thing', count_other: '{{count}} things', counter: 'Counter' },
  b: { x: 'X' },
  c: 'C',
};

it('moves a key with its plural forms (not a longer key that starts the same), and whole objects', () => {
  const [core, later] = splitStrings(strings, ['a.count', 'b']);
  expect(core).toEqual({ a: { one: 'One', counter: 'Counter' }, c: 'C' });
  expect(later).toEqual({ a: { count_one: '{{count}} thing', count_other: '{{count}} things' }, b: { x: 'X' } });
  // Nothing lost, nothing doubled; the input is untouched.
  expect(strings.a.count_one).toBe('{{count}} thing');
});

it('refuses a path with no strings (a key renamed in en.json but not in the list)', () => {
  expect(() => splitStrings(strings, ['a.missing'])).toThrow('no strings at a.missing');
  expect(() => splitStrings(strings, ['z.y'])).toThrow('no strings at z.y');
});

it("splits timelines' English: every listed path exists, and core and later together are the whole file", () => {
  const dir = join(__dirname, '../../../remotes/timelines/src');
  const en = JSON.parse(readFileSync(join(dir, 'locales/en.json'), 'utf8')) as Record<string, Record<string, string>>;
  const list = JSON.parse(readFileSync(join(dir, 'laterStrings.json'), 'utf8')) as string[];
  const [core, later] = splitStrings(en, list);
  for (const [section, keys] of Object.entries(en))
    expect({ ...(core[section] as object), ...(later[section] as object) }).toEqual(keys);
  // What a visitor's timeline shows stays in the first chunk.
  expect(core).toMatchObject({ actions: { reply: 'Reply', repeat: 'Repeat' }, thread: { dive: expect.any(String) } });
});
