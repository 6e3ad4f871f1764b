import type { WireInstance } from '../api_types/instance';
import type { WireNodeinfo } from '../api_types/nodeinfo';
import type { OptionalEndpoint } from '../api/optional';
import type { ReactionsApiKind } from '../api/reactions';
import { DEFAULT_POLL_LIMITS, DEFAULT_TEXT_LIMIT } from '../constants';
import { detectDialect, type Dialect } from './dialect';
import { snacVersion, versionAtLeast } from './version';

/**
 * snac versions that added a Mastodon-API feature (its release notes; checked against 2.75 and 2.96):
 * emoji reactions (`POST /api/v1/statuses/:id/react/:emoji`) in 2.86, poll creation on
 * `POST /api/v1/statuses` (form-encoded `poll[options][]` only) in 2.90.
 */
const SNAC_SINCE = { reactions: '2.86', polls: '2.90' } as const;

export interface PollLimits {
  max_options: number;
  max_option_chars: number;
  min_expiration: number;
  max_expiration: number;
}

export interface FieldsLimits {
  maxFields: number;
  maxRemoteFields: number;
  nameLength: number;
  valueLength: number;
}

export interface UploadLimits {
  general: number;
  avatar: number;
  background: number;
  banner: number;
}

/**
 * What the connected server can do, decided once at startup. Components ask this object
 * (e.g. `capabilities.reactions.supported`) and never look at server fields themselves.
 */
export interface Capabilities {
  dialect: Dialect;
  software: { name: string; version: string };
  /** Raw feature list from nodeinfo / instance metadata, for diagnostics only. */
  features: readonly string[];
  /** Emoji reactions and which endpoints to use for them. */
  reactions: { supported: boolean; api: ReactionsApiKind | null; customEmoji: boolean };
  chats: boolean;
  /**
   * Where direct messages are read: `/api/v1/timelines/direct` (Pleroma, Akkoma), or `/api/v1/conversations`,
   * each conversation's last status (Mastodon, which removed the direct timeline). snac has neither: its
   * conversations call is a stub that answers `[]` even with a direct message waiting (seen on snac 2.96 in
   * the e2e leg), so it keeps the direct timeline, whose 404 shows the plain "not offered" note.
   */
  directMessages: 'timeline' | 'conversations';
  bubbleTimeline: boolean;
  quotes: boolean;
  translation: boolean;
  settingsProfiles: boolean;
  adminApi: boolean;
  /** Which admin API staff use: Pleroma/Akkoma's `/api/v1/pleroma/admin/*` or Mastodon's `/api/v1/admin/*`. */
  adminDialect: 'pleroma' | 'mastodon' | null;
  /** The instance runs Pleroma's TagPolicy (MRF), so `mrf_tag:*` policy tags on users mean something. */
  tagPolicy: boolean;
  /** How notifications are marked read: Pleroma's read endpoint or Mastodon markers. */
  notificationReadMarker: 'pleroma' | 'markers';
  editing: boolean;
  polls: boolean;
  mediaProxy: boolean;
  bites: boolean;
  subscriptions: boolean;
  listsSupported: boolean;
  followedTags: boolean;
  announcements: boolean;
  streaming: boolean;
  /** Pleroma `/api/pleroma/*` account utilities (imports, aliases, backups, MFA…). */
  pleromaAccountApi: boolean;
  postFormats: readonly string[];
  textLimit: number;
  /** General upload limit in bytes (0 when unknown). */
  uploadLimit: number;
  uploadLimits: UploadLimits;
  pollLimits: PollLimits;
  fieldsLimits: FieldsLimits;
  /**
   * Optional endpoints this server turned out to lack during the session (a 404, 405 or 501 from one:
   * `features/missing.ts`); what needs one is not offered or falls back. Empty until a call finds one.
   */
  missing: readonly OptionalEndpoint[];
}

export interface CapabilitySources {
  nodeinfo?: WireNodeinfo | null;
  instance?: WireInstance | null;
}

const PLAIN_ONLY: readonly string[] = ['text/plain'];

function positive(...values: Array<number | undefined>): number | undefined {
  return values.find((value): value is number => typeof value === 'number' && value > 0);
}

function mrfPolicies(federation: Record<string, unknown> | undefined): unknown[] {
  const policies = federation?.mrf_policies;
  return Array.isArray(policies) ? policies : [];
}

/** Build the capability object from nodeinfo and /api/v1/instance (either may be missing). */
export function detectCapabilities({ nodeinfo, instance }: CapabilitySources): Capabilities {
  const dialect = detectDialect(nodeinfo?.software.name, instance?.version);
  const meta = nodeinfo?.metadata ?? {};
  const instanceMeta = instance?.pleroma?.metadata;
  const features = [...new Set([...(meta.features ?? []), ...(instanceMeta?.features ?? [])])];
  const has = (...names: string[]) => names.some((name) => features.includes(name));
  const pleromaFamily = dialect === 'akkoma' || dialect === 'pleroma';
  const mastodon = dialect === 'mastodon';
  const snac = dialect === 'snac';
  const configuration = instance?.configuration;
  const snacSince = (feature: keyof typeof SNAC_SINCE) =>
    snac && versionAtLeast(snacVersion(nodeinfo?.software.version, instance?.version), SNAC_SINCE[feature]);

  const reactionsApi: ReactionsApiKind | null = snac
    ? snacSince('reactions')
      ? 'snac'
      : null
    : pleromaFamily && (has('pleroma_emoji_reactions', 'custom_emoji_reactions') || features.length === 0)
      ? 'pleroma'
      : null;

  const pollsConfig = configuration?.polls;
  const pollLimits: PollLimits = {
    max_options:
      positive(meta.pollLimits?.max_options, instance?.poll_limits?.max_options, pollsConfig?.max_options) ??
      DEFAULT_POLL_LIMITS.max_options,
    max_option_chars:
      positive(
        meta.pollLimits?.max_option_chars,
        instance?.poll_limits?.max_option_chars,
        pollsConfig?.max_characters_per_option,
      ) ?? DEFAULT_POLL_LIMITS.max_option_chars,
    min_expiration:
      positive(meta.pollLimits?.min_expiration, instance?.poll_limits?.min_expiration, pollsConfig?.min_expiration) ??
      DEFAULT_POLL_LIMITS.min_expiration,
    max_expiration:
      positive(meta.pollLimits?.max_expiration, instance?.poll_limits?.max_expiration, pollsConfig?.max_expiration) ??
      DEFAULT_POLL_LIMITS.max_expiration,
  };

  const general =
    positive(meta.uploadLimits?.general, instance?.upload_limit, configuration?.media_attachments?.image_size_limit) ??
    0;
  const uploadLimits: UploadLimits = {
    general,
    avatar: positive(meta.uploadLimits?.avatar, instance?.avatar_upload_limit) ?? general,
    background: positive(meta.uploadLimits?.background, instance?.background_upload_limit) ?? general,
    banner: positive(meta.uploadLimits?.banner, instance?.banner_upload_limit) ?? general,
  };

  const fields = instanceMeta?.fields_limits;
  const fieldsLimits: FieldsLimits = {
    maxFields: positive(meta.fieldsLimits?.maxFields, fields?.max_fields) ?? 4,
    maxRemoteFields: positive(meta.fieldsLimits?.maxRemoteFields, fields?.max_remote_fields) ?? 20,
    nameLength: positive(meta.fieldsLimits?.nameLength, fields?.name_length) ?? 255,
    valueLength: positive(meta.fieldsLimits?.valueLength, fields?.value_length) ?? 255,
  };

  const postFormats = meta.postFormats ?? instanceMeta?.post_formats ?? PLAIN_ONLY;

  return {
    dialect,
    software: {
      name: nodeinfo?.software.name || dialect,
      version: nodeinfo?.software.version ?? instance?.version ?? '',
    },
    features,
    reactions: {
      supported: reactionsApi !== null,
      api: reactionsApi,
      customEmoji: reactionsApi === 'pleroma' ? has('custom_emoji_reactions') || dialect === 'akkoma' : false,
    },
    chats: has('pleroma_chat_messages'),
    directMessages: mastodon ? 'conversations' : 'timeline',
    bubbleTimeline: has('bubble_timeline') || (meta.localBubbleInstances ?? []).length > 0,
    quotes: has('quote_posting', 'quote_posting_v2', 'pleroma:quote_posting'),
    translation:
      has('akkoma:machine_translation', 'translation', 'pleroma:translation') ||
      configuration?.translation?.enabled === true,
    settingsProfiles: dialect === 'akkoma' || has('akkoma_api'),
    adminApi: pleromaFamily,
    adminDialect: pleromaFamily ? 'pleroma' : mastodon ? 'mastodon' : null,
    tagPolicy:
      mrfPolicies(meta.federation).includes('TagPolicy') || mrfPolicies(instanceMeta?.federation).includes('TagPolicy'),
    notificationReadMarker: pleromaFamily ? 'pleroma' : 'markers',
    editing: has('editing') || mastodon || snac,
    polls: has('polls') || mastodon || snacSince('polls') || (pleromaFamily && features.length === 0),
    mediaProxy: has('media_proxy'),
    bites: has('pleroma:bites', 'bites', 'bite'),
    subscriptions: pleromaFamily,
    listsSupported: !snac || has('lists'),
    followedTags: mastodon || dialect === 'akkoma' || has('followed_hashtags', 'pleroma:followed_hashtags'),
    announcements: pleromaFamily || mastodon,
    streaming: has('mastodon_api_streaming') || mastodon || (pleromaFamily && features.length === 0),
    pleromaAccountApi: pleromaFamily,
    postFormats,
    textLimit: positive(instance?.max_toot_chars, configuration?.statuses?.max_characters) ?? DEFAULT_TEXT_LIMIT,
    uploadLimit: general,
    uploadLimits,
    pollLimits,
    fieldsLimits,
    missing: [],
  };
}
