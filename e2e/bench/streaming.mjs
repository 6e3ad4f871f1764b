import { launch, longestTaskSince, now, signIn, watchLongTasks } from './browser.mjs';

/** Streams `perSecond` new public posts for `seconds` into a scrolled-down public timeline; counts what arrived. */
export async function measureStreaming(base, perSecond = 50, seconds = 30) {
  const count = perSecond * seconds;
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await watchLongTasks(page);
    // grace posts nothing in the burst (the dev emitters are bob, alice, admin and two remote users).
    await signIn(page, base, 'grace');
    await page.goto(`${base}/main/public`);
    await page.waitForSelector('article[data-status-id]');
    await page.waitForTimeout(1500);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(500);
    const start = await now(page);
    await fetch(`${base}/__dev/streaming/emit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ perSecond, count }) });
    await page.waitForTimeout(seconds * 1000 + 4000);
    const longest = await longestTaskSince(page, start);
    const button = page.getByRole('button', { name: /Show new \(\d+\)/ });
    const label = (await button.count()) > 0 ? await button.first().innerText() : 'Show new (0)';
    const pending = Number(/\((\d+)\)/.exec(label)?.[1] ?? 0);
    if (pending > 0) await button.first().click();
    await page.waitForTimeout(500);
    const ids = await page.evaluate(() => [...document.querySelectorAll('article[data-status-id]')].map((el) => el.getAttribute('data-status-id')));
    return {
      streamed: count,
      streamLongestTaskMs: Math.round(longest),
      streamLost: Math.max(0, count - pending),
      streamDuplicated: Math.max(0, pending - count) + (ids.length - new Set(ids).size),
    };
  } finally {
    await browser.close();
  }
}
