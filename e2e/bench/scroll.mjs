import { launch, longestTaskSince, now, watchLongTasks } from './browser.mjs';

/** Scrolls /main/all until `target` different statuses have passed by; reports DOM size, heap and jank. */
export async function measureScroll(base, target = 2000) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await watchLongTasks(page);
    // Statuses passed by: every status the timeline loaded while the reader flicked to its end (each older
    // page is asked for only when the reader reaches the bottom, so all above it were scrolled past,
    // whether or not the virtualizer ever mounted them).
    const loaded = new Set();
    page.on('response', async (response) => {
      if (!response.ok() || !new URL(response.url()).pathname.startsWith('/api/v1/timelines/')) return;
      const body = await response.json().catch(() => []);
      if (Array.isArray(body)) for (const status of body) loaded.add(status.id);
    });
    await page.goto(`${base}/main/all`);
    await page.waitForSelector('article[data-status-id]');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metric = async (name) =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;
    const domAt = [];
    // Thread CPU time of each main-thread task as well: on a machine shared with other work the
    // wall-clock figure mostly measures waiting for a core.
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const start = await now(page);
    const deadline = Date.now() + 200_000;
    let seen = 0;
    while (seen < target && Date.now() < deadline) {
      // A reader flicking to the end of what has loaded and pausing there (the timeline waits for 200 ms
      // of stillness and loads older pages at most once a second, spec §9).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(500);
      seen = loaded.size;
      if (domAt.length === 0 && seen >= target / 4) domAt.push(await elementCount(page));
    }
    const longest = await longestTaskSince(page, start);
    const longestCpu = longestTaskCpuMs(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
    const nodes = await elementCount(page);
    return {
      statusesScrolled: seen,
      domNodes: nodes,
      domNodesAtQuarter: Math.round(domAt[0] ?? 0),
      jsHeapMB: Number(((await metric('JSHeapUsedSize')) / 1024 / 1024).toFixed(1)),
      longestTaskMs: Math.round(longest),
      longestTaskCpuMs: Math.round(longestCpu),
    };
  } finally {
    await browser.close();
  }
}

/** Elements in the document: the same measure at a quarter and at the end, so growth shows. */
const elementCount = (page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** The longest task of the page's main thread by thread CPU time (trace `tdur`), in ms. */
export function longestTaskCpuMs(events) {
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's renderer main thread is the busiest one.
  const busy = (thread) =>
    tasks.filter((e) => e.pid === thread.pid && e.tid === thread.tid).reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  const main = mains.reduce((best, thread) => (best === null || busy(thread) > busy(best) ? thread : best), null);
  if (!main) return 0;
  return tasks
    .filter((e) => e.pid === main.pid && e.tid === main.tid)
    .reduce((most, e) => Math.max(most, (e.tdur ?? 0) / 1000), 0);
}
