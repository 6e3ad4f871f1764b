// @fedi/shared is one shared module: every value its index exports is downloaded by every visitor,
// used or not (a bundle built later may need any of them). So the index lists its values by name
// (shared/src/index.ts), and a build that imports an unlisted value from '@fedi/shared' fails here,
// naming the file to extend, instead of shipping `undefined` (the bundler only warns).
const fs = require('node:fs');
const path = require('node:path');

const INDEX = path.join(__dirname, '..', 'src', 'index.ts');
const LIBRARY = '@fedi/shared';

/** The value names shared/src/index.ts exports, or null when an `export *` makes the list open. */
function indexValueExports(file = INDEX) {
  const source = fs.readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
  if (/export\s*\*\s*(as\s+\w+\s*)?from/.test(source)) return null;
  const names = new Set();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const item of list.split(',')) {
      const spec = item.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.add(
        spec
          .split(/\s+as\s+/)
          .pop()
          .trim(),
      );
    }
  }
  return names;
}

class SharedIndexGuard {
  apply(compiler) {
    compiler.hooks.compilation.tap('SharedIndexGuard', (compilation) => {
      compilation.hooks.finishModules.tap('SharedIndexGuard', (modules) => {
        const allowed = indexValueExports();
        if (!allowed) return;
        for (const module of modules) {
          for (const dependency of module.dependencies ?? []) {
            if (dependency.request !== LIBRARY || dependency.type === 'esm import') continue;
            const name = dependency.ids?.[0];
            if (name && allowed.has(name)) continue;
            const from = module.resource ?? module.identifier();
            const what = name ? `"${name}" from ${LIBRARY}` : `all of ${LIBRARY} (${dependency.type})`;
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${from} uses ${what}, which shared/src/index.ts does not list: add it to its folder's export line there ` +
                  '(then rebuild the shell, which provides @fedi/shared, with the bundle).',
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { SharedIndexGuard, indexValueExports };
