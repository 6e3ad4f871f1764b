import type { Store } from './store';
import { getOrInit, insertSorted, removeSorted } from './sorted';

/** Follow relations, requests, blocks and mutes; each keeps State and Indexes in step. */

export function addFollow(
  store: Store,
  a: string,
  b: string,
  opts: { reblogs?: boolean; notify?: boolean; createdAt?: number } = {},
): void {
  const key = `${a}>${b}`;
  const existing = store.s.follows.get(key);
  if (existing) {
    if (opts.reblogs !== undefined) existing.reblogs = opts.reblogs;
    if (opts.notify !== undefined) existing.notify = opts.notify;
    return;
  }
  const id = store.seq('follow');
  store.s.follows.set(key, {
    id,
    followerId: a,
    followeeId: b,
    reblogs: opts.reblogs ?? true,
    notify: opts.notify ?? false,
    createdAt: opts.createdAt ?? store.now(),
  });
  const ix = store.ix;
  getOrInit(ix.followers, b, () => new Set()).add(a);
  getOrInit(ix.following, a, () => new Set()).add(b);
  ix.followIds.set(id, key);
  insertSorted(
    getOrInit(ix.followersList, b, () => []),
    id,
  );
  insertSorted(
    getOrInit(ix.followingList, a, () => []),
    id,
  );
}

export function removeFollow(store: Store, a: string, b: string): boolean {
  const key = `${a}>${b}`;
  const f = store.s.follows.get(key);
  if (!f) return false;
  store.s.follows.delete(key);
  const ix = store.ix;
  ix.followers.get(b)?.delete(a);
  ix.following.get(a)?.delete(b);
  ix.followIds.delete(f.id);
  removeSorted(ix.followersList.get(b) ?? [], f.id);
  removeSorted(ix.followingList.get(a) ?? [], f.id);
  return true;
}

export function addFollowRequest(
  store: Store,
  a: string,
  b: string,
  opts: { reblogs?: boolean; notify?: boolean; createdAt?: number } = {},
): void {
  const key = `${a}>${b}`;
  if (store.s.followRequests.has(key)) return;
  const id = store.seq('follow_request');
  store.s.followRequests.set(key, {
    id,
    followerId: a,
    followeeId: b,
    reblogs: opts.reblogs ?? true,
    notify: opts.notify ?? false,
    createdAt: opts.createdAt ?? store.now(),
  });
  store.ix.requestIds.set(id, key);
  insertSorted(
    getOrInit(store.ix.requestsOf, b, () => []),
    id,
  );
}

export function removeFollowRequest(store: Store, a: string, b: string): boolean {
  const key = `${a}>${b}`;
  const r = store.s.followRequests.get(key);
  if (!r) return false;
  store.s.followRequests.delete(key);
  store.ix.requestIds.delete(r.id);
  removeSorted(store.ix.requestsOf.get(b) ?? [], r.id);
  for (const [nid, n] of store.s.notifications) {
    if (n.type === 'follow_request' && n.userId === b && n.accountId === a) store.removeNotification(nid);
  }
  return true;
}

/** Follows b, or requests to when b is locked (remote accounts accept at once). Returns the outcome. */
export function follow(
  store: Store,
  a: string,
  b: string,
  opts: { reblogs?: boolean; notify?: boolean } = {},
): 'following' | 'requested' {
  if (store.isFollowing(a, b)) {
    addFollow(store, a, b, opts);
    return 'following';
  }
  const target = store.user(b);
  if (target?.locked && !(target.permitFollowback && store.isFollowing(b, a))) {
    if (!store.s.followRequests.has(`${a}>${b}`)) {
      addFollowRequest(store, a, b, opts);
      store.addNotification(b, 'follow_request', a);
    }
    return 'requested';
  }
  addFollow(store, a, b, opts);
  store.addNotification(b, 'follow', a);
  return 'following';
}

export function authorizeRequest(store: Store, a: string, b: string): boolean {
  const r = store.s.followRequests.get(`${a}>${b}`);
  if (!r) return false;
  removeFollowRequest(store, a, b);
  addFollow(store, a, b, { reblogs: r.reblogs, notify: r.notify });
  store.addNotification(b, 'follow', a, { seen: true });
  return true;
}

export function block(store: Store, a: string, b: string): void {
  const key = `${a}>${b}`;
  if (store.s.blocks.has(key)) return;
  removeFollow(store, a, b);
  removeFollow(store, b, a);
  removeFollowRequest(store, a, b);
  removeFollowRequest(store, b, a);
  const id = store.seq('block');
  store.s.blocks.set(key, { id, ownerId: a, targetId: b, createdAt: store.now() });
  getOrInit(store.ix.blocksBy, a, () => new Set()).add(b);
  getOrInit(store.ix.blockedBy, b, () => new Set()).add(a);
  store.ix.blockIds.set(id, key);
}

export function unblock(store: Store, a: string, b: string): void {
  const key = `${a}>${b}`;
  const r = store.s.blocks.get(key);
  if (!r) return;
  store.s.blocks.delete(key);
  store.ix.blocksBy.get(a)?.delete(b);
  store.ix.blockedBy.get(b)?.delete(a);
  store.ix.blockIds.delete(r.id);
}

export function mute(store: Store, a: string, b: string, notifications: boolean, durationSec: number): void {
  const key = `${a}>${b}`;
  const prev = store.s.mutes.get(key);
  const id = prev?.id ?? store.seq('mute');
  store.s.mutes.set(key, {
    id,
    ownerId: a,
    targetId: b,
    notifications,
    expiresAt: durationSec > 0 ? store.now() + durationSec * 1000 : null,
    createdAt: store.now(),
  });
  getOrInit(store.ix.mutesBy, a, () => new Set()).add(b);
  store.ix.muteIds.set(id, key);
}

export function unmute(store: Store, a: string, b: string): void {
  const key = `${a}>${b}`;
  const r = store.s.mutes.get(key);
  if (!r) return;
  store.s.mutes.delete(key);
  store.ix.mutesBy.get(a)?.delete(b);
  store.ix.muteIds.delete(r.id);
}

export function favourite(store: Store, userId: string, statusId: string, createdAt?: number): boolean {
  const key = `${userId}:${statusId}`;
  if (store.ix.favKey.has(key)) return false;
  const id = store.seq('favourite');
  store.s.favourites.set(id, { id, userId, statusId, createdAt: createdAt ?? store.now() });
  store.ix.favKey.set(key, id);
  getOrInit(store.ix.favsOf, statusId, () => new Set()).add(userId);
  insertSorted(
    getOrInit(store.ix.favList, userId, () => []),
    id,
  );
  return true;
}

export function unfavourite(store: Store, userId: string, statusId: string): boolean {
  const key = `${userId}:${statusId}`;
  const id = store.ix.favKey.get(key);
  if (!id) return false;
  store.s.favourites.delete(id);
  store.ix.favKey.delete(key);
  store.ix.favsOf.get(statusId)?.delete(userId);
  removeSorted(store.ix.favList.get(userId) ?? [], id);
  return true;
}

export function bookmark(store: Store, userId: string, statusId: string, createdAt?: number): void {
  const key = `${userId}:${statusId}`;
  if (store.ix.bookmarkKey.has(key)) return;
  const id = store.seq('bookmark');
  store.s.bookmarks.set(id, { id, userId, statusId, createdAt: createdAt ?? store.now() });
  store.ix.bookmarkKey.set(key, id);
  insertSorted(
    getOrInit(store.ix.bookmarkList, userId, () => []),
    id,
  );
}

export function unbookmark(store: Store, userId: string, statusId: string): void {
  const key = `${userId}:${statusId}`;
  const id = store.ix.bookmarkKey.get(key);
  if (!id) return;
  store.s.bookmarks.delete(id);
  store.ix.bookmarkKey.delete(key);
  removeSorted(store.ix.bookmarkList.get(userId) ?? [], id);
}
