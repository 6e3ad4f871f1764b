/**
 * Address of the streaming socket: `baseUrl` may be the server origin (http/https, turned into
 * ws/wss), the instance's `urls.streaming_api`, or empty for the page's own origin.
 */
export function streamingUrl(
  baseUrl: string,
  stream: string,
  token: string | null | undefined,
  params: Record<string, string | undefined> = {},
): string {
  const origin = baseUrl || (typeof location !== 'undefined' ? location.origin : 'http://localhost');
  const url = new URL(origin.replace(/\/$/, '') + '/api/v1/streaming');
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  if (token) url.searchParams.set('access_token', token);
  url.searchParams.set('stream', stream);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}
