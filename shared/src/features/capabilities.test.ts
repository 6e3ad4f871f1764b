import { InstanceSchema } from '../api_types/instance';
import { NodeinfoSchema } from '../api_types/nodeinfo';
import { parseOne } from '../api_types/parse';
import { fetchRouter } from '../../testing/fetchRouter';
import { copy, fixtures } from '../test-helpers/fixtures';
import { createApiClient } from '../api/client';
import { detectCapabilities } from './capabilities';
import { detectDialect } from './dialect';
import { loadCapabilities } from './load';
import snac275Instance from '../__fixtures__/snac-2.75/instance.json';
import snac275Nodeinfo from '../__fixtures__/snac-2.75/nodeinfo.json';

const caps = (nodeinfo: unknown, instance: unknown) =>
  detectCapabilities({
    nodeinfo: nodeinfo ? parseOne(NodeinfoSchema, nodeinfo) : null,
    instance: instance ? parseOne(InstanceSchema, instance) : null,
  });

describe('detectDialect', () => {
  test.each([
    ['akkoma', undefined, 'akkoma'],
    ['Pleroma', undefined, 'pleroma'],
    ['snac', undefined, 'snac'],
    ['mastodon', undefined, 'mastodon'],
    ['gotosocial', undefined, 'mastodon'],
    [undefined, '2.7.2 (compatible; Akkoma 3.10)', 'akkoma'],
    [undefined, undefined, 'mastodon'],
  ])('%s / %s → %s', (name, version, dialect) => {
    expect(detectDialect(name, version)).toBe(dialect);
  });
});

describe('detectCapabilities', () => {
  test('tag policy: only when the MRF policies (nodeinfo or instance metadata) include TagPolicy', () => {
    const nodeinfo = copy(fixtures.akkoma.nodeinfo) as unknown as { metadata: { federation: Record<string, unknown> } };
    nodeinfo.metadata.federation = { mrf_policies: ['SimplePolicy', 'TagPolicy'] };
    expect(caps(nodeinfo as never, fixtures.akkoma.instance).tagPolicy).toBe(true);
    nodeinfo.metadata.federation = { mrf_policies: ['SimplePolicy'] };
    expect(caps(nodeinfo as never, fixtures.akkoma.instance).tagPolicy).toBe(false);
  });

  test('Akkoma', () => {
    const c = caps(fixtures.akkoma.nodeinfo, fixtures.akkoma.instance);
    expect(c).toMatchObject({
      dialect: 'akkoma',
      software: { name: 'akkoma', version: '3.13.2' },
      reactions: { supported: true, api: 'pleroma', customEmoji: true },
      chats: false,
      bubbleTimeline: true,
      quotes: true,
      translation: true,
      settingsProfiles: true,
      adminApi: true,
      adminDialect: 'pleroma',
      notificationReadMarker: 'pleroma',
      editing: true,
      polls: true,
      mediaProxy: true,
      bites: false,
      subscriptions: true,
      listsSupported: true,
      followedTags: true,
      announcements: true,
      streaming: true,
      textLimit: 6000,
      uploadLimit: 16000000,
      uploadLimits: { general: 16000000, avatar: 2000000, background: 4000000, banner: 4000000 },
      pollLimits: { max_options: 20, max_option_chars: 200, min_expiration: 1, max_expiration: 31536000 },
      fieldsLimits: { maxFields: 10, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 },
    });
    expect(c.postFormats).toContain('text/x.misskeymarkdown');
  });

  test('Pleroma: chats and bites, no translation or settings profiles', () => {
    const c = caps(fixtures.pleroma.nodeinfo, fixtures.pleroma.instance);
    expect(c).toMatchObject({
      dialect: 'pleroma',
      reactions: { supported: true, api: 'pleroma', customEmoji: false },
      chats: true,
      bites: true,
      quotes: true,
      translation: false,
      settingsProfiles: false,
      bubbleTimeline: false,
      notificationReadMarker: 'pleroma',
      textLimit: 5000,
      uploadLimit: 8000000,
      postFormats: ['text/plain', 'text/markdown'],
    });
  });

  test('Mastodon: markers, no reactions or Pleroma APIs, limits from configuration', () => {
    const c = caps(fixtures.mastodon.nodeinfo, fixtures.mastodon.instance);
    expect(c).toMatchObject({
      dialect: 'mastodon',
      reactions: { supported: false, api: null },
      chats: false,
      adminApi: false,
      adminDialect: 'mastodon',
      tagPolicy: false,
      subscriptions: false,
      settingsProfiles: false,
      notificationReadMarker: 'markers',
      editing: true,
      polls: true,
      announcements: true,
      followedTags: true,
      textLimit: 500,
      uploadLimit: 16777216,
      pollLimits: { max_options: 4, max_option_chars: 50, min_expiration: 300, max_expiration: 2629746 },
      postFormats: ['text/plain'],
      fieldsLimits: { maxFields: 4 },
    });
  });

  test('snac 2.96: snac reactions, polls, markers, no Pleroma extras', () => {
    const c = caps(fixtures.snac.nodeinfo, fixtures.snac.instance);
    expect(c).toMatchObject({
      dialect: 'snac',
      software: { name: 'snac', version: '2.96' },
      reactions: { supported: true, api: 'snac' },
      polls: true,
      pollLimits: { max_options: 8 },
      chats: false,
      adminApi: false,
      announcements: false,
      subscriptions: false,
      notificationReadMarker: 'markers',
      textLimit: 100000,
      streaming: false,
    });
  });

  test('snac 2.75 (captured): no reactions and no poll creation in its Mastodon API', () => {
    const c = caps(snac275Nodeinfo, snac275Instance);
    expect(c).toMatchObject({
      dialect: 'snac',
      software: { version: '2.75' },
      reactions: { supported: false, api: null },
      polls: false,
      editing: true,
    });
  });

  test.each([
    ['2.85', false, false],
    ['2.86', true, false],
    ['2.90', true, true],
    ['3.0', true, true],
  ])('snac %s: reactions %s, polls %s', (version, reactions, polls) => {
    const c = caps({ ...fixtures.snac.nodeinfo, software: { name: 'snac', version } }, null);
    expect([c.reactions.supported, c.polls]).toEqual([reactions, polls]);
  });

  test('snac without nodeinfo: the version comes from the instance’s version text', () => {
    expect(caps(null, fixtures.snac.instance)).toMatchObject({
      dialect: 'snac',
      polls: true,
      reactions: { api: 'snac' },
    });
    expect(caps(null, snac275Instance)).toMatchObject({ dialect: 'snac', polls: false, reactions: { api: null } });
  });

  test('direct messages: the conversations on Mastodon, the direct timeline elsewhere (snac’s conversations are a stub)', () => {
    expect(caps(fixtures.akkoma.nodeinfo, fixtures.akkoma.instance).directMessages).toBe('timeline');
    expect(caps(fixtures.pleroma.nodeinfo, fixtures.pleroma.instance).directMessages).toBe('timeline');
    expect(caps(fixtures.mastodon.nodeinfo, fixtures.mastodon.instance).directMessages).toBe('conversations');
    expect(caps(fixtures.snac.nodeinfo, fixtures.snac.instance).directMessages).toBe('timeline');
  });

  test('unknown software is treated as Mastodon; nothing at all gives the defaults', () => {
    expect(caps({ software: { name: 'gotosocial', version: '0.16' } }, null).dialect).toBe('mastodon');
    const c = caps(null, null);
    expect(c).toMatchObject({
      dialect: 'mastodon',
      textLimit: 5000,
      uploadLimit: 0,
      pollLimits: { max_options: 20, max_option_chars: 255 },
    });
  });

  test('loadCapabilities survives a failing source', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch } = fetchRouter((call) =>
      call.url.includes('nodeinfo') ? { status: 500 } : { body: fixtures.akkoma.instance },
    );
    const c = await loadCapabilities(createApiClient({ baseUrl: 'https://a', fetch }));
    expect(c.dialect).toBe('akkoma');
    expect(c.reactions.api).toBe('pleroma');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
