import type { MediaRec } from '../store/types';
import { abs, type RenderCtx } from './context';

export function renderAttachment(ctx: RenderCtx, m: MediaRec): Record<string, unknown> {
  const url = abs(ctx, `/media/${m.file}`) as string;
  return {
    id: m.id,
    type: m.type,
    url,
    preview_url: m.previewFile ? abs(ctx, `/media/${m.previewFile}`) : url,
    remote_url: m.remoteUrl,
    preview_remote_url: null,
    text_url: url,
    description: m.description,
    blurhash: m.blurhash,
    meta: m.focus ? { ...m.meta, focus: m.focus } : m.meta,
    pleroma: { mime_type: m.mime },
  };
}
