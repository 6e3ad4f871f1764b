import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A Lighthouse-style installability check of what the shell ships (shell/public): the manifest's fields,
 * its icons (real PNGs of the sizes it claims, a maskable one), the share target and shortcuts, the page's
 * link to it, and a service worker with a fetch handler.
 */
/** A PNG's size from its IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const PUBLIC = join(__dirname, '..', '..', '..', 'public');
const manifest = JSON.parse(readFileSync(join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  shortcuts: Array<{ name: string; url: string }>;
  share_target: { action: string; method: string; enctype: string; params: Record<string, unknown> };
};

describe('installability', () => {
  test('the manifest has the fields browsers require to install', () => {
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  test('its PNG icons are real images of the sizes they claim: 192 and 512, and a maskable one', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    for (const icon of pngs) {
      expect(pngSize(readFileSync(join(PUBLIC, icon.src)))).toBe(icon.sizes);
    }
    const any = pngs.filter((icon) => (icon.purpose ?? 'any').split(' ').includes('any')).map((icon) => icon.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
  });

  test('shortcuts to home, notifications and a new post; a share target for text, links and media', () => {
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/main/friends',
      '/main/friends?shortcut=notifications',
      '/main/friends?shortcut=post',
    ]);
    expect(manifest.share_target).toMatchObject({
      action: '/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { title: 'title', text: 'text', url: 'url', files: [{ name: 'media' }] },
    });
  });

  test('the page links the manifest and a theme colour; the worker answers fetches', () => {
    const page = readFileSync(join(PUBLIC, '..', 'src', 'index.html'), 'utf8');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/i);
    const worker = readFileSync(join(PUBLIC, 'service-worker.js'), 'utf8');
    expect(worker).toMatch(/addEventListener\('fetch'/);
    expect(worker).toMatch(/const BUILD = \{ version: 'dev', precache: \[\] \};/);
  });
});
