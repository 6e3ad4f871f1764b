import { BUBBLE_INSTANCES } from '../config';
import type { State, StatusRec, UserRec } from './types';
import { getOrInit, insertSorted } from './sorted';
import { idCmp } from '../ids';

/** Derived lookup structures, rebuilt from State on load and maintained incrementally by Store. */
export interface Indexes {
  acct: Map<string, string>;
  publicAll: string[];
  publicLocal: string[];
  bubble: string[];
  byAccount: Map<string, string[]>;
  mentionsOf: Map<string, string[]>;
  byTag: Map<string, string[]>;
  replies: Map<string, string[]>;
  reblogsOf: Map<string, Map<string, string>>;
  quotesOf: Map<string, number>;
  conversation: Map<number, string[]>;
  followers: Map<string, Set<string>>;
  following: Map<string, Set<string>>;
  followIds: Map<string, string>;
  followersList: Map<string, string[]>;
  followingList: Map<string, string[]>;
  requestsOf: Map<string, string[]>;
  requestIds: Map<string, string>;
  blocksBy: Map<string, Set<string>>;
  blockedBy: Map<string, Set<string>>;
  blockIds: Map<string, string>;
  mutesBy: Map<string, Set<string>>;
  muteIds: Map<string, string>;
  favsOf: Map<string, Set<string>>;
  favKey: Map<string, string>;
  favList: Map<string, string[]>;
  bookmarkKey: Map<string, string>;
  bookmarkList: Map<string, string[]>;
  notifList: Map<string, string[]>;
  chatMessages: Map<string, string[]>;
}

export function emptyIndexes(): Indexes {
  return {
    acct: new Map(),
    publicAll: [],
    publicLocal: [],
    bubble: [],
    byAccount: new Map(),
    mentionsOf: new Map(),
    byTag: new Map(),
    replies: new Map(),
    reblogsOf: new Map(),
    quotesOf: new Map(),
    conversation: new Map(),
    followers: new Map(),
    following: new Map(),
    followIds: new Map(),
    followersList: new Map(),
    followingList: new Map(),
    requestsOf: new Map(),
    requestIds: new Map(),
    blocksBy: new Map(),
    blockedBy: new Map(),
    blockIds: new Map(),
    mutesBy: new Map(),
    muteIds: new Map(),
    favsOf: new Map(),
    favKey: new Map(),
    favList: new Map(),
    bookmarkKey: new Map(),
    bookmarkList: new Map(),
    notifList: new Map(),
    chatMessages: new Map(),
  };
}

export function acctOf(u: UserRec): string {
  return u.domain ? `${u.username}@${u.domain}` : u.username;
}

export function indexUser(ix: Indexes, u: UserRec): void {
  ix.acct.set(acctOf(u).toLowerCase(), u.id);
}

/** Adds a status to every timeline index it belongs to. Statuses are added in id order for O(1) appends. */
export function indexStatus(ix: Indexes, st: StatusRec, author: UserRec | undefined): void {
  insertSorted(
    getOrInit(ix.byAccount, st.accountId, () => []),
    st.id,
  );
  if (st.reblogOfId) {
    getOrInit(ix.reblogsOf, st.reblogOfId, () => new Map()).set(st.accountId, st.id);
    return;
  }
  const local = !author?.domain;
  if (st.visibility === 'public' || (st.visibility === 'local' && local)) {
    insertSorted(ix.publicAll, st.id);
    if (local) insertSorted(ix.publicLocal, st.id);
    if (local || (author?.domain && BUBBLE_INSTANCES.includes(author.domain))) insertSorted(ix.bubble, st.id);
  }
  for (const m of st.mentionIds)
    insertSorted(
      getOrInit(ix.mentionsOf, m, () => []),
      st.id,
    );
  for (const t of st.tags)
    insertSorted(
      getOrInit(ix.byTag, t.toLowerCase(), () => []),
      st.id,
    );
  if (st.inReplyToId)
    insertSorted(
      getOrInit(ix.replies, st.inReplyToId, () => []),
      st.id,
    );
  if (st.quoteId) ix.quotesOf.set(st.quoteId, (ix.quotesOf.get(st.quoteId) ?? 0) + 1);
  insertSorted(
    getOrInit(ix.conversation, st.conversationId, () => []),
    st.id,
  );
}

export function buildIndexes(s: State): Indexes {
  const ix = emptyIndexes();
  for (const u of s.users.values()) indexUser(ix, u);
  const statuses = [...s.statuses.values()].sort((a, b) => idCmp(a.id, b.id));
  for (const st of statuses) indexStatus(ix, st, s.users.get(st.accountId));
  const byId = <T extends { id: string }>(m: Map<string, T>) => [...m.values()].sort((a, b) => idCmp(a.id, b.id));
  for (const f of byId(s.follows)) {
    getOrInit(ix.followers, f.followeeId, () => new Set()).add(f.followerId);
    getOrInit(ix.following, f.followerId, () => new Set()).add(f.followeeId);
    ix.followIds.set(f.id, `${f.followerId}>${f.followeeId}`);
    insertSorted(
      getOrInit(ix.followersList, f.followeeId, () => []),
      f.id,
    );
    insertSorted(
      getOrInit(ix.followingList, f.followerId, () => []),
      f.id,
    );
  }
  for (const r of byId(s.followRequests)) {
    ix.requestIds.set(r.id, `${r.followerId}>${r.followeeId}`);
    insertSorted(
      getOrInit(ix.requestsOf, r.followeeId, () => []),
      r.id,
    );
  }
  for (const b of byId(s.blocks)) {
    getOrInit(ix.blocksBy, b.ownerId, () => new Set()).add(b.targetId);
    getOrInit(ix.blockedBy, b.targetId, () => new Set()).add(b.ownerId);
    ix.blockIds.set(b.id, `${b.ownerId}>${b.targetId}`);
  }
  for (const m of byId(s.mutes)) {
    getOrInit(ix.mutesBy, m.ownerId, () => new Set()).add(m.targetId);
    ix.muteIds.set(m.id, `${m.ownerId}>${m.targetId}`);
  }
  for (const f of byId(s.favourites)) {
    getOrInit(ix.favsOf, f.statusId, () => new Set()).add(f.userId);
    ix.favKey.set(`${f.userId}:${f.statusId}`, f.id);
    insertSorted(
      getOrInit(ix.favList, f.userId, () => []),
      f.id,
    );
  }
  for (const b of byId(s.bookmarks)) {
    ix.bookmarkKey.set(`${b.userId}:${b.statusId}`, b.id);
    insertSorted(
      getOrInit(ix.bookmarkList, b.userId, () => []),
      b.id,
    );
  }
  for (const n of byId(s.notifications))
    insertSorted(
      getOrInit(ix.notifList, n.userId, () => []),
      n.id,
    );
  for (const m of byId(s.chatMessages))
    insertSorted(
      getOrInit(ix.chatMessages, m.chatKey, () => []),
      m.id,
    );
  return ix;
}
