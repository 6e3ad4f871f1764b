import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import type { Store } from '../store/store';
import { randomToken } from './auth';

const DIGITS: Record<string, string[]> = {
  '0': ['111', '101', '101', '101', '111'],
  '1': ['010', '110', '010', '010', '111'],
  '2': ['111', '001', '111', '100', '111'],
  '3': ['111', '001', '111', '001', '111'],
  '4': ['101', '101', '111', '001', '001'],
  '5': ['111', '100', '111', '001', '111'],
  '6': ['111', '100', '111', '101', '111'],
  '7': ['111', '001', '010', '010', '010'],
  '8': ['111', '101', '111', '101', '111'],
  '9': ['111', '101', '111', '001', '111'],
};

/** Renders digits with a 3x5 pixel font, scaled up, on a light background with noise dots. */
function renderDigits(text: string): Buffer {
  const scale = 6;
  const w = (text.length * 4 + 1) * scale;
  const h = 7 * scale;
  const png = new PNG({ width: w, height: h });
  png.data.fill(235);
  for (let i = 0; i < text.length; i++) {
    const glyph = DIGITS[text[i] as string] ?? [];
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let y = 0; y < scale; y++) {
          for (let x = 0; x < scale; x++) {
            const px = (1 + i * 4 + gx) * scale + x;
            const py = (1 + gy) * scale + y;
            const idx = (py * w + px) * 4;
            png.data[idx] = 40;
            png.data[idx + 1] = 40;
            png.data[idx + 2] = 90;
          }
        }
      });
    });
  }
  for (let i = 0; i < 60; i++) {
    const idx = (randomInt(h) * w + randomInt(w)) * 4;
    png.data[idx] = 120;
  }
  for (let i = 3; i < png.data.length; i += 4) png.data[i] = 255;
  return PNG.sync.write(png, { filterType: 0 });
}

export function newCaptcha(store: Store): Record<string, unknown> {
  const answer = String(randomInt(10000, 100000));
  const token = randomToken(12);
  store.s.captchas.set(token, { answer, expiresAt: store.now() + 5 * 60_000, used: false });
  return {
    type: 'native',
    token,
    url: `data:image/png;base64,${renderDigits(answer).toString('base64')}`,
    answer_data: Buffer.from(token).toString('base64'),
    seconds_valid: 300,
  };
}

export function checkCaptcha(store: Store, token: string | undefined, solution: string | undefined): boolean {
  if (!token || !solution) return false;
  const c = store.s.captchas.get(token);
  if (!c || c.used || c.expiresAt < store.now()) return false;
  c.used = true;
  return c.answer === solution.trim();
}
