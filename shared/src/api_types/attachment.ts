import * as v from 'valibot';
import { dict, idSchema, opt, str } from './common';

/** Mastodon MediaAttachment; Pleroma adds `pleroma.mime_type`. */
export const AttachmentSchema = v.looseObject({
  id: idSchema,
  type: str,
  url: str,
  preview_url: str,
  remote_url: str,
  text_url: str,
  description: str,
  blurhash: str,
  meta: dict,
  pleroma: opt(v.looseObject({ mime_type: str })),
});
export type WireAttachment = v.InferOutput<typeof AttachmentSchema>;
