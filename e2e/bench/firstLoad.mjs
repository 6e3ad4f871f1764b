import { gzipSync } from 'node:zlib';
import { launch } from './browser.mjs';

/**
 * Loads /main/all cold (new browser context, no cache) and reports the gzip size of the scripts that
 * arrived before the first status was visible, and how long that took; `cpuSlowdown` throttles the CPU.
 */
export async function measureFirstLoad(base, cpuSlowdown = 1, { onScripts } = {}) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    if (cpuSlowdown > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const scripts = [];
    let firstStatusAt = Infinity;
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      const at = Date.now();
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ path: url.pathname, gzip: gzipSync(body).length, at });
    });
    const started = Date.now();
    await page.goto(`${base}/main/all`);
    await page.waitForSelector('article[data-status-id]', { timeout: 120_000 });
    firstStatusAt = Date.now();
    const before = scripts.filter((s) => s.at <= firstStatusAt);
    const sum = (list) => list.reduce((total, s) => total + s.gzip, 0);
    onScripts?.(before.map(({ path, gzip }) => ({ path, gzipKB: Number((gzip / 1024).toFixed(1)) })));
    return {
      jsGzipKB: Number((sum(before) / 1024).toFixed(1)),
      shellJsGzipKB: Number((sum(before.filter((s) => !s.path.startsWith('/remotes/'))) / 1024).toFixed(1)),
      remotesJsGzipKB: Number((sum(before.filter((s) => s.path.startsWith('/remotes/'))) / 1024).toFixed(1)),
      scripts: before.length,
      firstStatusMs: firstStatusAt - started,
    };
  } finally {
    await browser.close();
  }
}
