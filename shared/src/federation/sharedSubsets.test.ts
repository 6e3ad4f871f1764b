/**
 * @jest-environment node
 */
// The shared subsets (shared/build/sharedSubsets.cjs) are the contract between bundles built apart:
// every facade must name real exports, and a bundle that imports anything else must fail to build.
import { buildWithPlugin } from '../test-helpers/buildWithPlugin';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const subsets = require('../../build/sharedSubsets.cjs') as {
  SUBSETS: Record<string, unknown>;
  facadeExports(lib: string): Set<string>;
};

/** Builds one entry file with the guard, resolving packages as the shell does; returns the error texts. */
const buildWithGuard = (source: string) =>
  buildWithPlugin(source, {
    pluginModule: require.resolve('../../build/sharedSubsets.cjs'),
    pluginName: 'SharedSubsetGuard',
    externals: { react: 'React', 'react-dom': 'ReactDOM', i18next: 'i18next' },
    resolveFromShell: true,
  });

describe('shared subsets', () => {
  it('every facade re-exports only names its library has', async () => {
    for (const lib of Object.keys(subsets.SUBSETS)) {
      const names = [...subsets.facadeExports(lib)];
      expect(names.length).toBeGreaterThan(0);
      const library = (await import(lib)) as Record<string, unknown>;
      expect(names.filter((name) => library[name] === undefined)).toEqual([]);
    }
  });

  it('lets a bundle import names inside the subset', () => {
    const errors = buildWithGuard(
      "import { Link, useNavigate } from 'react-router';\nconsole.log(Link, useNavigate);\n",
    );
    expect(errors).toEqual([]);
  }, 60_000);

  it('fails the build for a subpath of a subset library', () => {
    const errors = buildWithGuard("import { Trans } from 'react-i18next/TransWithoutContext';\nconsole.log(Trans);\n");
    expect(errors).toEqual([
      expect.stringMatching(/imports react-i18next\/TransWithoutContext: only "react-i18next" itself is shared/),
    ]);
  }, 60_000);

  it('fails the build for a name outside the subset, and for a namespace import', () => {
    const errors = buildWithGuard(
      "import { createBrowserRouter } from 'react-router';\nimport * as query from '@tanstack/react-query';\nconsole.log(createBrowserRouter, query);\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /"createBrowserRouter" from react-router, which is not in the shared subset .*subsets\/react-router\.mjs/,
      ),
      expect.stringMatching(/all of @tanstack\/react-query .*subsets\/@tanstack__react-query\.mjs/),
    ]);
  }, 60_000);
});
