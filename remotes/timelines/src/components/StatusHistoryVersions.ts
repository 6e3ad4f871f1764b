import {
  emojifyHtml,
  normalizeAttachment,
  normalizeCustomEmoji,
  type Attachment,
  type WireStatusEdit,
} from '@fedi/shared';

/** One version of an edited status, as the history dialog shows it. */
export interface StatusVersion {
  /** Position in the server's list (0 = the original post). */
  number: number;
  createdAt: string;
  spoilerText: string;
  sensitive: boolean;
  /** Content HTML with custom emoji as images; still to be sanitized (RichContent does). */
  html: string;
  attachments: Attachment[];
  /** Titles of the poll's options in this version, or null without a poll. */
  pollOptions: string[] | null;
  current: boolean;
  original: boolean;
}

/** Mastodon's history poll is `{ options: [{ title }] }`; the wire schema keeps it unknown. */
function pollOptionsOf(poll: unknown): string[] | null {
  if (!poll || typeof poll !== 'object') return null;
  const options = (poll as { options?: unknown }).options;
  if (!Array.isArray(options)) return null;
  return options.flatMap((option: unknown) => {
    const title = option && typeof option === 'object' ? (option as { title?: unknown }).title : undefined;
    return typeof title === 'string' ? [title] : [];
  });
}

/**
 * GET /api/v1/statuses/{id}/history answers oldest first, the last entry being the status as it is now.
 * The dialog lists them newest first.
 */
export function statusVersions(history: readonly WireStatusEdit[]): StatusVersion[] {
  const last = history.length - 1;
  return history
    .map((edit, index) => ({
      number: index,
      createdAt: edit.created_at ?? '',
      spoilerText: edit.spoiler_text ?? '',
      sensitive: edit.sensitive ?? false,
      html: emojifyHtml(edit.content, edit.emojis.map(normalizeCustomEmoji)),
      attachments: edit.media_attachments.map(normalizeAttachment),
      pollOptions: pollOptionsOf(edit.poll),
      current: index === last,
      original: index === 0 && last > 0,
    }))
    .reverse();
}
