import type * as v from 'valibot';
import { parseMany, parseOne } from '../api_types/parse';
import type { HttpResponse, RequestOptions } from './http';
import { pageOf, type Page } from './paging';

/**
 * A raw call through the session's client (`client.call`). The admin APIs take it instead of importing
 * the HTTP layer, so the copy bundled into the moderation remote throws the index's own errors.
 */
export type RawCall = (path: string, options?: RequestOptions) => Promise<HttpResponse<unknown>>;

export async function one<S extends v.GenericSchema, R>(
  call: RawCall,
  path: string,
  schema: S,
  options: RequestOptions,
  normalize: (wire: v.InferOutput<S>) => R,
): Promise<R> {
  return normalize(parseOne(schema, (await call(path, options)).data, path));
}

export async function page<S extends v.GenericSchema, R>(
  call: RawCall,
  path: string,
  schema: S,
  options: RequestOptions,
  normalize: (wire: v.InferOutput<S>) => R,
): Promise<Page<R>> {
  const response = await call(path, options);
  return pageOf(parseMany(schema, response.data, path).map(normalize), response.links);
}

export async function none(call: RawCall, path: string, options: RequestOptions): Promise<void> {
  await call(path, options);
}

export const seg = (value: string | number): string => encodeURIComponent(String(value));
