import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../api/client';
import { fetchRouter } from '../../testing/fetchRouter';
import { loadInstanceEmoji } from './customEmoji';
import { customEmojiQuery, prefetchStartupData, startupKeys, stickersQuery, stylesQuery } from '../queries/startup';
import { loadStickers } from './stickers';
import { parseStyles } from './styles';

const BASE = 'https://s.example';

function clientAnswering(routes: Record<string, { status?: number; body?: unknown }>) {
  const fake = fetchRouter(
    (call) => routes[new URL(call.url).pathname] ?? { status: 404, body: { error: 'Not found' } },
  );
  return { client: createApiClient({ baseUrl: BASE, fetch: fake.fetch }), calls: fake.calls };
}

const paths = (calls: { url: string }[]) => calls.map((call) => new URL(call.url).pathname);

describe('custom emoji', () => {
  it('reads Pleroma’s map of shortcode to image and tags', async () => {
    const { client, calls } = clientAnswering({
      '/api/v1/pleroma/emoji': { body: { blobcat: { image_url: '/emoji/blobcat.png', tags: ['blobs'] } } },
    });
    expect(await loadInstanceEmoji(client)).toEqual([
      {
        shortcode: 'blobcat',
        url: '/emoji/blobcat.png',
        static_url: '/emoji/blobcat.png',
        visible_in_picker: true,
        tags: ['blobs'],
      },
    ]);
    expect(paths(calls)).toEqual(['/api/v1/pleroma/emoji']);
  });
  it('falls back to Mastodon’s list when the map is missing', async () => {
    const { client, calls } = clientAnswering({
      '/api/v1/custom_emojis': {
        body: [
          {
            shortcode: 'party',
            url: '/e/party.gif',
            static_url: '/e/party.png',
            visible_in_picker: false,
            category: 'fun',
          },
        ],
      },
    });
    expect(await loadInstanceEmoji(client)).toEqual([
      expect.objectContaining({
        shortcode: 'party',
        url: '/e/party.gif',
        static_url: '/e/party.png',
        visible_in_picker: false,
        category: 'fun',
      }),
    ]);
    expect(paths(calls)).toEqual(['/api/v1/pleroma/emoji', '/api/v1/custom_emojis']);
  });
});

describe('stickers', () => {
  it('reads the index and each pack’s pack.json; a broken pack is logged and left out', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = clientAnswering({
      '/static/stickers.json': { body: { dev: '/static/stickers/dev/', gone: '/static/stickers/gone', odd: 42 } },
      '/static/stickers/dev/pack.json': {
        body: { title: 'Dev stickers', tabIcon: 'b.png', files: ['a.png', 'b.png', 7] },
      },
    });
    expect(await loadStickers(client)).toEqual([
      {
        name: 'dev',
        title: 'Dev stickers',
        tabIcon: '/static/stickers/dev/b.png',
        files: [
          { name: 'a.png', url: '/static/stickers/dev/a.png' },
          { name: 'b.png', url: '/static/stickers/dev/b.png' },
        ],
      },
    ]);
    expect(warn).toHaveBeenCalledWith('Could not load sticker pack gone', expect.anything());
    warn.mockRestore();
  });
});

describe('styles', () => {
  it('lists themes by name with their file, and the old inline form with its title and colours', () => {
    expect(
      parseStyles({
        'pleroma-dark': '/static/themes/pleroma-dark.json',
        classic: ['Classic', '#fff', '#000'],
        broken: 3,
      }),
    ).toEqual([
      { name: 'pleroma-dark', url: '/static/themes/pleroma-dark.json' },
      { name: 'classic', title: 'Classic', colors: ['#fff', '#000'] },
    ]);
    expect(parseStyles('<html>')).toEqual([]);
    expect(parseStyles(['a'])).toEqual([]);
  });
});

describe('startup queries', () => {
  it('load once per server and log a failure instead of failing (the app goes on)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, calls } = clientAnswering({
      '/api/v1/pleroma/emoji': { body: { blobcat: { image_url: '/emoji/blobcat.png' } } },
      '/static/styles.json': { body: { 'pleroma-light': '/static/themes/pleroma-light.json' } },
      '/static/stickers.json': { status: 500, body: { error: 'boom' } },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchStartupData(queryClient, client);
    await prefetchStartupData(queryClient, client);
    expect(queryClient.getQueryData(startupKeys.customEmoji(BASE))).toEqual([
      expect.objectContaining({ shortcode: 'blobcat' }),
    ]);
    expect(queryClient.getQueryData(startupKeys.styles(BASE))).toEqual([
      { name: 'pleroma-light', url: '/static/themes/pleroma-light.json' },
    ]);
    expect(queryClient.getQueryData(startupKeys.stickers(BASE))).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Could not load stickers', expect.anything());
    expect(paths(calls).sort()).toEqual(['/api/v1/pleroma/emoji', '/static/stickers.json', '/static/styles.json']);
    expect(customEmojiQuery(client).queryKey).toEqual(startupKeys.customEmoji(BASE));
    expect(stickersQuery(client).staleTime).toBe(Infinity);
    expect(stylesQuery(client).gcTime).toBe(Infinity);
    warn.mockRestore();
  });
});
