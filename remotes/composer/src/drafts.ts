import type { Visibility } from '@fedi/shared';
import type { PollDraft } from './limits';

/** An attachment already on the server (its id is what a post sends). */
export interface DraftFile {
  id: string;
  url: string;
  previewUrl: string;
  type: string;
  description: string;
  /** The description that the server has (an unsaved edit differs). */
  savedDescription?: string;
  name?: string;
}

/** Spec §3 composer draft, plus what it answers to. */
export interface Draft {
  key: string;
  status: string;
  spoilerText: string;
  /** Whether the content-warning field is open. */
  spoilerOpen: boolean;
  nsfw: boolean;
  files: DraftFile[];
  poll: PollDraft | null;
  visibility: Visibility | null;
  language: string;
  contentType: string;
  replyTo?: string;
  quoteOf?: string;
  editOf?: string;
  redraftOf?: string;
  /** Reply of a redrafted status. */
  inReplyToId?: string;
  updatedAt: number;
}

export interface DraftTarget {
  replyTo?: string;
  quoteOf?: string;
  editOf?: string;
  redraftOf?: string;
}

/** Storage key of a draft: status, reply:{id}, quote:{id}, edit:{id}, redraft:{id}. */
export function draftKey(target: DraftTarget): string {
  if (target.editOf) return `edit:${target.editOf}`;
  if (target.redraftOf) return `redraft:${target.redraftOf}`;
  if (target.replyTo) return `reply:${target.replyTo}`;
  if (target.quoteOf) return `quote:${target.quoteOf}`;
  return 'status';
}

export function emptyDraft(key: string, target: DraftTarget = {}): Draft {
  return {
    key,
    status: '',
    spoilerText: '',
    spoilerOpen: false,
    nsfw: false,
    files: [],
    poll: null,
    visibility: null,
    language: '',
    contentType: '',
    ...target,
    updatedAt: 0,
  };
}

/**
 * The draft a composer opens with when it was given a text (spec §2 `message` query): a new draft
 * with the text, or the stored draft kept whole with the text added after it (unless it is already
 * there). Without a text, the stored draft or the new one.
 */
export function openingDraft(stored: Draft | null, fresh: Draft, initialText?: string): Draft {
  if (!initialText) return stored ?? fresh;
  if (!stored) return { ...fresh, status: initialText };
  const status = withMessage(stored.status, initialText);
  return status === stored.status ? stored : { ...stored, status };
}

/** A text with a message added after what is there (a blank line between), unless it already holds it. */
export function withMessage(text: string, message: string): string {
  if (message === '' || text.includes(message)) return text;
  const kept = text.trimEnd();
  return kept ? `${kept}\n\n${message}` : message;
}

/** A draft with nothing worth keeping (no text, no warning, no files, no poll text). */
export function isDraftEmpty(draft: Draft): boolean {
  return (
    draft.status.trim() === '' &&
    draft.spoilerText.trim() === '' &&
    draft.files.length === 0 &&
    !(draft.poll?.options.some((option) => option.trim() !== '') ?? false)
  );
}

const STORAGE_PREFIX = 'fedi:composer:drafts:';

function storageKey(userId: string | null | undefined) {
  return `${STORAGE_PREFIX}${userId ?? 'anonymous'}`;
}

function readAll(userId: string | null | undefined): Record<string, Draft> {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey(userId));
    if (!raw) return {};
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, Draft>) : {};
  } catch {
    return {};
  }
}

function writeAll(userId: string | null | undefined, drafts: Record<string, Draft>): boolean {
  try {
    if (Object.keys(drafts).length === 0) globalThis.localStorage?.removeItem(storageKey(userId));
    else globalThis.localStorage?.setItem(storageKey(userId), JSON.stringify(drafts));
    return true;
  } catch {
    return false;
  }
}

export function loadDraft(userId: string | null | undefined, key: string): Draft | null {
  const draft = readAll(userId)[key];
  return draft ? { ...emptyDraft(key), ...draft, key } : null;
}

/** Stores the draft; an empty one is removed instead. Returns false when storage failed. */
export function saveDraft(userId: string | null | undefined, draft: Draft): boolean {
  const all = readAll(userId);
  if (isDraftEmpty(draft)) {
    if (!(draft.key in all)) return true;
    delete all[draft.key];
  } else {
    all[draft.key] = { ...draft, updatedAt: Date.now() };
  }
  return writeAll(userId, all);
}

export function removeDraft(userId: string | null | undefined, key: string): void {
  const all = readAll(userId);
  if (!(key in all)) return;
  delete all[key];
  writeAll(userId, all);
}

/** Every stored draft, newest first. */
export function listDrafts(userId: string | null | undefined): Draft[] {
  return Object.values(readAll(userId)).sort((a, b) => b.updatedAt - a.updatedAt);
}

export function targetOf(draft: Draft): DraftTarget {
  return { replyTo: draft.replyTo, quoteOf: draft.quoteOf, editOf: draft.editOf, redraftOf: draft.redraftOf };
}
