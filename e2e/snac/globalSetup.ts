import { rmSync, writeFileSync } from 'node:fs';
import { startAppHostFor } from './appHost';
import { SNAC_STATE_ENV, snacLegEnabled, type SnacLegState } from './leg';
import { ensuredSnacBinary } from './snacBinary';
import { startSnac } from './snacServer';

/**
 * Global setup of the snac leg: makes sure snac2 is installed, starts a throw-away snac instance and an
 * app host proxying to it (both on free 127.0.0.1 ports), and hands URLs and passwords to the tests.
 * The returned function is the teardown: it stops both processes by PID.
 */
/** The projects named with `--project` on the command line (none: all run). */
function selectedProjects(argv = process.argv): string[] {
  return argv.flatMap((arg, i) =>
    arg === '--project' ? [argv[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
  );
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const stateFile = process.env[SNAC_STATE_ENV];
  const projects = selectedProjects();
  if (!snacLegEnabled() || !stateFile || (projects.length > 0 && !projects.some((name) => name.includes('snac'))))
    return undefined;
  const bin = ensuredSnacBinary();

  const started = Date.now();
  const snac = await startSnac({ users: ['alice', 'bob'], bin });
  let app;
  try {
    app = await startAppHostFor(snac.url);
  } catch (error) {
    await snac.stop();
    throw error;
  }
  const state: SnacLegState = {
    appUrl: app.url,
    snacUrl: snac.url,
    snacVersion: snac.version,
    passwords: snac.passwords,
  };
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  console.log(
    `snac leg: snac ${snac.version} at ${snac.url}, app host at ${app.url} (ready in ${Date.now() - started} ms)`,
  );

  return async () => {
    await Promise.all([app.stop(), snac.stop()]);
    rmSync(stateFile, { force: true });
  };
}
