import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createApiClient, getPreferences, reloadPreferences, setPreferences, type GlobalNotice } from '@fedi/shared';
import { fetchRouter, type FetchCall } from '../../../../shared/testing/fetchRouter';
import { SettingsSync, SYNC_NOTICE_MS } from './settingsSync';
import { accountApi } from '@fedi/shared/account-api';

if (!i18next.isInitialized) {
  void i18next
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../i18n');

const BASE = 'http://server.test';
const PATH = '/api/v1/akkoma/frontend_settings/pleroma-fe';
const KEY = 'fedi:settings-sync:test';

/** An Akkoma-shaped frontend_settings endpoint over a map; `failPut` answers the next PUTs with 500. */
function akkoma(initial: Record<string, { version: number; settings: Record<string, unknown> }> = {}) {
  const profiles = new Map(Object.entries(initial));
  const server = { profiles, failPut: false };
  const fake = fetchRouter((call: FetchCall) => {
    const name = decodeURIComponent(call.path.slice(PATH.length + 1));
    if (call.method === 'GET' && call.path === PATH)
      return { body: [...profiles].map(([profile, { version }]) => ({ name: profile, version })) };
    const stored = profiles.get(name);
    if (call.method === 'GET')
      return stored ? { body: { name, ...stored } } : { status: 404, body: { error: 'Not found' } };
    if (call.method === 'PUT') {
      if (server.failPut) return { status: 500, body: { error: 'Internal Server Error' } };
      const body = JSON.parse(String(call.body)) as { settings: Record<string, unknown>; version: number };
      if (stored && body.version <= stored.version) return { status: 422, body: { error: 'Version too old' } };
      profiles.set(name, { version: body.version, settings: body.settings });
      return { body: { name, ...body } };
    }
    if (call.method === 'DELETE') return profiles.delete(name) ? { body: { deleted: 'ok' } } : { status: 404 };
    return { status: 404 };
  });
  return { server, fake };
}

function engineFor(fake: ReturnType<typeof fetchRouter>) {
  const notices: GlobalNotice[] = [];
  const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch, getToken: () => 't' });
  const engine = new SettingsSync({
    api: accountApi(client).settingsProfiles,
    storageKey: KEY,
    notify: (notice) => notices.push(notice),
    pushDelayMs: 0,
  });
  return { engine, notices, levels: () => notices.map((n) => `${n.level}:${n.messageKey}:${n.timeout}`) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 10));

beforeEach(async () => {
  window.localStorage.clear();
  reloadPreferences();
  await i18next.changeLanguage('en');
});

describe('settings profile sync states (spec §4)', () => {
  it('a 404 shows the creating-profile warning, then syncs: version 1, info 5 s then success 2 s', async () => {
    const { server, fake } = akkoma();
    const { engine, levels, notices } = engineFor(fake);
    setPreferences({ hideNsfw: false });
    await engine.refresh();
    expect(levels()).toEqual([
      `warning:settings:sync.creating:${SYNC_NOTICE_MS.warning}`,
      'info:settings:sync.syncing:5000',
      'success:settings:sync.synced:2000',
    ]);
    expect(notices[0]!.messageArgs).toEqual({ profile: 'default' });
    // One notice of the sync at a time (issue 28 #13): each replaces the one shown.
    expect(notices.map((notice) => notice.group)).toEqual(['settings-sync', 'settings-sync', 'settings-sync']);
    expect(server.profiles.get('default')).toMatchObject({ version: 1, settings: { hideNsfw: false } });
    expect(engine.getSnapshot()).toEqual({ profile: 'default', version: 1, status: 'synced' });
    expect(i18next.t('settings:sync.creating', { profile: 'default' })).toMatch(/default/);
  });

  it('a server copy is applied only when its version is newer than the local one', async () => {
    const { server, fake } = akkoma({ default: { version: 3, settings: { hideNsfw: false, maxThumbnails: 4 } } });
    const { engine, notices } = engineFor(fake);
    await engine.refresh();
    expect(getPreferences()).toMatchObject({ hideNsfw: false, maxThumbnails: 4 });
    // A new engine (a reload) that finds the same version: nothing moves, and it says it is in sync.
    const reloaded = engineFor(fake).engine;
    expect(reloaded.getSnapshot().status).toBe('idle');
    await reloaded.refresh();
    expect(reloaded.getSnapshot()).toEqual({ profile: 'default', version: 3, status: 'synced' });
    expect(engine.getSnapshot()).toMatchObject({ version: 3, status: 'synced' });
    expect(notices).toEqual([]);

    // Same version on the server with other content: not applied (and nothing local to send).
    server.profiles.set('default', { version: 3, settings: { hideNsfw: true } });
    await engine.refresh();
    expect(getPreferences().hideNsfw).toBe(false);
    expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    // Another device sent version 4: applied.
    server.profiles.set('default', { version: 4, settings: { hideNsfw: true, muteWords: ['x'] } });
    await engine.refresh();
    expect(getPreferences()).toMatchObject({ hideNsfw: true, muteWords: ['x'], maxThumbnails: 4 });
    expect(engine.getSnapshot().version).toBe(4);
  });

  it('a local change bumps the version; a failed save shows the error notice (5 s) and is sent again later', async () => {
    const { server, fake } = akkoma({ default: { version: 2, settings: { hideNsfw: true } } });
    const { engine, levels } = engineFor(fake);
    await engine.refresh();
    engine.localChanged();
    await flush();
    expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    setPreferences({ maxThumbnails: 8 });
    engine.localChanged();
    await flush();
    expect(server.profiles.get('default')).toMatchObject({ version: 3, settings: { maxThumbnails: 8 } });
    expect(levels()).toEqual(['info:settings:sync.syncing:5000', 'success:settings:sync.synced:2000']);

    server.failPut = true;
    setPreferences({ maxThumbnails: 9 });
    engine.localChanged();
    await flush();
    expect(levels().slice(2)).toEqual(['info:settings:sync.syncing:5000', 'error:settings:sync.error:5000']);
    expect(engine.getSnapshot()).toMatchObject({ version: 3, status: 'error' });
    expect(getPreferences().maxThumbnails).toBe(9);

    // The next poll finds the server unchanged and sends what is still unsent.
    server.failPut = false;
    await engine.refresh();
    expect(server.profiles.get('default')).toMatchObject({ version: 4, settings: { maxThumbnails: 9 } });
    expect(engine.getSnapshot()).toMatchObject({ version: 4, status: 'synced' });
  });

  it('a version the server already has (another device was first) is sent again above it', async () => {
    const { server, fake } = akkoma({ default: { version: 1, settings: {} } });
    const { engine } = engineFor(fake);
    await engine.refresh();
    server.profiles.set('default', { version: 5, settings: {} });
    setPreferences({ padEmoji: false });
    engine.localChanged();
    await flush();
    expect(server.profiles.get('default')).toMatchObject({ version: 6, settings: { padEmoji: false } });
    expect(engine.getSnapshot().version).toBe(6);
  });

  it('choosing a profile applies it whatever its version; a new name is created from the local settings', async () => {
    const { server, fake } = akkoma({
      default: { version: 2, settings: { hideNsfw: true } },
      work: { version: 1, settings: { hideNsfw: false } },
    });
    const { engine, levels } = engineFor(fake);
    await engine.refresh();
    await engine.choose('work');
    expect(getPreferences().hideNsfw).toBe(false);
    expect(engine.getSnapshot()).toMatchObject({ profile: 'work', version: 1 });

    await engine.choose('phone');
    expect(levels()).toContain(`warning:settings:sync.creating:${SYNC_NOTICE_MS.warning}`);
    expect(server.profiles.get('phone')).toMatchObject({ version: 1, settings: { hideNsfw: false } });
    expect((await engine.list()).map((p) => p.name).sort()).toEqual(['default', 'phone', 'work']);

    await expect(engine.remove('phone')).rejects.toThrow();
    await engine.remove('work');
    expect(server.profiles.has('work')).toBe(false);
  });

  it('the interface language chosen on another device follows here (issue 18)', async () => {
    const { fake } = akkoma({ default: { version: 2, settings: { interfaceLanguage: 'de' } } });
    const { engine } = engineFor(fake);
    await engine.refresh();
    expect(getPreferences().interfaceLanguage).toBe('de');
    expect(i18next.language).toBe('de');
    expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('the theme and the user’s own theme travel both ways (issue 15); an invalid own theme from the server is not applied', async () => {
    const mine = {
      name: 'Mine',
      palette: {
        bg: '#203020',
        fg: '#2b402b',
        text: '#e8f0e0',
        link: '#ffb347',
        red: '#ff0000',
        green: '#00aa00',
        blue: '#0000ff',
        orange: '#ffa500',
      },
    };
    const { server, fake } = akkoma({ default: { version: 2, settings: { theme: 'custom', customTheme: mine } } });
    const { engine } = engineFor(fake);
    await engine.refresh();
    expect(getPreferences()).toMatchObject({ theme: 'custom', customTheme: mine });

    setPreferences({ customTheme: { ...mine, radii: { panel: 0 } } });
    engine.localChanged();
    await flush();
    expect(server.profiles.get('default')).toMatchObject({
      version: 3,
      settings: { customTheme: { radii: { panel: 0 } } },
    });

    server.profiles.set('default', { version: 9, settings: { theme: 'fedi-light', customTheme: { name: 'broken' } } });
    await engine.refresh();
    expect(getPreferences()).toMatchObject({ theme: 'fedi-light', customTheme: { radii: { panel: 0 } } });
  });

  it('polls every 600 s', async () => {
    jest.useFakeTimers();
    try {
      const { fake } = akkoma({ default: { version: 1, settings: {} } });
      const { engine } = engineFor(fake);
      engine.start();
      await jest.advanceTimersByTimeAsync(0);
      const gets = () => fake.calls.filter((c) => c.method === 'GET').length;
      expect(gets()).toBe(1);
      await jest.advanceTimersByTimeAsync(599_000);
      expect(gets()).toBe(1);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(gets()).toBe(2);
      engine.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
