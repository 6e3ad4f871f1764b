/** Fixed configuration of the dev instance (mirrors what an Akkoma admin would configure). */
export const INSTANCE_NAME = 'Fedi Dev';
export const INSTANCE_DESCRIPTION = 'A local Akkoma-compatible development instance.';
export const INSTANCE_EMAIL = 'admin@dev.local';
export const AKKOMA_VERSION = '3.13.2';
export const MASTODON_COMPAT_VERSION = `2.7.2 (compatible; Akkoma ${AKKOMA_VERSION})`;

export const MAX_TOOT_CHARS = 5000;
export const UPLOAD_LIMIT = 16_000_000;
export const AVATAR_UPLOAD_LIMIT = 2_000_000;
export const BACKGROUND_UPLOAD_LIMIT = 4_000_000;
export const BANNER_UPLOAD_LIMIT = 4_000_000;
export const MAX_MEDIA_ATTACHMENTS = 10;
export const POLL_LIMITS = { max_options: 20, max_option_chars: 255, min_expiration: 60, max_expiration: 31_536_000 };
export const FIELDS_LIMITS = { maxFields: 10, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 };
export const POST_FORMATS = ['text/plain', 'text/html', 'text/markdown', 'text/bbcode', 'text/x.misskeymarkdown'];
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'nl', 'pl', 'uk'];
export const RESTRICTED_NICKNAMES = [
  'about',
  'api',
  'auth',
  'dev',
  'emoji',
  'internal',
  'main',
  'media',
  'nodeinfo',
  'notice',
  'oauth',
  'objects',
  'ostatus_subscribe',
  'pleroma',
  'proxy',
  'push',
  'registration',
  'relay',
  'settings',
  'status',
  'tag',
  'user-search',
  'user_exists',
  'users',
  'web',
  'verify_credentials',
  'update_credentials',
  'relationships',
  'search',
  'confirmation_resend',
  'mfa',
];
export const APPROVAL_REQUIRED = false;
export const REGISTRATIONS_OPEN = true;
export const ACCOUNT_ACTIVATION_REQUIRED = false;
export const MAILER_ENABLED = true;
export const BUBBLE_INSTANCES = ['bubble.example', 'xn--mnchen-3ya.example'];
/** A real P-256 public key (browsers check it when subscribing); its private key was not kept: the dev instance sends no pushes. */
export const VAPID_PUBLIC_KEY =
  'BImw00kkca_QxA4u5aCwpbaiw_ZySxUp_29QbU5UL62UfpJcHV-dwLqfskUrJNMjhqgZe-pTfyRCBsIyyTegfCI';
export const PASSWORD_RESET_LIMIT = 3;
export const STATUS_EDIT_HISTORY = true;

/** Remote instances the seed "federates" with. Nothing ever contacts them. */
export const REMOTE_INSTANCES: Record<string, { name: string; software: string; version: string }> = {
  'remote.example': { name: 'Remote Mastodon', software: 'mastodon', version: '4.3.2' },
  'bubble.example': { name: 'Bubble Akkoma', software: 'akkoma', version: '3.13.1' },
  'xn--mnchen-3ya.example': { name: 'München Social', software: 'pleroma', version: '2.7.0' },
  'misskey.example': { name: 'Misskey Example', software: 'misskey', version: '2024.11.0' },
};

export const MRF_POLICIES = ['ObjectAgePolicy', 'TagPolicy', 'HashtagPolicy', 'SimplePolicy', 'KeywordPolicy'];
export const MRF_SIMPLE = {
  media_nsfw: ['nsfw.example'],
  reject: ['spam.example'],
  federated_timeline_removal: ['noisy.example'],
  media_removal: ['heavy.example'],
  accept: [] as string[],
  report_removal: [] as string[],
  followers_only: [] as string[],
  avatar_removal: [] as string[],
  banner_removal: [] as string[],
  reject_deletes: [] as string[],
};
export const MRF_SIMPLE_INFO: Record<string, Record<string, { reason: string }>> = {
  media_nsfw: { 'nsfw.example': { reason: 'Unmarked adult media' } },
  reject: { 'spam.example': { reason: 'Spam' } },
  federated_timeline_removal: { 'noisy.example': { reason: 'Bot floods' } },
  media_removal: { 'heavy.example': { reason: 'Huge files' } },
};
export const MRF_KEYWORD = {
  reject: ['buy followers'],
  federated_timeline_removal: ['crypto giveaway'],
  replace: [{ pattern: 'badword', replacement: 'b*dword' }],
};
export const QUARANTINED_INSTANCES = ['quarantine.example'];
export const QUARANTINED_INFO: Record<string, { reason: string }> = {
  'quarantine.example': { reason: 'Under review' },
};

export const FEATURES = [
  'pleroma_api',
  'mastodon_api',
  'mastodon_api_streaming',
  'polls',
  'v2_suggestions',
  'pleroma_explicit_addressing',
  'shareable_emoji_packs',
  'multifetch',
  'pleroma:api/v1/notifications:include_types_filter',
  'editing',
  'quote_posting',
  'chat',
  'media_proxy',
  'relay',
  'pleroma_emoji_reactions',
  'pleroma_custom_emoji_reactions',
  'pleroma_chat_messages',
  'exposable_reactions',
  'profile_directory',
  'custom_emoji_reactions',
  'akkoma:machine_translation',
  'bubble_timeline',
  'pleroma:bites',
  'akkoma_api',
];

export const TRANSLATION_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'German' },
  { code: 'fr', name: 'French' },
  { code: 'es', name: 'Spanish' },
  { code: 'ja', name: 'Japanese' },
  { code: 'nl', name: 'Dutch' },
];

/** Fixed seed epoch: seeded content is placed before this instant so ids are stable across runs. */
export const SEED_EPOCH = Date.UTC(2026, 0, 1, 0, 0, 0);
