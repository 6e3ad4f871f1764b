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

export function normalizeAttachment(wire: WireAttachment): Attachment {
  const mimetype = wire.pleroma?.mime_type;
  const fromMime = attachmentTypeFromMime(mimetype);
  const url = wire.url ?? wire.remote_url ?? '';
  return {
    id: wire.id,
    ...(mimetype ? { mime_type: mimetype } : {}),
    type:
      fromMime && fromMime !== 'other'
        ? fromMime
        : mimetype && !wire.type
          ? 'other'
          : attachmentTypeFromMastodon(wire.type),
    url,
    preview_url: wire.preview_url ?? url,
    remote_url: wire.remote_url,
    description: wire.description ?? '',
    blurhash: wire.blurhash,
    meta: wire.meta,
  };
}
