import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { createInstance, type Instance, type InstanceOptions } from '../instance';
import { registerStaticApp } from './staticFiles';
import { registerUpstreamProxy } from './upstreamProxy';

export interface AppHostOptions {
  port?: number;
  host?: string;
  /** Point the API and streaming at a real instance instead of the bundled dev instance. */
  upstream?: string;
  /** A remotes.json to serve instead of the one in the shell's build. */
  remotesManifest?: string;
  instance?: InstanceOptions;
  logger?: boolean;
}

export interface AppHost {
  url: string;
  port: number;
  instance: Instance | null;
  stop(): Promise<void>;
}

/** One origin for the whole app: production shell + remotes, and the dev instance or a proxy. */
export async function startAppHost(options: AppHostOptions = {}): Promise<AppHost> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 * 1024 });
  let instance: Instance | null = null;
  if (options.upstream) {
    await registerUpstreamProxy(app, options.upstream);
  } else {
    instance = await createInstance(options.instance);
    await app.register(instance.plugin);
  }
  // The app's files go out compressed (brotli or gzip), as a production server would send them.
  await app.register(async (scope) => {
    await scope.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
    await registerStaticApp(scope, { remotesManifest: options.remotesManifest });
  });
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  return {
    url: `http://${host}:${port}`,
    port,
    instance,
    stop: async () => {
      await app.close();
      await instance?.close();
    },
  };
}
