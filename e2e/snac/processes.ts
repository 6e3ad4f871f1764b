import { type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (asked of the OS, then released for the server that will take it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Waits until `url` answers (any HTTP status below 500), failing early when `child` dies. */
export async function waitForUrl(
  url: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child))
      throw new Error(
        `process ${child.pid} exited (${child.exitCode ?? child.signalCode}) before ${url} answered:\n${log()}`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${log()}`);
}

/** Safety net: a child still running when this node process exits is killed (by its PID) with it. */
export function killOnExit(child: ChildProcess): void {
  const kill = () => {
    if (!hasExited(child) && child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
  };
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
}

/**
 * Stops one process this code started, by its PID: SIGTERM, then SIGKILL after `graceMs`
 * (snac's httpd takes about 4 s to wind down its background thread).
 */
export async function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (hasExited(child) || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (!hasExited(child) && child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

/** Keeps the last lines a process printed, for error messages. */
export function tail(child: ChildProcess, max = 40): () => string {
  const lines: string[] = [];
  const take = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - max));
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => lines.join('\n');
}
