// One jest run for the whole workspace: browser-side packages under jsdom, the dev instance under node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: { runtime: 'automatic' },
        optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(react-router|valibot))'],
  moduleNameMapper: { '\\.css$': `${__dirname}/shared/testing/styleStub.cjs` },
};
module.exports = {
  // Behaviour, not speed, is what these tests assert: a loaded 2-core CI machine must not fail them on
  // jest's 5 s default (speed targets live in `pnpm bench`).
  testTimeout: 30_000,
  projects: [
    ...[
      'shell',
      'shared',
      'remotes/timelines',
      'remotes/composer',
      'remotes/settings',
      'remotes/moderation',
      'remotes/chat',
      'remotes/people',
      'remotes/example-panel',
    ].map((dir) => ({
      ...common,
      displayName: dir,
      rootDir: `<rootDir>/${dir}`,
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: [`${__dirname}/shared/testing/setupDom.ts`, `${__dirname}/shared/testing/retryInCi.ts`],
      moduleNameMapper: {
        '\\.css$': `${__dirname}/shared/testing/styleStub.cjs`,
        // Tests see a bundle's English strings whole (the build splits them: localeSplitLoader.cjs).
        '^(.+\\.json)\\?(core|later)$': '$1',
      },
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    })),
    {
      ...common,
      displayName: 'devserver',
      rootDir: '<rootDir>/devserver',
      testEnvironment: 'node',
      moduleNameMapper: {},
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
    },
    {
      // The lint rules and repository checks of tools/, each proven by an example it rejects.
      ...common,
      displayName: 'tools',
      rootDir: '<rootDir>/tools',
      testEnvironment: 'node',
      moduleNameMapper: {},
      testMatch: ['<rootDir>/**/*.test.ts'],
      testPathIgnorePatterns: ['/lint-fixtures/'],
    },
  ],
};
