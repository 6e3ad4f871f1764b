import type * as v from 'valibot';
import { parseMany, parseOne } from '../api_types/parse';
import { httpConfigOf, type ApiClientConfig } from './context';
import { request, type HttpResponse, type RequestOptions } from './http';
import { missingEndpointOf } from './optional';
import { pageOf, type Page } from './paging';

/** Raw call with the token read now. */
export function call(
  config: ApiClientConfig,
  path: string,
  options: RequestOptions = {},
): Promise<HttpResponse<unknown>> {
  const answer = request<unknown>(httpConfigOf(config), path, options);
  if (!config.onMissingEndpoint) return answer;
  return answer.catch((error: unknown) => {
    const missing = missingEndpointOf(options.method ?? 'GET', path, error);
    if (missing) config.onMissingEndpoint?.(missing);
    throw error;
  });
}

/** Call and read one entity through its schema and normalizer. */
export async function callOne<S extends v.GenericSchema, R = v.InferOutput<S>>(
  config: ApiClientConfig,
  path: string,
  schema: S,
  options: RequestOptions = {},
  normalize: (wire: v.InferOutput<S>) => R = (wire) => wire as R,
): Promise<R> {
  const response = await call(config, path, options);
  return normalize(parseOne(schema, response.data, path));
}

/** Call a list endpoint: invalid members are skipped, cursors come from the Link header. */
export async function callPage<S extends v.GenericSchema, R = v.InferOutput<S>>(
  config: ApiClientConfig,
  path: string,
  schema: S,
  options: RequestOptions = {},
  normalize: (wire: v.InferOutput<S>) => R = (wire) => wire as R,
): Promise<Page<R>> {
  const response = await call(config, path, options);
  return pageOf(parseMany(schema, response.data, path).map(normalize), response.links);
}

/** Call a list endpoint that has no paging. */
export async function callList<S extends v.GenericSchema, R = v.InferOutput<S>>(
  config: ApiClientConfig,
  path: string,
  schema: S,
  options: RequestOptions = {},
  normalize: (wire: v.InferOutput<S>) => R = (wire) => wire as R,
): Promise<R[]> {
  return (await callPage(config, path, schema, options, normalize)).items;
}

/** Call where the answer does not matter (204s, `{}`). */
export async function callVoid(config: ApiClientConfig, path: string, options: RequestOptions = {}): Promise<void> {
  await call(config, path, options);
}

/** Encode one path segment (ids, tags, emoji, nicknames). */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}
