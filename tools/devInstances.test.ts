import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { instanceCount, splitTestFiles, testCount } from '../e2e/devInstances';

describe('the e2e split between dev instances', () => {
  it('counts the tests a spec declares', () => {
    const source = `test.describe.configure({ mode: 'serial' });\ntest('a', () => {});\n  test.fixme('b', () => {});\ntest.beforeEach(() => {});\n`;
    expect(testCount(source)).toBe(2);
    expect(testCount('// helpers only')).toBe(1);
  });

  it('takes a weight the file states (tests declared by a helper, or long ones)', () => {
    expect(testCount("// e2e-weight: 40\nwalk(__filename, ['user'], STOPS);\n")).toBe(40);
    expect(testCount("/**\n * docs\n */\n  // e2e-weight: 7\ntest('a', () => {});\n")).toBe(7);
    expect(testCount('// e2e-weight: 0\n')).toBe(1);
  });

  it('gives each file whole to one instance, balancing by test count, the same way every time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'split-'));
    const specs: Record<string, number> = {
      'a.spec.ts': 6,
      'b.spec.ts': 3,
      'c.spec.ts': 3,
      'd.spec.ts': 2,
      'e.spec.ts': 1,
    };
    for (const [name, tests] of Object.entries(specs)) {
      writeFileSync(join(dir, name), Array.from({ length: tests }, (_, i) => `test('t${i}', () => {});`).join('\n'));
    }
    writeFileSync(join(dir, 'helpers.ts'), "test('not a spec', () => {});");
    const split = splitTestFiles(dir, 2);
    expect(split).toEqual([
      ['a.spec.ts', 'd.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'e.spec.ts'],
    ]);
    expect(split.flat().sort()).toEqual(Object.keys(specs));
    expect(splitTestFiles(dir, 2)).toEqual(split);
    expect(splitTestFiles(dir, 1)).toEqual([
      Object.keys(specs).sort((x, y) => specs[y]! - specs[x]! || x.localeCompare(y)),
    ]);
  });

  it('weighs files by their measured seconds, and a file not measured yet by its tests at the mean', () => {
    const dir = mkdtempSync(join(tmpdir(), 'split-times-'));
    const tests = (count: number) => Array.from({ length: count }, (_, i) => `test('t${i}', () => {});`).join('\n');
    // By test count, walk (2 tests) would be lightest; by time it is the heaviest and goes alone.
    writeFileSync(join(dir, 'walk.spec.ts'), tests(2));
    writeFileSync(join(dir, 'quick.spec.ts'), tests(6));
    writeFileSync(join(dir, 'other.spec.ts'), tests(5));
    writeFileSync(join(dir, 'new.spec.ts'), tests(4));
    const times = { 'walk.spec.ts': 600, 'quick.spec.ts': 60, 'other.spec.ts': 50 };
    // The mean of the measured files: 710 s / 13 tests ≈ 55 s a test, so new.spec.ts weighs ≈ 218.
    expect(splitTestFiles(dir, 2, times)).toEqual([
      ['walk.spec.ts'],
      ['new.spec.ts', 'quick.spec.ts', 'other.spec.ts'],
    ]);
    expect(splitTestFiles(dir, 2)).toEqual([
      ['quick.spec.ts', 'walk.spec.ts'],
      ['other.spec.ts', 'new.spec.ts'],
    ]);
  });

  it('reads E2E_INSTANCES, defaulting to one per core (1 to 4)', () => {
    expect(instanceCount(undefined, 2)).toBe(2);
    expect(instanceCount(undefined, 1)).toBe(1);
    expect(instanceCount(undefined, 16)).toBe(4);
    expect(instanceCount('3', 2)).toBe(3);
    expect(instanceCount('0', 2)).toBe(2);
    expect(instanceCount('two', 2)).toBe(2);
  });
});
