// In a CI run (`.ci/run` sets CI) a failing UI test runs once more, as the e2e tests do: a timing hiccup of
// a loaded 2-core machine (a jsdom focus or Ariakit close cycle landing late) does not fail the run. The
// first failure is still printed in full (logErrorsBeforeRetry), so a flaky test stays visible in the log.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
