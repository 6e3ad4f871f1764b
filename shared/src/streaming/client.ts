import { EventEmitter } from 'eventemitter3';
import { POLL_INTERVALS } from '../constants';
import { socketOptions, StreamConnection, type SocketOptions } from './connection';
import type { StreamingHub } from './hub';
import type { ParsedMessage } from './messages';
import type { StreamSubscription } from './subscription';
import type { StreamingEvents, StreamingState, StreamName } from './types';

export interface StreamingOptions extends SocketOptions {
  stream: StreamName;
  /** Extra query arguments, e.g. `{ tag }` or `{ list }`. */
  params?: Record<string, string | undefined>;
  /**
   * The session's socket hub (`sessionStreamingHub`): the stream then shares the session's socket
   * with the other streams instead of opening its own. Its socket settings win over the ones below.
   */
  hub?: StreamingHub | null;
  /** Interval announced with the `polling` event. */
  pollingIntervalMs?: number;
}

/**
 * One stream of /api/v1/streaming with the spec §4 state machine: starting-initial → joined; a
 * close with 1000/1001 → closed (final); any other close → error, retry after 1 s × multiplier
 * (capped at 3) and a `polling` event so callers poll meanwhile; `broke` once per outage and
 * `reconnected` when joined again. The socket itself is a StreamConnection: a socket of its own, or
 * the session's shared one when a `hub` is given.
 */
export class StreamingClient extends EventEmitter<StreamingEvents> {
  private readonly options: StreamingOptions;
  readonly subscription: StreamSubscription;
  private connection: StreamConnection | null = null;
  private current: StreamingState = 'starting-initial';
  private started = false;
  private polling = false;
  /** Between the first failed close and the next join: notices and polling are sent once per outage. */
  private outage = false;

  constructor(options: StreamingOptions) {
    super();
    this.options = options;
    this.subscription = { stream: options.stream, ...(options.params ? { params: options.params } : {}) };
  }

  get state(): StreamingState {
    return this.current;
  }

  /** Join the stream (no-op while it is starting or joined; while the socket waits to retry, retry now). */
  start(): void {
    if (this.connection && !this.connection.closed) {
      this.connection.retryNow();
      return;
    }
    this.attach();
  }

  /** The user turned streaming off: leave, go `disabled`, and ask callers to poll. */
  disable(): void {
    this.shutdown('disabled');
    this.setPolling(true);
  }

  /** Leave for good (logout, unmount): `closed`, no polling. */
  stop(): void {
    this.shutdown('closed');
    this.setPolling(false);
  }

  /** Hub: the shared socket cannot carry this stream; take a socket of its own. */
  reattach(): void {
    this.detach();
    this.attach();
  }

  /** @internal from the connection */
  connectionState(state: StreamingState): void {
    switch (state) {
      case 'joined':
        this.joined();
        break;
      case 'starting':
      case 'starting-initial':
        this.setState(this.started ? 'starting' : 'starting-initial');
        break;
      case 'closed':
        this.connection = null;
        this.outage = false;
        this.setState('closed');
        break;
      default:
        this.setState(state);
    }
  }

  /** @internal from the connection */
  connectionBroke(code: number): void {
    if (this.outage) return;
    this.outage = true;
    this.emit('broke', code);
    this.setPolling(true);
  }

  /** @internal from the connection */
  deliver(message: ParsedMessage): void {
    switch (message.event) {
      case 'update':
      case 'status.update':
        this.emit(message.event, ...message.args);
        break;
      case 'notification':
        this.emit('notification', ...message.args);
        break;
      case 'delete':
        this.emit('delete', ...message.args);
        break;
      case 'filters_changed':
        this.emit('filters_changed');
        break;
      case 'pleroma:chat_update':
        this.emit('pleroma:chat_update', ...message.args);
        break;
    }
  }

  private attach(): void {
    const hub = this.options.hub;
    const connection = hub ? hub.attach(this) : this.ownConnection();
    this.connection = connection;
    if (!hub) connection.add(this);
    // Take over the state of a connection that was already there (joined, or retrying).
    this.connectionState(connection.state);
    this.started = true;
    if (connection.state === 'error') this.setPolling(true);
  }

  private ownConnection(): StreamConnection {
    return new StreamConnection(socketOptions(this.options));
  }

  private detach(): void {
    const connection = this.connection;
    this.connection = null;
    connection?.remove(this);
  }

  private shutdown(state: StreamingState): void {
    this.outage = false;
    this.detach();
    this.setState(state);
  }

  private joined(): void {
    const wasBroken = this.outage;
    this.outage = false;
    this.setState('joined');
    if (wasBroken) this.emit('reconnected');
    this.setPolling(false);
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
}

/** Convenience: a client, started. */
export function openStream(options: StreamingOptions): StreamingClient {
  const client = new StreamingClient(options);
  client.start();
  return client;
}
