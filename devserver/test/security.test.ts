import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { contentSecurityPolicy, CSP_REPORT_PATH, registerCspReporting, type CspReports } from '../src/host/csp';
import type { StartedServer } from '../src/index';
import { boot, client, login } from './helpers';

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('contentSecurityPolicy', () => {
  test('scripts only from the app origin, nothing inline, no plugins, no <base>, no framing', () => {
    const d = directives(contentSecurityPolicy());
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('style-src')).toEqual(["'self'"]);
    expect(d.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|'unsafe-inline'.*script|script-src[^;]*unsafe/);
    // Remote media from any https host; upload previews from blob:.
    expect(d.get('img-src')).toEqual(expect.arrayContaining(['https:', 'blob:', 'data:']));
    expect(d.get('media-src')).toEqual(expect.arrayContaining(['https:', 'blob:']));
  });

  test('an upstream instance is allowed for fetches, its websocket and media; a media host for media only', () => {
    const d = directives(
      contentSecurityPolicy({ extraOrigins: ['http://10.0.0.5:4000'], mediaOrigins: ['http://localhost:9'] }),
    );
    expect(d.get('connect-src')).toEqual([
      "'self'",
      'blob:',
      'https:',
      'wss:',
      'http://10.0.0.5:4000',
      'ws://10.0.0.5:4000',
    ]);
    expect(d.get('img-src')).toEqual(expect.arrayContaining(['http://10.0.0.5:4000', 'http://localhost:9']));
    expect(d.get('script-src')).toEqual(["'self'"]);
  });

  test('accounts on other servers: any https server and its socket; loopback servers only for test instances', () => {
    expect(directives(contentSecurityPolicy()).get('connect-src')).toEqual(["'self'", 'blob:', 'https:', 'wss:']);
    expect(directives(contentSecurityPolicy({ loopbackServers: true })).get('connect-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:*', 'ws://127.0.0.1:*']),
    );
  });
});

// The app host itself (@fastify/static) cannot load under jest: the e2e (security.spec.ts) checks its
// headers. Here: the report endpoint and test page on a bare server, the dev instance's parts.
describe('CSP reporting', () => {
  let app: FastifyInstance;
  let url: string;
  let reports: CspReports;
  const policy = contentSecurityPolicy();
  beforeAll(async () => {
    app = Fastify();
    reports = await registerCspReporting(app, { testControls: true, policy: () => policy, log: () => undefined });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  test('records what browsers post (csp-report and Reporting API bodies) until cleared', async () => {
    const report = {
      'csp-report': {
        'document-uri': `${url}/main/all`,
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'inline',
      },
    };
    const posted = await fetch(`${url}${CSP_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(posted.status).toBe(204);
    const modern = [
      { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'http://x.example/a' } },
    ];
    await fetch(`${url}${CSP_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify(modern),
    });
    const listed = (await (await fetch(`${url}/__dev/csp-reports`)).json()) as unknown[];
    expect(listed).toEqual([report['csp-report'], modern[0]!.body]);
    expect(reports.list()).toHaveLength(2);
    await fetch(`${url}/__dev/csp-reports`, { method: 'DELETE' });
    expect(reports.list()).toEqual([]);
  });

  test('the CSP test page tries inline script under the same policy', async () => {
    const page = await fetch(`${url}/__dev/csp-test`);
    expect(page.headers.get('content-security-policy')).toBe(policy);
    expect(await page.text()).toContain('<script>window.__inlineScriptRan = true;</script>');
  });

  test('without test controls there is no report list and no test page', async () => {
    const bare = Fastify();
    await registerCspReporting(bare, { testControls: false, policy: () => policy, log: () => undefined });
    const base = await bare.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${base}/__dev/csp-reports`)).status).toBe(404);
    expect((await fetch(`${base}/__dev/csp-test`)).status).toBe(404);
    await bare.close();
  });
});

describe('the dev instance', () => {
  let s: StartedServer;
  beforeAll(async () => {
    s = await boot();
  });
  afterAll(async () => {
    await s.stop();
  });

  test('the streaming socket accepts the token as its one subprotocol and echoes it', async () => {
    const alice = await login(s.url, 'alice');
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/api/v1/streaming?stream=user`, [alice.token as string]);
    const protocol = await new Promise<string>((resolve, reject) => {
      ws.on('open', () => resolve(ws.protocol));
      ws.on('error', reject);
    });
    expect(protocol).toBe(alice.token);
    // user:notification needs a signed-in socket: no error answer means the token was read.
    const received: string[] = [];
    ws.on('message', (data) => received.push(data.toString()));
    ws.send(JSON.stringify({ type: 'subscribe', stream: 'user:notification' }));
    ws.send('ping');
    await new Promise<void>((resolve) => {
      const check = () => (received.includes('pong') ? resolve() : setTimeout(check, 20));
      check();
    });
    expect(received.filter((text) => text.includes('error'))).toEqual([]);
    ws.close();
  });

  test('a wrong token as subprotocol is refused', async () => {
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/api/v1/streaming?stream=user`, ['not-a-token']);
    const code = await new Promise<number>((resolve) => ws.on('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(4001);
  });

  test('the media-host fixture: a photo and a card image on the other loopback name', async () => {
    const made = (await (await fetch(`${s.url}/__dev/fixtures/media-host`, { method: 'POST' })).json()) as {
      photoId: string;
      cardId: string;
    };
    const port = new URL(s.url).port;
    const mediaHost = `http://localhost:${port}`;
    const api = client(s.url);
    const photo = await api.get<{ media_attachments: Array<{ url: string; preview_url: string }> }>(
      `/api/v1/statuses/${made.photoId}`,
    );
    expect(photo.body.media_attachments[0]?.url.startsWith(`${mediaHost}/media/`)).toBe(true);
    expect(photo.body.media_attachments[0]?.preview_url.startsWith(`${mediaHost}/media/`)).toBe(true);
    const card = await api.get<{ card: { image: string } }>(`/api/v1/statuses/${made.cardId}`);
    expect(card.body.card.image).toBe(`${mediaHost}/media/card-0.png`);
    // The same process serves the file (the media host is its other name).
    const file = await fetch(photo.body.media_attachments[0]!.url.replace('localhost', '127.0.0.1'));
    expect(file.status).toBe(200);
  });
});
