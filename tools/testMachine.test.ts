import { jestDurations, playwrightDurations, slowestFiles, slowestTable } from './testMachine.mjs';

/** A Playwright JSON report as the json reporter writes it: files → describes → specs → tests → tries. */
const report = {
  suites: [
    {
      title: 'a11y-user.spec.ts',
      file: 'a11y-user.spec.ts',
      specs: [],
      suites: [
        {
          title: 'alice at 1280px',
          file: 'a11y-user.spec.ts',
          specs: [
            {
              // Declared by a helper module: the test still belongs to the spec file that ran it.
              title: 'thread',
              file: 'support/a11yWalk.ts',
              tests: [{ projectName: 'dev-instance-1', status: 'expected', results: [{ duration: 4_000 }] }],
            },
          ],
        },
      ],
    },
    {
      title: 'accounts.spec.ts',
      file: 'accounts.spec.ts',
      specs: [
        {
          title: 'switch accounts',
          file: 'accounts.spec.ts',
          tests: [
            {
              projectName: 'dev-instance-2',
              status: 'flaky',
              results: [{ duration: 60_000 }, { duration: 20_000 }],
            },
          ],
        },
        {
          title: 'skipped one',
          file: 'accounts.spec.ts',
          tests: [{ projectName: 'dev-instance-2', status: 'skipped', results: [] }],
        },
      ],
    },
  ],
};

describe("npm test's report of slow tests", () => {
  it('reads every test of a Playwright report with its describe titles, all tries counted', () => {
    expect(playwrightDurations(report)).toEqual([
      {
        title: 'alice at 1280px › thread',
        file: 'a11y-user.spec.ts',
        project: 'dev-instance-1',
        ms: 4_000,
        tries: 1,
        status: 'expected',
      },
      {
        title: 'switch accounts',
        file: 'accounts.spec.ts',
        project: 'dev-instance-2',
        ms: 80_000,
        tries: 2,
        status: 'flaky',
      },
    ]);
  });

  it('lists the slowest first, with their tries, and sums the files', () => {
    const tests = playwrightDurations(report);
    expect(slowestTable(tests, 1)).toBe(' 1.   80.0 s  [dev-instance-2] accounts.spec.ts: switch accounts (2 tries)');
    expect(slowestFiles(tests).split('\n')).toEqual([
      ' 1.   80.0 s  accounts.spec.ts',
      ' 2.    4.0 s  a11y-user.spec.ts',
    ]);
    expect(slowestTable([])).toBe('');
  });

  it("reads jest's report", () => {
    const jest = {
      testResults: [{ name: '/x/a.test.ts', assertionResults: [{ fullName: 'a works', duration: 12 }] }],
    };
    expect(jestDurations(jest)).toEqual([{ title: 'a works', file: '/x/a.test.ts', ms: 12, tries: 1 }]);
    expect(jestDurations(null)).toEqual([]);
  });
});
