import { launch } from './browser.mjs';

/**
 * Switches the theme through the style tab (Light → Black → Pleroma Dark, twice) over /main/all with 40
 * statuses loaded, and times each repaint: from the moment the theme controller writes the new variables on
 * the root to the end of the frame that draws them (style, layout and paint of the whole page). The first
 * switch's chunk loading is before that moment, so it is not counted: this is the repaint a theme costs.
 */
export async function measureThemeSwitch(base, statuses = 40) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/main/all`);
    await page.waitForSelector('article[data-status-id]');
    // Older pages load as the reader reaches the end; stop once `statuses` are in the timeline.
    const loadedCount = () =>
      page.evaluate(() =>
        Math.max(
          0,
          ...[...document.querySelectorAll('article[aria-posinset]')].map((a) =>
            Number(a.getAttribute('aria-posinset')),
          ),
        ),
      );
    for (let attempt = 0; attempt < 40; attempt++) {
      if ((await loadedCount()) >= statuses) break;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(600);
    }
    const loaded = await loadedCount();
    await page.evaluate(() => window.scrollTo(0, 0));
    // The style tab through the router (no reload: the loaded statuses stay).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/main/all?settings=style');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('group', { name: 'Choose a theme' }).waitFor();
    await page.evaluate(() => {
      const w = window;
      w.__themeRepaints = [];
      new MutationObserver(() => {
        const start = performance.now();
        // The frame that draws the change: its rAF callback runs before style and paint, the message after it.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => w.__themeRepaints.push(performance.now() - start);
          channel.port2.postMessage(null);
        });
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
    });
    const names = ['Light', 'Black', 'Pleroma Dark', 'Light', 'Black', 'Pleroma Dark'];
    for (const [index, name] of names.entries()) {
      await dialog.getByRole('radio', { name, exact: true }).check();
      await page.waitForFunction((count) => window.__themeRepaints.length >= count, index + 1, { timeout: 15_000 });
      await page.waitForTimeout(300);
    }
    const times = await page.evaluate(() => window.__themeRepaints);
    const statusCount = await page.evaluate(() => document.querySelectorAll('article[data-status-id]').length);
    return {
      themeSwitchMs: Math.round(Math.max(...times)),
      themeSwitchMedianMs: Math.round([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]),
      themeSwitchStatusesLoaded: loaded,
      themeSwitchStatusesInDom: statusCount,
    };
  } finally {
    await browser.close();
  }
}
