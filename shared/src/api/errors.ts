import en from '../i18n/locales/en.json';

/** An HTTP failure from the server: carries the status and the parsed body (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The wait the server asked for in `Retry-After` (429, 503), in ms; pollers and retries respect it. */
  readonly retryAfterMs?: number;

  /** `message` is for logs: the server's own text, else the English status text (people see `errorText`). */
  constructor(status: number, body: unknown, retryAfterMs?: number) {
    const { key, args } = statusMessage(status);
    super(serverErrorText(body) ?? en.errors[key].replace('{{code}}', String(args.code ?? status)));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs;
  }
}

/** A `Retry-After` header (delay in seconds, or an HTTP date) as ms from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The request never got an answer: offline, refused, dropped or timed out. */
export class NetworkError extends Error {
  readonly timedOut: boolean;
  constructor(message: string, timedOut = false) {
    super(message);
    this.name = 'NetworkError';
    this.timedOut = timedOut;
  }
}

export type StatusMessageKey = keyof typeof en.errors;

/** Spec §8: the message of an HTTP status, as a key of the `shared` namespace's `errors` (with its arguments). */
export function statusMessage(status: number): { key: StatusMessageKey; args: Record<string, unknown> } {
  switch (status) {
    case 401:
      return { key: 'unauthorized', args: {} };
    case 403:
      return { key: 'forbidden', args: {} };
    case 404:
      return { key: 'not_found', args: {} };
    case 410:
      return { key: 'gone', args: {} };
    case 413:
      return { key: 'too_large', args: {} };
    case 422:
      return { key: 'unprocessable', args: {} };
    case 429:
      return { key: 'rate_limited', args: {} };
    case 500:
      return { key: 'internal_server_error', args: {} };
    case 503:
      return { key: 'backend_unavailable', args: {} };
    default:
      return { key: 'unexpected_status', args: { code: status } };
  }
}

/** The `error` (or `error_description`) text an Akkoma/Mastodon error body carries, if any. */
export function serverErrorText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.error === 'string' && record.error) return record.error;
  if (typeof record.error_description === 'string' && record.error_description) return record.error_description;
  return undefined;
}
