import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import { extname, join, normalize } from 'node:path';

/**
 * A plain static server that serves a frontend folder the way Akkoma and Pleroma do (their FrontendStatic
 * and fallback): an existing file is sent as it is, the server's own paths go to the instance (here: proxied
 * to the dev instance, websockets too), and every other path gets index.html. Nothing of the app host.
 */
const SERVER_PATHS = [
  '/api/',
  '/oauth/',
  '/nodeinfo',
  '/.well-known/',
  '/auth/',
  '/main/ostatus',
  '/media/',
  '/emoji/',
  '/proxy/',
  '/static/',
  '/__dev/',
];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

export async function startStaticFrontend(
  root: string,
  upstream: string,
  port: number,
): Promise<{ url: string; stop(): Promise<void> }> {
  const target = new URL(upstream);
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (SERVER_PATHS.some((prefix) => path.startsWith(prefix))) {
      const proxied = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      proxied.on('error', () => res.writeHead(502).end());
      req.pipe(proxied);
      return;
    }
    const file = normalize(join(root, path));
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=1209600',
      });
      createReadStream(file).pipe(res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' });
    createReadStream(join(root, 'index.html')).pipe(res);
  });
  // The streaming socket: the upgrade request goes through as it is.
  server.on('upgrade', (req, socket, head) => {
    const upstreamSocket = connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let index = 0; index < req.rawHeaders.length; index += 2)
        lines.push(
          `${req.rawHeaders[index]}: ${req.rawHeaders[index]!.toLowerCase() === 'host' ? target.host : req.rawHeaders[index + 1]}`,
        );
      upstreamSocket.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
    });
    upstreamSocket.on('error', () => socket.destroy());
    socket.on('error', () => upstreamSocket.destroy());
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
