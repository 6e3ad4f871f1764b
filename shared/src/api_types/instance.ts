import * as v from 'valibot';
import { bool, dict, list, num, opt, str } from './common';

const PleromaPollLimitsSchema = v.looseObject({
  max_options: num,
  max_option_chars: num,
  min_expiration: num,
  max_expiration: num,
});

const FieldsLimitsSchema = v.looseObject({
  max_fields: num,
  max_remote_fields: num,
  name_length: num,
  value_length: num,
});

/** Mastodon 4 `configuration` block of /api/v1/instance. */
const MastodonConfigurationSchema = v.looseObject({
  statuses: opt(v.looseObject({ max_characters: num, max_media_attachments: num, characters_reserved_per_url: num })),
  media_attachments: opt(
    v.looseObject({ supported_mime_types: opt(v.array(v.string())), image_size_limit: num, video_size_limit: num }),
  ),
  polls: opt(
    v.looseObject({ max_options: num, max_characters_per_option: num, min_expiration: num, max_expiration: num }),
  ),
  translation: opt(v.looseObject({ enabled: bool })),
});

/** GET /api/v1/instance: Mastodon fields plus Pleroma/Akkoma extras. */
export const InstanceSchema = v.looseObject({
  uri: str,
  title: str,
  short_description: str,
  description: str,
  email: str,
  version: str,
  urls: opt(v.looseObject({ streaming_api: str })),
  stats: dict,
  thumbnail: str,
  languages: opt(v.array(v.string())),
  registrations: bool,
  approval_required: bool,
  invites_enabled: bool,
  configuration: opt(MastodonConfigurationSchema),
  max_toot_chars: num,
  poll_limits: opt(PleromaPollLimitsSchema),
  upload_limit: num,
  avatar_upload_limit: num,
  background_upload_limit: num,
  banner_upload_limit: num,
  background_image: str,
  description_limit: num,
  rules: opt(list(v.looseObject({ id: str, text: str }))),
  pleroma: opt(
    v.looseObject({
      metadata: opt(
        v.looseObject({
          account_activation_required: bool,
          features: opt(v.array(v.string())),
          federation: dict,
          fields_limits: opt(FieldsLimitsSchema),
          post_formats: opt(v.array(v.string())),
          privileged_staff: bool,
        }),
      ),
      vapid_public_key: str,
      stats: dict,
    }),
  ),
});
export type WireInstance = v.InferOutput<typeof InstanceSchema>;

/**
 * GET /api/v2/instance (Mastodon 4): only the parts the client reads. Mastodon publishes its VAPID
 * key here (`configuration.vapid.public_key`, since 4.3), not in /api/v1/instance.
 */
export const InstanceV2Schema = v.looseObject({
  domain: str,
  version: str,
  configuration: opt(
    v.looseObject({
      urls: opt(v.looseObject({ streaming: str })),
      vapid: opt(v.looseObject({ public_key: str })),
    }),
  ),
});
export type WireInstanceV2 = v.InferOutput<typeof InstanceV2Schema>;

/** GET /api/v1/instance/peers */
export const PeersSchema = v.array(v.string());
