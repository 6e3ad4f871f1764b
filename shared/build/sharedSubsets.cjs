// Module Federation shares a library as one whole module: no bundle can tree-shake it, because any
// remote built later may need any export. For the big libraries below every bundle instead provides
// the same subset of exports, written once in `subsets/<library>.mjs`; that list is the contract
// between independently built bundles, and a build that imports a name outside it fails.
const fs = require('node:fs');
const path = require('node:path');

/** Library → its ES module entry (production, development), relative to its package folder. */
const SUBSETS = {
  'react-router': { production: 'dist/production/index.mjs', development: 'dist/development/index.mjs' },
  'react-i18next': { production: 'dist/es/index.js', development: 'dist/es/index.js' },
  '@tanstack/react-query': { production: 'build/modern/index.js', development: 'build/modern/index.js' },
};

/** The facades import the complete library through this prefix, so they are not shared themselves. */
const FULL = '@fedi-full/';

function facadeFile(lib) {
  return path.join(__dirname, 'subsets', `${lib.replace('/', '__')}.mjs`);
}

/** The names a facade re-exports (its one `export { … } from` list). */
function facadeExports(lib) {
  const source = fs.readFileSync(facadeFile(lib), 'utf8').replace(/\/\/.*$/gm, '');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(source);
  if (!list) throw new Error(`${facadeFile(lib)} has no export list`);
  return new Set(
    list[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** resolve.alias entries that let the facades reach the complete libraries. */
function subsetAliases(fromDir, production) {
  const alias = {};
  for (const [lib, entry] of Object.entries(SUBSETS)) {
    const pkg = path.dirname(require.resolve(`${lib}/package.json`, { paths: [fromDir, __dirname] }));
    alias[`${FULL}${lib}$`] = path.join(pkg, production ? entry.production : entry.development);
  }
  return alias;
}

/** Fails the build when a module imports from a subset library a name its facade does not export. */
class SharedSubsetGuard {
  apply(compiler) {
    const allowed = Object.fromEntries(Object.keys(SUBSETS).map((lib) => [lib, facadeExports(lib)]));
    compiler.hooks.compilation.tap('SharedSubsetGuard', (compilation) => {
      compilation.hooks.finishModules.tap('SharedSubsetGuard', (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies ?? []) {
            const from = module.resource ?? module.identifier();
            const deep = Object.keys(allowed).find((lib) => dependency.request?.startsWith(`${lib}/`));
            if (deep && !dependency.type.includes('specifier')) {
              // A subpath is not shared: it would bring a private copy of the library's internals.
              compilation.errors.push(
                new compiler.webpack.WebpackError(
                  `${from} imports ${dependency.request}: only "${deep}" itself is shared; import from it.`,
                ),
              );
              continue;
            }
            const names = allowed[dependency.request];
            if (!names || dependency.type === 'esm import') continue;
            const name = dependency.ids?.[0];
            if (name && names.has(name)) continue;
            const what = name
              ? `"${name}" from ${dependency.request}`
              : `all of ${dependency.request} (${dependency.type})`;
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${from} uses ${what}, which is not in the shared subset ` +
                  `${path.relative(process.cwd(), facadeFile(dependency.request))}: add it there and rebuild the shell and every remote.`,
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { SUBSETS, facadeFile, facadeExports, subsetAliases, SharedSubsetGuard };
