import type { WebSocket } from 'ws';
import { BUBBLE_INSTANCES } from '../config';
import type { RenderCtx } from '../entities/context';
import { renderChat } from '../entities/chat';
import { renderNotification } from '../entities/notification';
import { renderStatus } from '../entities/status';
import type { Store, StoreEvent } from '../store/store';
import type { StatusRec } from '../store/types';

export interface Conn {
  ws: WebSocket;
  userId: string | null;
  /** The access token the socket was opened with (null: anonymous). */
  token: string | null;
  origin: string;
  streams: Set<string>;
}

/** Websocket fan-out: turns store events into Mastodon streaming messages per connection and stream. */
export class StreamHub {
  conns = new Set<Conn>();

  constructor(private getStore: () => Store) {}

  add(c: Conn): void {
    this.conns.add(c);
  }

  remove(c: Conn): void {
    this.conns.delete(c);
  }

  dropAll(): number {
    const n = this.conns.size;
    for (const c of this.conns) c.ws.terminate();
    this.conns.clear();
    return n;
  }

  /** Like Pleroma's close_streams_by_oauth_token: a revoked token's sockets are closed. */
  private closeForToken(token: string): void {
    for (const c of [...this.conns]) {
      if (c.token !== token) continue;
      this.conns.delete(c);
      c.ws.close(4001, 'Token revoked');
    }
  }

  closeAll(): void {
    for (const c of this.conns) c.ws.close(1001, 'Server shutting down');
    this.conns.clear();
  }

  private send(c: Conn, stream: string[], event: string, payload: unknown): void {
    if (c.ws.readyState !== 1) return;
    c.ws.send(
      JSON.stringify({ stream, event, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    );
  }

  /** Which of the connection's subscribed streams a new status belongs to. */
  private streamsFor(store: Store, c: Conn, st: StatusRec): string[][] {
    const out: string[][] = [];
    const uid = c.userId;
    if (!store.visibleInTimeline(uid, st)) return out;
    const author = store.user(st.accountId);
    const base = st.reblogOfId ? (store.status(st.reblogOfId) ?? st) : st;
    const isPublic = st.visibility === 'public' || st.visibility === 'local';
    const local = !author?.domain;
    for (const s of c.streams) {
      if (s === 'user' && uid) {
        if (
          st.accountId === uid ||
          (store.isFollowing(uid, st.accountId) && (st.visibility !== 'direct' || st.mentionIds.includes(uid)))
        )
          out.push(['user']);
      } else if (s === 'public' && isPublic && !st.reblogOfId) out.push(['public']);
      else if (s === 'public:local' && isPublic && local && !st.reblogOfId) out.push(['public:local']);
      else if (s === 'public:remote' && isPublic && !local && !st.reblogOfId) out.push(['public:remote']);
      else if (s === 'public:media' && isPublic && st.mediaIds.length > 0) out.push(['public:media']);
      else if (
        s === 'bubble' &&
        isPublic &&
        !st.reblogOfId &&
        (local || BUBBLE_INSTANCES.includes(author?.domain ?? ''))
      )
        out.push(['bubble']);
      else if (
        s === 'direct' &&
        st.visibility === 'direct' &&
        uid &&
        (st.accountId === uid || st.mentionIds.includes(uid))
      )
        out.push(['direct']);
      else if (s.startsWith('hashtag:') && isPublic) {
        const tag = s.startsWith('hashtag:local:') ? s.slice(14) : s.slice(8);
        if (base.tags.includes(tag.toLowerCase()) && (!s.startsWith('hashtag:local:') || local))
          out.push(s.startsWith('hashtag:local:') ? ['hashtag:local', tag] : ['hashtag', tag]);
      } else if (s.startsWith('list:') && uid) {
        const list = store.s.lists.get(s.slice(5));
        if (list && list.ownerId === uid && list.accountIds.includes(st.accountId)) out.push(['list', list.id]);
      }
    }
    return out;
  }

  handle(e: StoreEvent): void {
    if (this.conns.size === 0) return;
    if (e.type === 'token_revoked') return this.closeForToken(e.token);
    const store = this.getStore();
    for (const c of this.conns) {
      const rc: RenderCtx = { store, origin: c.origin, viewerId: c.userId, accountMemo: new Map() };
      if (e.type === 'status' || e.type === 'status.update') {
        const st = store.status(e.id);
        if (!st) continue;
        const streams = this.streamsFor(store, c, st);
        if (streams.length === 0) continue;
        const payload = renderStatus(rc, st);
        if (!payload) continue;
        for (const s of streams) this.send(c, s, e.type === 'status' ? 'update' : 'status.update', payload);
      } else if (e.type === 'delete') {
        for (const s of c.streams)
          if (s !== 'user:notification' && s !== 'user:pleroma_chat') this.send(c, streamArray(s), 'delete', e.id);
      } else if (e.type === 'notification') {
        const n = store.s.notifications.get(e.id);
        if (!n || n.userId !== c.userId) continue;
        const payload = renderNotification(rc, n);
        if (!payload) continue;
        // Like Akkoma and Mastodon: once per subscribed stream, so a socket carrying both gets it twice, tagged each way.
        if (c.streams.has('user')) this.send(c, ['user'], 'notification', payload);
        if (c.streams.has('user:notification')) this.send(c, ['user:notification'], 'notification', payload);
      } else if (e.type === 'chat') {
        // Pleroma sends chat updates on `user` and `user:pleroma_chat`; a socket carrying both gets each once.
        const chat = store.s.chats.get(e.chatId);
        if (!chat || chat.ownerId !== c.userId) continue;
        const payload = renderChat(rc, chat);
        if (!payload) continue;
        for (const s of ['user', 'user:pleroma_chat'])
          if (c.streams.has(s)) this.send(c, [s], 'pleroma:chat_update', payload);
      } else if (e.type === 'filters_changed') {
        if (c.userId === e.userId && c.streams.has('user')) this.send(c, ['user'], 'filters_changed', '');
      }
    }
  }
}

/** Internal stream key to the array Mastodon puts in the `stream` field. */
export function streamArray(s: string): string[] {
  if (s.startsWith('hashtag:local:')) return ['hashtag:local', s.slice(14)];
  if (s.startsWith('hashtag:')) return ['hashtag', s.slice(8)];
  if (s.startsWith('list:')) return ['list', s.slice(5)];
  return [s];
}
