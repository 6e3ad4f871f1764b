import { expect, test, type Page } from '@playwright/test';
import { ScreenInvariants, describeFindings, untranslatedEnglish, type Invariant } from './support/invariants';

/**
 * Each screen invariant proved by a fixture that breaks it: a small static page (served through
 * `page.route`, no app, no dev instance) on which the helper must REPORT the breakage, and a clean twin on
 * which it must report nothing.
 */

const ORIGIN = 'http://invariants.test';

async function serve(page: Page, body: string, { lang = 'en', head = '' } = {}) {
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${head}<style>body{margin:0;font:16px sans-serif}</style></head><body>${body}</body></html>`;
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: html });
    if (path === '/ok') return route.fulfill({ contentType: 'application/json', body: '{}' });
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not found"}' });
  });
  await page.goto(`${ORIGIN}/`);
}

async function findings(page: Page, invariants: ScreenInvariants, only: Invariant) {
  const found = await invariants.check();
  const others = describeFindings({ ...found, [only]: [] });
  // A fixture breaks one invariant only: the others hold on it.
  expect(others, others.join('\n')).toEqual([]);
  return found[only] ?? [];
}

test.describe('each invariant is reported on a page that breaks it, and not on its clean twin', () => {
  test.use({ viewport: { width: 390, height: 640 } });

  test('sideways overflow of the page', async ({ page }) => {
    const invariants = new ScreenInvariants(page);
    await serve(page, '<main><p>Fits.</p><div class="strip" style="width: 900px; height: 20px">too wide</div></main>');
    const broken = await findings(page, invariants, 'overflow');
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(/page is 9\d\d px wide in a 390 px viewport: div\.strip/);

    await serve(page, '<main><p>Fits.</p><div style="max-width: 100%; width: 900px; height: 20px">fits</div></main>');
    expect(await findings(page, invariants, 'overflow')).toEqual([]);
  });

  test('a menu past the viewport edge, and its items that cannot be clicked', async ({ page }) => {
    const invariants = new ScreenInvariants(page);
    // A menu placed off the right edge (its page itself does not overflow: the menu is fixed), and an item
    // of another menu covered by a later box.
    await serve(
      page,
      `<div role="menu" aria-label="Moderate" style="position: fixed; left: 250px; top: 10px; width: 300px">
         <button role="menuitem" style="display: block; width: 100%">Force posts to be followers-only</button>
       </div>
       <div role="menu" aria-label="Status" style="position: fixed; left: 10px; top: 100px; width: 200px">
         <button role="menuitem" style="display: block; width: 100%">Copy link</button>
         <button role="menuitem" style="display: block; width: 100%">Report</button>
       </div>
       <div class="cover" style="position: fixed; left: 0; top: 120px; width: 390px; height: 40px; background: red"></div>`,
    );
    const broken = await findings(page, invariants, 'layers');
    expect(broken.join('\n')).toMatch(/div\[role=menu\] "Moderate" runs out of the viewport: x 250–550/);
    expect(broken.join('\n')).toMatch(/"Force posts to be followers-only" .*not clickable.*outside the viewport/);
    expect(broken.join('\n')).toMatch(/"Report" in div\[role=menu\] "Status" is not clickable .*div\.cover is there/);
    expect(broken.join('\n')).not.toMatch(/"Copy link"/);

    await serve(
      page,
      `<div role="menu" aria-label="Status" style="position: fixed; left: 10px; top: 100px; width: 200px">
         <button role="menuitem" style="display: block; width: 100%">Copy link</button>
         <button role="menuitem" style="display: block; width: 100%">Report</button>
       </div>`,
    );
    expect(await findings(page, invariants, 'layers')).toEqual([]);
  });

  test('a dialog that clips its own item, and a long dialog that scrolls (clean)', async ({ page }) => {
    const invariants = new ScreenInvariants(page);
    // The Moderation window's case: the dropdown's item is drawn past the window's clipping edge.
    await serve(
      page,
      `<div role="dialog" aria-label="Moderation" style="position: fixed; inset: 0 auto auto 0; width: 300px; height: 200px; overflow: hidden">
         <div style="white-space: nowrap"><button style="margin-inline-start: 260px">Followers only</button></div>
       </div>`,
    );
    const broken = await findings(page, invariants, 'layers');
    expect(broken.join('\n')).toMatch(/button "Followers only" in div\[role=dialog\] "Moderation" is not clickable/);

    // A dialog whose items are below the fold of its own scrolling body: a user scrolls there, so it holds.
    const items = Array.from(
      { length: 30 },
      (_, index) => `<button style="display: block">Item ${index}</button>`,
    ).join('');
    await serve(
      page,
      `<div role="dialog" aria-label="Settings" style="position: fixed; inset: 0; overflow: auto">${items}</div>`,
    );
    expect(await findings(page, invariants, 'layers')).toEqual([]);
  });

  test('with a modal dialog open, only the dialog and its layers are read', async ({ page }) => {
    const invariants = new ScreenInvariants(page, { emoji: ['blobfox'] });
    // Behind the modal: a menu left open off the edge and a raw shortcode (their own screen reports them).
    await serve(
      page,
      `<div role="menu" aria-label="More" style="position: fixed; left: 300px; top: 10px; width: 300px"><button role="menuitem">Mute</button></div>
       <p>reacted with :blobfox:</p>
       <dialog id="modal"><h2>Report</h2><p>Report :blobfox:</p><button>Close</button></dialog>
       <script>document.getElementById('modal').showModal();</script>`,
    );
    const found = await invariants.check();
    expect(found.layers).toEqual([]);
    expect(found.shortcodes).toEqual([':blobfox: in p "Report :blobfox:"']);
  });

  test('a raw :shortcode: of an emoji the instance has', async ({ page }) => {
    const invariants = new ScreenInvariants(page, { emoji: ['blobcat', 'blobfox'] });
    await serve(
      page,
      `<p>Replying to <b>Alice :blobcat:</b></p><p>reacted with :blobfox:</p><p>time is 10:30:00 and :nosuch: is no emoji</p>
       <textarea>typing :blobcat: in a draft is fine</textarea>`,
    );
    const broken = await findings(page, invariants, 'shortcodes');
    expect(broken).toEqual([':blobcat: in p "Replying to Alice :blobcat:"', ':blobfox: in p "reacted with :blobfox:"']);

    await serve(page, '<p>Replying to <b>Alice <img alt=":blobcat:" src="data:," width="16" height="16"></b></p>');
    expect(await findings(page, invariants, 'shortcodes')).toEqual([]);
  });

  test('untranslated English in a page of another language', async ({ page }) => {
    const invariants = new ScreenInvariants(page);
    await serve(
      page,
      '<nav><a href="#">Startseite</a><button>Log out</button></nav><h2>Notifications</h2><p>Log out (body text is not a control)</p>',
      { lang: 'de' },
    );
    const broken = await findings(page, invariants, 'english');
    expect(broken).toEqual([
      '"Log out" (button) in a page of language de',
      '"Notifications" (h2) in a page of language de',
    ]);

    await serve(page, '<nav><a href="#">Startseite</a><button>Abmelden</button></nav><h2>Benachrichtigungen</h2>', {
      lang: 'de',
    });
    expect(await findings(page, invariants, 'english')).toEqual([]);
    // English pages are not checked for English.
    await serve(page, '<button>Log out</button>');
    expect((await invariants.check()).english).toBeNull();
  });

  test('the English set leaves out what a language spells alike, interpolations and single characters', () => {
    const files = new Map<string, Array<Record<string, unknown>>>([
      [
        'en',
        [{ __file: 'x|', chat: 'Chat', logout: 'Log out', count: '{{count}} new', x: '×', extra: 'Only English' }],
      ],
      [
        'de',
        [{ __file: 'x|', chat: 'Chat', logout: 'Abmelden', count: '{{count}} neu', x: '×', extra: 'Nur Englisch' }],
      ],
      // A language whose other key happens to use the English word: not untranslated.
      ['fr', [{ __file: 'x|', chat: 'Discussion', logout: 'Chat', count: '{{count}}', x: '×', extra: 'Only English' }]],
    ]);
    expect(untranslatedEnglish('de', files).sort()).toEqual(['Log out', 'Only English']);
    expect(untranslatedEnglish('fr', files).sort()).toEqual(['Log out']);
    expect(untranslatedEnglish('de-AT', files).sort()).toEqual(['Log out', 'Only English']);
    // Our own locale files: German translates "Log out"; the app's name is the same everywhere.
    expect(untranslatedEnglish('de')).toContain('Log out');
    expect(untranslatedEnglish('de')).not.toContain('Fedi');
  });

  test('console errors, uncaught exceptions and failed requests on the way', async ({ page }) => {
    const invariants = new ScreenInvariants(page);
    await serve(
      page,
      `<p>Loading…</p><script>
         console.error('Invalid notification: unsupported type pleroma:report');
         fetch('/api/v1/accounts/relationships').then(() => { document.body.dataset.done = '1'; });
         setTimeout(() => { throw new Error('render failed'); });
       </script>`,
    );
    await expect(page.locator('body[data-done="1"]')).toHaveCount(1);
    const noise: string[] = [];
    await expect
      .poll(() => {
        noise.push(...invariants.noise());
        return noise;
      })
      .toEqual(
        expect.arrayContaining([
          'console: Invalid notification: unsupported type pleroma:report',
          `GET ${ORIGIN}/api/v1/accounts/relationships answered 404`,
          'uncaught: render failed',
        ]),
      );
    // And through the check, as a finding of the clean-path invariant.
    await serve(page, `<script>console.error('late')</script>`);
    await expect.poll(async () => (await invariants.check()).clean).toEqual(['console: late']);

    const cleanPage = new ScreenInvariants(page);
    await page.unrouteAll();
    await serve(page, `<script>fetch('/ok').then(() => { document.body.dataset.done = '1'; });</script>`);
    await expect(page.locator('body[data-done="1"]')).toHaveCount(1);
    expect((await cleanPage.check()).clean).toEqual([]);
  });

  test('the focused element after a Tab hidden under a fixed bar', async ({ page }) => {
    const rows = Array.from(
      { length: 40 },
      (_, index) => `<button style="display: block; height: 40px">Row ${index}</button>`,
    ).join('');
    const bars = `<header style="position: sticky; top: 0; height: 56px; background: #ddd">Top bar</header>
      <main>${rows}</main>
      <nav class="mobile-nav" style="position: fixed; inset: auto 0 0 0; height: 56px; background: #ddd">Bottom bar</nav>`;
    const invariants = new ScreenInvariants(page);
    await serve(page, bars);
    const broken = await findings(page, invariants, 'bars');
    expect(broken.join('\n')).toMatch(
      /focused button "Row \d+" .* is under nav\.mobile-nav "Bottom bar" \(Tab forward\)/,
    );
    expect(broken.join('\n')).toMatch(/focused button "Row \d+" .* is under header "Top bar" \(Tab back\)/);

    // The same page with scroll padding for its bars: focus is scrolled clear of them.
    await serve(page, bars, { head: '<style>html { scroll-padding: 64px 0 64px 0 }</style>' });
    expect(await findings(page, invariants, 'bars')).toEqual([]);
  });

  test('a focused link that wraps onto two lines is seen on its lines, not at its box’s centre (clean)', async ({
    page,
  }) => {
    // Each link starts at the end of a line and ends on the next: its box's centre is on the paragraph's text.
    const rows = Array.from(
      { length: 40 },
      (_, index) =>
        `<p style="width: 200px; margin: 0 0 8px">Row ${index} starts with some words <a href="#">then a link that wraps</a> and ends</p>`,
    ).join('');
    const page390 = `<main>${rows}</main>
      <nav class="mobile-nav" style="position: fixed; inset: auto 0 0 0; height: 56px; background: #ddd">Bottom bar</nav>`;
    const invariants = new ScreenInvariants(page);
    await serve(page, page390, { head: '<style>html { scroll-padding: 0 0 64px 0 }</style>' });
    expect(await findings(page, invariants, 'bars')).toEqual([]);
  });

  test('a clean page: every invariant holds', async ({ page }) => {
    const invariants = new ScreenInvariants(page, { emoji: ['blobcat'] });
    await serve(
      page,
      `<header style="position: sticky; top: 0; height: 48px; background: #ddd"><a href="#">Home</a></header>
       <main><h1>Timeline</h1><p>Hello <img alt=":blobcat:" src="data:," width="16" height="16"></p>
       <div role="menu" aria-label="More" style="position: absolute; left: 10px; top: 120px"><button role="menuitem">Copy link</button></div></main>`,
    );
    const found = await invariants.check();
    expect(describeFindings(found)).toEqual([]);
  });
});
