import { decodeEntities, htmlToText } from './html';
import { compareIds, maxIdOf, minIdOf } from './ids';
import { decodePunycodeLabel, domainToUnicode } from './punycode';

describe('punycode', () => {
  test.each([
    ['xn--mnchen-3ya.de', 'münchen.de'],
    ['xn--80ak6aa92e.com', 'аррӏе.com'],
    ['XN--N3H.example', '☃.example'],
    ['plain.example', 'plain.example'],
    ['xn--!!!.example', 'xn--!!!.example'],
  ])('%s → %s', (input, output) => {
    expect(domainToUnicode(input)).toBe(output);
  });
  test('label with basic and non-basic code points', () => {
    expect(decodePunycodeLabel('bcher-kva')).toBe('bücher');
  });
});

describe('ids', () => {
  test('numeric ids compare by magnitude without Number()', () => {
    expect(compareIds('9', '10')).toBeLessThan(0);
    expect(compareIds('109876543210987655', '109876543210987654')).toBeGreaterThan(0);
    // Number() would call these equal
    expect(Number('9007199254740993') === Number('9007199254740992')).toBe(true);
    expect(compareIds('9007199254740993', '9007199254740992')).toBeGreaterThan(0);
  });
  test('flake ids of equal and different lengths', () => {
    expect(compareIds('AeZk9XaQ1bC2dE3fG4', 'AeZk9XaQ1bC2dE3fG5')).toBeLessThan(0);
    expect(compareIds('9zzzzzzzzzzzzzzzz', 'A0000000000000000')).toBeLessThan(0);
    expect(compareIds('zzzzzzzzzzzzzzzz', 'A00000000000000000')).toBeLessThan(0);
    expect(maxIdOf(['9', '10', '2'])).toBe('10');
    expect(minIdOf(['9', '10', '2'])).toBe('2');
    expect(maxIdOf([])).toBeUndefined();
  });
});

describe('html', () => {
  test('htmlToText', () => {
    expect(htmlToText('<p>a<br>b</p><p>c &amp; d &#x1F600; &#39;e&#39;</p>')).toBe("a\nb\n\nc & d 😀 'e'");
  });
  test('decodeEntities leaves unknown ones', () => {
    expect(decodeEntities('&foo; &lt;')).toBe('&foo; <');
  });
});
