import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The tree is shell → @fedi/shared ← remotes: a remote reaches another remote only through its exposed
 * modules at run time (the shell's remote loader), never by import; nothing imports the shell.
 */
const remoteNames = ['chat', 'composer', 'example-panel', 'moderation', 'people', 'settings', 'timelines'];
const boundaryMessage =
  'A remote never imports another remote or the shell, and @fedi/shared imports neither: share through @fedi/shared, or load an exposed module with useRemoteLoader() (CONTRIBUTING.md).';
const forbid = (names) => [
  'error',
  { patterns: [{ group: names.flatMap((name) => [`@fedi/${name}`, `@fedi/${name}/*`]), message: boundaryMessage }] },
];
/** By resolved file, whatever relative path reaches it. */
const zones = [
  ...remoteNames.map((name) => ({
    target: `./remotes/${name}`,
    from: ['./shell', ...remoteNames.filter((other) => other !== name).map((other) => `./remotes/${other}`)],
    message: boundaryMessage,
  })),
  { target: './shared', from: ['./shell', './remotes'], message: boundaryMessage },
  { target: './shell', from: ['./remotes'], message: boundaryMessage },
];
const boundaries = [
  { files: ['{shell,shared,remotes}/**/*.{ts,tsx}'], rules: { 'import-x/no-restricted-paths': ['error', { zones }] } },
  // By package name too (another remote's package does not resolve, so the name is matched as written).
  ...remoteNames.map((name) => ({
    files: [`remotes/${name}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': forbid(['shell', ...remoteNames.filter((other) => other !== name)]) },
  })),
  { files: ['shared/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbid(['shell', ...remoteNames]) } },
  { files: ['shell/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbid(remoteNames) } },
];

/** Characters used as makeshift icons: arrows, ×, ‹ ›, ⋯, symbols, dingbats and emoji (esquery regex). */
const GLYPH_ICON = String.raw`/[\u2190-\u21FF\u2300-\u23FF\u2580-\u27BF\u2900-\u297F\u22EF\u00D7\u2039\u203A\uD83C-\uD83E]/`;

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.reports/**',
      '.cache/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Deliberately broken examples that prove the lint rules reject them (tools/lintRules.test.ts).
      'tools/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A module that reaches itself through its imports (static or import()): untangle it, e.g. with a
      // shared part both use or a component passed in as a slot.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our own components' autoFocus props (the composer's) are theirs to honour; on DOM elements the rule stands.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // Fediverse video and audio come with a description (alt text), never a caption track to point at.
      'jsx-a11y/media-has-caption': 'off',
    },
  },
  ...boundaries,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
  // One way to name cache entries: every react-query key comes from a keys object of shared/src/queries
  // (or the entity keys of shared/src/cache/keys.ts), never an array written at the call (DATA_LAYER.md).
  // Proven by shared/src/queries/queryKeyLint.test.ts on shared/src/queries/__fixtures__/inlineQueryKey.fixture.tsx.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/queries/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression.value",
          message: 'Use a key from @fedi/shared (shared/src/queries), not an inline query key.',
        },
        {
          selector: "JSXAttribute[name.name='queryKey'] > JSXExpressionContainer > ArrayExpression",
          message: 'Use a key from @fedi/shared (shared/src/queries), not an inline query key.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState|ensureQueryData|fetchQuery|prefetchQuery)$/] > ArrayExpression:first-child',
          message: 'Use a key from @fedi/shared (shared/src/queries), not an inline query key.',
        },
        // One icon set (issue 20): a control draws lucide's icon through shared <Icon>, never a text glyph
        // (arrows, crosses, stars, dingbats, emoji) that each font draws differently. Proven by
        // shared/src/ui/iconLint.test.ts on shared/src/ui/__fixtures__/glyphIcon.fixture.tsx.
        {
          selector: `JSXText[value=${GLYPH_ICON}]`,
          message: 'Draw icons with <Icon node={…} /> from @fedi/shared (lucide), not a text glyph.',
        },
        {
          selector: `JSXExpressionContainer > Literal[value=${GLYPH_ICON}], JSXExpressionContainer > ConditionalExpression > Literal[value=${GLYPH_ICON}]`,
          message: 'Draw icons with <Icon node={…} /> from @fedi/shared (lucide), not a text glyph.',
        },
      ],
    },
  },
  // Lint fixtures break the rules on purpose; their tests lint them with --no-ignore.
  { ignores: ['**/__fixtures__/*.fixture.tsx'] },
  // Benchmarks hand callbacks to page.evaluate, which run in the browser.
  { files: ['e2e/bench/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
);
