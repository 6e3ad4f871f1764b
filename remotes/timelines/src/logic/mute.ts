/** Why a status is muted (spec §4 Status display). */
export type MuteReason = 'user' | 'thread' | 'word' | 'bot' | 'mentions';

export interface MuteInput {
  authorId: string;
  authorBot: boolean;
  /** The viewer mutes the author. */
  authorMuted: boolean;
  threadMuted: boolean;
  /** Plain text plus content warning, for mute words. */
  text: string;
  /** Ids of mentioned accounts. */
  mentionIds: readonly string[];
}

export interface MuteContext {
  viewerId: string | null;
  muteWords: readonly string[];
  muteBotStatuses: boolean;
  /** Ids the viewer blocks or mutes (for the "mentions a blocked or muted user" rule). */
  blockedOrMutedIds: ReadonlySet<string>;
  /** The profile being viewed (its owner's posts are not muted for being that author). */
  profileUserId?: string | null;
  /** The status is shown inside its own conversation page. */
  inConversation?: boolean;
  /** Hide settings: hide instead of showing a collapsed notice. */
  hideMutedPosts?: boolean;
  hideFilteredStatuses?: boolean;
}

export type MuteDisplay = { display: 'normal' } | { display: 'muted' | 'hidden'; reasons: MuteReason[] };

/** Mute words that match the text, case-insensitively. */
export function matchingMuteWords(text: string, words: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return words.filter((word) => word.trim() !== '' && lower.includes(word.trim().toLowerCase()));
}

/**
 * Normal, muted (collapsed notice) or hidden. Own posts are never muted. Viewing the muted
 * author's profile lifts the author mute; inside a conversation a thread mute is lifted (word
 * matches still apply). Hidden only when the matching hide setting is on.
 */
export function muteDisplay(status: MuteInput, context: MuteContext): MuteDisplay {
  if (context.viewerId !== null && status.authorId === context.viewerId) return { display: 'normal' };
  const reasons: MuteReason[] = [];
  if (status.authorMuted && context.profileUserId !== status.authorId) reasons.push('user');
  if (status.threadMuted && !context.inConversation) reasons.push('thread');
  if (matchingMuteWords(status.text, context.muteWords).length > 0) reasons.push('word');
  if (status.authorBot && context.muteBotStatuses) reasons.push('bot');
  if (status.mentionIds.some((id) => context.blockedOrMutedIds.has(id))) reasons.push('mentions');
  if (reasons.length === 0) return { display: 'normal' };
  const hidden =
    (context.hideFilteredStatuses === true && reasons.includes('word')) ||
    (context.hideMutedPosts === true && reasons.some((reason) => reason !== 'word'));
  return { display: hidden ? 'hidden' : 'muted', reasons };
}
