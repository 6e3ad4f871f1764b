import type { MuteWord } from '@fedi/shared';

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
  muteWords: readonly MuteWord[];
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new Map<string, RegExp | null>();

/** A mute word as a case-insensitive pattern (null: empty, or a regular expression that does not compile). */
function mutePattern(entry: MuteWord): RegExp | null {
  const { word, wholeWord = false, regex = false } = typeof entry === 'string' ? { word: entry } : entry;
  const trimmed = regex ? word : word.trim();
  if (trimmed.trim() === '') return null;
  const key = `${Number(regex)}${Number(wholeWord)}${trimmed}`;
  if (!patterns.has(key)) {
    let source = regex ? trimmed : escapeRegExp(trimmed);
    if (wholeWord) source = `(?<![\\p{L}\\p{N}_])(?:${source})(?![\\p{L}\\p{N}_])`;
    let pattern: RegExp | null;
    try {
      pattern = new RegExp(source, 'iu');
    } catch {
      pattern = null;
    }
    patterns.set(key, pattern);
  }
  return patterns.get(key) ?? null;
}

/** Mute words that match the text, case-insensitively (whole words or regular expressions when asked), by their text. */
export function matchingMuteWords(text: string, words: readonly MuteWord[]): string[] {
  return words
    .filter((word) => mutePattern(word)?.test(text) ?? false)
    .map((word) => (typeof word === 'string' ? word : word.word));
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
