import { PNG } from 'pngjs';
import { encode } from 'blurhash';

export interface GeneratedImage {
  data: Buffer;
  width: number;
  height: number;
  blurhash: string | null;
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Nearest-neighbour downsample of RGBA data; blurhash only needs a handful of pixels. */
function blurhashOf(data: Uint8Array, width: number, height: number): string {
  const tw = Math.min(width, 32);
  const th = Math.max(1, Math.min(height, Math.round((height * tw) / width)));
  const out = new Uint8ClampedArray(tw * th * 4);
  for (let y = 0; y < th; y++) {
    const sy = Math.floor((y * height) / th);
    for (let x = 0; x < tw; x++) {
      const sx = Math.floor((x * width) / tw);
      const si = (sy * width + sx) * 4;
      const di = (y * tw + x) * 4;
      out[di] = data[si] ?? 0;
      out[di + 1] = data[si + 1] ?? 0;
      out[di + 2] = data[si + 2] ?? 0;
      out[di + 3] = 255;
    }
  }
  return encode(out, tw, th, 4, 3);
}

export type Pattern = 'gradient' | 'stripes' | 'checker' | 'circle' | 'rings';

/** Deterministic PNG: a pattern in two hues. */
export function makePng(
  width: number,
  height: number,
  hue: number,
  pattern: Pattern,
  withBlurhash = false,
): GeneratedImage {
  const px = new Uint8Array(width * height * 4);
  const [r1, g1, b1] = hsl(hue % 360, 0.65, 0.55);
  const [r2, g2, b2] = hsl((hue + 140) % 360, 0.6, 0.35);
  const cx = width / 2;
  const cy = height / 2;
  const rad = Math.min(width, height) / 2.4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let t: number;
      switch (pattern) {
        case 'stripes':
          t = Math.floor((x + y) / 12) % 2;
          break;
        case 'checker':
          t = (Math.floor(x / 16) + Math.floor(y / 16)) % 2;
          break;
        case 'circle':
          t = Math.hypot(x - cx, y - cy) < rad ? 1 : y / height / 2;
          break;
        case 'rings':
          t = (Math.floor(Math.hypot(x - cx, y - cy) / 10) % 2) * 0.8 + 0.1;
          break;
        default:
          t = (x / width + y / height) / 2;
      }
      const i = (y * width + x) * 4;
      px[i] = Math.round(r1 * (1 - t) + r2 * t);
      px[i + 1] = Math.round(g1 * (1 - t) + g2 * t);
      px[i + 2] = Math.round(b1 * (1 - t) + b2 * t);
      px[i + 3] = 255;
    }
  }
  const png = new PNG({ width, height });
  png.data.set(px);
  const data = PNG.sync.write(png, { filterType: 0 });
  const blurhash = withBlurhash ? blurhashOf(px, width, height) : null;
  return { data, width, height, blurhash };
}

/** Decodes an uploaded PNG to compute its size and blurhash; other formats get no blurhash. */
export function inspectImage(buf: Buffer): { width: number; height: number; blurhash: string | null } | null {
  try {
    const png = PNG.sync.read(buf);
    return { width: png.width, height: png.height, blurhash: blurhashOf(png.data, png.width, png.height) };
  } catch {
    return null;
  }
}

/** A short mono 16-bit PCM WAV tone. */
export function makeWav(seconds: number, freq: number, sampleRate = 8000): Buffer {
  const n = Math.floor(seconds * sampleRate);
  const buf = Buffer.alloc(44 + n * 2);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + n * 2, 4);
  buf.write('WAVE', 8);
  buf.write('fmt ', 12);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++)
    buf.writeInt16LE(Math.round(Math.sin((2 * Math.PI * freq * i) / sampleRate) * 8000), 44 + i * 2);
  return buf;
}

/** A minimal ISO-BMFF container (ftyp + empty moov) labelled video/mp4; enough for attachment handling, not playback. */
export function makeMp4Stub(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4);
  ftyp.write('isom', 8);
  ftyp.writeUInt32BE(512, 12);
  ftyp.write('isomiso2', 16);
  const moov = Buffer.alloc(8);
  moov.writeUInt32BE(8, 0);
  moov.write('moov', 4);
  return Buffer.concat([ftyp, moov]);
}
