import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { API_PREFIXES } from './apiPaths';

/** Sends every API path (and the streaming websocket) to a real instance instead of the dev instance. */
export async function registerUpstreamProxy(app: FastifyInstance, upstream: string): Promise<void> {
  const origin = new URL(upstream).origin;
  for (const prefix of API_PREFIXES.filter((p) => p !== '/__dev/')) {
    const clean = prefix.replace(/\/$/, '');
    await app.register(httpProxy, {
      upstream: origin,
      prefix: clean,
      rewritePrefix: clean,
      websocket: clean === '/api',
      replyOptions: { rewriteRequestHeaders: (_req, headers) => ({ ...headers, host: new URL(origin).host }) },
    });
  }
}
