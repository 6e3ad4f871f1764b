/**
 * @jest-environment node
 */
// @fedi/shared lists its values by name (shared/src/index.ts) because every listed value reaches every
// visitor; the build guard (shared/build/sharedIndexGuard.cjs) fails a bundle that imports an unlisted one.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWithPlugin } from '../test-helpers/buildWithPlugin';
import * as shared from '../index';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const guard = require('../../build/sharedIndexGuard.cjs') as {
  indexValueExports(file?: string): Set<string> | null;
};

/** Builds one entry file with the guard (@fedi/shared external) and returns the error texts. */
const buildWithGuard = (source: string) =>
  buildWithPlugin(source, {
    pluginModule: require.resolve('../../build/sharedIndexGuard.cjs'),
    pluginName: 'SharedIndexGuard',
    externals: { '@fedi/shared': 'FediShared' },
  });

describe('@fedi/shared index', () => {
  it('lists its values by name, and each listed name is a real export', () => {
    const names = guard.indexValueExports();
    expect(names).not.toBeNull();
    expect(names!.size).toBeGreaterThan(50);
    const exported = shared as Record<string, unknown>;
    expect([...names!].filter((name) => exported[name] === undefined)).toEqual([]);
    expect(Object.keys(exported).sort()).toEqual([...names!].sort());
  });

  it('an `export *` line makes the list open (the guard then checks nothing)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'index-list-'));
    try {
      writeFileSync(join(dir, 'index.ts'), "export { a, b as c } from './x';\nexport type { T } from './y';\n");
      expect([...guard.indexValueExports(join(dir, 'index.ts'))!]).toEqual(['a', 'c']);
      writeFileSync(join(dir, 'index.ts'), "export { a } from './x';\nexport * from './z';\n");
      expect(guard.indexValueExports(join(dir, 'index.ts'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets a bundle import listed values', () => {
    expect(
      buildWithGuard(
        "import { useSession, createApiClient } from '@fedi/shared';\nconsole.log(useSession, createApiClient);\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('fails the build for an unlisted value and for a namespace import, naming the index', () => {
    const errors = buildWithGuard(
      "import { notAListedValue } from '@fedi/shared';\nimport * as everything from '@fedi/shared';\nconsole.log(notAListedValue, everything);\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/uses "notAListedValue" from @fedi\/shared, which shared\/src\/index\.ts does not list/),
      expect.stringMatching(/uses all of @fedi\/shared .*shared\/src\/index\.ts does not list/),
    ]);
  }, 60_000);
});
