/** Expected entity fields, written from the public Mastodon and Pleroma/Akkoma API documentation and spec §3. */
export const ACCOUNT = [
  'id',
  'username',
  'acct',
  'display_name',
  'locked',
  'bot',
  'discoverable',
  'group',
  'created_at',
  'note',
  'url',
  'avatar',
  'avatar_static',
  'header',
  'header_static',
  'followers_count',
  'following_count',
  'statuses_count',
  'last_status_at',
  'emojis',
  'fields',
  'pleroma',
  'akkoma',
];
export const ACCOUNT_PLEROMA = [
  'is_admin',
  'is_moderator',
  'hide_followers',
  'hide_follows',
  'hide_followers_count',
  'hide_follows_count',
  'hide_favorites',
  'background_image',
  'favicon',
  'deactivated',
  'is_confirmed',
  'tags',
  'ap_id',
  'accepts_chat_messages',
  'allow_following_move',
  'skip_thread_containment',
  'relationship',
];
export const ACCOUNT_AKKOMA = ['instance', 'status_ttl_days', 'permit_followback'];
export const OWN_ACCOUNT_PLEROMA = ['notification_settings', 'follow_request_count'];
export const SOURCE = ['note', 'fields', 'privacy', 'sensitive', 'language', 'follow_requests_count'];
export const FIELD = ['name', 'value', 'verified_at'];
export const EMOJI = ['shortcode', 'url', 'static_url', 'visible_in_picker'];
export const STATUS = [
  'id',
  'uri',
  'url',
  'account',
  'in_reply_to_id',
  'in_reply_to_account_id',
  'reblog',
  'content',
  'created_at',
  'edited_at',
  'emojis',
  'replies_count',
  'reblogs_count',
  'favourites_count',
  'reblogged',
  'favourited',
  'bookmarked',
  'muted',
  'pinned',
  'sensitive',
  'spoiler_text',
  'visibility',
  'media_attachments',
  'mentions',
  'tags',
  'card',
  'poll',
  'application',
  'language',
  'pleroma',
  'akkoma',
];
export const STATUS_PLEROMA = [
  'content',
  'spoiler_text',
  'conversation_id',
  'direct_conversation_id',
  'in_reply_to_account_acct',
  'local',
  'expires_at',
  'thread_muted',
  'emoji_reactions',
  'parent_visible',
  'pinned_at',
  'quote',
  'quote_id',
  'quote_url',
  'quote_visible',
];
export const MENTION = ['id', 'username', 'acct', 'url'];
export const TAG = ['name', 'url'];
export const TAG_FULL = ['name', 'url', 'history', 'following'];
export const TAG_HISTORY = ['day', 'uses', 'accounts'];
export const REACTION = ['name', 'count', 'me', 'url', 'account_ids'];
export const ATTACHMENT = [
  'id',
  'type',
  'url',
  'preview_url',
  'remote_url',
  'description',
  'blurhash',
  'meta',
  'pleroma',
];
export const POLL = [
  'id',
  'expires_at',
  'expired',
  'multiple',
  'votes_count',
  'voters_count',
  'voted',
  'own_votes',
  'options',
  'emojis',
];
export const POLL_OPTION = ['title', 'votes_count'];
export const CARD = ['url', 'title', 'description', 'type', 'provider_name', 'image'];
export const NOTIFICATION = ['id', 'type', 'created_at', 'account', 'pleroma'];
export const RELATIONSHIP = [
  'id',
  'following',
  'followed_by',
  'requested',
  'requested_by',
  'blocking',
  'blocked_by',
  'muting',
  'muting_notifications',
  'domain_blocking',
  'subscribing',
  'showing_reblogs',
  'notifying',
  'endorsed',
  'note',
];
export const INSTANCE = [
  'uri',
  'title',
  'description',
  'short_description',
  'email',
  'version',
  'urls',
  'stats',
  'thumbnail',
  'languages',
  'registrations',
  'approval_required',
  'max_toot_chars',
  'poll_limits',
  'upload_limit',
  'avatar_upload_limit',
  'background_upload_limit',
  'banner_upload_limit',
  'pleroma',
];
export const INSTANCE_METADATA = [
  'features',
  'fields_limits',
  'post_formats',
  'federation',
  'account_activation_required',
];
export const NODEINFO_METADATA = [
  'nodeName',
  'features',
  'pollLimits',
  'mailerEnabled',
  'uploadLimits',
  'fieldsLimits',
  'restrictedNicknames',
  'postFormats',
  'suggestions',
  'private',
  'federation',
  'localBubbleInstances',
  'publicTimelineVisibility',
  'federatedTimelineAvailable',
  'accountActivationRequired',
  'staffAccounts',
];
export const FEDERATION = ['mrf_policies', 'quarantined_instances', 'mrf_simple'];
export const LIST = ['id', 'title', 'replies_policy'];
export const ANNOUNCEMENT = [
  'id',
  'content',
  'starts_at',
  'ends_at',
  'all_day',
  'published_at',
  'updated_at',
  'read',
  'mentions',
  'statuses',
  'tags',
  'emojis',
  'reactions',
  'pleroma',
];
export const ADMIN_REPORT = ['id', 'state', 'account', 'actor', 'content', 'created_at', 'statuses', 'notes'];
export const REPORT_NOTE = ['id', 'content', 'user', 'created_at'];
export const USER_REPORT = ['id', 'action_taken', 'comment', 'forwarded', 'created_at', 'status_ids', 'target_account'];
export const SEARCH = ['accounts', 'statuses', 'hashtags'];
export const CHAT = ['id', 'account', 'unread', 'last_message', 'updated_at'];
export const CHAT_MESSAGE = [
  'id',
  'chat_id',
  'account_id',
  'content',
  'created_at',
  'emojis',
  'attachment',
  'card',
  'unread',
];
export const TOKEN = ['access_token', 'token_type', 'scope', 'created_at'];
export const APP = ['id', 'name', 'website', 'redirect_uri', 'client_id', 'client_secret'];
