import type { PollLimits, useApiClient } from '@fedi/shared';
import { emptyDraft, saveDraft, type Draft } from '../drafts';
import { emptyPoll, splitExpiry } from '../limits';
import { draftFileOf } from './useUploads';

type Client = ReturnType<typeof useApiClient>;

/**
 * The draft for editing or redrafting a status: its text, subject, media, scope, language, format and reply
 * from the status and its source; a redraft also takes over the poll (an edit cannot change it).
 */
export async function loadEditableDraft(
  client: Client,
  target: { key: string; editOf?: string; redraftOf?: string },
  options: { subjectOpen: boolean; pollLimits: PollLimits; signal: AbortSignal },
): Promise<Draft> {
  const { key, editOf, redraftOf } = target;
  const id = (editOf ?? redraftOf) as string;
  const { signal, subjectOpen, pollLimits } = options;
  const [status, source] = await Promise.all([
    client.statuses.get(id, { signal }),
    client.statuses.source(id, { signal }).catch(() => null),
  ]);
  return {
    ...emptyDraft(key, { editOf, redraftOf }),
    status: source?.text ?? status.text,
    spoilerText: source?.spoiler_text ?? status.spoiler_text,
    spoilerOpen: subjectOpen || Boolean(source?.spoiler_text ?? status.spoiler_text),
    nsfw: status.sensitive,
    files: status.media_attachments.map((a) => draftFileOf(a)),
    visibility: status.visibility,
    language: status.language ?? '',
    contentType: source?.content_type ?? status.content_type ?? '',
    inReplyToId: status.in_reply_to_id,
    poll:
      redraftOf && status.poll
        ? {
            ...emptyPoll(),
            options: status.poll.options.map((o) => o.title),
            multiple: status.poll.multiple,
            ...splitExpiry(
              Math.max(
                pollLimits.min_expiration,
                status.poll.expires_at ? Math.round((Date.parse(status.poll.expires_at) - Date.now()) / 1000) : 600,
              ),
              pollLimits,
            ),
          }
        : null,
  };
}

/**
 * Delete-and-redraft's deletion: the loaded draft is stored first, so a failure or reload loses nothing, then
 * the original status is deleted (its media stay for the new post). Done once, when the redraft opens from the
 * original; a stored redraft reopens without it.
 */
export async function deleteOriginalForRedraft(
  client: Client,
  userId: string | null | undefined,
  redraftOf: string,
  draft: Draft,
): Promise<void> {
  saveDraft(userId, draft);
  await client.statuses.delete(redraftOf);
}
