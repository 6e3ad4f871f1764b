import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Loads the public timeline cold and sums the gzip size of every script and stylesheet fetched. */
export async function measureFirstLoad(base) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: FLAGS });
  try {
    const page = await browser.newPage();
    const assets = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!/\.(js|css)$/.test(url.pathname)) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      assets.push({ path: url.pathname, gzip: gzipSync(body).length });
    });
    const started = Date.now();
    await page.goto(`${base}/main/public`);
    await page.waitForSelector('article.status');
    const firstStatusMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const shell = assets.filter((a) => !a.path.startsWith('/remotes/'));
    const remotes = assets.filter((a) => a.path.startsWith('/remotes/'));
    const sum = (list) => list.reduce((total, a) => total + a.gzip, 0);
    return {
      'shell (host) JS+CSS, gzip': kb(sum(shell)),
      'remotes JS+CSS, gzip': kb(sum(remotes)),
      'total first load, gzip': kb(sum(assets)),
      'files fetched': String(assets.length),
      'first status visible after': `${firstStatusMs} ms`,
    };
  } finally {
    await browser.close();
  }
}
