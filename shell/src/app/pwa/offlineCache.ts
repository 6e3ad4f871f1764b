import { SNAPSHOT_KEY } from './snapshot';

/**
 * The service worker keeps each account's API answers in its own cache, named by the server and a hash of
 * the token (a token is one account's): `fedi-api:<origin>:<first 12 bytes of SHA-256(token), hex>`
 * (shell/public/service-worker.js `apiCacheName`). Signing out deletes that account's cache, the images and the instant-start copy of the last timeline.
 */
export async function accountCacheName(baseUrl: string, token: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hex = [...new Uint8Array(bytes)]
    .slice(0, 12)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `fedi-api:${new URL(baseUrl, window.location.href).origin}:${hex}`;
}

export async function clearAccountCache(baseUrl: string, token: string): Promise<void> {
  if (typeof caches === 'undefined' || !crypto?.subtle) return;
  const meta = await caches.open('fedi-meta');
  const name = await accountCacheName(baseUrl, token);
  // The worker stops keeping this account's reads (one still on its way would bring the cache back).
  navigator.serviceWorker?.controller?.postMessage({ type: 'fedi:forget-cache', name });
  await Promise.all([caches.delete(name), caches.delete('fedi-media'), meta.delete(SNAPSHOT_KEY)]).catch(
    (error: unknown) => console.warn('Clearing the offline cache failed', error),
  );
}
