/** An error with an HTTP status and an Akkoma-style `{ error }` body. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Record not found') => new HttpError(404, what);
export const unprocessable = (msg: string, extra: Record<string, unknown> = {}) => new HttpError(422, msg, extra);
export const badRequest = (msg: string, extra: Record<string, unknown> = {}) => new HttpError(400, msg, extra);
export const forbidden = (msg = 'Forbidden') => new HttpError(403, msg);
export const unauthorized = (msg = 'The access token is invalid') => new HttpError(401, msg);
