import { launch, longestTaskSince, now, signIn, watchLongTasks } from './browser.mjs';

/**
 * Streams `perSecond` new public posts for `seconds` into a scrolled-down federated timeline (/main/all:
 * two of the five dev emitters are remote users, whose posts the local /main/public rightly leaves
 * out); counts what arrived.
 */
export async function measureStreaming(base, perSecond = 50, seconds = 30) {
  const count = perSecond * seconds;
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await watchLongTasks(page);
    // grace posts nothing in the burst (the dev emitters are bob, alice, admin and two remote users).
    await signIn(page, base, 'grace');
    await page.goto(`${base}/main/all`);
    await page.waitForSelector('article[data-status-id]');
    await page.waitForTimeout(1500);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(500);
    const start = await now(page);
    await fetch(`${base}/__dev/streaming/emit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ perSecond, count }),
    });
    await page.waitForTimeout(seconds * 1000);
    const button = page.getByRole('button', { name: /Show new \(\d+\)/ });
    const pendingNow = async () => {
      const label = (await button.count()) > 0 ? await button.first().innerText() : 'Show new (0)';
      return Number(/\((\d+)\)/.exec(label)?.[1] ?? 0);
    };
    // On a busy machine the dev instance's emitter falls behind its schedule: late is not lost. Wait
    // until all have arrived, or the count has not moved for 6 s (at most 60 s more).
    let pending = await pendingNow();
    let still = 0;
    for (let waited = 0; pending < count && still < 6 && waited < 60; waited += 1) {
      await page.waitForTimeout(1000);
      const next = await pendingNow();
      still = next === pending ? still + 1 : 0;
      pending = next;
    }
    const longest = await longestTaskSince(page, start);
    // '.' shows them (spec §4); clicking would scroll the button into view first, and near the top
    // they show by themselves (auto-show), taking the button away under the click.
    if (pending > 0) await page.keyboard.press('.');
    await page.waitForTimeout(500);
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll('article[data-status-id]')].map((el) => el.getAttribute('data-status-id')),
    );
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
