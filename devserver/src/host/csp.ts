import type { FastifyInstance } from 'fastify';

/** Where browsers post Content-Security-Policy violations (`report-uri`). */
export const CSP_REPORT_PATH = '/__csp-report';

export interface CspOptions {
  /**
   * Origins the app talks to besides its own (an `--upstream` whose `urls.streaming_api` or media point
   * at itself): allowed for fetches and websockets (their ws/wss form), images and media.
   */
  extraOrigins?: readonly string[];
  /** Origins media may come from over plain http (https media from any host is always allowed). */
  mediaOrigins?: readonly string[];
  /**
   * Test instances: servers on this machine's loopback (any port, http and ws) may be signed in to beside
   * the app's own, as https servers always may (a test's snac runs on 127.0.0.1), and show their media.
   */
  loopbackServers?: boolean;
}

/** The websocket form (ws:/wss:) of an http(s) origin. */
function websocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * The policy the app runs under (ARCHITECTURE.md "Serving"; docs/serving.md for Akkoma/Pleroma):
 * scripts only from the app's origin and never inline, no plugins, no <base>, no framing. Styles:
 * files of the app's origin (`<style>` and injected sheets are refused); `style` attributes stay
 * allowed (`style-src-attr`) because an instance's panel and terms HTML keep them (the sanitizer's
 * `static` profile) — React's `style` prop sets CSSOM properties, which no style-src limits. Trusted
 * Types are left out: see ARCHITECTURE.md.
 */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const extra = options.extraOrigins ?? [];
  const loopback = options.loopbackServers ? ['http://127.0.0.1:*'] : [];
  const media = [...extra, ...(options.mediaOrigins ?? []), ...loopback];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['style-src-attr', "'unsafe-inline'"],
    // Avatars, emoji, media and link-card images live on any https host (remote instances, CDNs);
    // blob: for previews of files being uploaded, data: for small inline images servers send.
    ['img-src', "'self'", 'https:', 'data:', 'blob:', ...media],
    ['media-src', "'self'", 'https:', 'blob:', ...media],
    // The API and the streaming socket: the app's origin ('self' covers its ws:/wss: in CSP 3), blob:
    // for reading back a file picked for upload, and any https server with its wss socket: an account
    // of another server is reached directly (CORS; ARCHITECTURE.md "Accounts on other servers").
    [
      'connect-src',
      "'self'",
      'blob:',
      'https:',
      'wss:',
      ...extra,
      ...extra.map(websocketOrigin),
      ...loopback,
      ...(options.loopbackServers ? ['ws://127.0.0.1:*'] : []),
    ],
    ['font-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['report-uri', CSP_REPORT_PATH],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** One violation as the browser reported it (the `csp-report` body, or a Reporting API report's body). */
export type CspViolation = Record<string, unknown>;

export interface CspReports {
  list(): CspViolation[];
  clear(): void;
}

/**
 * `POST /__csp-report` records every violation (and logs it); with test controls `GET /__dev/csp-reports`
 * answers them (tests assert none) and `DELETE` forgets them, and `GET /__dev/csp-test` is a page under
 * the same policy that tries an inline script and an inline event handler (both must be blocked).
 */
export async function registerCspReporting(
  app: FastifyInstance,
  options: { testControls: boolean; policy: () => string; log?: (line: string) => void },
): Promise<CspReports> {
  const reports: CspViolation[] = [];
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json', 'application/json'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => {
        try {
          done(null, JSON.parse(String(body)) as unknown);
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    scope.post(CSP_REPORT_PATH, async (req, reply) => {
      const body = req.body as unknown;
      const items: unknown[] = Array.isArray(body) ? body : [body];
      for (const item of items) {
        if (!item || typeof item !== 'object') continue;
        const record = item as Record<string, unknown>;
        const violation = (record['csp-report'] ?? record.body ?? record) as CspViolation;
        reports.push(violation);
        const directive = violation['violated-directive'] ?? violation.effectiveDirective;
        const blocked = violation['blocked-uri'] ?? violation.blockedURL;
        log(`CSP violation: ${String(directive)} blocked ${String(blocked)}`);
      }
      return reply.code(204).send();
    });
    if (!options.testControls) return;
    scope.get('/__dev/csp-reports', async () => reports);
    scope.delete('/__dev/csp-reports', async (_req, reply) => {
      reports.length = 0;
      return reply.code(204).send();
    });
    scope.get('/__dev/csp-test', async (_req, reply) => {
      reply.header('Content-Security-Policy', options.policy()).header('Cache-Control', 'no-store').type('text/html');
      return CSP_TEST_PAGE;
    });
  });
  return {
    list: () => [...reports],
    clear: () => {
      reports.length = 0;
    },
  };
}

/** Each attempt would set a flag on `window` if it ran; the e2e reads them (all must stay unset). */
const CSP_TEST_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>CSP test page</title></head>
  <body>
    <h1>CSP test page</h1>
    <script>window.__inlineScriptRan = true;</script>
    <img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.__inlineHandlerRan = true" onload="window.__inlineHandlerRan = true">
  </body>
</html>
`;
