import { rmSync, writeFileSync } from 'node:fs';
import { startAppHostFor, startDevInstanceHost } from './appHost';
import { SNAC_STATE_ENV, snacLegEnabled, type SnacLegState } from './leg';
import { ensuredSnacBinary } from './snacBinary';
import { startSnac } from './snacServer';

/**
 * Global setup of the snac leg: makes sure snac2 is installed, starts a throw-away snac instance, a second
 * one it federates with (remote accounts), and an app host proxying to the first (all on free 127.0.0.1 ports), and hands URLs and passwords to the tests.
 * The returned function is the teardown: it stops the four processes by PID.
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
  let other;
  let dev;
  try {
    // A second snac on its own port, so that the first has a remote server to resolve accounts on.
    other = await startSnac({ users: ['bob'], bin });
    app = await startAppHostFor(snac.url);
    dev = await startDevInstanceHost();
  } catch (error) {
    await Promise.all([snac.stop(), other?.stop(), app?.stop()]);
    throw error;
  }
  const state: SnacLegState = {
    appUrl: app.url,
    snacUrl: snac.url,
    snacVersion: snac.version,
    passwords: snac.passwords,
    other: { url: other.url, passwords: other.passwords },
    devUrl: dev.url,
  };
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  console.log(
    `snac leg: snac ${snac.version} at ${snac.url} (another at ${other.url}), app host at ${app.url}, dev instance at ${dev.url} (ready in ${Date.now() - started} ms)`,
  );

  return async () => {
    await Promise.all([app.stop(), dev.stop(), snac.stop(), other.stop()]);
    rmSync(stateFile, { force: true });
  };
}
