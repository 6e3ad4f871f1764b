/**
 * @jest-environment node
 */
// Node's own fetch Response (jsdom has none): the preloaded answers are real Response objects.
import { fetchRouter } from '../../../shared/testing/fetchRouter';
import { createPreloadedFetch, isStartupPath } from './preloadedFetch';

const ORIGIN = 'https://app.example';

function setup(entries: Record<string, string>) {
  // The network: every call answers `network <url>`.
  const { fetch, mock: network } = fetchRouter((call) => ({ body: `network ${call.url}` }));
  const preloaded = createPreloadedFetch(new Map(Object.entries(entries)), fetch, ORIGIN);
  return { network, preloaded };
}

describe('preloaded fetch', () => {
  it('answers startup calls from the block for the page’s life, without the network', async () => {
    const { network, preloaded } = setup({ '/api/v1/instance': '{"title":"Dev"}', '/static/panel.html': '<p>hi</p>' });
    for (let i = 0; i < 3; i++) {
      const response = await preloaded('/api/v1/instance', { method: 'GET' });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/json');
      expect(await response.json()).toEqual({ title: 'Dev' });
    }
    const panel = await preloaded(`${ORIGIN}/static/panel.html`);
    expect(panel.headers.get('Content-Type')).toContain('text/html');
    expect(await panel.text()).toBe('<p>hi</p>');
    expect(network).not.toHaveBeenCalled();
  });
  it('answers any other embedded path only once', async () => {
    const { network, preloaded } = setup({ '/api/v1/timelines/public': '[{"id":"1"}]' });
    expect(await (await preloaded('/api/v1/timelines/public')).json()).toEqual([{ id: '1' }]);
    expect(await (await preloaded('/api/v1/timelines/public')).text()).toBe('network /api/v1/timelines/public');
    expect(network).toHaveBeenCalledTimes(1);
  });
  it('leaves other paths, other queries, other origins and other methods to the network', async () => {
    const { network, preloaded } = setup({ '/api/v1/instance': '{}' });
    await preloaded('/api/v1/instance?x=1');
    await preloaded('https://other.example/api/v1/instance');
    await preloaded('/api/v1/instance', { method: 'POST' });
    await preloaded('/api/v1/statuses');
    expect(network).toHaveBeenCalledTimes(4);
  });
  it('is the plain fetch when the page has no block', () => {
    const network = jest.fn() as unknown as typeof fetch;
    expect(createPreloadedFetch(new Map(), network, ORIGIN)).toBe(network);
  });
  it('knows the startup paths', () => {
    expect(isStartupPath('/nodeinfo/2.0.json')).toBe(true);
    expect(isStartupPath('/static/stickers/dev/pack.json')).toBe(true);
    expect(isStartupPath('/api/v1/timelines/home')).toBe(false);
  });
});
