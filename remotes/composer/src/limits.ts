import { formatFileSize, type PollLimits, type Visibility } from '@fedi/shared';

/** Spec §9 default text limit; 0 or less means no limit (spec §5). */
export const DEFAULT_TEXT_LIMIT = 5000;

/** Spec §9 poll defaults and limits. */
export const DEFAULT_POLL_LIMITS: PollLimits = {
  max_options: 20,
  max_option_chars: 255,
  min_expiration: 1,
  max_expiration: 31_536_000_000,
};
export const DEFAULT_POLL_EXPIRY = { amount: 10, unit: 'minutes' as PollUnit };

/** Characters left = limit − text − content warning; null when there is no limit. */
export function charactersLeft(text: string, spoiler: string, limit: number = DEFAULT_TEXT_LIMIT): number | null {
  if (limit <= 0) return null;
  return limit - [...text].length - [...spoiler].length;
}

/** A byte count with spec §9's units (B, KiB, MiB, GiB, TiB) in the interface language (@fedi/shared). */
export const formatSize = (bytes: number) => formatFileSize(bytes);

export type UploadCheck =
  | { ok: true }
  | { ok: false; reason: 'file_too_big'; filesize: string; allowedsize: string }
  | { ok: false; reason: 'file_limit' };

/** Whether one more file may be uploaded: size against uploadlimit (0 = unknown, no check), count against the file limit. */
export function checkUpload(size: number, uploadLimit: number, count: number, fileLimit: number): UploadCheck {
  if (fileLimit > 0 && count >= fileLimit) return { ok: false, reason: 'file_limit' };
  if (uploadLimit > 0 && size > uploadLimit) {
    return { ok: false, reason: 'file_too_big', filesize: formatSize(size), allowedsize: formatSize(uploadLimit) };
  }
  return { ok: true };
}

// ---- polls ----

export type PollUnit = 'seconds' | 'minutes' | 'hours' | 'days' | 'years';
export const POLL_UNIT_SECONDS: Record<PollUnit, number> = {
  seconds: 1,
  minutes: 60,
  hours: 3600,
  days: 86_400,
  years: 31_536_000,
};
const ALL_UNITS: PollUnit[] = ['seconds', 'minutes', 'hours', 'days', 'years'];

/** Units offered for the expiry: a unit whose single step is beyond the maximum is hidden. */
export function pollUnits(limits: PollLimits): PollUnit[] {
  return ALL_UNITS.filter((unit) => POLL_UNIT_SECONDS[unit] <= limits.max_expiration);
}

/** The amount clamped so that amount × unit lies between min_expiration and max_expiration, in the same unit. */
export function clampExpiry(amount: number, unit: PollUnit, limits: PollLimits): number {
  const step = POLL_UNIT_SECONDS[unit];
  const min = Math.ceil(limits.min_expiration / step);
  const max = Math.floor(limits.max_expiration / step);
  const value = Number.isFinite(amount) ? Math.round(amount) : min;
  return Math.min(Math.max(value, Math.max(min, 1)), Math.max(max, 1));
}

/** Expiry in seconds, clamped between the limits. */
export function expiresInSeconds(amount: number, unit: PollUnit, limits: PollLimits): number {
  const seconds = clampExpiry(amount, unit, limits) * POLL_UNIT_SECONDS[unit];
  return Math.min(Math.max(seconds, limits.min_expiration), limits.max_expiration);
}

/** Best unit and amount to show a number of seconds in. */
export function splitExpiry(seconds: number, limits: PollLimits): { amount: number; unit: PollUnit } {
  const units = pollUnits(limits).reverse();
  const unit = units.find((u) => seconds % POLL_UNIT_SECONDS[u] === 0) ?? 'seconds';
  return { amount: seconds / POLL_UNIT_SECONDS[unit], unit };
}

export interface PollDraft {
  options: string[];
  multiple: boolean;
  amount: number;
  unit: PollUnit;
}

export const emptyPoll = (): PollDraft => ({ options: ['', ''], multiple: false, ...DEFAULT_POLL_EXPIRY });

export type PollError =
  | { key: 'polls.not_enough_options' }
  | { key: 'polls.option_too_long'; index: number; max: number }
  | { key: 'polls.too_many_options'; max: number };

/**
 * The poll to send, or null when no option has text (then no poll is sent), or the error that
 * blocks posting: fewer than 2 unique non-empty options, an option over max_option_chars, too many options.
 */
export function pollToSend(
  poll: PollDraft | null,
  limits: PollLimits,
): { poll: { options: string[]; expires_in: number; multiple: boolean } | null; error: PollError | null } {
  if (!poll) return { poll: null, error: null };
  const filled = poll.options.map((option) => option.trim()).filter((option) => option !== '');
  if (filled.length === 0) return { poll: null, error: null };
  const tooLong = poll.options.findIndex((option) => [...option.trim()].length > limits.max_option_chars);
  if (tooLong >= 0)
    return { poll: null, error: { key: 'polls.option_too_long', index: tooLong, max: limits.max_option_chars } };
  if (filled.length > limits.max_options)
    return { poll: null, error: { key: 'polls.too_many_options', max: limits.max_options } };
  if (new Set(filled).size < 2) return { poll: null, error: { key: 'polls.not_enough_options' } };
  return {
    poll: { options: filled, expires_in: expiresInSeconds(poll.amount, poll.unit, limits), multiple: poll.multiple },
    error: null,
  };
}

/** Polls are offered only when the server has them and allows 2 or more options. */
export const pollsOffered = (available: boolean, limits: PollLimits) => available && limits.max_options >= 2;

// ---- scope ----

export const SCOPE_ORDER: Visibility[] = ['direct', 'private', 'unlisted', 'public', 'local'];
const RANK: Record<Visibility, number> = { direct: 0, private: 1, unlisted: 2, public: 3, local: 1.5 };

/**
 * Scopes the selector offers: everything for a new post (local only where the server has it); for a
 * reply, nothing wider than the original; a direct original allows only direct, a local one direct and local.
 */
export function allowedScopes(original: Visibility | undefined, localAvailable: boolean): Visibility[] {
  const all = SCOPE_ORDER.filter((scope) => scope !== 'local' || localAvailable);
  if (!original) return all;
  if (original === 'direct') return ['direct'];
  if (original === 'local') return ['direct', 'local'];
  return all
    .filter((scope) => scope !== 'local' && RANK[scope] <= RANK[original])
    .concat(original === 'public' && localAvailable ? ['local'] : []);
}

/**
 * The scope a reply starts with: a non-public original scope other than private is copied; otherwise
 * the user's default, narrowed to what the original allows.
 */
export function initialScope(
  defaultScope: Visibility,
  original: Visibility | undefined,
  localAvailable: boolean,
): Visibility {
  if (original && original !== 'public' && original !== 'private') return original;
  const allowed = allowedScopes(original, localAvailable);
  if (allowed.includes(defaultScope)) return defaultScope;
  // Narrow: the widest allowed scope not wider than the default.
  const narrower = allowed.filter((scope) => RANK[scope] <= RANK[defaultScope]).sort((a, b) => RANK[b] - RANK[a]);
  return narrower[0] ?? allowed[allowed.length - 1] ?? 'direct';
}

// ---- warnings ----

export type ComposerWarning = 'private_not_locked' | 'cw_media_not_sensitive' | 'direct_first_only' | 'direct_all';

export function composerWarnings(input: {
  visibility: Visibility;
  locked: boolean;
  spoilerText: string;
  hasMedia: boolean;
  nsfw: boolean;
  safeDM: boolean;
}): ComposerWarning[] {
  const out: ComposerWarning[] = [];
  if (input.visibility === 'private' && !input.locked) out.push('private_not_locked');
  if (input.spoilerText.trim() !== '' && input.hasMedia && !input.nsfw) out.push('cw_media_not_sensitive');
  if (input.visibility === 'direct') out.push(input.safeDM ? 'direct_first_only' : 'direct_all');
  return out;
}

/** Blank text with no files (and no poll) cannot be posted. */
export const isEmptyPost = (text: string, fileCount: number, hasPoll: boolean) =>
  text.trim() === '' && fileCount === 0 && !hasPoll;

/** `ENABLESILLYFEATURES=1` / `=0` typed as the whole post toggles the hidden option instead of posting. */
export function sillyToggle(text: string): boolean | null {
  const match = /^ENABLESILLYFEATURES=([01])$/.exec(text.trim());
  return match ? match[1] === '1' : null;
}
