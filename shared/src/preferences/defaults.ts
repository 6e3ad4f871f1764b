import type { ReplyVisibility } from '../api/params/timelines';
import type { ThemeSource } from '../theme/model';

export type NotificationVisibility = Record<
  'likes' | 'repeats' | 'follows' | 'mentions' | 'emojiReactions' | 'moves' | 'polls' | 'followRequest' | 'bites',
  boolean
>;

/** How a reply's subject is filled from the post it answers (spec §3 subject behaviour). */
export type SubjectLineBehavior = 'email' | 'masto' | 'noop';

/**
 * A mute word: a plain string matches anywhere in a post, case-insensitively (as before); the object form
 * can ask for whole words only, or be a regular expression (case-insensitive).
 */
export type MuteWord = string | { word: string; wholeWord?: boolean; regex?: boolean };

/** The kinds of notifications web push sends to this browser (spec §7 push `data.alerts`). */
export type WebPushAlerts = Record<'mention' | 'favourite' | 'reblog' | 'follow' | 'move', boolean>;

/** Client-side user preferences (spec §3 "User preferences"), persisted locally (spec §9 "config"). */
export interface Preferences {
  /** The chosen interface language; '' follows the browser's preferred languages. */
  interfaceLanguage: string;
  replyVisibility: ReplyVisibility;
  hideAttachments: boolean;
  hideAttachmentsInConv: boolean;
  hideNsfw: boolean;
  /** Moderator wellbeing: media in reports and the posts section blurred and greyscale until clicked. */
  moderationSafeMedia: boolean;
  preloadImage: boolean;
  useBlurhash: boolean;
  loopVideo: boolean;
  hideFilteredStatuses: boolean;
  hideMutedPosts: boolean;
  muteBotStatuses: boolean;
  muteWords: MuteWord[];
  modalOnLogout: boolean;
  virtualScrolling: boolean;
  streaming: boolean;
  pauseOnUnfocused: boolean;
  conversationDisplay: 'linear' | 'tree';
  maxDepthInThread: number;
  collapseMessageWithSubject: boolean;
  emojiReactionsOnTimeline: boolean;
  padEmoji: boolean;
  alwaysShowNewPostButton: boolean;
  autohideFloatingPostButton: boolean;
  displayPageBackgrounds: boolean;
  hideInstanceWallpaper: boolean;
  deletePostsStreaming: boolean;
  webPushHideIfCW: boolean;
  /** Which notifications are pushed while desktop notifications are on (sent with the push subscription). */
  webPushAlerts: WebPushAlerts;
  notificationVisibility: NotificationVisibility;
  modalOnUnfollow: boolean;
  modalOnApproveFollow: boolean;
  modalOnDenyFollow: boolean;
  modalOnRepeat: boolean;
  modalOnDelete: boolean;
  modalOnDirectPost: boolean;
  modalOnPrivatePost: boolean;
  modalOnUnlistedPost: boolean;
  modalOnPublicPost: boolean;
  modalOnLocalPost: boolean;
  modalOnSensitiveAttachmentWithoutCW: boolean;
  postContentType: string;
  postLanguage: string;
  sensitiveByDefault: boolean;
  sensitiveIfSubject: boolean;
  alwaysShowSubjectInput: boolean;
  /** A reply's subject (content warning): `email` copies it with a `re: ` prefix, `masto` copies it, `noop` leaves it empty. */
  subjectLineBehavior: SubjectLineBehavior;
  hidePostStats: boolean;
  translationLanguage: string;
  userProfileDefaultTab: string;
  maxThumbnails: number;
  thirdColumnMode: 'none' | 'notifications' | 'postform';
  /** The settings modal shows its advanced options. */
  expertMode: boolean;
  /**
   * The theme: '' the instance's default, 'system' light or dark as the system is, a bundled theme's name,
   * `instance:<key>` one of the instance's styles.json, or 'custom' (`customTheme`).
   */
  theme: string;
  /** The user's own theme, made in the style tab. */
  customTheme: ThemeSource | null;
}

/** Spec §9 defaults ("Other true defaults", "Other defaults", notification visibility, …). */
export const DEFAULT_PREFERENCES: Preferences = {
  interfaceLanguage: '',
  replyVisibility: 'all',
  hideAttachments: false,
  hideAttachmentsInConv: false,
  hideNsfw: true,
  moderationSafeMedia: true,
  preloadImage: true,
  useBlurhash: true,
  loopVideo: true,
  hideFilteredStatuses: false,
  hideMutedPosts: false,
  muteBotStatuses: false,
  muteWords: [],
  modalOnLogout: false,
  virtualScrolling: true,
  streaming: true,
  pauseOnUnfocused: true,
  conversationDisplay: 'linear',
  maxDepthInThread: 6,
  collapseMessageWithSubject: true,
  emojiReactionsOnTimeline: true,
  padEmoji: true,
  alwaysShowNewPostButton: false,
  autohideFloatingPostButton: false,
  displayPageBackgrounds: true,
  hideInstanceWallpaper: false,
  deletePostsStreaming: true,
  webPushHideIfCW: true,
  webPushAlerts: { mention: true, favourite: true, reblog: true, follow: true, move: true },
  notificationVisibility: {
    likes: true,
    repeats: true,
    follows: true,
    mentions: true,
    emojiReactions: true,
    moves: true,
    polls: true,
    followRequest: true,
    bites: true,
  },
  modalOnUnfollow: false,
  modalOnApproveFollow: false,
  modalOnDenyFollow: false,
  modalOnRepeat: false,
  modalOnDelete: true,
  modalOnDirectPost: false,
  modalOnPrivatePost: false,
  modalOnUnlistedPost: false,
  modalOnPublicPost: false,
  modalOnLocalPost: false,
  modalOnSensitiveAttachmentWithoutCW: true,
  postContentType: 'text/plain',
  postLanguage: '',
  sensitiveByDefault: false,
  sensitiveIfSubject: true,
  alwaysShowSubjectInput: true,
  subjectLineBehavior: 'email',
  hidePostStats: false,
  translationLanguage: '',
  userProfileDefaultTab: 'statuses',
  maxThumbnails: 16,
  thirdColumnMode: 'notifications',
  expertMode: false,
  theme: '',
  customTheme: null,
};
