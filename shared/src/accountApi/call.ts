import type * as v from 'valibot';
import { parseMany, parseOne, type ApiClient, type RequestOptions } from '@fedi/shared';

/**
 * What these calls need of the session's client: its raw `call` (token, timeout, origin guard, missing
 * endpoints, the index's own error classes) and its config.
 */
export type Caller = Pick<ApiClient, 'call' | 'config'>;

/** Call and read one entity through its schema and normalizer (the index's `callOne`, over `client.call`). */
export async function one<S extends v.GenericSchema, R = v.InferOutput<S>>(
  client: Caller,
  path: string,
  schema: S,
  options: RequestOptions = {},
  normalize: (wire: v.InferOutput<S>) => R = (wire) => wire as R,
): Promise<R> {
  return normalize(parseOne(schema, (await client.call(path, options)).data, path));
}

/** Call a list endpoint that has no paging: invalid members are skipped. */
export async function many<S extends v.GenericSchema, R = v.InferOutput<S>>(
  client: Caller,
  path: string,
  schema: S,
  options: RequestOptions = {},
  normalize: (wire: v.InferOutput<S>) => R = (wire) => wire as R,
): Promise<R[]> {
  return parseMany(schema, (await client.call(path, options)).data, path).map(normalize);
}

/** Call where the answer does not matter (204s, `{}`). */
export async function none(client: Caller, path: string, options: RequestOptions = {}): Promise<void> {
  await client.call(path, options);
}
