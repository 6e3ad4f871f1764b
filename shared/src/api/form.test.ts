import { toFormData, toUrlEncoded } from './form';

describe('form bodies', () => {
  test('nested objects, scalar arrays, arrays of objects, files; undefined and null skipped', () => {
    const file = new Blob(['x'], { type: 'image/png' });
    const form = toFormData({
      display_name: 'A',
      locked: false,
      avatar: file,
      note: undefined,
      header: null,
      fields_attributes: [
        { name: 'Site', value: 'https://a' },
        { name: 'Pronouns', value: 'they' },
      ],
      poll: { options: ['x', 'y'], expires_in: 60 },
    });
    const entries = [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'FILE']);
    expect(entries).toEqual([
      ['display_name', 'A'],
      ['locked', 'false'],
      ['avatar', 'FILE'],
      ['fields_attributes[0][name]', 'Site'],
      ['fields_attributes[0][value]', 'https://a'],
      ['fields_attributes[1][name]', 'Pronouns'],
      ['fields_attributes[1][value]', 'they'],
      ['poll[options][]', 'x'],
      ['poll[options][]', 'y'],
      ['poll[expires_in]', '60'],
    ]);
  });

  test('urlencoded drops files', () => {
    expect(toUrlEncoded({ a: '1', b: new Blob(['x']), c: ['p', 'q'] }).toString()).toBe('a=1&c%5B%5D=p&c%5B%5D=q');
  });
});
