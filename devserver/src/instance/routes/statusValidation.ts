import { MAX_MEDIA_ATTACHMENTS, MAX_TOOT_CHARS, POLL_LIMITS, POST_FORMATS } from '../config';
import type { Ctx } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { bool, int, obj, str, strArray } from '../http/params';
import { VISIBILITIES, type Visibility } from '../store/types';

export interface StatusInput {
  text: string;
  spoiler: string;
  visibility: Visibility;
  sensitive: boolean;
  contentType: string;
  language: string | null;
  mediaIds: string[];
  poll: { options: string[]; multiple: boolean; expiresIn: number } | null;
  inReplyToId: string | null;
  quoteId: string | null;
  preview: boolean;
  expiresIn: number | null;
  to: string[];
}

/** Parses and validates the POST/PUT /api/v1/statuses parameters with Akkoma's rules and limits. */
export function parseStatusInput(c: Ctx, userId: string, defaultScope: Visibility, editing = false): StatusInput {
  const p = c.p;
  const text = str(p, 'status') ?? '';
  const spoiler = str(p, 'spoiler_text') ?? '';
  const mediaIds = strArray(p, 'media_ids');
  const pollP = obj(p, 'poll');
  const options = strArray(pollP, 'options');
  const hasPoll = options.length > 0 || str(pollP, 'expires_in') !== undefined;
  const visRaw = str(p, 'visibility');
  if (visRaw !== undefined && visRaw !== '' && !VISIBILITIES.includes(visRaw as Visibility))
    throw unprocessable(`Invalid visibility: ${visRaw}`);
  const contentType = str(p, 'content_type') || 'text/plain';
  if (!POST_FORMATS.includes(contentType)) throw unprocessable(`Unsupported content type: ${contentType}`);
  if (text.trim() === '' && mediaIds.length === 0 && !hasPoll)
    throw unprocessable('Cannot post an empty status without attachments');
  if (MAX_TOOT_CHARS > 0 && [...text].length + [...spoiler].length > MAX_TOOT_CHARS)
    throw unprocessable('The status is over the character limit');
  if (mediaIds.length > MAX_MEDIA_ATTACHMENTS)
    throw unprocessable(`Too many attachments (maximum ${MAX_MEDIA_ATTACHMENTS})`);
  for (const id of mediaIds) {
    const m = c.store.s.media.get(id);
    if (!m || m.ownerId !== userId) throw unprocessable(`Media ${id} not found`);
  }
  let poll: StatusInput['poll'] = null;
  if (hasPoll) {
    if (mediaIds.length > 0) throw unprocessable("Polls can't have attachments");
    const cleaned = options.map((o) => o.trim());
    if (cleaned.filter((o) => o !== '').length < 2 || new Set(cleaned).size < 2)
      throw unprocessable('Poll must contain at least 2 options');
    if (cleaned.length > POLL_LIMITS.max_options)
      throw unprocessable(`Poll can't contain more than ${POLL_LIMITS.max_options} options`);
    if (cleaned.some((o) => [...o].length > POLL_LIMITS.max_option_chars))
      throw unprocessable(`Poll options cannot be longer than ${POLL_LIMITS.max_option_chars} characters each`);
    const expiresIn = int(pollP, 'expires_in') ?? 24 * 3600;
    if (expiresIn < POLL_LIMITS.min_expiration) throw unprocessable('Expiration date is too soon');
    if (expiresIn > POLL_LIMITS.max_expiration) throw unprocessable('Expiration date is too far in the future');
    poll = { options: cleaned, multiple: bool(pollP, 'multiple') ?? false, expiresIn };
  }
  const inReplyToId = editing ? null : str(p, 'in_reply_to_id') || null;
  if (inReplyToId) {
    const parent = c.store.status(inReplyToId);
    if (!parent || !c.store.canView(userId, parent)) throw notFound('Could not find the status you are replying to');
  }
  const quoteId = editing ? null : str(p, 'quote_id') || null;
  if (quoteId) {
    const q = c.store.status(quoteId);
    if (!q || !c.store.canView(userId, q)) throw notFound('Could not find the quoted status');
    if (q.visibility !== 'public' && q.visibility !== 'unlisted' && q.visibility !== 'local')
      throw unprocessable('You can only quote public or unlisted posts');
  }
  let visibility: Visibility = (visRaw as Visibility) || defaultScope;
  if (!visRaw && inReplyToId) {
    const parent = c.store.status(inReplyToId);
    if (parent && (parent.visibility === 'direct' || parent.visibility === 'private')) visibility = parent.visibility;
  }
  const expiresIn = int(p, 'expires_in');
  if (expiresIn !== undefined && expiresIn > 0 && expiresIn < 3600) throw unprocessable('Expiry date is too soon');
  return {
    text,
    spoiler,
    visibility,
    sensitive: bool(p, 'sensitive') ?? false,
    contentType,
    language: str(p, 'language') || null,
    mediaIds,
    poll,
    inReplyToId,
    quoteId,
    preview: bool(p, 'preview') ?? false,
    expiresIn: expiresIn && expiresIn > 0 ? expiresIn : null,
    to: strArray(p, 'to'),
  };
}
