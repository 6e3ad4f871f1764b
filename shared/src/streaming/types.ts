import type { Notification } from '../models/notification';
import type { Status } from '../models/status';

/** Socket states (spec §4 Real-time socket). */
export type StreamingState = 'starting-initial' | 'starting' | 'joined' | 'error' | 'closed' | 'disabled';

/** Mastodon streaming stream names (Akkoma adds `bubble`). */
export type StreamName =
  | 'user'
  | 'user:notification'
  | 'public'
  | 'public:local'
  | 'public:media'
  | 'public:local:media'
  | 'hashtag'
  | 'hashtag:local'
  | 'list'
  | 'direct'
  | 'bubble'
  | (string & {});

/** Events of the streaming client (eventemitter3, typed). */
export interface StreamingEvents {
  /** A new status for the stream's timeline. */
  update: [status: Status];
  /** An edited status. */
  'status.update': [status: Status];
  notification: [notification: Notification];
  /** A deleted status id. */
  delete: [id: string];
  filters_changed: [];
  /** Pleroma chat update (payload as sent: a Chat). */
  'pleroma:chat_update': [payload: unknown];
  /** Every state change. */
  state: [state: StreamingState, previous: StreamingState];
  /** Joined again after an error (show timeline.socket_reconnected). */
  reconnected: [];
  /** The socket broke with this close code (show timeline.socket_broke). */
  broke: [code: number];
  /**
   * Switch polling on (socket broken or disabled) or off (socket joined again). The interval is
   * the one to poll at (timeline/notifications: 20 s).
   */
  polling: [active: boolean, intervalMs: number];
}

/** The part of the browser WebSocket the client uses (so tests can inject a fake). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason?: string }) => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
}

export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => WebSocketLike;
