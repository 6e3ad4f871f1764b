// Punycode (RFC 3492) decoding for showing internationalised domains to people.
// Only decoding is needed: domains arrive from the server in their ASCII form.

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  let d = firstTime ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  d += Math.floor(d / numPoints);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) / 2) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(codePoint: number): number {
  if (codePoint >= 0x30 && codePoint <= 0x39) return codePoint - 0x30 + 26;
  if (codePoint >= 0x41 && codePoint <= 0x5a) return codePoint - 0x41;
  if (codePoint >= 0x61 && codePoint <= 0x7a) return codePoint - 0x61;
  return BASE;
}

/** Decode one punycode label (without the `xn--` prefix). Throws on malformed input. */
export function decodePunycodeLabel(label: string): string {
  const output: number[] = [];
  const lastDash = label.lastIndexOf('-');
  const basicEnd = lastDash > 0 ? lastDash : 0;
  for (let j = 0; j < basicEnd; j += 1) {
    const cp = label.charCodeAt(j);
    if (cp >= 0x80) throw new RangeError('Not a basic code point');
    output.push(cp);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  let index = basicEnd > 0 ? basicEnd + 1 : 0;
  while (index < label.length) {
    const oldI = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= label.length) throw new RangeError('Truncated punycode');
      const digit = digitOf(label.charCodeAt(index));
      index += 1;
      if (digit >= BASE) throw new RangeError('Invalid punycode digit');
      i += digit * weight;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      weight *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - oldI, length, oldI === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) throw new RangeError('Code point out of range');
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}

/** `xn--mnchen-3ya.de` → `münchen.de`; labels that fail to decode are kept as they are. */
export function domainToUnicode(domain: string): string {
  return domain
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label;
      try {
        return decodePunycodeLabel(label.slice(4).toLowerCase());
      } catch {
        return label;
      }
    })
    .join('.');
}
