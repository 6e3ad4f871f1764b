import { launch, longestTaskSince, now, signIn, watchLongTasks } from './browser.mjs';
import { longestTaskCpuMs } from './scroll.mjs';

/**
 * A chat of `count` messages (the dev instance's /__dev/chats/fill): alice opens it at its end and
 * scrolls up to its beginning, each older page loaded on the way. Reports the messages loaded, the
 * DOM size at a quarter and at the end (bounded and flat: the list is virtualized), the message rows
 * mounted and the longest task while scrolling.
 */
export async function measureChat(base, count = 5000) {
  const fill = await fetch(`${base}/__dev/chats/fill`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: 'alice', to: 'erin', count }),
  });
  if (!fill.ok) throw new Error(`chat fill failed: ${fill.status}`);
  const erin = await (await fetch(`${base}/api/v1/accounts/lookup?acct=erin`)).json();
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await watchLongTasks(page);
    await signIn(page, base, 'alice');
    const loaded = new Set();
    page.on('response', async (response) => {
      if (!response.ok() || !/\/api\/v1\/pleroma\/chats\/[^/]+\/messages/.test(new URL(response.url()).pathname))
        return;
      const body = await response.json().catch(() => []);
      if (Array.isArray(body)) for (const message of body) loaded.add(message.id);
    });
    await page.goto(`${base}/users/alice/chats/${erin.id}`);
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByText(`Message ${count} of ${count}`).waitFor();
    // Thread CPU time too, as the timeline's figure: on a shared machine wall-clock mostly measures waiting for a core.
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const start = await now(page);
    const domAt = [];
    const deadline = Date.now() + 240_000;
    while (loaded.size < count && Date.now() < deadline) {
      // A reader flicking to the top of what has loaded; the next older page comes while they wait.
      await log.evaluate((el) => el.scrollTo(0, 0));
      await page.waitForTimeout(150);
      await page.waitForFunction(() => document.querySelector('[role="log"]')?.getAttribute('aria-busy') === 'false');
      if (domAt.length === 0 && loaded.size >= count / 4) domAt.push(await elementCount(page));
    }
    await log
      .getByText('This is the beginning of your chat')
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    const longest = await longestTaskSince(page, start);
    const longestCpu = longestTaskCpuMs(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
    return {
      chatMessagesLoaded: loaded.size,
      chatDomNodes: await elementCount(page),
      chatDomNodesAtQuarter: domAt[0] ?? 0,
      chatRowsMounted: await log.locator('[data-testid="chat-message"]').count(),
      chatLongestTaskMs: Math.round(longest),
      chatLongestTaskCpuMs: Math.round(longestCpu),
    };
  } finally {
    await browser.close();
  }
}

const elementCount = (page) => page.evaluate(() => document.getElementsByTagName('*').length);
