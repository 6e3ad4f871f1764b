import type { Capabilities, NotificationVisibility, Preferences } from '@fedi/shared';

type KeysOf<V> = { [K in keyof Preferences]: Preferences[K] extends V ? K : never }[keyof Preferences];
export type BooleanPreference = Exclude<KeysOf<boolean>, 'expertMode'>;
export type NumberPreference = KeysOf<number>;

/** One control of the general tab. `id` names it for search and jumps (`settings-<id>`) and its label key. */
export type GeneralItem = { id: string; expert?: boolean; when?(capabilities: Capabilities): boolean } & (
  | { kind: 'toggle'; preference: BooleanPreference }
  | { kind: 'choice'; preference: KeysOf<string>; options: readonly string[] }
  | { kind: 'number'; preference: NumberPreference; min: number; max: number }
  | { kind: 'notification'; type: keyof NotificationVisibility }
  | { kind: 'language' | 'postLanguage' | 'translationLanguage' | 'postContentType' | 'muteWords' }
);

export interface GeneralGroup {
  id: string;
  items: readonly GeneralItem[];
}

const toggle = (preference: BooleanPreference, extra: Partial<GeneralItem> = {}): GeneralItem =>
  ({ id: preference, kind: 'toggle', preference, ...extra }) as GeneralItem;
const notification = (type: keyof NotificationVisibility, extra: Partial<GeneralItem> = {}): GeneralItem =>
  ({ id: `notification_${type}`, kind: 'notification', type, ...extra }) as GeneralItem;

/**
 * The general tab: every client preference (spec §3, §9 defaults) some package of the app reads, grouped as
 * people look for them. A preference nothing reads yet (virtualScrolling, padEmoji, …) is not listed.
 */
export const GENERAL_GROUPS: readonly GeneralGroup[] = [
  {
    id: 'interface',
    items: [
      { id: 'interfaceLanguage', kind: 'language' },
      { id: 'thirdColumnMode', kind: 'choice', preference: 'thirdColumnMode', options: ['notifications', 'none'] },
      toggle('alwaysShowNewPostButton'),
      toggle('autohideFloatingPostButton'),
      toggle('displayPageBackgrounds'),
      toggle('hideInstanceWallpaper', { expert: true }),
      {
        id: 'userProfileDefaultTab',
        kind: 'choice',
        preference: 'userProfileDefaultTab',
        options: ['statuses', 'replies', 'media', 'follows', 'followers', 'favorites'],
        expert: true,
      },
    ],
  },
  {
    id: 'timelines',
    items: [
      toggle('streaming', { when: (capabilities) => capabilities.streaming }),
      toggle('pauseOnUnfocused', { expert: true }),
      { id: 'replyVisibility', kind: 'choice', preference: 'replyVisibility', options: ['all', 'following', 'self'] },
      toggle('hidePostStats'),
    ],
  },
  {
    id: 'posts',
    items: [
      toggle('collapseMessageWithSubject'),
      { id: 'conversationDisplay', kind: 'choice', preference: 'conversationDisplay', options: ['linear', 'tree'] },
      { id: 'maxDepthInThread', kind: 'number', preference: 'maxDepthInThread', min: 3, max: 50, expert: true },
      {
        id: 'translationLanguage',
        kind: 'translationLanguage',
        when: (capabilities) => capabilities.translation,
      },
    ],
  },
  {
    id: 'composer',
    items: [
      { id: 'postContentType', kind: 'postContentType', when: (capabilities) => capabilities.postFormats.length > 1 },
      { id: 'postLanguage', kind: 'postLanguage' },
      toggle('sensitiveByDefault'),
      toggle('sensitiveIfSubject', { expert: true }),
      toggle('alwaysShowSubjectInput'),
      {
        id: 'subjectLineBehavior',
        kind: 'choice',
        preference: 'subjectLineBehavior',
        options: ['email', 'masto', 'noop'],
        expert: true,
      },
    ],
  },
  {
    id: 'media',
    items: [
      toggle('hideNsfw'),
      toggle('useBlurhash'),
      toggle('hideAttachments'),
      toggle('hideAttachmentsInConv'),
      toggle('loopVideo'),
      { id: 'maxThumbnails', kind: 'number', preference: 'maxThumbnails', min: 1, max: 64, expert: true },
    ],
  },
  {
    id: 'confirmations',
    items: [
      toggle('modalOnLogout'),
      toggle('modalOnRepeat'),
      toggle('modalOnDelete'),
      toggle('modalOnUnfollow'),
      toggle('modalOnApproveFollow'),
      toggle('modalOnDenyFollow'),
      toggle('modalOnSensitiveAttachmentWithoutCW'),
      toggle('modalOnDirectPost', { expert: true }),
      toggle('modalOnPrivatePost', { expert: true }),
      toggle('modalOnUnlistedPost', { expert: true }),
      toggle('modalOnPublicPost', { expert: true }),
      toggle('modalOnLocalPost', { expert: true }),
    ],
  },
  {
    id: 'notifications',
    items: [
      notification('mentions'),
      notification('likes'),
      notification('repeats'),
      notification('follows'),
      notification('followRequest'),
      notification('emojiReactions', { when: (capabilities) => capabilities.reactions.supported }),
      notification('polls', { when: (capabilities) => capabilities.polls }),
      notification('moves'),
      notification('bites', { when: (capabilities) => capabilities.bites }),
    ],
  },
  {
    id: 'filtering',
    items: [
      { id: 'muteWords', kind: 'muteWords' },
      toggle('hideFilteredStatuses'),
      toggle('hideMutedPosts'),
      toggle('muteBotStatuses'),
    ],
  },
];

/** The items this server and the expert setting show. */
export function visibleItems(group: GeneralGroup, capabilities: Capabilities, expert: boolean): GeneralItem[] {
  return group.items.filter((item) => (item.when?.(capabilities) ?? true) && (expert || !item.expert));
}
