// Build-time helpers every rspack config uses: one list of shared singletons and one config factory,
// so the shell and the remotes cannot drift apart on what is shared or how it is built.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { SUBSETS, facadeFile, subsetAliases, SharedSubsetGuard } = require('./sharedSubsets.cjs');
const { SharedIndexGuard } = require('./sharedIndexGuard.cjs');

/** Libraries that must exist once at run time. The version is read from what is installed. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'eventemitter3',
];

/**
 * Libraries several bundles use that are not singletons but should arrive once: a bundle shares one
 * only if its own package.json depends on it.
 */
const SHARED_IF_USED = ['dompurify'];

/** Compatibility packages React 19 makes empty forwards: imports of them go to React itself. */
const SHIMS = { 'use-sync-external-store/shim$': path.join(__dirname, 'shims', 'useSyncExternalStore.mjs') };

/** Paths the shell's dev server forwards to the app host (same list as devserver/src/host/apiPaths.ts). */
const DEV_PROXIED = [
  '/api',
  '/oauth',
  '/nodeinfo',
  '/.well-known',
  '/auth',
  '/main/ostatus',
  '/media',
  '/emoji',
  '/proxy',
  '/static',
  '/__dev',
];

function installedVersion(pkg, fromDir) {
  const root = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  // Read node_modules/<pkg>/package.json directly: some packages do not export their package.json.
  for (const start of [fromDir, __dirname]) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      const file = path.join(dir, 'node_modules', root, 'package.json');
      if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
      if (path.dirname(dir) === dir) break;
    }
  }
  throw new Error(`${root} is not installed for ${fromDir}`);
}

/**
 * rspack wires the federation runtime in by CommonJS paths (require.resolve), which keeps the whole
 * runtime and its Node code in every bundle; the ES module builds of the same files tree-shake.
 */
function esmFederationRuntime(fromDir) {
  const enhanced = require.resolve('@module-federation/enhanced/rspack', { paths: [fromDir, __dirname] });
  const tools = require.resolve('@module-federation/runtime-tools', { paths: [enhanced] });
  const alias = {};
  const entries = [
    require.resolve('@module-federation/webpack-bundler-runtime', { paths: [tools] }),
    require.resolve('@module-federation/runtime', { paths: [tools] }),
    require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhanced] }),
  ];
  for (const cjs of entries) {
    alias[`${cjs}$`] = cjs.replace(/\.cjs$/, '.js');
  }
  return alias;
}

function sharedSingletons(fromDir) {
  const shared = {};
  for (const lib of SINGLETONS) {
    const version = installedVersion(lib, fromDir);
    // pnpm `catalog:` ranges are unreadable to MF: give the required version explicitly.
    shared[lib] = { singleton: true, requiredVersion: `^${version}`, version };
    // A few big libraries are shared as a fixed subset of their exports (sharedSubsets.cjs).
    if (SUBSETS[lib]) shared[lib].import = facadeFile(lib);
  }
  const { dependencies = {} } = require(path.join(fromDir, 'package.json'));
  for (const lib of SHARED_IF_USED.filter((name) => dependencies[name])) {
    const version = installedVersion(lib, fromDir);
    shared[lib] = { requiredVersion: `^${version}`, version };
  }
  const ownVersion = require('../package.json').version;
  shared['@fedi/shared'] = { singleton: true, requiredVersion: `^${ownVersion}`, version: ownVersion };
  // Its second entry (menus, tabs, autocomplete on Ariakit): a singleton of its own, so that only the
  // chunks that import it download it (the index above is in every first load).
  shared['@fedi/shared/widgets'] = { singleton: true, requiredVersion: `^${ownVersion}`, version: ownVersion };
  // The theme engine (colour maths, theme files): loaded by the shell only when a theme must be resolved,
  // and by the style tab; one copy for both.
  shared['@fedi/shared/theme'] = { singleton: true, requiredVersion: `^${ownVersion}`, version: ownVersion };
  // The session's notifications controller, alerts and web push: loaded once signed in (the shell) and by
  // the settings' notifications tab; one copy for both, never in a visitor's first load.
  shared['@fedi/shared/notifications'] = { singleton: true, requiredVersion: `^${ownVersion}`, version: ownVersion };
  return shared;
}

/**
 * The translation files a bundle ships beside its code (registerLocales.ts `bundledLocales`): its own as
 * `locales/<package folder>/`, and @fedi/shared's as `locales/shared/` (the shared module may run from any
 * bundle's copy). English is in the code. The version is a hash of every locale file, for the URL's query.
 */
function localeAssets(dir) {
  const own = ['src/locales', 'src/i18n/locales'].map((sub) => path.join(dir, sub)).find((sub) => fs.existsSync(sub));
  const folders = [
    ...(own ? [[own, path.basename(dir)]] : []),
    [path.join(__dirname, '..', 'src', 'i18n', 'locales'), 'shared'],
  ];
  const hash = require('node:crypto').createHash('sha256');
  for (const [folder] of folders)
    for (const file of fs.readdirSync(folder).sort())
      hash.update(file).update(fs.readFileSync(path.join(folder, file)));
  return {
    version: hash.digest('hex').slice(0, 12),
    patterns: folders.map(([from, name]) => ({
      from,
      to: `locales/${name}`,
      globOptions: { ignore: ['**/en.json', '**/en-*.json'] },
    })),
  };
}

/**
 * One rspack config for the shell (host) or a remote.
 * @param {{ name: string, dir: string, port: number, host?: boolean, exposes?: Record<string,string>, title?: string, define?: Record<string,string> }} o
 */
function federatedConfig(o) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const locales = localeAssets(o.dir);
    return {
      context: o.dir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: o.host ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: o.host ? '/' : 'auto',
        uniqueName: o.name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        alias: { ...esmFederationRuntime(o.dir), ...subsetAliases(o.dir, production), ...SHIMS },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          // A bundle's English strings split by when they are needed (localeSplitLoader.cjs).
          {
            test: /\.json$/,
            resourceQuery: /^\?(core|later)$/,
            type: 'javascript/auto',
            loader: require.resolve('./localeSplitLoader.cjs'),
          },
        ],
      },
      optimization: { minimize: production },
      performance: { hints: false },
      plugins: [
        new SharedSubsetGuard(),
        new SharedIndexGuard(),
        new ModuleFederationPlugin({
          name: o.name,
          filename: o.host ? undefined : 'remoteEntry.js',
          exposes: o.exposes ?? {},
          remotes: {},
          shared: sharedSingletons(o.dir),
          // 'version-first' would fetch every remote entry at start-up (and hang on an offline one).
          shareStrategy: 'loaded-first',
          manifest: o.host ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: {
            ...(o.host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Remotes are loaded from their remoteEntry.js (remotes.json), never from an mf-manifest.json
            // snapshot: without the snapshot and preload plugins the runtime is 1.4 KB gzip smaller.
            optimization: { target: 'web', disableSnapshot: true },
          },
        }),
        o.host &&
          new rspack.HtmlRspackPlugin({
            template: path.join(o.dir, 'src/index.html'),
            title: o.title ?? o.name,
          }),
        // In `pnpm dev` remotes.json comes from the app host (pointing at the remotes' dev servers).
        o.host &&
          production &&
          new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(o.dir, 'public'), to: '.' }] }),
        new rspack.CopyRspackPlugin({ patterns: locales.patterns }),
        new rspack.DefinePlugin({
          __FEDI_LOCALES_VERSION__: JSON.stringify(locales.version),
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          ...o.define,
        }),
      ].filter(Boolean),
      devServer: {
        port: o.port,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: o.host ? true : false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
        // `pnpm dev`: the shell's dev server forwards the API and remotes.json to the app host.
        proxy:
          o.host && process.env.FEDI_DEV_API
            ? [
                {
                  context: [...DEV_PROXIED, '/remotes.json'],
                  target: process.env.FEDI_DEV_API,
                  ws: true,
                  changeOrigin: true,
                },
              ]
            : undefined,
      },
    };
  };
}

module.exports = { federatedConfig, sharedSingletons, SINGLETONS };
