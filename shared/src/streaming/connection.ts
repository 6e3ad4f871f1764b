import {
  STREAMING_OFFLINE_RETRY_MS,
  STREAMING_PING_INTERVAL,
  STREAMING_RETRY_BASE,
  STREAMING_RETRY_MULTIPLIER_CAP,
} from '../constants';
import { parseStreamingMessage, type ParsedMessage } from './messages';
import { streamKey, subscriptionMessage, type StreamSubscription } from './subscription';
import type { StreamingState, WebSocketConstructor, WebSocketLike } from './types';
import { streamingProtocols, streamingUrl } from './url';

/** Close codes after which the socket is not reopened. */
export const FINAL_CLOSE_CODES: readonly number[] = [1000, 1001];

const OPEN = 1;

/** Events for unsubscribed streams tolerated on a socket before it is reopened without them. */
export const STRAY_EVENT_LIMIT = 50;

/** What a connection tells each stream client on it (the client keeps its own state and notices). */
export interface ConnectionSubscriber {
  readonly subscription: StreamSubscription;
  connectionState(state: StreamingState): void;
  /** The first failed close of an outage. */
  connectionBroke(code: number): void;
  deliver(message: ParsedMessage): void;
}

/** How to open and keep a socket: shared by a stream client's own socket and the hub's sockets. */
export interface SocketOptions {
  /** Server origin (http/https), the instance's streaming URL, or '' for the page origin. */
  baseUrl: string;
  getToken?: () => string | null | undefined;
  /** Injected in tests; defaults to the browser WebSocket. */
  WebSocket?: WebSocketConstructor;
  pingIntervalMs?: number;
  retryBaseMs?: number;
  maxRetryMultiplier?: number;
}

/** Only the socket settings of a larger options object (optional ones left out when unset). */
export function socketOptions(options: SocketOptions): SocketOptions {
  const { baseUrl, getToken, WebSocket, pingIntervalMs, retryBaseMs, maxRetryMultiplier } = options;
  return {
    baseUrl,
    ...(getToken ? { getToken } : {}),
    ...(WebSocket ? { WebSocket } : {}),
    ...(pingIntervalMs !== undefined ? { pingIntervalMs } : {}),
    ...(retryBaseMs !== undefined ? { retryBaseMs } : {}),
    ...(maxRetryMultiplier !== undefined ? { maxRetryMultiplier } : {}),
  };
}

export interface ConnectionOptions extends SocketOptions {
  /**
   * The server shows it cannot carry several streams on this socket (an event without a `stream`
   * tag, or an error answer to a subscribe message): the owner moves the extra streams elsewhere.
   */
  onCannotMultiplex?: (connection: StreamConnection) => void;
  /** The socket closed for good (last subscriber left, or a final close code). */
  onClosed?: (connection: StreamConnection) => void;
  /**
   * How long the socket stays open after its last subscriber left (0: closes at once), so a
   * consumer that restarts right away (a re-render, a route change) keeps the same socket.
   */
  lingerMs?: number;
}

/**
 * One websocket to /api/v1/streaming with the spec §4 state machine (starting → joined; close
 * 1000/1001 → closed; any other close → error, retry after 1 s × multiplier capped at 3, ping every
 * 30 s) carrying one or more streams: the first in the URL, the others with
 * `{"type":"subscribe","stream":…}` messages (Mastodon ≥ 3.3, Pleroma ≥ 2.5, Akkoma), sent again after
 * every reconnect. Events go to the subscribers of the stream named in the message's `stream` tag;
 * with a single stream every event goes to it (servers that tag nothing keep working).
 */
export class StreamConnection {
  private readonly options: ConnectionOptions;
  private readonly subscribers = new Map<string, Set<ConnectionSubscriber>>();
  private socket: WebSocketLike | null = null;
  private current: StreamingState = 'starting-initial';
  private started = false;
  private finished = false;
  private retryMultiplier = 1;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** While offline the retry waits for the browser's `online` event instead (see handleClose). */
  private stopWaitingOnline: (() => void) | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lingerTimer: ReturnType<typeof setTimeout> | null = null;
  private outage = false;
  /** Stream keys the server has been asked for on the current socket (URL or message). */
  private requested = new Set<string>();
  /** The stream in the current socket's URL. */
  private urlKey: string | null = null;
  /** Events for streams nobody on this socket takes any more (see stray()). */
  private strays = 0;
  /** A second stream was asked for on the current socket: events are routed by their tag from then on. */
  private carriedSeveral = false;

  constructor(options: ConnectionOptions) {
    this.options = options;
  }

  get state(): StreamingState {
    return this.current;
  }

  /** Closed for good: a new subscriber needs a new connection. */
  get closed(): boolean {
    return this.finished;
  }

  /** Keys of the streams on this connection, the URL one first. */
  get keys(): string[] {
    return [...this.subscribers.keys()];
  }

  /** Every stream client on this connection. */
  subscriberList(): ConnectionSubscriber[] {
    return this.allSubscribers();
  }

  get subscriberCount(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }

  /** The stream in the socket URL (its subscribers stay when the others move out). */
  get primaryKey(): string | null {
    return this.urlKey ?? this.keys[0] ?? null;
  }

  add(subscriber: ConnectionSubscriber): void {
    if (this.finished) throw new Error('This streaming connection is closed');
    const key = streamKey(subscriber.subscription);
    const set = this.subscribers.get(key) ?? new Set();
    set.add(subscriber);
    this.subscribers.set(key, set);
    this.clearLinger();
    if (!this.socket && this.retryTimer === null) {
      this.connect();
      return;
    }
    if (this.socket && this.current === 'joined') this.request(key, subscriber.subscription);
  }

  /** Take a subscriber off; the stream is unsubscribed when it was the last one of its stream, the socket closed when it was the last. */
  remove(subscriber: ConnectionSubscriber): void {
    const key = streamKey(subscriber.subscription);
    const set = this.subscribers.get(key);
    if (!set?.delete(subscriber)) return;
    if (set.size > 0) return;
    this.subscribers.delete(key);
    const linger = this.options.lingerMs ?? 0;
    if (this.subscribers.size === 0 && linger <= 0) {
      this.close();
      return;
    }
    if (this.socket && this.current === 'joined' && this.requested.has(key)) {
      this.requested.delete(key);
      this.send(subscriptionMessage('unsubscribe', subscriber.subscription));
    }
    if (this.subscribers.size === 0) this.lingerTimer = setTimeout(() => this.close(), linger);
  }

  /** While waiting to retry after a failure: try again now. */
  retryNow(): void {
    if (this.finished || this.retryTimer === null) return;
    this.clearRetry();
    this.connect();
  }

  /** Close for good (logout, last subscriber gone). */
  close(): void {
    if (this.finished) return;
    this.finished = true;
    this.clearRetry();
    this.clearLinger();
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    this.setState('closed');
    if (socket) socket.close(1000);
    this.options.onClosed?.(this);
  }

  private connect(): void {
    const Ctor = this.options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketConstructor | undefined);
    if (!Ctor) throw new Error('No WebSocket implementation available');
    const primary = this.firstSubscription();
    if (!primary) return;
    this.setState(this.started ? 'starting' : 'starting-initial');
    this.started = true;
    this.requested = new Set([streamKey(primary)]);
    this.urlKey = streamKey(primary);
    this.carriedSeveral = false;
    this.strays = 0;
    const url = streamingUrl(this.options.baseUrl, primary.stream, primary.params);
    const protocols = streamingProtocols(this.options.getToken?.());
    let socket: WebSocketLike;
    try {
      socket = protocols ? new Ctor(url, protocols) : new Ctor(url);
    } catch (error) {
      console.warn('Could not open the streaming socket', error);
      this.handleClose(null, 1006);
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => this.handleOpen(socket));
    socket.addEventListener('message', (event) => this.handleMessage(socket, event.data));
    socket.addEventListener('close', (event) => this.handleClose(socket, event.code));
    socket.addEventListener('error', () => undefined);
  }

  private firstSubscription(): StreamSubscription | null {
    for (const set of this.subscribers.values()) for (const subscriber of set) return subscriber.subscription;
    return null;
  }

  private handleOpen(socket: WebSocketLike): void {
    if (socket !== this.socket) return;
    this.retryMultiplier = 1;
    for (const [key, set] of this.subscribers) {
      const first = set.values().next().value;
      if (first) this.request(key, first.subscription);
    }
    this.outage = false;
    this.setState('joined');
    this.startPing();
  }

  private request(key: string, subscription: StreamSubscription): void {
    if (this.requested.has(key)) return;
    this.requested.add(key);
    this.carriedSeveral = true;
    this.send(subscriptionMessage('subscribe', subscription));
  }

  private send(data: string): void {
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(data);
  }

  private handleMessage(socket: WebSocketLike, data: unknown): void {
    if (socket !== this.socket) return;
    const raw = readEnvelope(data);
    if (raw && this.carriedSeveral && isSubscribeFailure(raw)) {
      console.warn('The server refused a stream on the shared socket', raw);
      this.options.onCannotMultiplex?.(this);
      return;
    }
    if (raw && raw.event === 'pleroma:respond') return;
    if (!raw || raw.event === undefined) {
      // pong, keep-alives, unreadable text: nothing to deliver (the parser warns about what it cannot read)
      parseStreamingMessage(data);
      return;
    }
    const tag = Array.isArray(raw.stream) ? raw.stream.map(String) : null;
    let targets: ConnectionSubscriber[];
    let untagged = false;
    if (!this.carriedSeveral) {
      // One stream: everything is for it, tagged or not (as servers without multi-stream send it).
      targets = this.allSubscribers();
    } else if (!tag) {
      // Several streams but the server does not say which one an event is for: it only knows the URL one.
      targets = [...(this.urlKey ? (this.subscribers.get(this.urlKey) ?? []) : [])];
      untagged = true;
    } else {
      targets = [...(this.subscribers.get(tagKey(tag)) ?? [])];
      if (targets.length === 0) {
        this.stray();
        return;
      }
    }
    // Parsed (and checked) only when someone takes it.
    const parsed = targets.length > 0 ? parseStreamingMessage(data) : null;
    if (parsed) for (const subscriber of targets) subscriber.deliver(parsed);
    if (untagged) this.options.onCannotMultiplex?.(this);
  }

  /**
   * An event for a stream nobody here takes any more: the server ignored the unsubscribe (Akkoma has
   * none). After STRAY_EVENT_LIMIT of them the socket is reopened with only the streams in use.
   */
  private stray(): void {
    this.strays += 1;
    if (this.strays < STRAY_EVENT_LIMIT || !this.socket) return;
    const socket = this.socket;
    this.socket = null;
    this.stopPing();
    socket.close(1000);
    if (this.subscribers.size > 0) this.connect();
  }

  private handleClose(socket: WebSocketLike | null, code: number): void {
    if (socket !== null && socket !== this.socket) return;
    this.socket = null;
    this.requested = new Set();
    this.stopPing();
    if (FINAL_CLOSE_CODES.includes(code)) {
      this.finished = true;
      this.clearLinger();
      this.setState('closed');
      this.options.onClosed?.(this);
      return;
    }
    const delay = (this.options.retryBaseMs ?? STREAMING_RETRY_BASE) * this.retryMultiplier;
    this.retryMultiplier = Math.min(
      this.retryMultiplier + 1,
      this.options.maxRetryMultiplier ?? STREAMING_RETRY_MULTIPLIER_CAP,
    );
    const firstFailure = !this.outage;
    this.outage = true;
    this.setState('error');
    if (firstFailure) for (const subscriber of this.allSubscribers()) subscriber.connectionBroke(code);
    // Offline, a socket cannot open: wait for the connection to come back (a slow timer only in case the
    // browser never says so) rather than trying every few seconds.
    const offline = typeof window !== 'undefined' && typeof navigator !== 'undefined' && navigator.onLine === false;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        this.clearRetry();
        this.connect();
      },
      offline ? STREAMING_OFFLINE_RETRY_MS : delay,
    );
    if (offline) {
      const back = () => this.retryNow();
      window.addEventListener('online', back, { once: true });
      this.stopWaitingOnline = () => window.removeEventListener('online', back);
    }
  }

  private allSubscribers(): ConnectionSubscriber[] {
    return [...this.subscribers.values()].flatMap((set) => [...set]);
  }

  private setState(state: StreamingState): void {
    if (state === this.current) return;
    this.current = state;
    for (const subscriber of this.allSubscribers()) subscriber.connectionState(state);
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => this.send('ping'), this.options.pingIntervalMs ?? STREAMING_PING_INTERVAL);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private clearLinger(): void {
    if (this.lingerTimer !== null) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopWaitingOnline?.();
    this.stopWaitingOnline = null;
  }
}

interface Envelope {
  event?: unknown;
  stream?: unknown;
  payload?: unknown;
  error?: unknown;
}

function readEnvelope(data: unknown): Envelope | null {
  if (typeof data !== 'string' || !data.startsWith('{')) return null;
  try {
    const value = JSON.parse(data) as unknown;
    return value && typeof value === 'object' ? (value as Envelope) : null;
  } catch {
    return null;
  }
}

/** Mastodon answers a refused subscribe with `{ error, status }`; Pleroma with a `pleroma:respond` event whose result is `error`. */
function isSubscribeFailure(message: Envelope): boolean {
  if (typeof message.error === 'string' && message.event === undefined) return true;
  if (message.event !== 'pleroma:respond' || typeof message.payload !== 'string') return false;
  try {
    const payload = JSON.parse(message.payload) as { type?: unknown; result?: unknown };
    return payload.type === 'subscribe' && payload.result === 'error';
  } catch {
    return false;
  }
}

/** The key of a `stream` tag: `["user"]` → `user`, `["list","3"]` → `list:3`. */
function tagKey(tag: string[]): string {
  return tag.join(':').toLowerCase();
}
