import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isApiPath } from './apiPaths';
import { builtRemotes, SHELL_DIST } from './paths';

/** Files that name the current build and so must never be cached; everything else is content-hashed. */
const UNHASHED =
  /(?:^|\/)(?:index\.html|remotes\.json|service-worker\.js|manifest\.webmanifest|icons\/[^/]+|mf-manifest\.json|mf-manifest-stats\.json|remoteEntry\.js)$/;

function cacheHeaders(reply: FastifyReply, path: string) {
  reply.header('Cache-Control', UNHASHED.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable');
}

/**
 * Serves the production build: the shell at `/`, each remote at `/remotes/<folder>/`, `remotes.json`
 * (from `remotesManifest` when given), and index.html for every other page path.
 */
export async function registerStaticApp(app: FastifyInstance, options: { remotesManifest?: string }): Promise<void> {
  for (const remote of builtRemotes()) {
    await app.register(fastifyStatic, {
      root: remote.dist,
      prefix: `/remotes/${remote.folder}/`,
      decorateReply: false,
      setHeaders: (reply, path) => {
        cacheHeaders(reply, path);
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }
  if (options.remotesManifest) {
    const file = options.remotesManifest;
    app.get('/remotes.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/json');
      return readFile(file, 'utf8');
    });
  }
  const sendIndex = async (_req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html');
    return readFile(join(SHELL_DIST, 'index.html'), 'utf8');
  };
  app.get('/', sendIndex);
  await app.register(fastifyStatic, {
    root: SHELL_DIST,
    prefix: '/',
    index: false,
    wildcard: true,
    setHeaders: cacheHeaders,
  });
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method !== 'GET' || isApiPath(req.url) || req.url.startsWith('/remotes/')) {
      return reply.code(404).send({ error: 'Not found' });
    }
    return sendIndex(req, reply);
  });
}
