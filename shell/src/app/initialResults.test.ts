import { parseInitialResults, readInitialResults } from './initialResults';

const base64 = (text: string) => Buffer.from(text, 'utf-8').toString('base64');

describe('initial-results block', () => {
  it('decodes base64 UTF-8 answers and keeps plain JSON answers, by path', () => {
    const results = parseInitialResults(
      JSON.stringify({
        '/api/v1/instance': base64(JSON.stringify({ title: 'Straße ✨' })),
        '/static/styles.json': { dark: '/static/themes/dark.json' },
        'https://elsewhere.example/x': base64('{}'),
      }),
    );
    expect(JSON.parse(results.get('/api/v1/instance') ?? '')).toEqual({ title: 'Straße ✨' });
    expect(results.get('/static/styles.json')).toBe('{"dark":"/static/themes/dark.json"}');
    expect(results.size).toBe(2);
  });
  it('logs and skips what it cannot read', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseInitialResults('not json').size).toBe(0);
    expect(parseInitialResults(JSON.stringify({ '/api/v1/instance': '%%%' })).size).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
  it('reads the page’s noscript block; a page without one has no results', () => {
    expect(readInitialResults(document).size).toBe(0);
    const block = document.createElement('noscript');
    block.id = 'initial-results';
    block.textContent = JSON.stringify({ '/nodeinfo/2.0.json': base64('{"version":"2.0"}') });
    document.body.append(block);
    expect(readInitialResults(document).get('/nodeinfo/2.0.json')).toBe('{"version":"2.0"}');
    block.remove();
  });
});
