import { deriveInstanceConfig } from './instanceConfig';
import { visibleTimelines } from './timelineVisibility';

const nodeinfo = {
  version: '2.0',
  software: { name: 'akkoma', version: '3.13.2' },
  openRegistrations: true,
  metadata: {
    nodeName: 'Dev Fedi',
    private: false,
    federation: { enabled: true },
    localBubbleInstances: ['bubble.example'],
    publicTimelineVisibility: { local: true, federated: false, bubble: true },
    federatedTimelineAvailable: true,
    suggestions: { enabled: true },
    staffAccounts: ['https://dev/users/admin'],
  },
};

describe('deriveInstanceConfig', () => {
  it('uses defaults when every startup call failed', () => {
    const config = deriveInstanceConfig({});
    expect(config.redirectRootLogin).toBe('/main/friends');
    expect(config.redirectRootNoLogin).toBe('/main/all');
    expect(config.private).toBe(false);
    expect(config.logoMask).toBe(true);
    expect(config.logoMargin).toBe('0');
    expect(config.showFeaturesPanel).toBe(true);
  });

  it('carries the attachment limit and the languages of /api/v1/instance (Mastodon configuration first, then Pleroma)', () => {
    expect(deriveInstanceConfig({}).maxMediaAttachments).toBeNull();
    expect(deriveInstanceConfig({}).languages).toEqual([]);
    const mastodon = deriveInstanceConfig({
      instance: { configuration: { statuses: { max_media_attachments: 4 } }, languages: ['en', 'de'] } as never,
    });
    expect(mastodon.maxMediaAttachments).toBe(4);
    expect(mastodon.languages).toEqual(['en', 'de']);
    expect(deriveInstanceConfig({ instance: { max_media_attachments: 6 } as never }).maxMediaAttachments).toBe(6);
    expect(
      deriveInstanceConfig({ instance: { configuration: { statuses: { max_media_attachments: 0 } } } as never })
        .maxMediaAttachments,
    ).toBeNull();
  });

  it('reads the server facts from nodeinfo', () => {
    const config = deriveInstanceConfig({ nodeinfo }, 'https://dev.example');
    expect(config.name).toBe('Dev Fedi');
    expect(config.registrationOpen).toBe(true);
    expect(config.localBubbleInstances).toEqual(['bubble.example']);
    expect(config.suggestionsEnabled).toBe(true);
    expect(config.publicTimelineVisibility).toEqual({ local: true, federated: false, bubble: true });
  });

  it('lets the backend frontend configuration win over static config.json', () => {
    const config = deriveInstanceConfig(
      {
        frontend: { redirectRootNoLogin: '/main/public', logo: '/static/logo.svg', showInstanceSpecificPanel: true },
        staticConfig: { redirectRootNoLogin: '/about', redirectRootLogin: '/main/public', hideSitename: true },
      },
      'https://dev.example',
    );
    expect(config.redirectRootNoLogin).toBe('/main/public');
    expect(config.redirectRootLogin).toBe('/main/public');
    expect(config.hideSitename).toBe(true);
    expect(config.logo).toBe('https://dev.example/static/logo.svg');
    expect(config.showInstanceSpecificPanel).toBe(true);
  });

  it('ignores landing paths that are not paths', () => {
    expect(deriveInstanceConfig({ frontend: { redirectRootLogin: 'https://evil.example' } }).redirectRootLogin).toBe(
      '/main/friends',
    );
  });

  it('works for a snac-like server with no metadata', () => {
    const config = deriveInstanceConfig({
      nodeinfo: { version: '2.0', software: { name: 'snac', version: '2.75' }, metadata: {} },
      instance: { title: 'snac box' },
    });
    expect(config.name).toBe('snac box');
    expect(config.federating).toBe(true);
  });
});

describe('visibleTimelines', () => {
  const config = deriveInstanceConfig({ nodeinfo });

  it('shows home, bookmarks and DMs only when signed in', () => {
    expect(visibleTimelines(config, false)).toMatchObject({ home: false, bookmarks: false, dms: false });
    expect(visibleTimelines(config, true)).toMatchObject({ home: true, bookmarks: true, dms: true });
  });

  it('follows public visibility for visitors only', () => {
    expect(visibleTimelines(config, false)).toMatchObject({ public: true, federated: false, bubble: true });
    expect(visibleTimelines(config, true)).toMatchObject({ public: true, federated: true, bubble: true });
  });

  it('hides bubble without bubble instances and federated without federation', () => {
    const lonely = deriveInstanceConfig({
      nodeinfo: {
        ...nodeinfo,
        metadata: { ...nodeinfo.metadata, localBubbleInstances: [], federation: { enabled: false } },
      },
    });
    expect(visibleTimelines(lonely, true)).toMatchObject({ bubble: false, federated: false });
  });

  it('shows visitors no timelines in private mode', () => {
    const closed = deriveInstanceConfig({
      nodeinfo: { ...nodeinfo, metadata: { ...nodeinfo.metadata, private: true } },
    });
    expect(visibleTimelines(closed, false)).toMatchObject({ public: false, federated: false, bubble: false });
    expect(visibleTimelines(closed, true)).toMatchObject({ public: true, federated: true, bubble: true });
  });
});
