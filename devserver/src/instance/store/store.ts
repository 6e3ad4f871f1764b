import { nextFlake } from '../ids';
import { acctOf, buildIndexes, indexStatus, indexUser, type Indexes } from './indexes';
import { getOrInit, insertSorted, removeSorted } from './sorted';
import type { NotificationRec, NotificationType, State, StatusRec, UserRec } from './types';

export type StoreEvent =
  | { type: 'status'; id: string }
  | { type: 'status.update'; id: string }
  | { type: 'delete'; id: string }
  | { type: 'notification'; id: string }
  | { type: 'filters_changed'; userId: string }
  /** A chat's last message or read marker changed (streamed as `pleroma:chat_update` to its owner). */
  | { type: 'chat'; chatId: string }
  | { type: 'token_revoked'; token: string };

/** The instance's data: persistable State plus derived Indexes, with the mutations that keep both in step. */
export class Store {
  ix: Indexes;
  listeners: Array<(e: StoreEvent) => void> = [];

  constructor(public s: State) {
    this.ix = buildIndexes(s);
  }

  emit(e: StoreEvent): void {
    for (const l of this.listeners) {
      try {
        l(e);
      } catch {
        /* a broken listener must not break the request */
      }
    }
  }

  now(): number {
    return Date.now();
  }

  flake(ts: number = this.now()): string {
    return nextFlake(this.s.flake, ts);
  }

  seq(kind: string): string {
    const v = (this.s.seq[kind] ?? 0) + 1;
    this.s.seq[kind] = v;
    return String(v);
  }

  user(id: string | null | undefined): UserRec | undefined {
    return id ? this.s.users.get(id) : undefined;
  }

  userByAcct(acct: string): UserRec | undefined {
    const clean = acct.replace(/^@/, '').toLowerCase();
    const id = this.ix.acct.get(clean);
    return id ? this.s.users.get(id) : undefined;
  }

  localUser(username: string): UserRec | undefined {
    const u = this.userByAcct(username);
    return u && !u.domain ? u : undefined;
  }

  addUser(u: UserRec): void {
    this.s.users.set(u.id, u);
    indexUser(this.ix, u);
  }

  status(id: string | null | undefined): StatusRec | undefined {
    return id ? this.s.statuses.get(id) : undefined;
  }

  addStatus(st: StatusRec, emit = true): void {
    this.s.statuses.set(st.id, st);
    const author = this.s.users.get(st.accountId);
    indexStatus(this.ix, st, author);
    if (author && !st.reblogOfId) author.lastStatusAt = Math.max(author.lastStatusAt ?? 0, st.createdAt);
    if (emit) this.emit({ type: 'status', id: st.id });
  }

  removeStatusSilently(id: string): void {
    this.removeStatus(id, false);
  }

  removeStatus(id: string, emit = true): void {
    const st = this.s.statuses.get(id);
    if (!st) return;
    for (const rid of [...(this.ix.reblogsOf.get(id)?.values() ?? [])]) this.removeStatus(rid, emit);
    const ix = this.ix;
    this.s.statuses.delete(id);
    removeSorted(ix.byAccount.get(st.accountId) ?? [], id);
    if (st.reblogOfId) {
      ix.reblogsOf.get(st.reblogOfId)?.delete(st.accountId);
    } else {
      removeSorted(ix.publicAll, id);
      removeSorted(ix.publicLocal, id);
      removeSorted(ix.bubble, id);
      for (const m of st.mentionIds) removeSorted(ix.mentionsOf.get(m) ?? [], id);
      for (const t of st.tags) removeSorted(ix.byTag.get(t.toLowerCase()) ?? [], id);
      if (st.inReplyToId) removeSorted(ix.replies.get(st.inReplyToId) ?? [], id);
      if (st.quoteId) ix.quotesOf.set(st.quoteId, Math.max(0, (ix.quotesOf.get(st.quoteId) ?? 1) - 1));
      removeSorted(ix.conversation.get(st.conversationId) ?? [], id);
    }
    if (st.pollId) this.s.polls.delete(st.pollId);
    for (const [nid, n] of this.s.notifications) {
      if (n.statusId === id) this.removeNotification(nid);
    }
    for (const uid of [...(ix.favsOf.get(id) ?? [])]) {
      const fid = ix.favKey.get(`${uid}:${id}`);
      if (fid) {
        this.s.favourites.delete(fid);
        ix.favKey.delete(`${uid}:${id}`);
        removeSorted(ix.favList.get(uid) ?? [], fid);
      }
    }
    ix.favsOf.delete(id);
    const pins = this.s.pins.get(st.accountId);
    if (pins)
      this.s.pins.set(
        st.accountId,
        pins.filter((p) => p.statusId !== id),
      );
    if (emit) this.emit({ type: 'delete', id });
  }

  addNotification(
    userId: string,
    type: NotificationType,
    accountId: string,
    extra: Partial<
      Pick<NotificationRec, 'statusId' | 'targetId' | 'emoji' | 'reportId' | 'chatMessageId' | 'seen' | 'createdAt'>
    > = {},
    emit = true,
  ): NotificationRec | null {
    const target = this.s.users.get(userId);
    if (!target || target.domain) return null;
    if (userId === accountId && type !== 'poll' && type !== 'move') return null;
    if (this.ix.blocksBy.get(userId)?.has(accountId)) return null;
    const mute = this.s.mutes.get(`${userId}>${accountId}`);
    if (mute && mute.notifications) return null;
    if (
      target.notificationSettings.block_from_strangers &&
      !this.ix.following.get(userId)?.has(accountId) &&
      type !== 'follow' &&
      type !== 'follow_request'
    )
      return null;
    const n: NotificationRec = {
      id: this.seq('notification'),
      userId,
      type,
      createdAt: extra.createdAt ?? this.now(),
      accountId,
      statusId: extra.statusId ?? null,
      targetId: extra.targetId ?? null,
      emoji: extra.emoji ?? null,
      reportId: extra.reportId ?? null,
      chatMessageId: extra.chatMessageId ?? null,
      seen: extra.seen ?? false,
    };
    this.s.notifications.set(n.id, n);
    insertSorted(
      getOrInit(this.ix.notifList, userId, () => []),
      n.id,
    );
    if (emit) this.emit({ type: 'notification', id: n.id });
    return n;
  }

  removeNotification(id: string): void {
    const n = this.s.notifications.get(id);
    if (!n) return;
    this.s.notifications.delete(id);
    removeSorted(this.ix.notifList.get(n.userId) ?? [], id);
  }

  acct(u: UserRec): string {
    return acctOf(u);
  }

  isFollowing(a: string, b: string): boolean {
    return this.ix.following.get(a)?.has(b) ?? false;
  }

  isBlocking(a: string, b: string): boolean {
    return this.ix.blocksBy.get(a)?.has(b) ?? false;
  }

  isMuting(a: string, b: string): boolean {
    const m = this.s.mutes.get(`${a}>${b}`);
    if (!m) return false;
    return m.expiresAt === null || m.expiresAt > this.now();
  }

  isDomainBlocked(viewerId: string, u: UserRec): boolean {
    return !!u.domain && (this.s.domainBlocks.get(viewerId)?.includes(u.domain) ?? false);
  }

  /** Visibility rule for one status and one viewer (null = anonymous). */
  canView(viewerId: string | null, st: StatusRec): boolean {
    const author = this.s.users.get(st.accountId);
    if (!author) return false;
    if (author.deactivated && viewerId !== author.id) return false;
    if (viewerId && this.isBlocking(author.id, viewerId)) return false;
    if (st.reblogOfId) {
      const orig = this.s.statuses.get(st.reblogOfId);
      return !!orig && this.canView(viewerId, orig);
    }
    switch (st.visibility) {
      case 'public':
      case 'unlisted':
        return true;
      case 'local':
        return true;
      case 'private':
        return (
          !!viewerId &&
          (viewerId === st.accountId || this.isFollowing(viewerId, st.accountId) || st.mentionIds.includes(viewerId))
        );
      case 'direct':
        return !!viewerId && (viewerId === st.accountId || st.mentionIds.includes(viewerId));
      default:
        return false;
    }
  }

  /** Filtering for timelines: visibility plus the viewer's blocks, mutes and domain blocks. */
  visibleInTimeline(viewerId: string | null, st: StatusRec): boolean {
    if (!this.canView(viewerId, st)) return false;
    if (!viewerId) return true;
    const author = this.s.users.get(st.accountId);
    if (!author || author.id === viewerId) return true;
    if (
      this.isBlocking(viewerId, author.id) ||
      this.isMuting(viewerId, author.id) ||
      this.isDomainBlocked(viewerId, author)
    )
      return false;
    if (st.reblogOfId) {
      const orig = this.s.statuses.get(st.reblogOfId);
      if (!orig) return false;
      const oa = this.s.users.get(orig.accountId);
      if (
        oa &&
        oa.id !== viewerId &&
        (this.isBlocking(viewerId, oa.id) || this.isMuting(viewerId, oa.id) || this.isDomainBlocked(viewerId, oa))
      )
        return false;
    }
    return true;
  }

  threadMuted(userId: string | null, st: StatusRec): boolean {
    if (!userId) return false;
    return this.s.threadMutes.get(userId)?.includes(st.conversationId) ?? false;
  }

  replaceState(s: State): void {
    this.s = s;
    this.ix = buildIndexes(s);
  }
}
