import { serverBase } from './servers';

const OWN = 'https://fedi.example';

it('reads a typed address as the server origin, the own server as empty', () => {
  expect(serverBase('', OWN)).toBe('');
  expect(serverBase('  ', OWN)).toBe('');
  expect(serverBase('example.social', OWN)).toBe('https://example.social');
  expect(serverBase(' https://Example.Social/ ', OWN)).toBe('https://example.social');
  expect(serverBase('http://127.0.0.1:8080', OWN)).toBe('http://127.0.0.1:8080');
  expect(serverBase('fedi.example', OWN)).toBe('');
  expect(serverBase('https://fedi.example/', OWN)).toBe('');
  expect(serverBase('bücher.example', OWN)).toBe('https://xn--bcher-kva.example');
});

it('refuses what is not a server address', () => {
  for (const input of [
    'ftp://example.social',
    'javascript:alert(1)',
    'example.social/@alice',
    'https://a:b@example.social',
    'https://example.social/?x=1',
    'exa mple.social',
    'https://',
    '@alice@example.social',
  ])
    expect(serverBase(input, OWN)).toBeNull();
});
