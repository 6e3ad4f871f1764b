import Fastify from 'fastify';
import { createInstance, INSTANCE_ROUTER, type InstanceOptions } from './instance';

export { createInstance } from './instance';
export type { Instance, InstanceOptions } from './instance';
export { SEEDED_LOGINS } from './instance/seed/logins';

export interface StartedServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts a bare Fastify app serving only the dev instance (for devserver tests and benchmarks). */
export async function start(
  opts: InstanceOptions & { port?: number; host?: string; logger?: boolean } = {},
): Promise<StartedServer> {
  const instance = await createInstance(opts);
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 20_000_000, routerOptions: INSTANCE_ROUTER });
  await app.register(instance.plugin);
  const host = opts.host ?? '127.0.0.1';
  await app.listen({ port: opts.port ?? 0, host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : (opts.port ?? 0);
  let stopped = false;
  return {
    url: `http://${host}:${port}`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      await instance.close();
      await app.close();
    },
  };
}
