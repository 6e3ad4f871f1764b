import { compareIds } from '@fedi/shared';

export interface ReadMarkerInput {
  /** The page is shown (document.visibilityState 'visible'). */
  pageVisible: boolean;
  /** The reader is at the bottom of the conversation: the last message is on screen. */
  atBottom: boolean;
  /** The newest message the server has for this chat (sent ones only). */
  newestId: string | undefined;
  /** The chat's unread count as the list knows it. */
  unread: number;
  /** The last id we already sent a marker for in this view. */
  lastSentId: string | undefined;
}

/**
 * Spec: the read marker goes when the reader sees the last message: only while the page is visible
 * and the conversation is scrolled to its end, only when something is unread, and never twice for
 * the same message. Gives the `last_read_id` to send, or null.
 */
export function readMarkerToSend({
  pageVisible,
  atBottom,
  newestId,
  unread,
  lastSentId,
}: ReadMarkerInput): string | null {
  if (!pageVisible || !atBottom || newestId === undefined || unread <= 0) return null;
  if (lastSentId !== undefined && compareIds(newestId, lastSentId) <= 0) return null;
  return newestId;
}
