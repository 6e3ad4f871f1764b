import { parseVersion, snacVersion, versionAtLeast } from './version';

describe('versions', () => {
  test.each([
    ['2.96', [2, 96]],
    ['2.75-2~bpo12+1', [2, 75]],
    ['v3.10.4', [3, 10, 4]],
    ['', null],
    [undefined, null],
  ])('parseVersion(%s)', (text, parts) => {
    expect(parseVersion(text)).toEqual(parts);
  });

  test.each([
    ['2.96', '2.90', true],
    ['2.90', '2.90', true],
    ['2.9', '2.90', false],
    ['2.75', '2.86', false],
    ['3', '2.90', true],
    ['2.90.1', '2.90', true],
    ['unknown', '2.90', false],
  ])('%s is at least %s: %s', (version, min, expected) => {
    expect(versionAtLeast(version, min)).toBe(expected);
  });

  test('snacVersion prefers nodeinfo, else reads snac/X.Y from the instance version', () => {
    expect(snacVersion('2.96', '4.0.0 (not true; really snac/2.75)')).toBe('2.96');
    expect(snacVersion(undefined, '4.0.0 (not true; really snac/2.75)')).toBe('2.75');
    expect(snacVersion('', 'Mastodon 4.3')).toBeUndefined();
  });
});
