import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.reports/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
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
        { selector: "Property[key.name='queryKey'] > ArrayExpression.value", message: 'Use a key from @fedi/shared (shared/src/queries), not an inline query key.' },
        { selector: "JSXAttribute[name.name='queryKey'] > JSXExpressionContainer > ArrayExpression", message: 'Use a key from @fedi/shared (shared/src/queries), not an inline query key.' },
        {
          selector: "CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState|ensureQueryData|fetchQuery|prefetchQuery)$/] > ArrayExpression:first-child",
          message: 'Use a key from @fedi/shared (shared/src/queries), not an inline query key.',
        },
      ],
    },
  },
  // Lint fixtures break the rules on purpose; their tests lint them with --no-ignore.
  { ignores: ['**/__fixtures__/*.fixture.tsx'] },
  // Benchmarks hand callbacks to page.evaluate, which run in the browser.
  { files: ['e2e/bench/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
);
