/** An HTTP failure from the server: carries the status and the parsed body (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** i18n key with its arguments, for showing the failure to a person. */
  readonly messageKey: string;
  readonly messageArgs: Record<string, unknown>;

  constructor(status: number, body: unknown) {
    const { key, args, fallback } = describeStatus(status);
    super(serverErrorText(body) ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.messageKey = key;
    this.messageArgs = args;
  }
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

export function describeStatus(status: number): { key: string; args: Record<string, unknown>; fallback: string } {
  switch (status) {
    case 429:
      return { key: 'errors.rate_limited', args: {}, fallback: 'You are rate limited' };
    case 500:
      return { key: 'errors.internal_server_error', args: {}, fallback: 'Internal Server Error' };
    case 503:
      return { key: 'errors.backend_unavailable', args: {}, fallback: 'The backend is not available' };
    default:
      return { key: 'errors.unexpected_status', args: { code: status }, fallback: `Unexpected status: ${status}` };
  }
}

/** The `error` (or `errors`) text an Akkoma/Mastodon error body carries, if any. */
export function serverErrorText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.error === 'string' && record.error) return record.error;
  if (typeof record.error_description === 'string' && record.error_description) return record.error_description;
  return undefined;
}
