import type { Visibility } from '@fedi/shared';

/** Who is looking at a status, for the action rules of spec §5/§6. */
export interface Viewer {
  /** Signed-in user's id, or null for an anonymous visitor. */
  id: string | null;
  role?: 'admin' | 'moderator' | 'member';
}

export interface PermissionSubject {
  authorId: string;
  visibility: Visibility;
}

const isOwn = (viewer: Viewer, status: PermissionSubject) => viewer.id !== null && viewer.id === status.authorId;

/** Repeat: only when logged in, not direct, and not private unless it is one's own. */
export function canRepeat(viewer: Viewer, status: PermissionSubject): boolean {
  if (viewer.id === null) return false;
  if (status.visibility === 'direct') return false;
  if (status.visibility === 'private') return isOwn(viewer, status);
  return true;
}

/** Quote: public or unlisted posts, logged in (and the server supports quotes). */
export function canQuote(viewer: Viewer, status: PermissionSubject, quotesSupported = true): boolean {
  return quotesSupported && viewer.id !== null && (status.visibility === 'public' || status.visibility === 'unlisted');
}

/** Pin: own posts that are public, unlisted or private. */
export function canPin(viewer: Viewer, status: PermissionSubject): boolean {
  return isOwn(viewer, status) && ['public', 'unlisted', 'private'].includes(status.visibility);
}

/** Delete: the author, moderators and admins. */
export function canDelete(viewer: Viewer, status: PermissionSubject): boolean {
  if (viewer.id === null) return false;
  return isOwn(viewer, status) || viewer.role === 'admin' || viewer.role === 'moderator';
}

/** Edit: own posts when the instance supports editing. */
export function canEdit(viewer: Viewer, status: PermissionSubject, editingAvailable: boolean): boolean {
  return editingAvailable && isOwn(viewer, status);
}

/** Redraft (delete and open in the composer): author only. */
export function canRedraft(viewer: Viewer, status: PermissionSubject): boolean {
  return isOwn(viewer, status);
}

/** Interactions every signed-in user has (reply, favourite, react, bookmark, mute conversation). */
export function canInteract(viewer: Viewer): boolean {
  return viewer.id !== null;
}

/** Bite: signed in and not one's own post. */
export function canBite(viewer: Viewer, status: PermissionSubject, bitesSupported: boolean): boolean {
  return bitesSupported && viewer.id !== null && !isOwn(viewer, status);
}

/** Boost confirmation: only when not yet repeated and the setting asks for it (spec §4 Reactions). */
export function needsRepeatConfirm(repeated: boolean, modalOnRepeat: boolean): boolean {
  return !repeated && modalOnRepeat;
}
