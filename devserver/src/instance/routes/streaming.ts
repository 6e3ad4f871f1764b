import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { originOf, type Core } from '../http/context';
import type { Conn, StreamHub } from '../streaming/hub';

const AUTH_STREAMS = new Set(['user', 'user:notification', 'user:pleroma_chat', 'direct', 'list']);
const KNOWN = new Set([
  'user',
  'user:notification',
  'user:pleroma_chat',
  'public',
  'public:local',
  'public:remote',
  'public:media',
  'public:local:media',
  'public:remote:media',
  'bubble',
  'hashtag',
  'hashtag:local',
  'list',
  'direct',
]);

function streamKey(stream: string, tag?: string, list?: string): string | null {
  if (!KNOWN.has(stream)) return null;
  if (stream === 'hashtag' || stream === 'hashtag:local') return tag ? `${stream}:${tag.toLowerCase()}` : null;
  if (stream === 'list') return list ? `list:${list}` : null;
  return stream;
}

function sendError(ws: WebSocket, error: string): void {
  if (ws.readyState === 1) ws.send(JSON.stringify({ error }));
}

/** Mastodon streaming API over one websocket with query-string or message subscriptions. */
export function registerStreaming(app: FastifyInstance, core: Core, hub: StreamHub): void {
  const handler = (socket: WebSocket, req: FastifyRequest) => {
    const store = core.store;
    const q = (req.query ?? {}) as Record<string, string | undefined>;
    const proto = req.headers['sec-websocket-protocol'];
    const raw =
      q.access_token ?? (typeof proto === 'string' && proto.length > 0 ? proto.split(',')[0]?.trim() : undefined);
    const token = raw ? store.s.tokens.get(raw) : undefined;
    if (raw && !token) {
      sendError(socket, 'Invalid access token');
      socket.close(4001, 'Invalid access token');
      return;
    }
    const conn: Conn = {
      ws: socket,
      userId: token?.userId ?? null,
      token: token?.token ?? null,
      origin: originOf(req),
      streams: new Set(),
    };
    const subscribe = (stream: string, tag?: string, list?: string): void => {
      const key = streamKey(stream, tag, list);
      if (!key) return sendError(socket, 'Unknown stream type');
      if (AUTH_STREAMS.has(stream) && !conn.userId) return sendError(socket, 'Missing access token');
      if (stream === 'list') {
        const l = core.store.s.lists.get(list ?? '');
        if (!l || l.ownerId !== conn.userId) return sendError(socket, 'Not found');
      }
      conn.streams.add(key);
    };
    const pathStream = (req.params as Record<string, string | undefined>).stream;
    const initial = q.stream ?? (pathStream ? pathStream.replace(/\//g, ':') : undefined);
    if (initial) subscribe(initial, q.tag, q.list);
    hub.add(conn);
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'ping') {
        if (socket.readyState === 1) socket.send('pong');
        return;
      }
      type Msg = { type?: string; stream?: string; tag?: string; list?: string };
      let msg: Msg | null;
      try {
        msg = JSON.parse(text) as Msg | null;
      } catch {
        return sendError(socket, 'Malformed message');
      }
      if (!msg || typeof msg.stream !== 'string') return;
      if (msg.type === 'subscribe') subscribe(msg.stream, msg.tag, msg.list);
      else if (msg.type === 'unsubscribe') {
        const key = streamKey(msg.stream, msg.tag, msg.list);
        if (key) conn.streams.delete(key);
      }
    });
    socket.on('close', () => hub.remove(conn));
    socket.on('error', () => hub.remove(conn));
  };
  app.get('/api/v1/streaming', { websocket: true }, handler);
  app.get('/api/v1/streaming/*', { websocket: true }, (socket, req) => {
    const rest = (req.params as Record<string, string>)['*'] ?? '';
    (req.params as Record<string, string>).stream = rest;
    handler(socket, req);
  });
}
