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

  it('reads E2E_INSTANCES, defaulting to 2', () => {
    expect(instanceCount(undefined)).toBe(2);
    expect(instanceCount('3')).toBe(3);
    expect(instanceCount('0')).toBe(2);
    expect(instanceCount('two')).toBe(2);
  });
});
