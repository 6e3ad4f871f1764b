import { parseManifest } from './manifest';

describe('parseManifest', () => {
  it('reads remotes and panels', () => {
    const manifest = parseManifest({
      remotes: {
        timelines: { entry: '/remotes/timelines/mf-manifest.json' },
        example_panel: { entry: 'https://cdn.example/p/mf-manifest.json' },
      },
      panels: [{ id: 'p', remote: 'example_panel', module: './Panel', region: 'sidebar' }],
    });
    expect(manifest.remotes.timelines?.entry).toBe('/remotes/timelines/mf-manifest.json');
    expect(manifest.panels).toEqual([{ id: 'p', remote: 'example_panel', module: './Panel', region: 'sidebar' }]);
  });
  it('treats missing panels as none', () => {
    expect(parseManifest({ remotes: {} }).panels).toEqual([]);
  });
  it.each([
    [null, 'not an object'],
    [{}, 'no "remotes" object'],
    [{ remotes: { 'bad-name': { entry: '/x' } } }, 'not a valid remote name'],
    [{ remotes: { chat: {} } }, 'has no entry URL'],
    [{ remotes: {}, panels: [{ id: 'p', remote: 'nope', module: './Panel' }] }, 'unknown remote "nope"'],
    [{ remotes: {}, panels: [{ id: 'p' }] }, 'each panel needs'],
  ])('rejects %j', (input, message) => {
    expect(() => parseManifest(input)).toThrow(message);
  });
});
