import { EventEmitter } from 'eventemitter3';
import {
  POLL_INTERVALS,
  STREAMING_PING_INTERVAL,
  STREAMING_RETRY_BASE,
  STREAMING_RETRY_MULTIPLIER_CAP,
} from '../constants';
import { parseStreamingMessage } from './messages';
import type { StreamingEvents, StreamingState, StreamName, WebSocketConstructor, WebSocketLike } from './types';
import { streamingUrl } from './url';

/** Close codes after which the socket is not reopened. */
export const FINAL_CLOSE_CODES: readonly number[] = [1000, 1001];

const OPEN = 1;

export interface StreamingOptions {
  /** Server origin (http/https), the instance's streaming URL, or '' for the page origin. */
  baseUrl: string;
  getToken?: () => string | null | undefined;
  stream: StreamName;
  /** Extra query arguments, e.g. `{ tag }` or `{ list }`. */
  params?: Record<string, string | undefined>;
  /** Injected in tests; defaults to the browser WebSocket. */
  WebSocket?: WebSocketConstructor;
  pingIntervalMs?: number;
  retryBaseMs?: number;
  maxRetryMultiplier?: number;
  /** Interval announced with the `polling` event. */
  pollingIntervalMs?: number;
}

/**
 * Websocket client for /api/v1/streaming with the spec §4 state machine:
 * starting-initial → joined; a close with 1000/1001 → closed (final); any other close → error,
 * retry after 1 s × multiplier (capped at 3) and a `polling` event so callers poll meanwhile.
 */
export class StreamingClient extends EventEmitter<StreamingEvents> {
  private readonly options: StreamingOptions;
  private socket: WebSocketLike | null = null;
  private current: StreamingState = 'starting-initial';
  private started = false;
  private retryMultiplier = 1;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private polling = false;
  /** Between the first failed close and the next join: notices and polling are sent once per outage. */
  private outage = false;

  constructor(options: StreamingOptions) {
    super();
    this.options = options;
  }

  get state(): StreamingState {
    return this.current;
  }

  /** Open the socket (no-op while it is starting or joined). */
  start(): void {
    if (this.socket && (this.current === 'joined' || this.current === 'starting' || this.current === 'starting-initial')) return;
    this.clearRetry();
    this.connect();
  }

  /** The user turned streaming off: close, go `disabled`, and ask callers to poll. */
  disable(): void {
    this.shutdown('disabled');
    this.setPolling(true);
  }

  /** Close for good (logout, unmount): `closed`, no polling. */
  stop(): void {
    this.shutdown('closed');
    this.setPolling(false);
  }

  private shutdown(state: StreamingState): void {
    this.outage = false;
    this.clearRetry();
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    this.setState(state);
    if (socket) socket.close(1000);
  }

  private connect(): void {
    const Ctor = this.options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketConstructor | undefined);
    if (!Ctor) throw new Error('No WebSocket implementation available');
    this.setState(this.started ? 'starting' : 'starting-initial');
    this.started = true;
    const url = streamingUrl(this.options.baseUrl, this.options.stream, this.options.getToken?.(), this.options.params);
    let socket: WebSocketLike;
    try {
      socket = new Ctor(url);
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

  private handleOpen(socket: WebSocketLike): void {
    if (socket !== this.socket) return;
    const wasBroken = this.outage;
    this.outage = false;
    this.retryMultiplier = 1;
    this.setState('joined');
    this.startPing();
    if (wasBroken) this.emit('reconnected');
    this.setPolling(false);
  }

  private handleMessage(socket: WebSocketLike, data: unknown): void {
    if (socket !== this.socket) return;
    const parsed = parseStreamingMessage(data);
    if (!parsed) return;
    switch (parsed.event) {
      case 'update':
      case 'status.update':
        this.emit(parsed.event, ...parsed.args);
        break;
      case 'notification':
        this.emit('notification', ...parsed.args);
        break;
      case 'delete':
        this.emit('delete', ...parsed.args);
        break;
      case 'filters_changed':
        this.emit('filters_changed');
        break;
      case 'pleroma:chat_update':
        this.emit('pleroma:chat_update', ...parsed.args);
        break;
    }
  }

  private handleClose(socket: WebSocketLike | null, code: number): void {
    if (socket !== null && socket !== this.socket) return;
    this.socket = null;
    this.stopPing();
    if (FINAL_CLOSE_CODES.includes(code)) {
      this.setState('closed');
      return;
    }
    const delay = (this.options.retryBaseMs ?? STREAMING_RETRY_BASE) * this.retryMultiplier;
    this.retryMultiplier = Math.min(this.retryMultiplier + 1, this.options.maxRetryMultiplier ?? STREAMING_RETRY_MULTIPLIER_CAP);
    const firstFailure = !this.outage;
    this.outage = true;
    this.setState('error');
    if (firstFailure) {
      this.emit('broke', code);
      this.setPolling(true);
    }
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private setState(state: StreamingState): void {
    if (state === this.current) return;
    const previous = this.current;
    this.current = state;
    this.emit('state', state, previous);
  }

  private setPolling(active: boolean): void {
    if (this.polling === active) return;
    this.polling = active;
    this.emit('polling', active, this.options.pollingIntervalMs ?? POLL_INTERVALS.timeline);
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      if (this.socket && this.socket.readyState === OPEN) this.socket.send('ping');
    }, this.options.pingIntervalMs ?? STREAMING_PING_INTERVAL);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}

/** Convenience: a client, started. */
export function openStream(options: StreamingOptions): StreamingClient {
  const client = new StreamingClient(options);
  client.start();
  return client;
}
