/**
 * Path prefixes that belong to the server API rather than to the web app (proxied or served by the dev instance).
 * `/nodeinfo_2_0` is where snac's /.well-known/nodeinfo points.
 */
export const API_PREFIXES = [
  '/api/',
  '/oauth/',
  '/nodeinfo/',
  '/nodeinfo_2_0',
  '/.well-known/',
  '/auth/',
  '/main/ostatus',
  '/media/',
  '/emoji/',
  '/proxy/',
  '/static/',
  '/__dev/',
];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}
