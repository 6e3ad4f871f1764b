/* global self, clients, caches */
/*
 * The app's service worker (ARCHITECTURE.md "Offline and installed app"), registered at the site root by
 * the shell after the first screen (shell/src/app/pwa/register.ts).
 *
 * - Web push: shows the server's notifications and brings the app forward when one is clicked.
 * - One build at a time: `BUILD` is written by tools/pwaBuild.mjs after `pnpm build` (its version is a hash
 *   of every shipped file). Install precaches the shell, every remote's remoteEntry.js and the first screens'
 *   remotes into `fedi-app-<version>`; the app's files are answered from there only, so a page never mixes
 *   two builds. A new build waits until the page asks it to take over (the "new version" notice), then the
 *   old cache is deleted.
 * - API answers are kept per account (`fedi-api:<origin>:<hash of the token>`; the page deletes it on sign
 *   out) so the app opens offline; the first read of a kept answer in a page is answered from the cache at
 *   once and refreshed behind it (the page is told, and asks again). Images are kept in `fedi-media`.
 * - The share target (manifest `share_target`, POST /share) is kept in `fedi-meta` for the page to open in
 *   the composer; the manifest is answered with the instance's name, theme colour and the user's language.
 */
'use strict';

// Replaced by tools/pwaBuild.mjs; `dev` (no precache, nothing of the app cached) in `pnpm dev`.
const BUILD = { version: 'dev', precache: [] };

const APP_CACHE = `fedi-app-${BUILD.version}`;
const META_CACHE = 'fedi-meta';
const MEDIA_CACHE = 'fedi-media';
const API_CACHE_PREFIX = 'fedi-api:';
const API_LIMIT = 200;
const MEDIA_LIMIT = 150;
const MANIFEST_PATH = '/manifest.webmanifest';
const PERSONAL_MANIFEST = '/__fedi/manifest.json';
const SHARE_PREFIX = '/__fedi/share/';
const SNAPSHOT = '/__fedi/snapshot';

/** Paths of the server, never the app's page (the rest are the app's routes: spec §2). */
const SERVER_PREFIXES = [
  '/api/',
  '/oauth/',
  '/auth/',
  '/nodeinfo',
  '/.well-known/',
  '/main/ostatus',
  '/media/',
  '/emoji/',
  '/proxy/',
  '/static/',
  '/instance/',
  '/images/',
  '/objects/',
  '/activities/',
  '/inbox',
  '/pleroma/',
  '/akkoma/',
  '/phoenix/',
  '/relay',
  '/internal/',
  '/web/',
  '/remotes/',
  '/locales/',
  '/icons/',
  '/__',
];
/** API reads kept for the offline start. */
const API_KEPT = ['/api/v1/', '/api/v2/', '/api/pleroma/', '/nodeinfo', '/.well-known/nodeinfo', '/static/'];
const API_NEVER = ['/api/v1/streaming', '/api/v1/apps', '/api/v1/push/', '/api/pleroma/admin/', '/api/v1/admin/'];
/** Reads answered from the cache first on a page's first ask (the first screen), then from the network. */
const API_FIRST_SCREEN = [
  '/api/v1/instance',
  '/api/v2/instance',
  '/nodeinfo',
  '/.well-known/nodeinfo',
  '/api/pleroma/frontend_configurations',
  '/api/v1/custom_emojis',
  '/api/pleroma/emoji',
  '/static/',
  '/api/v1/accounts/verify_credentials',
  '/api/v1/timelines/',
  '/api/v1/notifications',
  '/api/v1/markers',
  '/api/v1/preferences',
];

const startsWithAny = (path, prefixes) => prefixes.some((prefix) => path.startsWith(prefix));
const precached = new Set(BUILD.precache);

function readPayload(data) {
  if (!data) return {};
  try {
    const value = data.json();
    return value && typeof value === 'object' ? value : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : self.location.host;
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    data: { notificationId: payload.notification_id ?? null, type: payload.notification_type ?? null },
  };
  if (typeof payload.icon === 'string' && payload.icon) options.icon = payload.icon;
  if (payload.notification_id !== undefined && payload.notification_id !== null)
    options.tag = `notification-${payload.notification_id}`;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const own = windows.filter((client) => new URL(client.url).origin === self.location.origin);
      const target =
        own.find((client) => client.focused) ?? own.find((client) => client.visibilityState === 'visible') ?? own[0];
      if (target) return target.focus();
      return clients.openWindow('/');
    }),
  );
});

// ---- One build at a time ----

self.addEventListener('install', (event) => {
  if (precached.size === 0) return;
  event.waitUntil(
    caches.open(APP_CACHE).then((cache) =>
      // `reload`: the network's copy, never an older one from the HTTP cache.
      cache.addAll([...precached].map((path) => new Request(path, { cache: 'reload' }))),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('fedi-app-') && name !== APP_CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * Account caches the page has ended (a sign-out, `fedi:forget-cache`): never written again while this
 * worker runs, so a read that was on its way when the account signed out cannot bring its cache back.
 */
const endedCaches = new Set();

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data !== 'object') return;
  if (data.type === 'fedi:skip-waiting') self.skipWaiting();
  if (data.type === 'fedi:forget-cache' && typeof data.name === 'string' && data.name.startsWith(API_CACHE_PREFIX)) {
    endedCaches.add(data.name);
    event.waitUntil(caches.delete(data.name));
  }
  if (data.type === 'fedi:snapshot' && data.snapshot && typeof data.snapshot.html === 'string')
    event.waitUntil(
      caches.open(META_CACHE).then((cache) => cache.put(SNAPSHOT, new Response(JSON.stringify(data.snapshot)))),
    );
  if (data.type === 'fedi:manifest' && data.manifest && typeof data.manifest === 'object')
    event.waitUntil(
      caches
        .open(META_CACHE)
        .then((cache) => cache.put(PERSONAL_MANIFEST, new Response(JSON.stringify(data.manifest)))),
    );
});

async function notify(type, clientId) {
  const targets = clientId ? [await clients.get(clientId)] : await clients.matchAll({ type: 'window' });
  for (const client of targets) client?.postMessage({ type });
}

/** The build's own files: its cache only (a page never gets another build's copy), else the network. */
async function appFile(request) {
  const cache = await caches.open(APP_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  const path = new URL(request.url).pathname;
  // Content-hashed chunks are kept for later offline starts; an unhashed entry of a remote outside the build is not.
  if (response.ok && BUILD.version !== 'dev' && !/remoteEntry\.js$|mf-manifest/.test(path))
    await cache.put(request, response.clone());
  return response;
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page: the build's index.html at once (every route is the app's), the network when none is kept. When the
 * page asked for is the last-read timeline, a copy of what it showed goes in (`#app-snapshot`, inert) until the
 * app has rendered (the instant start): only while that account's cache exists (signing out deletes it).
 */
async function appPage(request) {
  const hit = await caches.match('/index.html', { cacheName: APP_CACHE });
  if (!hit) return fetch(request);
  const kept = await caches.match(SNAPSHOT, { cacheName: META_CACHE });
  const snapshot = kept ? await kept.json().catch(() => null) : null;
  const url = new URL(request.url);
  if (
    !snapshot ||
    snapshot.path !== url.pathname + url.search ||
    typeof snapshot.account !== 'string' ||
    !(await caches.has(snapshot.account))
  )
    return hit;
  const styles = (Array.isArray(snapshot.styles) ? snapshot.styles : [])
    .filter((href) => typeof href === 'string' && href.startsWith('/') && !href.startsWith('//'))
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('');
  const page = (await hit.text())
    .replace('</head>', `${styles}</head>`)
    .replace('<div id="app">', `<div id="app-snapshot" inert aria-hidden="true">${snapshot.html}</div><div id="app">`);
  return new Response(page, { headers: hit.headers });
}

/**
 * remotes.json: the build's copy at once; the server's is read behind it and, when an admin changed it,
 * kept and announced as a new version (the page offers a reload).
 */
async function remotesManifest(event) {
  const cache = await caches.open(APP_CACHE);
  const kept = await cache.match('/remotes.json');
  const fresh = fetch(event.request, { cache: 'no-cache' }).then(async (response) => {
    if (!response.ok) return response;
    if (kept) {
      const [before, after] = await Promise.all([kept.clone().text(), response.clone().text()]);
      if (before !== after) {
        await cache.put('/remotes.json', response.clone());
        await notify('fedi:update');
      }
    }
    return response;
  });
  if (!kept) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return kept;
}

async function personalManifest() {
  const base = await appFile(new Request(MANIFEST_PATH));
  if (!base.ok) return base;
  const manifest = await base.json();
  const personal = await caches.match(PERSONAL_MANIFEST, { cacheName: META_CACHE });
  if (personal) Object.assign(manifest, await personal.json().catch(() => ({})));
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
}

// ---- The offline start: API reads per account, images ----

async function digest(text) {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)]
    .slice(0, 12)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** The account's cache: one per server and token (a token is one account's; the page deletes it on sign-out). */
async function apiCacheName(request) {
  const authorization = request.headers.get('Authorization');
  const token = authorization ? authorization.replace(/^Bearer\s+/i, '') : '';
  return `${API_CACHE_PREFIX}${new URL(request.url).origin}:${token ? await digest(token) : 'anonymous'}`;
}

async function trim(cache, limit) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}

/** URLs each page has already had from the cache (by client id): its next ask goes to the network. */
const servedFromCache = new Map();

function firstAsk(clientId, url) {
  if (!clientId) return false;
  let urls = servedFromCache.get(clientId);
  if (!urls) {
    urls = new Set();
    servedFromCache.set(clientId, urls);
    if (servedFromCache.size > 20) servedFromCache.delete(servedFromCache.keys().next().value);
  }
  if (urls.has(url)) return false;
  urls.add(url);
  return true;
}

async function apiRead(event) {
  const request = event.request;
  const name = await apiCacheName(request);
  // A signed-out account's reads go to the network only: nothing of it is kept again.
  if (endedCaches.has(name)) return fetch(request);
  const key = new Request(request.url);
  // Read without opening (opening would make the cache again); opened only to keep an answer.
  const keptCopy = () => caches.match(key, { cacheName: name });
  const network = fetch(request).then(async (response) => {
    if (response.status === 401) await caches.delete(name);
    else if (response.ok && response.type !== 'opaque' && !endedCaches.has(name)) {
      const cache = await caches.open(name);
      await cache.put(key, response.clone());
      await trim(cache, API_LIMIT);
      // Signed out while this was written: the account's cache goes again.
      if (endedCaches.has(name)) await caches.delete(name);
    }
    return response;
  });
  const path = new URL(request.url).pathname;
  const clientId = event.clientId || event.resultingClientId;
  if (startsWithAny(path, API_FIRST_SCREEN) && firstAsk(clientId, request.url)) {
    const kept = await keptCopy();
    if (kept) {
      event.waitUntil(
        network.then(
          (response) => (response.ok ? notify('fedi:refreshed', clientId) : undefined),
          () => undefined,
        ),
      );
      return kept;
    }
  }
  try {
    return await network;
  } catch (error) {
    const kept = await keptCopy();
    if (kept) return kept;
    throw error;
  }
}

async function image(request) {
  const cache = await caches.open(MEDIA_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok || response.type === 'opaque') {
    await cache.put(request, response.clone()).catch(() => caches.delete(MEDIA_CACHE));
    await trim(cache, MEDIA_LIMIT);
  }
  return response;
}

// ---- The share target ----

async function receiveShare(request) {
  const form = await request.formData();
  const id = Date.now().toString(36);
  const cache = await caches.open(META_CACHE);
  const text = (field) => (typeof form.get(field) === 'string' ? form.get(field) : '');
  const files = form.getAll('media').filter((file) => typeof file === 'object' && file.size > 0);
  await Promise.all(
    files.map((file, index) =>
      cache.put(
        `${SHARE_PREFIX}${id}/file/${index}`,
        new Response(file, {
          headers: {
            'Content-Type': file.type || 'application/octet-stream',
            'X-File-Name': encodeURIComponent(file.name),
          },
        }),
      ),
    ),
  );
  await cache.put(
    `${SHARE_PREFIX}${id}`,
    new Response(JSON.stringify({ title: text('title'), text: text('text'), url: text('url'), files: files.length })),
  );
  return Response.redirect(`/main/friends?share=${id}`, 303);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  const own = url.origin === self.location.origin;
  if (own && request.method === 'POST' && url.pathname === '/share') {
    event.respondWith(receiveShare(request));
    return;
  }
  if (request.method !== 'GET') return;
  const path = url.pathname;
  if (own && path === MANIFEST_PATH) return event.respondWith(personalManifest());
  if (request.destination === '' && startsWithAny(path, API_KEPT) && !startsWithAny(path, API_NEVER)) {
    if (own || request.mode === 'cors') event.respondWith(apiRead(event));
    return;
  }
  if (!own || BUILD.version === 'dev') {
    if (request.destination === 'image' && url.protocol.startsWith('http')) event.respondWith(image(request));
    return;
  }
  if (request.mode === 'navigate') {
    if (!startsWithAny(path, SERVER_PREFIXES) && !/\.[a-z0-9]+$/i.test(path)) event.respondWith(appPage(request));
    return;
  }
  if (path === '/remotes.json') return event.respondWith(remotesManifest(event));
  if (precached.has(path) || /^\/(?:remotes|locales|icons)\/|^\/[^/]+\.(?:js|css|png|svg)$/.test(path)) {
    event.respondWith(appFile(request));
    return;
  }
  if (request.destination === 'image') event.respondWith(image(request));
});
