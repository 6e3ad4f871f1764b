/**
 * Address of the streaming socket: `baseUrl` may be the server origin (http/https, turned into
 * ws/wss), the instance's `urls.streaming_api`, or empty for the page's own origin. It never holds
 * the token (URLs end up in logs and histories): that goes in the handshake's
 * `Sec-WebSocket-Protocol` header (`streamingProtocols`), which Mastodon, Pleroma and Akkoma read.
 */
export function streamingUrl(baseUrl: string, stream: string, params: Record<string, string | undefined> = {}): string {
  const origin = baseUrl || (typeof location !== 'undefined' ? location.origin : 'http://localhost');
  const url = new URL(origin.replace(/\/$/, '') + '/api/v1/streaming');
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  url.searchParams.set('stream', stream);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The subprotocols offered with the socket: the token alone (a server echoes the one offered value,
 * and a browser refuses a handshake that answers anything else), none when signed out.
 */
export function streamingProtocols(token: string | null | undefined): string[] | undefined {
  return token ? [token] : undefined;
}
