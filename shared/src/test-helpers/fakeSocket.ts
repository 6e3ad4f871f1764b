type Listener = (event?: unknown) => void;

/**
 * A WebSocket stand-in for the streaming tests: records what was sent and how it was closed, and lets the
 * test open it, deliver messages and close it from the server side. `FakeSocket.instances` lists every
 * socket made (reset it in `beforeEach`); pass `FakeSocket as unknown as WebSocketConstructor`.
 */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  private listeners: Record<string, Listener[]> = {};
  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  // test controls
  open() {
    this.readyState = 1;
    this.listeners.open?.forEach((l) => l());
  }
  message(data: unknown) {
    this.listeners.message?.forEach((l) => l({ data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.listeners.close?.forEach((l) => l({ code }));
  }
  static last() {
    return FakeSocket.instances[FakeSocket.instances.length - 1]!;
  }
}
