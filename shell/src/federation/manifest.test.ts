import { parseManifest } from './manifest';

describe('parseManifest', () => {
  it('reads remotes and panels', () => {
    const manifest = parseManifest({
      remotes: {
        timelines: { entry: '/remotes/timelines/remoteEntry.js' },
        example_panel: { entry: 'https://cdn.example/p/remoteEntry.js' },
      },
      panels: [{ id: 'p', remote: 'example_panel', module: './Panel', region: 'sidebar' }],
    });
    expect(manifest.remotes.timelines?.entry).toBe('/remotes/timelines/remoteEntry.js');
    expect(manifest.remotes.example_panel?.entry).toBe('https://cdn.example/p/remoteEntry.js');
    expect(manifest.panels).toEqual([{ id: 'p', remote: 'example_panel', module: './Panel', region: 'sidebar' }]);
  });
  it('takes an older mf-manifest.json entry as the remoteEntry.js beside it', () => {
    const manifest = parseManifest({
      remotes: {
        timelines: { entry: '/remotes/timelines/mf-manifest.json' },
        chat: { entry: 'https://cdn.example/chat/mf-manifest.json?v=3' },
        people: { entry: 'https://cdn.example/mf-manifest.json-files/remoteEntry.js' },
      },
    });
    expect(manifest.remotes.timelines?.entry).toBe('/remotes/timelines/remoteEntry.js');
    expect(manifest.remotes.chat?.entry).toBe('https://cdn.example/chat/remoteEntry.js?v=3');
    expect(manifest.remotes.people?.entry).toBe('https://cdn.example/mf-manifest.json-files/remoteEntry.js');
  });
  it('keeps the container name of a remote listed under another name', () => {
    const manifest = parseManifest({
      remotes: { timelines: { entry: '/remotes/example-panel/remoteEntry.js', container: 'example_panel' } },
    });
    expect(manifest.remotes.timelines).toEqual({
      entry: '/remotes/example-panel/remoteEntry.js',
      container: 'example_panel',
    });
  });
  it('treats missing panels as none', () => {
    expect(parseManifest({ remotes: {} }).panels).toEqual([]);
  });
  it.each([
    [null, 'not an object'],
    [{}, 'no "remotes" object'],
    [{ remotes: { 'bad-name': { entry: '/x' } } }, 'not a valid remote name'],
    [{ remotes: { chat: {} } }, 'has no entry URL'],
    [{ remotes: { chat: { entry: '/x', container: 'a-b' } } }, 'invalid "container" name'],
    [{ remotes: {}, panels: [{ id: 'p', remote: 'nope', module: './Panel' }] }, 'unknown remote "nope"'],
    [{ remotes: {}, panels: [{ id: 'p' }] }, 'each panel needs'],
  ])('rejects %j', (input, message) => {
    expect(() => parseManifest(input)).toThrow(message);
  });
});
