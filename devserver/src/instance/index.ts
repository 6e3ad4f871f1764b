import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { UPLOAD_LIMIT } from './config';
import { HttpError } from './http/errors';
import { Faults } from './http/faults';
import { Hostile } from './http/hostile';
import type { Core } from './http/context';
import { seedState } from './seed';
import { loadState, saveState } from './store/persist';
import { Store } from './store/store';
import { StreamHub } from './streaming/hub';
import { registerRoutes } from './routes';

export interface InstanceOptions {
  seed?: number;
  statuses?: number;
  dataDir?: string;
  testControls?: boolean;
}
export interface Instance {
  plugin: FastifyPluginAsync;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Router options of any Fastify server that mounts the dev instance: like Akkoma (Phoenix splits the path
 * into segments), a path answers with or without a trailing slash (`/api/v1/mutes/`, spec §7).
 */
export const INSTANCE_ROUTER = { ignoreTrailingSlash: true } as const;

const SAVE_INTERVAL_MS = 30_000;

function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (reply.sent) return;
    if (err instanceof HttpError) return reply.code(err.statusCode).send({ error: err.message, ...err.extra });
    const status = err.statusCode ?? 500;
    if (
      status === 413 ||
      err.code === 'FST_REQ_FILE_TOO_LARGE' ||
      err.code === 'FST_PARTS_LIMIT' ||
      err.code === 'FST_FILES_LIMIT'
    ) {
      return reply.code(413).send({ error: 'File is too large' });
    }
    if (status >= 400 && status < 500) return reply.code(status).send({ error: err.message || 'Bad request' });
    req.log.error(err);
    return reply.code(500).send({ error: 'Internal server error' });
  });
}

function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', 'application/activity+json'],
    { parseAs: 'string', bodyLimit: 20_000_000 },
    (_req, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new HttpError(400, 'Malformed JSON body'), undefined);
      }
    },
  );
}

/** Creates the dev instance: seeded (or loaded) state plus a Fastify plugin that serves the Akkoma-compatible API. */
export async function createInstance(opts: InstanceOptions = {}): Promise<Instance> {
  const seed = opts.seed ?? 1;
  const statuses = opts.statuses ?? 1000;
  const loaded = opts.dataDir ? loadState(opts.dataDir) : null;
  const store = new Store(loaded ?? seedState({ seed, statuses, now: Date.now() }));
  const hub = new StreamHub(() => store);
  store.listeners.push((e) => hub.handle(e));
  const faults = new Faults();
  const hostile = new Hostile();
  const timers = new Set<NodeJS.Timeout>();
  const core: Core = { store, testControls: !!opts.testControls };
  let saveTimer: NodeJS.Timeout | null = null;
  if (opts.dataDir) {
    const dir = opts.dataDir;
    saveTimer = setInterval(() => {
      try {
        saveState(dir, store.s);
      } catch {
        /* keep serving even if the disk is unhappy */
      }
    }, SAVE_INTERVAL_MS);
    saveTimer.unref();
  }

  const reset = async (): Promise<void> => {
    for (const t of timers) clearInterval(t);
    timers.clear();
    faults.clear();
    hostile.on = false;
    store.replaceState(seedState({ seed, statuses, now: Date.now() }));
  };

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(formbody);
    await app.register(multipart, {
      attachFieldsToBody: true,
      limits: { fileSize: UPLOAD_LIMIT, files: 10, fields: 500, parts: 520 },
    });
    await app.register(websocket, { options: { maxPayload: 1_048_576 } });
    installJsonParser(app);
    installErrorHandling(app);
    app.addHook('onRequest', faults.hook);
    if (opts.testControls) app.addHook('onSend', hostile.hook);
    registerRoutes(app, core, { hub, faults, hostile, timers, reset });
  };

  const close = async (): Promise<void> => {
    for (const t of timers) clearInterval(t);
    timers.clear();
    if (saveTimer) clearInterval(saveTimer);
    hub.closeAll();
    if (opts.dataDir) saveState(opts.dataDir, store.s);
  };

  return { plugin, reset, close };
}
