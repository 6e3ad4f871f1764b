import type { Store } from '../store/store';
import { makeMp4Stub, makePng, makeWav, type Pattern } from './images';

export const EMOJI = [
  'blobcat',
  'blobfox',
  'akkoma',
  'pleroma',
  'party_parrot',
  'dev_heart',
  'think_dev',
  'fedi',
  'neko_wave',
  'coffee_dev',
  'rocket_dev',
  'sparkles_dev',
];
export const STICKER_PACK = 'dev-pack';
export const STICKERS = ['wave', 'thumbs', 'cheer', 'sleepy', 'party', 'ok'];
export const IMAGE_COUNT = 16;
export const CARD_IMAGE_COUNT = 4;

export interface SeedImage {
  file: string;
  width: number;
  height: number;
  blurhash: string | null;
}

const PATTERNS: Pattern[] = ['gradient', 'stripes', 'checker', 'circle', 'rings'];

function put(store: Store, path: string, mime: string, data: Buffer): void {
  store.s.files.set(path, { mime, data });
}

export function avatarFile(name: string): string {
  return `/media/avatar-${name}.png`;
}

/** Generates every seed binary (avatars, headers, media, emoji, stickers, audio, video) into the file store. */
export function seedFiles(store: Store, userNames: string[], domains: string[]): SeedImage[] {
  put(store, '/media/default-avatar.png', 'image/png', makePng(96, 96, 210, 'circle').data);
  put(store, '/media/default-header.png', 'image/png', makePng(300, 100, 230, 'gradient').data);
  put(store, '/media/favicon.png', 'image/png', makePng(16, 16, 280, 'circle').data);
  put(store, '/media/instance-background.png', 'image/png', makePng(320, 180, 250, 'gradient').data);
  put(store, '/media/instance-logo.png', 'image/png', makePng(64, 64, 300, 'rings').data);
  userNames.forEach((n, i) => {
    put(
      store,
      avatarFile(n),
      'image/png',
      makePng(96, 96, (i * 47) % 360, PATTERNS[i % PATTERNS.length] as Pattern).data,
    );
    put(store, `/media/header-${n}.png`, 'image/png', makePng(300, 100, (i * 47 + 90) % 360, 'gradient').data);
  });
  domains.forEach((d, i) =>
    put(store, `/media/favicon-${d}.png`, 'image/png', makePng(16, 16, (i * 90 + 20) % 360, 'checker').data),
  );
  const images: SeedImage[] = [];
  for (let i = 0; i < IMAGE_COUNT; i++) {
    const w = i % 3 === 0 ? 320 : i % 3 === 1 ? 240 : 400;
    const h = i % 3 === 0 ? 240 : i % 3 === 1 ? 320 : 200;
    const img = makePng(w, h, (i * 37) % 360, PATTERNS[i % PATTERNS.length] as Pattern, true);
    const file = `img-${i}.png`;
    put(store, `/media/${file}`, 'image/png', img.data);
    put(
      store,
      `/media/small-img-${i}.png`,
      'image/png',
      makePng(Math.round(w / 4), Math.round(h / 4), (i * 37) % 360, PATTERNS[i % PATTERNS.length] as Pattern).data,
    );
    images.push({ file, width: w, height: h, blurhash: img.blurhash });
  }
  for (let i = 0; i < CARD_IMAGE_COUNT; i++)
    put(store, `/media/card-${i}.png`, 'image/png', makePng(400, 200, (i * 70 + 10) % 360, 'stripes').data);
  put(store, '/media/tone.wav', 'audio/wav', makeWav(0.5, 440));
  put(store, '/media/clip.mp4', 'video/mp4', makeMp4Stub());
  put(store, '/media/clip-preview.png', 'image/png', makePng(320, 180, 15, 'rings').data);
  EMOJI.forEach((e, i) => {
    put(store, `/emoji/dev/${e}.png`, 'image/png', makePng(32, 32, (i * 29) % 360, i % 2 ? 'circle' : 'rings').data);
    store.s.customEmoji.set(e, {
      shortcode: e,
      file: `/emoji/dev/${e}.png`,
      category: i < 6 ? 'dev' : 'dev-extra',
      tags: [i < 6 ? 'dev' : 'dev-extra'],
    });
  });
  STICKERS.forEach((s, i) =>
    put(
      store,
      `/static/stickers/${STICKER_PACK}/${s}.png`,
      'image/png',
      makePng(64, 64, (i * 53) % 360, PATTERNS[i % 5] as Pattern).data,
    ),
  );
  return images;
}
