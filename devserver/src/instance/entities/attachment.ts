import type { MediaRec } from '../store/types';
import { abs, MEDIA_HOST, type RenderCtx } from './context';

/** A file of the store (`/media/<file>`), or one on the media host (`__MEDIA_HOST__/media/…`). */
function fileUrl(ctx: RenderCtx, file: string): string {
  return abs(ctx, file.startsWith(MEDIA_HOST) ? file : `/media/${file}`) as string;
}

export function renderAttachment(ctx: RenderCtx, m: MediaRec): Record<string, unknown> {
  const url = fileUrl(ctx, m.file);
  return {
    id: m.id,
    type: m.type,
    url,
    preview_url: m.previewFile ? fileUrl(ctx, m.previewFile) : url,
    remote_url: m.remoteUrl,
    preview_remote_url: null,
    text_url: url,
    description: m.description,
    blurhash: m.blurhash,
    meta: m.focus ? { ...m.meta, focus: m.focus } : m.meta,
    pleroma: { mime_type: m.mime },
  };
}
