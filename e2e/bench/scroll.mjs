import { launch, longestTaskSince, now, watchLongTasks } from './browser.mjs';

/** Scrolls /main/all until `target` different statuses have passed by; reports DOM size, heap and jank. */
export async function measureScroll(base, target = 2000) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await watchLongTasks(page);
    await page.addInitScript(() => {
      window.__seen = new Set();
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('article[data-status-id]')) window.__seen.add(el.getAttribute('data-status-id'));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}/main/all`);
    await page.waitForSelector('article[data-status-id]');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;
    const domAt = [];
    const start = await now(page);
    const deadline = Date.now() + 200_000;
    let seen = 0;
    while (seen < target && Date.now() < deadline) {
      // A reader flicking to the end of what has loaded and pausing there (the timeline waits for 200 ms
      // of stillness and loads older pages at most once a second, spec §9).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(500);
      seen = await page.evaluate(() => window.__seen.size);
      if (domAt.length === 0 && seen >= target / 4) domAt.push(await metric('Nodes'));
    }
    const longest = await longestTaskSince(page, start);
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    return {
      statusesScrolled: seen,
      domNodes: nodes,
      domNodesAtQuarter: Math.round(domAt[0] ?? 0),
      jsHeapMB: Number(((await metric('JSHeapUsedSize')) / 1024 / 1024).toFixed(1)),
      longestTaskMs: Math.round(longest),
    };
  } finally {
    await browser.close();
  }
}
