import * as v from 'valibot';
import { AccountSchema } from './account';
import { idSchema, opt, str, bool } from './common';

/** Mastodon Notification with Pleroma `pleroma.is_seen`, reaction `emoji`/`emoji_url`, and snac's reaction `name`. */
export const NotificationSchema = v.looseObject({
  id: idSchema,
  type: v.string(),
  created_at: str,
  account: opt(AccountSchema),
  /** Parsed by the normalizer: a broken status makes only that notification invalid. */
  status: opt(v.unknown()),
  target: opt(AccountSchema),
  emoji: str,
  emoji_url: str,
  /** snac: the reaction's emoji as HTML text (`&#128293;`) or a `:shortcode:`. */
  name: str,
  report: opt(v.unknown()),
  pleroma: opt(v.looseObject({ is_seen: bool, is_muted: bool })),
});
export type WireNotification = v.InferOutput<typeof NotificationSchema>;

/** GET/POST /api/v1/markers */
export const MarkerSchema = v.looseObject({ last_read_id: idSchema, version: opt(v.number()), updated_at: str });
export const MarkersSchema = v.looseObject({ notifications: opt(MarkerSchema), home: opt(MarkerSchema) });
export type WireMarkers = v.InferOutput<typeof MarkersSchema>;
