import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMIT } from '../config';
import { renderAttachment } from '../entities/attachment';
import { ctx, requireUser, type Core, type Ctx } from '../http/context';
import { HttpError, notFound, unprocessable } from '../http/errors';
import { file, str, type UploadedFile } from '../http/params';
import type { MediaRec } from '../store/types';
import { inspectImage } from '../seed/images';
import { pathId } from './helpers';

function typeOf(mime: string): MediaRec['type'] {
  if (mime.startsWith('image/')) return mime === 'image/gif' ? 'image' : 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'unknown';
}

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
};

/** Stores an uploaded file in the file store under /media/ and returns its media record. */
export function storeUpload(c: Ctx, ownerId: string, f: UploadedFile, limit = UPLOAD_LIMIT): MediaRec {
  if (f.data.length > limit) throw new HttpError(413, 'File is too large');
  if (f.data.length === 0) throw unprocessable('File is empty');
  const id = c.store.seq('media');
  const mime = f.mimetype || 'application/octet-stream';
  const ext = EXT[mime] ?? (f.filename.split('.').pop() || 'bin');
  const name = `upload-${id}.${ext.replace(/[^a-z0-9]/gi, '')}`;
  c.store.s.files.set(`/media/${name}`, { mime, data: f.data });
  const info = mime === 'image/png' ? inspectImage(f.data) : null;
  const m: MediaRec = {
    id,
    ownerId,
    type: typeOf(mime),
    mime,
    file: name,
    previewFile: null,
    remoteUrl: null,
    description: null,
    blurhash: info?.blurhash ?? null,
    meta: info
      ? {
          original: {
            width: info.width,
            height: info.height,
            size: `${info.width}x${info.height}`,
            aspect: info.width / info.height,
          },
        }
      : {},
    focus: null,
    createdAt: c.store.now(),
  };
  c.store.s.media.set(id, m);
  return m;
}

function applyMeta(c: Ctx, m: MediaRec): void {
  const d = str(c.p, 'description');
  if (d !== undefined) m.description = d;
  const focus = str(c.p, 'focus');
  if (focus) {
    const [x, y] = focus.split(',').map(Number);
    if (Number.isFinite(x) && Number.isFinite(y)) m.focus = { x: x as number, y: y as number };
  }
}

export function registerMedia(app: FastifyInstance, core: Core): void {
  const upload = async (c: Ctx) => {
    const me = requireUser(c);
    const f = file(c.p, 'file');
    if (!f) throw unprocessable('file is required');
    const m = storeUpload(c, me.id, f);
    applyMeta(c, m);
    return renderAttachment(c.rc, m);
  };
  app.post('/api/v1/media', async (req) => upload(ctx(core, req)));
  app.post('/api/v2/media', async (req) => upload(ctx(core, req)));
  app.get('/api/v1/media/:id', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const m = c.store.s.media.get(pathId(c));
    if (!m || m.ownerId !== me.id) throw notFound();
    return renderAttachment(c.rc, m);
  });
  app.put('/api/v1/media/:id', async (req) => {
    const c = ctx(core, req);
    const me = requireUser(c);
    const m = c.store.s.media.get(pathId(c));
    if (!m || m.ownerId !== me.id) throw notFound();
    applyMeta(c, m);
    return renderAttachment(c.rc, m);
  });
}
