import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Fault {
  method?: string;
  path: string;
  status?: number;
  delayMs?: number;
  body?: unknown;
  malformed?: boolean;
  drop?: boolean;
  times?: number;
  /** Extra answer headers, e.g. `{ 'Retry-After': '30' }` with a 429 or 503. */
  headers?: Record<string, string>;
}

/** Injected failures, matched in an onRequest hook before routing. `/__dev/*` is never affected. */
export class Faults {
  list: Fault[] = [];
  /** Answers held by a delay: clearing the faults lets them through (the server has recovered). */
  private held = new Set<() => void>();

  add(f: Fault): void {
    this.list.push({ ...f });
  }

  clear(): void {
    this.list = [];
    for (const release of [...this.held]) release();
  }

  match(method: string, path: string): Fault | undefined {
    if (path.startsWith('/__dev/')) return undefined;
    const i = this.list.findIndex((f) => {
      if (f.method && f.method.toUpperCase() !== method.toUpperCase()) return false;
      return f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : path === f.path;
    });
    if (i < 0) return undefined;
    const f = this.list[i] as Fault;
    if (f.times !== undefined) {
      f.times -= 1;
      if (f.times <= 0) this.list.splice(i, 1);
    }
    return f;
  }

  hook = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (this.list.length === 0) return;
    const path = req.url.split('?')[0] ?? req.url;
    const f = this.match(req.method, path);
    if (!f) return;
    // A delay (a timeout when it outlasts the client's): over early when the client gives up and closes.
    if (f.delayMs && f.delayMs > 0) {
      const outcome = await new Promise<'answer' | 'gone' | 'released'>((resolve) => {
        const end = (how: 'answer' | 'gone' | 'released') => {
          clearTimeout(timer);
          reply.raw.off('close', gone);
          this.held.delete(release);
          resolve(how);
        };
        const gone = () => end('gone');
        const release = () => end('released');
        const timer = setTimeout(() => end('answer'), f.delayMs);
        reply.raw.once('close', gone);
        this.held.add(release);
      });
      if (outcome === 'gone') {
        reply.hijack();
        return;
      }
      // Released by clearing the faults: the request goes on to its route as if nothing had happened.
      if (outcome === 'released') return;
    }
    if (f.headers) for (const [name, value] of Object.entries(f.headers)) reply.header(name, value);
    if (f.drop) {
      reply.hijack();
      req.raw.socket.destroy();
      return;
    }
    if (f.malformed) {
      reply
        .code(f.status ?? 200)
        .type('application/json')
        .send('{"malformed": tru');
      return;
    }
    if (f.status) {
      reply
        .code(f.status)
        .type('application/json')
        .send(JSON.stringify(f.body ?? { error: `Injected fault: HTTP ${f.status}` }));
    }
  };
}
