import { type RealtimeServerMessage, realtimeServerMessageSchema } from '@fundpath/contracts/support';

/** One event pushed by the server on a topic (`ticket:<id>`, `tickets`, `user:<id>`…). */
export interface RealtimeEvent {
  topic: string;
  event: string;
  data: Record<string, unknown>;
}

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * `idle`: nothing subscribed, no socket. `connecting`/`open`: as named. `reconnecting`: the socket
 * dropped (or never opened: an older server without the endpoint) and a retry is scheduled.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

/** The part of the browser's WebSocket the client uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code?: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string) => SocketLike;

export interface RealtimeClientOptions {
  /** Defaults to `ws(s)://<this origin>/api/realtime`. */
  url?: string | (() => string);
  /** Defaults to the global WebSocket, looked up per connection (so a stubbed one applies). */
  createSocket?: SocketFactory;
  /** First reconnect delay; doubles per failed attempt up to `maxDelayMs`, with ±20 % jitter. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** With no topic left, the socket stays open this long (route changes resubscribe at once). */
  idleCloseMs?: number;
  /** Silence longer than this (no heartbeat, no event) means a dead link: reconnect. */
  staleAfterMs?: number;
  random?: () => number;
}

export const REALTIME_DEFAULTS = {
  path: '/api/realtime',
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  idleCloseMs: 5_000,
  /** The server's heartbeat is 25 s: two missed ones and a margin. */
  staleAfterMs: 60_000,
} as const;

const OPEN = 1;
/** The server closes with 4401 when the session ends (logout, role change). */
const SESSION_ENDED = 4401;
/** …and with 4429 when this user already has the most sockets it allows (many open tabs). */
const TOO_MANY_SOCKETS = 4429;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${REALTIME_DEFAULTS.path}`;
}

function defaultSocket(url: string): SocketLike {
  return new WebSocket(url) as unknown as SocketLike;
}

/**
 * A small client for the platform's live channel: one socket shared by every screen, opened on
 * the first subscription and closed a moment after the last one goes. It reconnects with
 * exponential back-off, resubscribes every topic after a reconnect and then tells `onResync`
 * listeners to refetch (events sent while it was away are lost). A server without the endpoint
 * just means slow, silent retries: screens keep working from the API.
 *
 * @example
 * const stop = client.subscribe(`ticket:${id}`, (e) => { if (e.event === 'message.created') refetch(); });
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private status: RealtimeStatus = 'idle';
  private readonly topics = new Map<string, Set<RealtimeListener>>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly statusListeners = new Set<() => void>();
  private attempt = 0;
  private hasBeenOpen = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private staleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly opts: Required<Omit<RealtimeClientOptions, 'url' | 'createSocket'>> & {
    url: () => string;
    createSocket: SocketFactory;
  };

  constructor(options: RealtimeClientOptions = {}) {
    const { url } = options;
    this.opts = {
      url: typeof url === 'function' ? url : () => url ?? defaultUrl(),
      createSocket: options.createSocket ?? defaultSocket,
      initialDelayMs: options.initialDelayMs ?? REALTIME_DEFAULTS.initialDelayMs,
      maxDelayMs: options.maxDelayMs ?? REALTIME_DEFAULTS.maxDelayMs,
      idleCloseMs: options.idleCloseMs ?? REALTIME_DEFAULTS.idleCloseMs,
      staleAfterMs: options.staleAfterMs ?? REALTIME_DEFAULTS.staleAfterMs,
      random: options.random ?? Math.random,
    };
  }

  getStatus = (): RealtimeStatus => this.status;

  /** For `useSyncExternalStore`. */
  onStatusChange = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /** Called after a reconnect or a server `resync`: events may have been missed, refetch. */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /** Listens to one topic; returns the unsubscribe function. */
  subscribe(topic: string, listener: RealtimeListener): () => void {
    let listeners = this.topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.topics.set(topic, listeners);
      this.sendFrame({ type: 'subscribe', topic });
    }
    listeners.add(listener);
    clearTimeout(this.idleTimer);
    this.ensureConnected();
    return () => {
      const set = this.topics.get(topic);
      if (!set?.delete(listener) || set.size > 0) return;
      this.topics.delete(topic);
      this.sendFrame({ type: 'unsubscribe', topic });
      if (this.topics.size === 0) {
        clearTimeout(this.idleTimer);
        this.idleTimer = setTimeout(() => {
          if (this.topics.size === 0) this.shutdown();
        }, this.opts.idleCloseMs);
      }
    };
  }

  /** Closes the socket and forgets every subscription. */
  close(): void {
    this.topics.clear();
    this.shutdown();
  }

  private setStatus(status: RealtimeStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener();
  }

  private sendFrame(frame: Record<string, unknown>) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private ensureConnected() {
    if (this.socket || this.reconnectTimer !== undefined) return;
    this.connect();
  }

  private connect() {
    this.reconnectTimer = undefined;
    if (this.topics.size === 0) {
      this.setStatus('idle');
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.opts.createSocket(this.opts.url());
    } catch {
      // No WebSocket support, or a URL the browser refuses: behave like a failed handshake.
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.setStatus(this.hasBeenOpen ? 'reconnecting' : 'connecting');
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const isReconnect = this.hasBeenOpen;
      this.attempt = 0;
      this.hasBeenOpen = true;
      this.setStatus('open');
      this.armStaleTimer();
      for (const topic of this.topics.keys()) socket.send(JSON.stringify({ type: 'subscribe', topic }));
      if (isReconnect) this.emitResync();
    };
    socket.onmessage = (ev) => {
      if (this.socket !== socket) return;
      this.armStaleTimer();
      this.handleMessage(ev.data);
    };
    // Errors are always followed by close; reconnecting happens there.
    socket.onerror = () => {};
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearTimeout(this.staleTimer);
      if (this.topics.size === 0) {
        this.setStatus('idle');
        return;
      }
      // Neither an ended session nor a place among too many tabs comes back soon: wait the longest delay.
      if (ev?.code === SESSION_ENDED || ev?.code === TOO_MANY_SOCKETS)
        this.attempt = Math.max(this.attempt, 30);
      this.scheduleReconnect();
    };
  }

  private handleMessage(raw: unknown) {
    if (typeof raw !== 'string') return;
    let message: RealtimeServerMessage;
    try {
      const parsed = realtimeServerMessageSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) return;
      message = parsed.data;
    } catch {
      return;
    }
    if (message.type === 'resync') {
      this.emitResync();
      return;
    }
    if (message.type !== 'event') return;
    const listeners = this.topics.get(message.topic);
    if (!listeners) return;
    const event: RealtimeEvent = { topic: message.topic, event: message.event, data: message.data };
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One screen's handler failing must not starve the others.
        console.warn('realtime listener failed', error);
      }
    }
  }

  private emitResync() {
    for (const listener of [...this.resyncListeners]) listener();
  }

  private armStaleTimer() {
    clearTimeout(this.staleTimer);
    this.staleTimer = setTimeout(() => {
      const socket = this.socket;
      if (!socket) return;
      // Treat silence as a drop: detach first so the late close event is ignored.
      this.socket = null;
      socket.close(4000, 'stale');
      this.scheduleReconnect();
    }, this.opts.staleAfterMs);
  }

  /** The delay before reconnect attempt `n` (0-based): doubling, capped, ±20 % jitter. */
  delayFor(n: number): number {
    const base = Math.min(this.opts.maxDelayMs, this.opts.initialDelayMs * 2 ** Math.min(n, 20));
    return Math.round(base * (0.8 + 0.4 * this.opts.random()));
  }

  private scheduleReconnect() {
    if (this.reconnectTimer !== undefined) return;
    this.setStatus('reconnecting');
    const delay = this.delayFor(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private shutdown() {
    clearTimeout(this.idleTimer);
    clearTimeout(this.staleTimer);
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    this.attempt = 0;
    this.hasBeenOpen = false;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onopen = null;
      try {
        socket.close(1000, 'done');
      } catch {
        // Closing a socket that never opened can throw in some browsers; it is gone either way.
      }
    }
    this.setStatus('idle');
  }
}
