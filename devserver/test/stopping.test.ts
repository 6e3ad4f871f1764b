/**
 * Stopping cleanly: `npm start` (npm → bootstrap.mjs → the app host, node with tsx as its loader) and the app host alone end
 * every process they started on SIGTERM, SIGINT and SIGHUP, and the port closes. Each case starts its own
 * tree on a free 127.0.0.1 port (`--port 0`), records the tree's processes by PID (with their start times, so
 * a reused PID is not mistaken for one of them), sends one signal to the top process and waits for the tree
 * and the port to be gone. Anything a failed case leaves is killed by PID afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
const DEVSERVER = resolve(__dirname, '..');
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

interface Proc {
  pid: number;
  ppid: number;
  start: string;
  zombie: boolean;
  cmd: string;
}

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid … starttime(22nd)": comm may hold spaces and parentheses.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let cmd = '';
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    } catch {
      // gone meanwhile
    }
    return { pid, ppid: Number(rest[1]), start: rest[19] ?? '', zombie: rest[0] === 'Z', cmd };
  } catch {
    return null;
  }
}

/** `pid` and every process below it, now. */
function tree(pid: number): Proc[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProc(Number(name)))
    .filter((proc): proc is Proc => proc !== null);
  const found: Proc[] = [];
  const queue = [pid];
  while (queue.length) {
    const current = queue.shift() as number;
    const proc = all.find((p) => p.pid === current);
    if (proc) found.push(proc);
    for (const child of all) if (child.ppid === current) queue.push(child.pid);
  }
  return found;
}

/** Still running: the same process (PID and start time) and not a zombie. */
const alive = (proc: Proc) => {
  const now = readProc(proc.pid);
  return now !== null && now.start === proc.start && !now.zombie;
};

const portOpen = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

const started: Proc[] = [];
afterAll(() => {
  for (const proc of started) if (alive(proc)) process.kill(proc.pid, 'SIGKILL');
});

/** Starts `cmd`, waits for the app host's "running at" line and answers its port and process tree. */
async function startServer(cmd: string, args: string[], cwd: string) {
  const child: ChildProcess = spawn(cmd, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FEDI_START_SKIP_SETUP: '1', PORT: '', FEDI_UPSTREAM: '' },
  });
  let output = '';
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no "running at" line within 90 s:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`exited (${code ?? signal}) before serving:\n${output}`));
    });
  }).catch((error: unknown) => {
    for (const proc of tree(child.pid ?? -1)) started.push(proc);
    throw error;
  });
  const procs = tree(child.pid ?? -1);
  started.push(...procs);
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
  return { child, port, procs, exited, output: () => output };
}

async function stopsCleanly(cmd: string, args: string[], cwd: string, signal: (typeof SIGNALS)[number]) {
  const server = await startServer(cmd, args, cwd);
  expect(await portOpen(server.port)).toBe(true);
  // The tree holds the process that serves (node running src/cli.ts) below the one signalled.
  expect(server.procs.some((proc) => proc.pid !== server.child.pid && proc.cmd.includes('src/cli.ts'))).toBe(
    cmd === 'npm',
  );
  process.kill(server.child.pid as number, signal);
  const deadline = Date.now() + 20_000;
  await Promise.race([server.exited, new Promise((r) => setTimeout(r, 20_000))]);
  let left = server.procs.filter(alive);
  let open = await portOpen(server.port);
  while ((left.length > 0 || open) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    left = server.procs.filter(alive);
    open = await portOpen(server.port);
  }
  expect({ signal, left: left.map((proc) => `${proc.pid} ${proc.cmd}`), portOpen: open }).toEqual({
    signal,
    left: [],
    portOpen: false,
  });
}

describe('stopping cleanly', () => {
  it.each(SIGNALS)(
    '`npm start` ends every process it started on %s and frees the port',
    async (signal) => {
      await stopsCleanly('npm', ['start', '--', '--port', '0'], ROOT, signal);
    },
    120_000,
  );

  it.each(SIGNALS)(
    'the app host ends on %s and frees the port',
    async (signal) => {
      await stopsCleanly(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--port', '0'], DEVSERVER, signal);
    },
    120_000,
  );
});
