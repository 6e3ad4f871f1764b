import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { createInstance, INSTANCE_ROUTER, type Instance, type InstanceOptions } from '../instance';
import { mediaHostOrigin } from '../instance/entities/context';
import { contentSecurityPolicy, registerCspReporting, type CspReports } from './csp';
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
  /** The Content-Security-Policy every page of the app is sent with. */
  policy: string;
  /** The violations browsers reported to `/__csp-report`. */
  cspReports: CspReports;
  stop(): Promise<void>;
}

/** One origin for the whole app: production shell + remotes, and the dev instance or a proxy. */
export async function startAppHost(options: AppHostOptions = {}): Promise<AppHost> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 * 1024, routerOptions: INSTANCE_ROUTER });
  let instance: Instance | null = null;
  if (options.upstream) {
    await registerUpstreamProxy(app, options.upstream);
  } else {
    instance = await createInstance(options.instance);
    await app.register(instance.plugin);
  }
  // Known once the port is: the dev instance's media host (its other loopback name) joins the policy.
  let policy = '';
  const cspReports = await registerCspReporting(app, {
    testControls: !options.upstream && (options.instance?.testControls ?? false),
    policy: () => policy,
  });
  // The app's files go out compressed (brotli or gzip), as a production server would send them, and
  // every one with the policy (the documents' is the one that counts; the service worker has its own).
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply) => {
      reply.header('Content-Security-Policy', policy);
      reply.header('X-Content-Type-Options', 'nosniff');
    });
    await scope.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
    await registerStaticApp(scope, { remotesManifest: options.remotesManifest });
  });
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const url = `http://${host}:${port}`;
  policy = contentSecurityPolicy(
    options.upstream
      ? { extraOrigins: [new URL(options.upstream).origin] }
      : { mediaOrigins: [mediaHostOrigin(url)], loopbackServers: options.instance?.testControls ?? false },
  );
  return {
    url,
    port,
    instance,
    policy,
    cspReports,
    stop: async () => {
      await app.close();
      await instance?.close();
    },
  };
}
