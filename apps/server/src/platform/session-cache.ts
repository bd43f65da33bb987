import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from './db';
import type { ResolvedSession } from './sessions';

/** The channel the `fundpath_auth_changed` trigger notifies: `s:<session id>` or `u:<user id>`. */
export const AUTH_CHANNEL = 'fundpath_auth';

/**
 * A short-lived in-process cache of resolved sessions, keyed by token hash, so an authenticated
 * request usually needs no database round trip. Correctness does not rest on the TTL alone:
 * a trigger on `sessions` and `users` NOTIFYs every instance of each change (logout,
 * impersonation, role or approval updates) and each instance drops what it cached; the writing
 * instance also drops its entry synchronously for read-your-writes.
 */
/** What an invalidation concerns: one session, every session of a user, or everything (a gap). */
export type AuthChange =
  | { kind: 'session'; id: string }
  | { kind: 'user'; id: string }
  | { kind: 'all' }
  /** The run-time settings changed (platform/settings.ts): nothing cached here depends on them. */
  | { kind: 'settings' };

export class SessionCache {
  private readonly entries = new Map<string, { value: ResolvedSession; at: number }>();
  private readonly listeners = new Set<(change: AuthChange) => void>();

  constructor(
    readonly ttlMs = 5_000,
    readonly maxEntries = 20_000,
  ) {}

  get(tokenHash: string, now: number): ResolvedSession | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (now - hit.at > this.ttlMs || hit.value.session.expires_at.getTime() <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return hit.value;
  }

  set(tokenHash: string, value: ResolvedSession, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { value, at: now });
  }

  invalidateSession(sessionId: string): void {
    for (const [key, { value }] of this.entries) if (value.session.id === sessionId) this.entries.delete(key);
    this.notify({ kind: 'session', id: sessionId });
  }

  invalidateUser(userId: string): void {
    for (const [key, { value }] of this.entries) {
      if (value.user.id === userId || value.impersonated?.id === userId) this.entries.delete(key);
    }
    this.notify({ kind: 'user', id: userId });
  }

  /**
   * Runs `listener` on every invalidation, local (the writing instance, synchronously) or from
   * another instance's NOTIFY: what else holds on to a session (realtime sockets) re-checks it.
   * Returns an unsubscribe function.
   */
  onInvalidate(listener: (change: AuthChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(change: AuthChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /** Applies one notification payload from {@link AUTH_CHANNEL}. */
  apply(payload: string): void {
    if (payload.startsWith('s:')) this.invalidateSession(payload.slice(2));
    else if (payload.startsWith('u:')) this.invalidateUser(payload.slice(2));
    else if (payload === 'settings') this.notify({ kind: 'settings' });
    else this.clear();
  }

  clear(): void {
    this.entries.clear();
    this.notify({ kind: 'all' });
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Subscribes the cache to the database's change notifications. On PostgreSQL a dedicated
 * connection LISTENs and reconnects after a drop (clearing the cache, since notifications may
 * have been missed); PGlite delivers NOTIFY in-process. Returns a stop function.
 */
export async function listenForAuthChanges(
  database: Database,
  cache: SessionCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    const unsubscribe = await (database.raw as PGlite).listen(AUTH_CHANNEL, (payload) =>
      cache.apply(payload),
    );
    return async () => {
      await unsubscribe().catch(() => {});
    };
  }
  const pool = database.raw as pg.Pool;
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  /** Gives the connection back (destroyed after a failure); a no-op once it is no longer ours. */
  const drop = (conn: pg.PoolClient, failed: boolean): boolean => {
    if (client !== conn) return false;
    client = undefined;
    conn.release(failed);
    return true;
  };
  const connect = async (): Promise<void> => {
    retry = undefined;
    let conn: pg.PoolClient | undefined;
    try {
      conn = await pool.connect();
      // Stopped while connecting: a connection kept now would hold pool.end() open forever.
      if (stopped) return conn.release();
      client = conn;
      const current = conn;
      current.on('notification', (msg) => cache.apply(msg.payload ?? ''));
      current.on('error', (err) => {
        // An error after stop or after an earlier failure (e.g. the database dropped at shutdown)
        // concerns a connection already given back: releasing it twice would throw.
        if (!drop(current, true)) return;
        log.warn({ err }, 'auth change listener lost its connection; reconnecting');
        cache.clear();
        if (!stopped && !retry) retry = setTimeout(() => void connect(), 1_000);
      });
      await current.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch (err) {
      // The LISTEN failed on a connection whose 'error' already handled it: nothing more to do.
      if (conn && !drop(conn, true)) return;
      log.warn({ err }, 'auth change listener could not connect; retrying');
      cache.clear();
      if (!stopped && !retry) retry = setTimeout(() => void connect(), 1_000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const conn = client;
    if (conn) {
      await conn.query(`UNLISTEN ${AUTH_CHANNEL}`).catch(() => {});
      drop(conn, false);
    }
  };
}
