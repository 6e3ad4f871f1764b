import { launch, signIn } from './browser.mjs';

/**
 * `pnpm bench --soak MINUTES`: a long session. A signed-in reader keeps /main/all open while the dev
 * instance streams `perSecond` public posts; each minute the reader stays at the top for 20 s (new posts
 * show by themselves), scrolls ten screens down over 20 s and back up over 20 s. After every minute the
 * page's heap (after a forced GC, CDP Runtime.getHeapUsage) and DOM (elements in the document, and
 * Chromium's live node counter, detached nodes included) are sampled. Also counts single-status
 * requests (`GET /api/v1/statuses/{id}`): rows scrolled back must render from the entity cache.
 */
export async function measureSoak(base, minutes, { perSecond = 5, onSample } = {}) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let statusFetches = 0;
    let requests = 0;
    let streamEvents = 0;
    page.on('websocket', (socket) => socket.on('framereceived', () => (streamEvents += 1)));
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith('/api/')) return;
      requests += 1;
      if (request.method() === 'GET' && /^\/api\/v1\/statuses\/[^/]+$/.test(path)) statusFetches += 1;
    });
    // grace posts nothing in the stream (the dev emitters are bob, alice, admin and two remote users).
    await signIn(page, base, 'grace');
    await page.goto(`${base}/main/all`);
    await page.waitForSelector('article[data-status-id]');
    const cdp = await page.context().newCDPSession(page);
    const sample = async (minute) => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      const rows = await page.evaluate(() => document.querySelectorAll('article[data-status-id]').length);
      return {
        minute,
        heapMB: Number((usedSize / 1024 / 1024).toFixed(1)),
        elements,
        domNodes: nodes,
        listeners: jsEventListeners,
        rows,
        statusFetches,
        apiRequests: requests,
        streamEvents,
      };
    };
    const samples = [await sample(0)];
    onSample?.(samples[0]);
    await fetch(`${base}/__dev/streaming/emit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A little more than the run needs: a busy emitter falls behind its schedule.
      body: JSON.stringify({ perSecond, count: perSecond * 60 * (minutes + 1) }),
    });
    const wheel = async (deltaY, steps, totalMs) => {
      for (let step = 0; step < steps; step++) {
        await page.mouse.wheel(0, deltaY);
        await page.waitForTimeout(totalMs / steps);
      }
    };
    for (let minute = 1; minute <= minutes; minute++) {
      const end = Date.now() + 60_000;
      await page.waitForTimeout(20_000);
      await wheel(900, 10, 20_000);
      await wheel(-900, 10, 18_000);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(Math.max(0, end - Date.now()));
      const next = await sample(minute);
      samples.push(next);
      onSample?.(next);
    }
    const at = (minute) => samples.find((entry) => entry.minute === minute);
    const last = samples[samples.length - 1];
    // The ratio's base is the 5-minute sample (the cache and timeline have filled by then); shorter runs
    // compare with the first minute.
    const base5 = at(5) && minutes > 5 ? at(5) : at(1);
    return {
      soakMinutes: minutes,
      soakSamples: samples,
      soakHeapBaseMinute: base5.minute,
      soakHeapEndMB: last.heapMB,
      soakHeapRatio: Number((last.heapMB / base5.heapMB).toFixed(2)),
      soakDomRatio: Number((last.domNodes / base5.domNodes).toFixed(2)),
      soakElementsRatio: Number((last.elements / base5.elements).toFixed(2)),
      soakStatusFetches: last.statusFetches,
    };
  } finally {
    await browser.close();
  }
}
