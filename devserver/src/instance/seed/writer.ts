import { createStatus, type NewStatus } from '../actions/statuses';
import type { Prng } from '../prng';
import type { Store } from '../store/store';
import type { MediaRec, StatusRec, UserRec } from '../store/types';
import { DESCRIPTIONS } from './corpus';
import type { SeedImage } from './files';

/** Helper used by the seed: creates statuses and media in chronological order without emitting events. */
export class SeedWriter {
  t: number;
  constructor(
    public store: Store,
    public rng: Prng,
    public users: Map<string, UserRec>,
    start: number,
  ) {
    this.t = start;
  }

  u(acct: string): UserRec {
    const u = this.users.get(acct);
    if (!u) throw new Error(`seed user ${acct} missing`);
    return u;
  }

  tick(ms: number): number {
    this.t += ms;
    return this.t;
  }

  post(
    acct: string,
    p: Omit<NewStatus, 'accountId' | 'visibility'> & { visibility?: NewStatus['visibility'] },
    stepMs = 60_000,
  ): StatusRec {
    this.tick(stepMs);
    return createStatus(
      this.store,
      {
        visibility: 'public',
        ...p,
        accountId: this.u(acct).id,
        createdAt: this.t,
        applicationName: p.applicationName ?? 'Web',
      },
      { emit: false, notify: true },
    );
  }

  image(
    owner: UserRec,
    img: SeedImage,
    idx: number,
    opts: { sensitive?: boolean; description?: string | null } = {},
  ): MediaRec {
    const id = this.store.seq('media');
    const m: MediaRec = {
      id,
      ownerId: owner.id,
      type: 'image',
      mime: 'image/png',
      file: img.file,
      previewFile: `small-${img.file}`,
      remoteUrl: owner.domain ? `https://${owner.domain}/media/${img.file}` : null,
      description:
        opts.description === undefined ? (DESCRIPTIONS[idx % DESCRIPTIONS.length] ?? null) : opts.description,
      blurhash: img.blurhash,
      meta: {
        original: {
          width: img.width,
          height: img.height,
          size: `${img.width}x${img.height}`,
          aspect: img.width / img.height,
        },
        small: {
          width: Math.round(img.width / 4),
          height: Math.round(img.height / 4),
          size: `${Math.round(img.width / 4)}x${Math.round(img.height / 4)}`,
          aspect: img.width / img.height,
        },
      },
      focus: null,
      createdAt: this.t,
    };
    this.store.s.media.set(id, m);
    return m;
  }

  mediaFile(
    owner: UserRec,
    type: MediaRec['type'],
    mime: string,
    file: string,
    description: string,
    meta: Record<string, unknown>,
    previewFile: string | null = null,
  ): MediaRec {
    const id = this.store.seq('media');
    const m: MediaRec = {
      id,
      ownerId: owner.id,
      type,
      mime,
      file,
      previewFile,
      remoteUrl: owner.domain ? `https://${owner.domain}/media/${file}` : null,
      description,
      blurhash: null,
      meta,
      focus: null,
      createdAt: this.t,
    };
    this.store.s.media.set(id, m);
    return m;
  }
}
