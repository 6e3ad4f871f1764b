import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort, killOnExit, stopProcess, tail, waitForUrl } from './processes';

const DEVSERVER = resolve(__dirname, '..', '..', 'devserver');

export interface AppHostProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The production app on its own 127.0.0.1 port with the API proxied to `upstream` (`--upstream`), as
 * `npm start -- --upstream …` serves it. One node process (tsx as a loader), stopped by its PID.
 */
export async function startAppHostFor(upstream: string, port?: number): Promise<AppHostProcess> {
  return startHost(['--upstream', upstream], port);
}

/**
 * The production app with its bundled dev instance (test controls on), as the dev-instance projects run
 * it: the snac leg's own, for accounts of snac and of the dev instance side by side.
 */
export async function startDevInstanceHost(port?: number): Promise<AppHostProcess> {
  return startHost(['--test-controls'], port);
}

async function startHost(args: string[], port?: number): Promise<AppHostProcess> {
  const listen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--port', String(listen), ...args], {
    cwd: DEVSERVER,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FEDI_UPSTREAM: '' },
  });
  killOnExit(child);
  const log = tail(child);
  const url = `http://127.0.0.1:${listen}`;
  try {
    await waitForUrl(`${url}/remotes.json`, child, log, 60_000);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, pid: child.pid ?? 0, stop: () => stopProcess(child) };
}
