import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, killOnExit, stopProcess, tail, waitForUrl } from './processes';

/** Default binary when the caller passes none (the leg passes the one `ensureSnac.mjs` chose). */
export const SNAC_BIN = process.env.SNAC_PATH || '/usr/bin/snac';

export interface SnacServer {
  /** e.g. `http://127.0.0.1:43123`; snac bakes this host into every URL it makes. */
  url: string;
  port: number;
  /** snac's version, from its nodeinfo. */
  version: string;
  /** user name → password snac made for it. */
  passwords: Record<string, string>;
  pid: number;
  stop(): Promise<void>;
}

export interface SnacOptions {
  users?: string[];
  port?: number;
  bin?: string;
}

function snac(bin: string, args: string[], input?: string): string {
  const result = spawnSync(bin, args, { input, encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(
      `snac ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr}${result.stdout}`,
    );
  }
  return `${result.stdout}${result.stderr}`;
}

/**
 * A throw-away snac2 instance on 127.0.0.1: a temp data dir, `snac init` answered on stdin, plain HTTP,
 * the given users (passwords captured from `snac adduser`), and `snac httpd` until `stop()`.
 */
export async function startSnac({
  users = ['alice', 'bob'],
  port,
  bin = SNAC_BIN,
}: SnacOptions = {}): Promise<SnacServer> {
  const root = mkdtempSync(join(tmpdir(), 'fedi-snac-'));
  const dir = join(root, 'data');
  const cleanUp = () => rmSync(root, { recursive: true, force: true });
  try {
    const listen = port ?? (await freePort());
    const host = `127.0.0.1:${listen}`;
    // Questions: network address, port, host name, URL prefix, admin email.
    snac(bin, ['init', dir], `127.0.0.1\n${listen}\n${host}\n\n\n`);
    const configFile = join(dir, 'server.json');
    const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
    Object.assign(config, { protocol: 'http', badlogin_retries: 1000, badlogin_expire: 1, title: 'snac e2e' });
    writeFileSync(configFile, JSON.stringify(config, null, 4));

    const passwords: Record<string, string> = {};
    for (const user of users) {
      const out = snac(bin, ['adduser', dir, user]);
      const password = /User password is (\S+)/.exec(out)?.[1];
      if (!password) throw new Error(`no password in the output of snac adduser ${user}: ${out}`);
      passwords[user] = password;
    }

    const child = spawn(bin, ['httpd', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    killOnExit(child);
    const log = tail(child);
    const url = `http://${host}`;
    const stop = async () => {
      await stopProcess(child);
      cleanUp();
    };
    try {
      await waitForUrl(`${url}/api/v1/instance`, child, log, 15_000);
      const nodeinfo = (await (await fetch(`${url}/nodeinfo_2_0`)).json()) as { software?: { version?: string } };
      return {
        url,
        port: listen,
        version: nodeinfo.software?.version ?? 'unknown',
        passwords,
        pid: child.pid ?? 0,
        stop,
      };
    } catch (error) {
      await stop();
      throw error;
    }
  } catch (error) {
    cleanUp();
    throw error;
  }
}
