import type { FlakeState } from '../ids';

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct' | 'local';
export const VISIBILITIES: Visibility[] = ['public', 'unlisted', 'private', 'direct', 'local'];

export interface UserRec {
  id: string;
  username: string;
  domain: string | null;
  displayName: string;
  bio: string;
  email: string;
  passwordHash: string;
  salt: string;
  createdAt: number;
  locked: boolean;
  bot: boolean;
  discoverable: boolean;
  isAdmin: boolean;
  isModerator: boolean;
  showRole: boolean;
  deactivated: boolean;
  isConfirmed: boolean;
  approvalPending: boolean;
  registrationReason: string | null;
  avatar: string | null;
  header: string | null;
  background: string | null;
  fields: Array<{ name: string; value: string }>;
  hideFollowers: boolean;
  hideFollows: boolean;
  hideFollowersCount: boolean;
  hideFollowsCount: boolean;
  hideFavorites: boolean;
  noRichText: boolean;
  defaultScope: Visibility;
  defaultSensitive: boolean;
  acceptsChatMessages: boolean;
  allowFollowingMove: boolean;
  skipThreadContainment: boolean;
  statusTtlDays: number | null;
  permitFollowback: boolean;
  notificationSettings: { block_from_strangers: boolean; hide_notification_contents: boolean };
  tags: string[];
  totpSecret: string | null;
  totpPendingSecret: string | null;
  recoveryCodes: string[];
  aliases: string[];
  movedToId: string | null;
  mascot: string | null;
  language: string;
  lastStatusAt: number | null;
}

export interface CardRec {
  url: string;
  title: string;
  description: string;
  image: string | null;
  providerName: string;
  type: 'link' | 'photo' | 'video';
}

export interface HistoryRec {
  source: string;
  content: string;
  spoiler: string;
  sensitive: boolean;
  mediaIds: string[];
  pollOptions: string[] | null;
  /** Shortcodes of the custom emoji this version uses (missing in states saved before they were kept). */
  emojis?: string[];
  createdAt: number;
}

export interface ReactionRec {
  name: string;
  accountIds: string[];
}

export interface StatusRec {
  id: string;
  accountId: string;
  createdAt: number;
  editedAt: number | null;
  source: string;
  contentType: string;
  content: string;
  spoiler: string;
  visibility: Visibility;
  sensitive: boolean;
  language: string | null;
  mediaIds: string[];
  pollId: string | null;
  inReplyToId: string | null;
  inReplyToAccountId: string | null;
  reblogOfId: string | null;
  quoteId: string | null;
  mentionIds: string[];
  tags: string[];
  emojis: string[];
  card: CardRec | null;
  conversationId: number;
  applicationName: string | null;
  expiresAt: number | null;
  reactions: ReactionRec[];
  history: HistoryRec[];
}

export interface MediaRec {
  id: string;
  ownerId: string;
  type: 'image' | 'video' | 'audio' | 'gifv' | 'unknown';
  mime: string;
  file: string;
  previewFile: string | null;
  remoteUrl: string | null;
  description: string | null;
  blurhash: string | null;
  meta: Record<string, unknown>;
  focus: { x: number; y: number } | null;
  createdAt: number;
}

export interface PollRec {
  id: string;
  statusId: string;
  options: string[];
  multiple: boolean;
  expiresAt: number | null;
  votes: Record<string, number[]>;
}

export interface FollowRec {
  id: string;
  followerId: string;
  followeeId: string;
  reblogs: boolean;
  notify: boolean;
  createdAt: number;
}
export interface BlockRec {
  id: string;
  ownerId: string;
  targetId: string;
  createdAt: number;
}
export interface MuteRec {
  id: string;
  ownerId: string;
  targetId: string;
  notifications: boolean;
  expiresAt: number | null;
  createdAt: number;
}

export interface FavouriteRec {
  id: string;
  userId: string;
  statusId: string;
  createdAt: number;
}
export interface BookmarkRec {
  id: string;
  userId: string;
  statusId: string;
  createdAt: number;
}

export type NotificationType =
  | 'mention'
  | 'status'
  | 'reblog'
  | 'favourite'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'poll'
  | 'update'
  | 'pleroma:emoji_reaction'
  | 'pleroma:chat_mention'
  | 'pleroma:report'
  | 'bite'
  | 'admin.sign_up';

export interface NotificationRec {
  id: string;
  userId: string;
  type: NotificationType;
  createdAt: number;
  accountId: string;
  statusId: string | null;
  targetId: string | null;
  emoji: string | null;
  reportId: string | null;
  chatMessageId: string | null;
  seen: boolean;
}

export interface ListRec {
  id: string;
  ownerId: string;
  title: string;
  accountIds: string[];
  repliesPolicy: string;
  exclusive: boolean;
}

export interface AnnouncementRec {
  id: string;
  content: string;
  startsAt: number | null;
  endsAt: number | null;
  allDay: boolean;
  publishedAt: number;
  updatedAt: number;
  reactions: ReactionRec[];
}

export interface ReportNoteRec {
  id: string;
  userId: string;
  content: string;
  createdAt: number;
}
export interface ReportRec {
  id: string;
  actorId: string;
  accountId: string;
  statusIds: string[];
  content: string;
  forward: boolean;
  state: 'open' | 'resolved' | 'closed';
  createdAt: number;
  notes: ReportNoteRec[];
}

export interface ChatRec {
  id: string;
  ownerId: string;
  recipientId: string;
  updatedAt: number;
  lastReadId: string | null;
}
export interface ChatMessageRec {
  id: string;
  chatKey: string;
  accountId: string;
  content: string;
  mediaId: string | null;
  createdAt: number;
  emojis: string[];
  /** The sender's Idempotency-Key, echoed on the message for a few minutes (as Pleroma does). */
  idempotencyKey?: string | null;
}

export interface AppRec {
  id: string;
  name: string;
  website: string | null;
  redirectUris: string;
  scopes: string;
  clientId: string;
  clientSecret: string;
  createdAt: number;
}
export interface TokenRec {
  id: string;
  token: string;
  refreshToken: string;
  appId: string;
  userId: string | null;
  scopes: string;
  createdAt: number;
  validUntil: number;
}
export interface AuthCodeRec {
  code: string;
  appId: string;
  userId: string;
  redirectUri: string;
  scopes: string;
  expiresAt: number;
}
export interface MfaTokenRec {
  token: string;
  userId: string;
  appId: string;
  scopes: string;
  expiresAt: number;
}

export interface SettingsProfileRec {
  settings: unknown;
  version: number;
  updatedAt: number;
}
export interface BackupRec {
  id: string;
  userId: string;
  createdAt: number;
  processed: boolean;
  fileSize: number;
  fileName: string;
  state: string;
}
export interface PushSubRec {
  id: string;
  tokenId: string;
  endpoint: string;
  keys: Record<string, string>;
  alerts: Record<string, boolean>;
  policy: string;
}
export interface CustomEmojiRec {
  shortcode: string;
  file: string;
  category: string;
  tags: string[];
}
export interface FileRec {
  mime: string;
  data: Buffer;
}
export interface FilterRec {
  id: string;
  userId: string;
  phrase: string;
  context: string[];
  wholeWord: boolean;
  irreversible: boolean;
  expiresAt: number | null;
}

/** The complete persistable state of the instance. Derived indexes live in Indexes. */
export interface State {
  flake: FlakeState;
  seq: Record<string, number>;
  startedAt: number;
  users: Map<string, UserRec>;
  statuses: Map<string, StatusRec>;
  media: Map<string, MediaRec>;
  polls: Map<string, PollRec>;
  follows: Map<string, FollowRec>;
  followRequests: Map<string, FollowRec>;
  blocks: Map<string, BlockRec>;
  mutes: Map<string, MuteRec>;
  domainBlocks: Map<string, string[]>;
  notes: Map<string, string>;
  favourites: Map<string, FavouriteRec>;
  bookmarks: Map<string, BookmarkRec>;
  pins: Map<string, Array<{ statusId: string; pinnedAt: number }>>;
  threadMutes: Map<string, number[]>;
  notifications: Map<string, NotificationRec>;
  lists: Map<string, ListRec>;
  followedTags: Map<string, string[]>;
  announcements: Map<string, AnnouncementRec>;
  announcementReads: Map<string, string[]>;
  reports: Map<string, ReportRec>;
  chats: Map<string, ChatRec>;
  chatMessages: Map<string, ChatMessageRec>;
  apps: Map<string, AppRec>;
  tokens: Map<string, TokenRec>;
  authCodes: Map<string, AuthCodeRec>;
  mfaTokens: Map<string, MfaTokenRec>;
  captchas: Map<string, { answer: string; expiresAt: number; used: boolean }>;
  invites: Map<string, { token: string; maxUse: number; uses: number; expiresAt: number | null }>;
  passwordResets: Map<string, number[]>;
  settingsProfiles: Map<string, SettingsProfileRec>;
  backups: Map<string, BackupRec>;
  pushSubs: Map<string, PushSubRec>;
  customEmoji: Map<string, CustomEmojiRec>;
  idempotency: Map<string, string>;
  filters: Map<string, FilterRec>;
  files: Map<string, FileRec>;
  bites: number;
  config: RuntimeConfig;
}

/** Instance settings that tests may flip at run time (via /__dev/config). */
export interface RuntimeConfig {
  registrationsOpen: boolean;
  approvalRequired: boolean;
  accountActivationRequired: boolean;
}
