import { socketOptions, StreamConnection, type ConnectionSubscriber, type SocketOptions } from './connection';
import { hasStreamArguments, streamKey } from './subscription';

/** A stream client the hub can move to a socket of its own when the shared one cannot carry it. */
export interface HubSubscriber extends ConnectionSubscriber {
  /** Leave the current connection and attach again (the hub then gives a socket of its own). */
  reattach(): void;
}

export interface StreamingHubOptions extends SocketOptions {
  /** False: one socket per stream from the start. */
  multiplex?: boolean;
  /** How long a socket stays open after its last stream left (default 1.5 s). */
  lingerMs?: number;
}

/** A stream that restarts within this time (a re-render, a route change) finds the socket still open. */
export const SOCKET_LINGER_MS = 1500;

/**
 * The streaming sockets of one session. Streams without arguments (user, user:notification,
 * public…) share one socket, added and removed with subscribe/unsubscribe messages as their clients
 * come and go; it closes when the last one has left (after SOCKET_LINGER_MS) or on `close()` (logout). Streams with arguments
 * (hashtag, list) get a socket each, since Akkoma's subscribe message ignores arguments. When the
 * server shows it cannot multiplex (untagged events, a refused subscribe), the extra streams move to
 * sockets of their own for the rest of the session.
 */
export class StreamingHub {
  private readonly options: StreamingHubOptions;
  private multiplex: boolean;
  private shared: StreamConnection | null = null;
  private readonly connections = new Set<StreamConnection>();

  constructor(options: StreamingHubOptions) {
    this.options = options;
    this.multiplex = options.multiplex ?? true;
  }

  /** Open sockets (for diagnostics and tests). */
  get socketCount(): number {
    return this.connections.size;
  }

  get multiplexing(): boolean {
    return this.multiplex;
  }

  /** Put a stream client on a socket (opening one if needed) and return that connection. */
  attach(subscriber: HubSubscriber): StreamConnection {
    const share = this.multiplex && !hasStreamArguments(subscriber.subscription);
    let connection = share ? this.shared : null;
    if (!connection || connection.closed) {
      connection = this.open();
      if (share) this.shared = connection;
    }
    connection.add(subscriber);
    return connection;
  }

  /** Close every socket (logout): their clients go `closed`. */
  close(): void {
    this.shared = null;
    for (const connection of [...this.connections]) connection.close();
  }

  private open(): StreamConnection {
    const connection = new StreamConnection({
      ...socketOptions(this.options),
      lingerMs: this.options.lingerMs ?? SOCKET_LINGER_MS,
      onCannotMultiplex: (source) => this.split(source),
      onClosed: (source) => {
        this.connections.delete(source);
        if (this.shared === source) this.shared = null;
      },
    });
    this.connections.add(connection);
    return connection;
  }

  /** The server cannot carry several streams: keep the URL stream on this socket, give the others their own. */
  private split(connection: StreamConnection): void {
    if (!this.multiplex && this.shared !== connection) return;
    console.warn('The server cannot carry several streams on one socket: one socket per stream from now on');
    this.multiplex = false;
    if (this.shared === connection) this.shared = null;
    const keep = connection.primaryKey;
    for (const subscriber of connection.subscriberList()) {
      if (streamKey(subscriber.subscription) !== keep) (subscriber as HubSubscriber).reattach();
    }
  }
}

const sessionHubs = new Map<string, StreamingHub>();

/**
 * The hub of the signed-in session (one per server and token, shared by the shell and every remote
 * through the single @fedi/shared instance).
 */
export function sessionStreamingHub(
  baseUrl: string,
  token: string | null | undefined,
  options: Omit<StreamingHubOptions, 'baseUrl' | 'getToken'> = {},
): StreamingHub {
  const key = `${baseUrl}\n${token ?? ''}`;
  let hub = sessionHubs.get(key);
  if (!hub) {
    hub = new StreamingHub({ baseUrl, getToken: () => token, ...options });
    sessionHubs.set(key, hub);
  }
  return hub;
}

/** Sign-out: close the sockets of every session hub. */
export function closeSessionStreamingHubs(): void {
  for (const hub of sessionHubs.values()) hub.close();
  sessionHubs.clear();
}
