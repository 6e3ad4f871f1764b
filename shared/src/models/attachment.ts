import type { WireAttachment } from '../api_types/attachment';

export type AttachmentType = 'image' | 'video' | 'audio' | 'flash' | 'other';

/** A media file on a status or chat message (spec §3). */
export interface Attachment {
  id: string;
  /** Real MIME type when the server tells it (Pleroma/Akkoma), else undefined. */
  mime_type?: string;
  type: AttachmentType;
  url: string;
  preview_url: string;
  remote_url?: string;
  description: string;
  blurhash?: string;
  meta?: Record<string, unknown>;
}

/** Type of a file from its MIME type; `undefined` when the MIME type says nothing useful. */
export function attachmentTypeFromMime(mimetype: string | undefined): AttachmentType | undefined {
  if (!mimetype) return undefined;
  const lower = mimetype.toLowerCase();
  if (lower === 'application/x-shockwave-flash' || lower.includes('flash')) return 'flash';
  if (lower.startsWith('image/')) return 'image';
  if (lower.startsWith('video/')) return 'video';
  if (lower.startsWith('audio/')) return 'audio';
  return 'other';
}

/** Mastodon's coarse `type` (image, gifv, video, audio, unknown). */
function attachmentTypeFromMastodon(type: string | undefined): AttachmentType {
  switch (type) {
    case 'image':
      return 'image';
    case 'gifv':
    case 'video':
      return 'video';
    case 'audio':
      return 'audio';
    default:
      return 'other';
  }
}

/** A media address a page may load: http(s), a path of the instance, blob: or an image data: URL; else ''. */
function mediaAddress(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return /^(https?:\/\/|blob:|data:image\/|\/(?!\/))/i.test(value.trim()) ? value : '';
}

/** Wire attachment → Attachment. Addresses of another kind (`javascript:`, `//host`, words) are dropped. */
export function normalizeAttachment(wire: WireAttachment): Attachment {
  const mime_type = wire.pleroma?.mime_type;
  const fromMime = attachmentTypeFromMime(mime_type);
  const remote_url = mediaAddress(wire.remote_url);
  const url = mediaAddress(wire.url) || remote_url || '';
  return {
    id: wire.id,
    ...(mime_type ? { mime_type } : {}),
    type:
      fromMime && fromMime !== 'other'
        ? fromMime
        : mime_type && !wire.type
          ? 'other'
          : attachmentTypeFromMastodon(wire.type),
    url,
    preview_url: mediaAddress(wire.preview_url) || url,
    remote_url,
    description: wire.description ?? '',
    blurhash: wire.blurhash,
    meta: wire.meta,
  };
}
