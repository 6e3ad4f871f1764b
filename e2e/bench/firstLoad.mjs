import { gzipSync } from 'node:zlib';

const SHAPE = String.raw`\["(?:path|circle|rect|line|polyline|polygon|ellipse)",\{[^{}]*\}\]`;
/**
 * An icon's drawing as the bundler emits lucide's icon module (issue 20: one icon set): its module wrapper
 * `123(e,t,a){a.d(t,{},{A:[…]})}` when it has one, and the `[[tag, attributes], …]` array.
 */
const ICON_DRAWING = new RegExp(
  String.raw`(?:\d+\([a-z],[a-z],[a-z]\)\{[a-z]\.d\([a-z],\{\},\{[A-Za-z_$]+:)?\[${SHAPE}(?:,${SHAPE})*\](?:\}\)\},?)?`,
  'g',
);

/**
 * What the icons' drawings add to a script, gzipped: its size minus the size without them, and how many
 * drawings it carries.
 */
export function iconBytes(body) {
  const text = body.toString('utf8');
  const drawings = text.match(ICON_DRAWING) ?? [];
  if (drawings.length === 0) return { gzip: 0, icons: 0 };
  const without = text.replace(ICON_DRAWING, '');
  return { gzip: gzipSync(body).length - gzipSync(Buffer.from(without)).length, icons: drawings.length };
}
import { launch } from './browser.mjs';

/** A token for a seeded user through the dev instance's password grant (as the login form gets one). */
async function passwordToken(base, username) {
  const post = async (path, form) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', body: new URLSearchParams(form) });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  };
  const scopes = 'read write follow push';
  const app = await post('/api/v1/apps', { client_name: 'bench', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes });
  const token = await post('/oauth/token', {
    client_id: app.client_id,
    client_secret: app.client_secret,
    grant_type: 'password',
    username,
    password: 'password',
    scope: scopes,
  });
  return token.access_token;
}

/**
 * Loads /main/all cold (new browser context, no cache) and reports the gzip size of the scripts that
 * arrived before the first status was visible, how long that took and the layout-shift score (CLS) until
 * two seconds after it; `cpuSlowdown` throttles the CPU.
 * `signedInAs` loads it with that user's session restored from storage instead of as a visitor; `locale`
 * is the browser's preferred language (the interface follows it), English by default.
 */
export async function measureFirstLoad(base, cpuSlowdown = 1, { onScripts, signedInAs, locale = 'en-US' } = {}) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale });
    if (signedInAs) {
      const token = await passwordToken(base, signedInAs);
      await page.addInitScript(
        (stored) => window.localStorage.setItem('fedi:oauth', stored),
        JSON.stringify({ token }),
      );
    }
    if (cpuSlowdown > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    // Layout shifts (the Layout Instability API), summed as CLS counts them: none right after an input.
    await page.addInitScript(() => {
      const state = { cls: 0 };
      Object.defineProperty(window, '__benchLayoutShift', { value: state });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const scripts = [];
    // Translations are JSON files beside each bundle (`…/locales/<namespace>/<language>.json`), not scripts.
    const locales = [];
    let firstStatusAt = Infinity;
    page.on('response', async (response) => {
      const url = new URL(response.url());
      const list = url.pathname.endsWith('.js') ? scripts : url.pathname.includes('/locales/') ? locales : null;
      if (!list) return;
      const at = Date.now();
      const body = await response.body().catch(() => Buffer.alloc(0));
      const icons = list === scripts ? iconBytes(body) : { gzip: 0, icons: 0 };
      list.push({ path: url.pathname, gzip: gzipSync(body).length, at, iconsGzip: icons.gzip, icons: icons.icons });
    });
    const started = Date.now();
    await page.goto(`${base}/main/all`);
    await page.waitForSelector('article[data-status-id]', { timeout: 120_000 });
    firstStatusAt = Date.now();
    // Shifts after the first status count too (late images, the action row, panels): two more seconds.
    await page.waitForTimeout(2000);
    const layoutShift = await page.evaluate(() => window.__benchLayoutShift.cls);
    const before = scripts.filter((s) => s.at <= firstStatusAt);
    const sum = (list) => list.reduce((total, s) => total + s.gzip, 0);
    onScripts?.(before.map(({ path, gzip }) => ({ path, gzipKB: Number((gzip / 1024).toFixed(1)) })));
    return {
      jsGzipKB: Number((sum(before) / 1024).toFixed(1)),
      shellJsGzipKB: Number((sum(before.filter((s) => !s.path.startsWith('/remotes/'))) / 1024).toFixed(1)),
      remotesJsGzipKB: Number((sum(before.filter((s) => s.path.startsWith('/remotes/'))) / 1024).toFixed(1)),
      scripts: before.length,
      localesGzipKB: Number((sum(locales.filter((s) => s.at <= firstStatusAt)) / 1024).toFixed(1)),
      firstStatusMs: firstStatusAt - started,
      firstLoadCls: Number(layoutShift.toFixed(4)),
      // Of jsGzipKB: the icons' drawings (issue 20 lets the first load grow by the icons it shows, no more).
      iconsGzipKB: Number((before.reduce((total, s) => total + s.iconsGzip, 0) / 1024).toFixed(1)),
      icons: before.reduce((total, s) => total + s.icons, 0),
    };
  } finally {
    await browser.close();
  }
}
