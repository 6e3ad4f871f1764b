import { launch } from './browser.mjs';

async function token(base, username) {
  const app = await (
    await fetch(`${base}/api/v1/apps`, {
      method: 'POST',
      body: new URLSearchParams({
        client_name: 'bench',
        redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
        scopes: 'read write',
      }),
    })
  ).json();
  const grant = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password: 'password',
      client_id: app.client_id,
      client_secret: app.client_secret,
    }),
  });
  return (await grant.json()).access_token;
}

/** Posts a thread of `size` statuses (each reply to a pseudo-random earlier one) and returns its root id. */
async function postThread(base, size) {
  const authors = await Promise.all(['alice', 'bob', 'admin', 'mod'].map((u) => token(base, u)));
  const ids = [];
  let seed = 7;
  for (let i = 0; i < size; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const form = new URLSearchParams({
      status: i === 0 ? 'Benchmark thread root' : `Benchmark reply ${i}`,
      visibility: 'public',
    });
    if (i > 0) form.set('in_reply_to_id', ids[Math.max(0, ids.length - 1 - (seed % Math.min(ids.length, 40)))]);
    const response = await fetch(`${base}/api/v1/statuses`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${authors[i % authors.length]}` },
      body: form,
    });
    ids.push((await response.json()).id);
  }
  return ids[0];
}

/** Opens a `size`-post thread in tree view and reports the main-thread script time it took. */
export async function measureThread(base, size = 1000) {
  const root = await postThread(base, size);
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() =>
      window.localStorage.setItem('fedi:preferences', JSON.stringify({ conversationDisplay: 'tree' })),
    );
    await page.goto(`${base}/main/all`);
    await page.waitForSelector('article[data-status-id]');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const scriptTime = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
    const before = await scriptTime();
    const started = Date.now();
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/notice/${root}`);
    await page.waitForFunction(
      (id) =>
        document.querySelector(`article[data-status-id="${id}"]`) &&
        document.querySelectorAll('article[data-status-id]').length > 5,
      root,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(300);
    return {
      threadSize: size,
      threadScriptMs: Math.round(((await scriptTime()) - before) * 1000),
      threadVisibleMs: Date.now() - started,
      threadStatusesInDom: await page.evaluate(() => document.querySelectorAll('article[data-status-id]').length),
    };
  } finally {
    await browser.close();
  }
}
