import { Prng } from '../prng';
import { emptyState } from '../store/state';
import { Store } from '../store/store';
import type { State } from '../store/types';
import { DAY, HOUR, MINUTE } from '../time';
import { REMOTE_INSTANCES } from '../config';
import { seedExtras } from './extras';
import { seedFiles, type SeedImage } from './files';
import { loadFileCache, saveFileCache } from './fileCache';
import { seedGeneral } from './general';
import { SPECIAL_STATUS_COUNT, seedSpecials } from './specials';
import { seedRelations, seedUserFileKeys, seedUsers } from './users';
import { SeedWriter } from './writer';

export interface SeedOptions {
  seed: number;
  statuses: number;
  now: number;
}

let imageCache: { key: string; files: State['files']; emoji: State['customEmoji']; images: SeedImage[] } | null = null;

/** Builds the initial state deterministically from the seed; content is placed relative to `now` (rounded to the minute). */
export function seedState(opts: SeedOptions): State {
  const now = Math.floor(opts.now / MINUTE) * MINUTE;
  const state = emptyState(opts.now);
  const store = new Store(state);
  const rng = new Prng(opts.seed);
  const fileKeys = seedUserFileKeys();
  let images: SeedImage[];
  if (imageCache && imageCache.key === fileKeys.join(',')) {
    for (const [k, v] of imageCache.files) state.files.set(k, v);
    for (const [k, v] of imageCache.emoji) state.customEmoji.set(k, { ...v, tags: [...v.tags] });
    images = imageCache.images;
  } else {
    const cached = loadFileCache(fileKeys.join(','));
    if (cached) {
      for (const [k, v] of cached.files) state.files.set(k, v);
      for (const [k, v] of cached.emoji) state.customEmoji.set(k, v);
      images = cached.images;
    } else {
      images = seedFiles(store, fileKeys, Object.keys(REMOTE_INSTANCES));
      saveFileCache(fileKeys.join(','), state.files, state.customEmoji, images);
    }
    imageCache = { key: fileKeys.join(','), files: new Map(state.files), emoji: new Map(state.customEmoji), images };
  }
  const users = seedUsers(store, now);
  seedRelations(store, users, now);
  const w = new SeedWriter(store, rng, users, now - 31 * DAY);
  const general = Math.max(0, opts.statuses - SPECIAL_STATUS_COUNT);
  seedGeneral(w, images, general, now - 30 * DAY, now - 21 * HOUR);
  const refs = seedSpecials(w, images, now);
  seedExtras(w, refs, now);
  return state;
}
