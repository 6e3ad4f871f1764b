import { launch } from './browser.mjs';

/** In the page: the time (performance.now(), from navigation start) the first status was in the DOM. */
function recordFirstStatus() {
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (window.__firstStatusAt === undefined && document.querySelector('article[data-status-id]'))
      window.__firstStatusAt = now;
    if (window.__appStatusAt === undefined && document.querySelector('#app article[data-status-id]')) {
      window.__appStatusAt = now;
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function visit(context, url) {
  const page = await context.newPage();
  await page.addInitScript(recordFirstStatus);
  await page.goto(url);
  await page.waitForSelector('#app article[data-status-id]', { timeout: 120_000 });
  const [first, app] = await page
    .waitForFunction(() => window.__appStatusAt && [window.__firstStatusAt, window.__appStatusAt])
    .then((handle) => handle.jsonValue());
  return { page, ms: Math.round(first), appMs: Math.round(app) };
}

/**
 * The repeat visit (ARCHITECTURE.md "Offline and installed app"): /main/all in a new browser profile (cold),
 * then, once the service worker has taken the page and kept the build and the timeline, again in a new tab
 * of the same profile (warm). Times are from navigation start to the first status in the DOM, measured in the
 * page; each is the median of `runs` profiles. Between the visits the first tab is closed (the worker keeps
 * what it showed for the next start).
 */
export async function measureWarmStart(base, runs = 3) {
  const browser = await launch();
  const cold = [];
  const warm = [];
  const warmApp = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const first = await visit(context, `${base}/main/all`);
      cold.push(first.ms);
      await first.page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 60_000 });
      // the worker's precache and the first screen's reads asked again through it
      await first.page.waitForTimeout(1500);
      await first.page.close();
      const second = await visit(context, `${base}/main/all`);
      warm.push(second.ms);
      warmApp.push(second.appMs);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const coldMs = median(cold);
  const warmMs = median(warm);
  // warmStartMs: the first status on screen (the worker's copy of the last-read timeline); warmAppStartMs: the
  // app's own first status (it replaces the copy).
  return {
    coldStartMs: coldMs,
    warmStartMs: warmMs,
    warmToCold: Number((warmMs / coldMs).toFixed(2)),
    warmAppStartMs: median(warmApp),
    warmAppToCold: Number((median(warmApp) / coldMs).toFixed(2)),
  };
}
