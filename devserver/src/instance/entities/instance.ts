import * as C from '../config';
import type { Store } from '../store/store';
import { renderAccount } from './account';
import type { RenderCtx } from './context';

function staff(store: Store) {
  return [...store.s.users.values()].filter((u) => !u.domain && (u.isAdmin || u.isModerator) && !u.deactivated);
}

function localCounts(store: Store) {
  let users = 0;
  for (const u of store.s.users.values()) if (!u.domain && !u.deactivated) users++;
  let posts = 0;
  for (const u of store.s.users.values()) if (!u.domain) posts += store.ix.byAccount.get(u.id)?.length ?? 0;
  const domains = new Set([...store.s.users.values()].map((u) => u.domain).filter((d): d is string => !!d));
  return { users, posts, domains: domains.size };
}

/** GET /api/v1/instance (Mastodon v1 shape with Akkoma's pleroma extension). */
export function renderInstanceV1(ctx: RenderCtx): Record<string, unknown> {
  const store = ctx.store;
  const host = ctx.origin.replace(/^https?:\/\//, '');
  const counts = localCounts(store);
  const admin = staff(store).find((u) => u.isAdmin);
  return {
    uri: host,
    title: C.INSTANCE_NAME,
    short_description: C.INSTANCE_DESCRIPTION,
    description: C.INSTANCE_DESCRIPTION,
    email: C.INSTANCE_EMAIL,
    version: C.MASTODON_COMPAT_VERSION,
    urls: { streaming_api: ctx.origin.replace(/^http/, 'ws') },
    stats: { user_count: counts.users, status_count: counts.posts, domain_count: counts.domains },
    thumbnail: `${ctx.origin}/media/instance-background.png`,
    languages: C.LANGUAGES,
    registrations: store.s.config.registrationsOpen,
    approval_required: store.s.config.approvalRequired,
    invites_enabled: true,
    max_toot_chars: C.MAX_TOOT_CHARS,
    max_media_attachments: C.MAX_MEDIA_ATTACHMENTS,
    poll_limits: C.POLL_LIMITS,
    upload_limit: C.UPLOAD_LIMIT,
    avatar_upload_limit: C.AVATAR_UPLOAD_LIMIT,
    background_upload_limit: C.BACKGROUND_UPLOAD_LIMIT,
    banner_upload_limit: C.BANNER_UPLOAD_LIMIT,
    background_image: `${ctx.origin}/media/instance-background.png`,
    description_limit: 5000,
    chat_limit: 5000,
    shout_limit: 5000,
    contact_account: admin ? renderAccount(ctx, admin) : null,
    rules: [
      { id: '1', text: 'Be nice.' },
      { id: '2', text: 'No spam.' },
    ],
    configuration: {
      statuses: {
        max_characters: C.MAX_TOOT_CHARS,
        max_media_attachments: C.MAX_MEDIA_ATTACHMENTS,
        characters_reserved_per_url: 0,
      },
      media_attachments: {
        supported_mime_types: [
          'image/png',
          'image/jpeg',
          'image/gif',
          'image/webp',
          'video/mp4',
          'video/webm',
          'audio/mpeg',
          'audio/ogg',
          'audio/wav',
        ],
        image_size_limit: C.UPLOAD_LIMIT,
        video_size_limit: C.UPLOAD_LIMIT,
      },
      polls: {
        max_options: C.POLL_LIMITS.max_options,
        max_characters_per_option: C.POLL_LIMITS.max_option_chars,
        min_expiration: C.POLL_LIMITS.min_expiration,
        max_expiration: C.POLL_LIMITS.max_expiration,
      },
      accounts: { max_featured_tags: 0, max_pinned_statuses: 5 },
      translation: { enabled: true },
    },
    pleroma: {
      metadata: {
        account_activation_required: store.s.config.accountActivationRequired,
        features: C.FEATURES,
        federation: federation(),
        fields_limits: {
          max_fields: C.FIELDS_LIMITS.maxFields,
          max_remote_fields: C.FIELDS_LIMITS.maxRemoteFields,
          name_length: C.FIELDS_LIMITS.nameLength,
          value_length: C.FIELDS_LIMITS.valueLength,
        },
        post_formats: C.POST_FORMATS,
        privileged_staff: false,
        birthday_required: false,
        birthday_min_age: 0,
        translation: { allow_unauthenticated: false, allow_remote: true },
      },
      stats: { mau: counts.users },
      vapid_public_key: C.VAPID_PUBLIC_KEY,
    },
  };
}

export function federation() {
  return {
    enabled: true,
    exclusions: false,
    mrf_policies: C.MRF_POLICIES,
    mrf_simple: C.MRF_SIMPLE,
    mrf_simple_info: C.MRF_SIMPLE_INFO,
    mrf_keyword: C.MRF_KEYWORD,
    mrf_object_age: { actions: ['delist', 'strip_followers'], threshold: 604800 },
    mrf_hashtag: { federated_timeline_removal: [], reject: [], sensitive: ['nsfw'] },
    quarantined_instances: C.QUARANTINED_INSTANCES,
    quarantined_instances_info: { quarantined_instances: C.QUARANTINED_INFO },
  };
}

/** GET /nodeinfo/2.0.json (and 2.1). */
export function renderNodeinfo(ctx: RenderCtx, version: '2.0' | '2.1'): Record<string, unknown> {
  const store = ctx.store;
  const counts = localCounts(store);
  return {
    version,
    software: {
      name: 'akkoma',
      version: C.AKKOMA_VERSION,
      ...(version === '2.1' ? { repository: 'https://akkoma.dev/AkkomaGang/akkoma' } : {}),
    },
    protocols: ['activitypub'],
    services: { inbound: [], outbound: [] },
    openRegistrations: store.s.config.registrationsOpen,
    usage: {
      users: { total: counts.users, activeMonth: counts.users, activeHalfyear: counts.users },
      localPosts: counts.posts,
    },
    metadata: {
      nodeName: C.INSTANCE_NAME,
      nodeDescription: C.INSTANCE_DESCRIPTION,
      private: false,
      features: C.FEATURES,
      pollLimits: C.POLL_LIMITS,
      mailerEnabled: C.MAILER_ENABLED,
      uploadLimits: {
        general: C.UPLOAD_LIMIT,
        avatar: C.AVATAR_UPLOAD_LIMIT,
        background: C.BACKGROUND_UPLOAD_LIMIT,
        banner: C.BANNER_UPLOAD_LIMIT,
      },
      fieldsLimits: C.FIELDS_LIMITS,
      restrictedNicknames: C.RESTRICTED_NICKNAMES,
      postFormats: C.POST_FORMATS,
      suggestions: { enabled: true, thirdPartyEngine: '', timeout: 300000, limit: 40, web: '' },
      federation: federation(),
      localBubbleInstances: C.BUBBLE_INSTANCES,
      publicTimelineVisibility: { local: true, federated: true, bubble: true },
      federatedTimelineAvailable: true,
      accountActivationRequired: store.s.config.accountActivationRequired,
      accountApprovalRequired: store.s.config.approvalRequired,
      invitesEnabled: true,
      skipThreadContainment: true,
      staffAccounts: staff(store).map((u) => `${ctx.origin}/users/${u.username}`),
      roles: {
        admin: staff(store)
          .filter((u) => u.isAdmin)
          .map((u) => u.username),
        moderator: staff(store)
          .filter((u) => u.isModerator)
          .map((u) => u.username),
      },
      restrictedNicknamesCount: C.RESTRICTED_NICKNAMES.length,
      nodeinfoVersion: version,
      translationEnabled: true,
      editingAvailable: C.STATUS_EDIT_HISTORY,
      safeDMMentionsEnabled: false,
      mediaProxyAvailable: false,
    },
  };
}
