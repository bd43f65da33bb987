import type { PGlite } from '@electric-sql/pglite';
import fastifyWebsocket from '@fastify/websocket';
import { isStaff } from '@fundpath/contracts/roles';
import { type RealtimeServerMessage, realtimeClientMessageSchema } from '@fundpath/contracts/support';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { sha256 } from './crypto';
import type { Database } from './db';
import { findSessionByHash, SESSION_COOKIE, type UserRow } from './sessions';

/**
 * The platform's live channel: one WebSocket per browser tab at `GET /api/realtime`, topics with
 * per-topic authorization, and fan-out across instances through PostgreSQL LISTEN/NOTIFY.
 *
 * Protocol (JSON text frames; schemas in `@fundpath/contracts` support.ts):
 * - client → server: `{type:"subscribe", topic}`, `{type:"unsubscribe", topic}`, `{type:"ping"}`;
 * - server → client: `welcome`, `subscribed`, `unsubscribed`, `event` `{topic, event, data}`,
 *   `heartbeat`, `pong`, `resync` (events may have been missed: refetch), `error` `{code, message, topic?}`.
 *
 * Modules publish with {@link Realtime.publish} (after their transaction commits) and declare who
 * may subscribe to their topics with {@link Realtime.defineTopic}. A publish is a `pg_notify` on
 * {@link REALTIME_CHANNEL}; every instance, the publisher included, receives it and delivers it to
 * its own sockets, dropping `audience: 'staff'` events for everyone who is not staff. Payloads
 * stay under PostgreSQL's 8000-byte NOTIFY limit: publish ids and small fields, and let
 * receivers fetch the rest through the API (which applies the full visibility rules).
 */

export const REALTIME_CHANNEL = 'fundpath_realtime';
export const REALTIME_PATH = '/api/realtime';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin for the envelope. */
export const NOTIFY_PAYLOAD_LIMIT = 7_500;
export const HEARTBEAT_MS = 25_000;
/** Per socket: enough for a list screen of tickets, small enough that a socket costs little. */
export const MAX_TOPICS_PER_SOCKET = 200;
/**
 * Per user and instance: one socket per open tab, so this allows many tabs while stopping one
 * session from holding thousands of sockets. Past it a new socket is closed with
 * {@link TOO_MANY_SOCKETS}; the sockets already open keep working.
 */
export const MAX_SOCKETS_PER_USER = 12;
export const TOO_MANY_SOCKETS = 4429;
const MAX_FRAME_BYTES = 16 * 1024;

export type Audience = 'all' | 'staff';

/** Whether `actor` may subscribe to `name:id` (id is null for a bare topic such as `tickets`). */
export type TopicAuthorizer = (actor: UserRow, id: string | null) => boolean | Promise<boolean>;

export interface RealtimeEvent {
  topic: string;
  event: string;
  data: Record<string, unknown>;
  audience?: Audience;
}

export interface Realtime {
  /** Sends an event to every subscriber of `topic` on every instance. Call after committing. */
  publish(
    topic: string,
    event: string,
    data: Record<string, unknown>,
    opts?: { audience?: Audience },
  ): Promise<void>;
  /** Several events in one round trip (one statement, delivered in order). */
  publishMany(events: RealtimeEvent[]): Promise<void>;
  /**
   * Drops these users' subscriptions to `topic` on every instance (they left a private channel,
   * lost access): their sockets get `unsubscribed` and no further event of the topic. Call after
   * committing the change that took the access away.
   */
  revoke(topic: string, userIds: string[]): Promise<void>;
  /** Declares a topic family (`ticket` covers `ticket:<id>`, `tickets` the bare topic). */
  defineTopic(name: string, authorize: TopicAuthorizer): void;
  /** Open sockets on this instance. */
  readonly connectionCount: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** The part of a `ws` socket used here (the `ws` package ships no types of its own). */
interface Socket {
  readonly readyState: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'pong' | 'close', listener: () => void): void;
}
const OPEN = 1;

interface Connection {
  socket: Socket;
  actor: UserRow;
  /** The person signed in (the admin, while impersonating). */
  realUserId: string;
  sessionId: string;
  staff: boolean;
  tokenHash: string;
  topics: Set<string>;
  alive: boolean;
  /** Session re-checks in flight: events wait (in order) until the session is confirmed. */
  checks: number;
  held: string[];
  /** More events arrived while held than are kept: the client gets `resync` instead. */
  overflowed: boolean;
}
/** Events kept per socket while its session is re-checked (a re-check takes one query). */
const MAX_HELD_FRAMES = 100;

/** The control event of {@link Realtime.revoke}; never delivered to a socket as an event. */
const REVOKE_EVENT = '\u0000revoke';

interface Envelope {
  t: string;
  e: string;
  a: Audience;
  d: Record<string, unknown>;
}

/** `ticket:abc` → ['ticket', 'abc']; `tickets` → ['tickets', null]. */
function parseTopic(topic: string): [string, string | null] {
  const i = topic.indexOf(':');
  return i === -1 ? [topic, null] : [topic.slice(0, i), topic.slice(i + 1)];
}

/** Keeps what fits a NOTIFY: when `data` is too large, only its id-like and flag fields travel. */
export function encodeEnvelope(envelope: Envelope): string {
  const payload = JSON.stringify(envelope);
  if (Buffer.byteLength(payload) <= NOTIFY_PAYLOAD_LIMIT) return payload;
  const small: Record<string, unknown> = { truncated: true };
  for (const [key, value] of Object.entries(envelope.d)) {
    if ((key === 'id' || key.endsWith('_id')) && typeof value === 'string' && value.length <= 100)
      small[key] = value;
    else if (typeof value === 'boolean' || typeof value === 'number') small[key] = value;
  }
  return JSON.stringify({ ...envelope, d: small });
}

/**
 * LISTENs on `channel`: PGlite delivers in-process; PostgreSQL needs a dedicated connection that
 * reconnects after a drop (`onGap` runs then: notifications may have been missed). Returns a stop function.
 */
async function listen(
  database: Database,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    const unsubscribe = await (database.raw as PGlite).listen(channel, onPayload);
    return async () => {
      await unsubscribe().catch(() => {});
    };
  }
  const pool = database.raw as pg.Pool;
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  /**
   * Gives a failed connection back (destroyed) and schedules one reconnect. A connection fails
   * once but may report it twice (its query rejects and it emits 'error'), and one that is no
   * longer ours was already handled: both would otherwise release twice or reconnect twice (and
   * leak a connection that holds pool.end() open at shutdown).
   */
  const fail = (conn: pg.PoolClient | undefined, err: unknown, what: string) => {
    if (conn) {
      if (client !== conn) return;
      client = undefined;
      conn.release(true);
    }
    log.warn({ err }, `realtime listener ${what}; reconnecting`);
    onGap();
    if (!stopped && !retry)
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, 1_000);
  };
  const connect = async (): Promise<void> => {
    let conn: pg.PoolClient;
    try {
      conn = await pool.connect();
    } catch (err) {
      return fail(undefined, err, 'could not connect');
    }
    if (stopped) return conn.release();
    client = conn;
    conn.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    conn.on('error', (err) => fail(conn, err, 'lost its connection'));
    try {
      await conn.query(`LISTEN ${channel}`);
    } catch (err) {
      fail(conn, err, 'could not listen');
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    if (c) {
      await c.query(`UNLISTEN ${channel}`).catch(() => {});
      c.release();
    }
  };
}

/** Same-origin check for the upgrade: browsers send cookies on cross-site WebSocket handshakes. */
function isForeignOrigin(req: FastifyRequest, publicOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return false; // not a browser (browsers always send Origin on a WebSocket handshake)
  return ![`http://${req.host}`, `https://${req.host}`, ...publicOrigins].includes(origin);
}

/**
 * Registers `@fastify/websocket`, the `/api/realtime` route and `app.realtime`. Built-in topic:
 * `user:<id>` (only that user). Modules add theirs with `app.realtime.defineTopic`.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app.deps;
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });

    const authorizers = new Map<string, TopicAuthorizer>();
    const subscribers = new Map<string, Set<Connection>>();
    const connections = new Set<Connection>();
    const socketsPerUser = new Map<string, number>();

    const send = (conn: Connection, message: RealtimeServerMessage) => {
      if (conn.socket.readyState === OPEN) conn.socket.send(JSON.stringify(message));
    };

    const deliver = (payload: string) => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(payload) as Envelope;
      } catch {
        app.log.warn('realtime: unreadable notification dropped');
        return;
      }
      const audience = subscribers.get(envelope.t);
      if (!audience) return;
      if (envelope.e === REVOKE_EVENT) {
        const revoked = new Set(Array.isArray(envelope.d.user_ids) ? (envelope.d.user_ids as unknown[]) : []);
        for (const conn of [...audience]) {
          if (!revoked.has(conn.actor.id)) continue;
          audience.delete(conn);
          conn.topics.delete(envelope.t);
          send(conn, { type: 'unsubscribed', topic: envelope.t });
        }
        if (audience.size === 0) subscribers.delete(envelope.t);
        return;
      }
      const frame = JSON.stringify({ type: 'event', topic: envelope.t, event: envelope.e, data: envelope.d });
      for (const conn of audience) {
        if (envelope.a === 'staff' && !conn.staff) continue;
        if (conn.checks > 0) {
          if (conn.held.length < MAX_HELD_FRAMES) conn.held.push(frame);
          else conn.overflowed = true;
        } else if (conn.socket.readyState === OPEN) conn.socket.send(frame);
      }
    };

    const stopListening = await listen(
      database,
      REALTIME_CHANNEL,
      deliver,
      () => {
        for (const conn of connections) send(conn, { type: 'resync' });
      },
      app.log,
    );

    const realtime: Realtime = {
      async publish(topic, event, data, opts = {}) {
        await realtime.publishMany([{ topic, event, data, audience: opts.audience }]);
      },
      async publishMany(events) {
        if (events.length === 0) return;
        if (events.some((e) => e.event === REVOKE_EVENT)) throw new Error('realtime: reserved event name');
        const calls = events.map(
          (e) =>
            sql`pg_notify(${REALTIME_CHANNEL}, ${encodeEnvelope({ t: e.topic, e: e.event, a: e.audience ?? 'all', d: e.data })})`,
        );
        await database.db.execute(sql`select ${sql.join(calls, sql`, `)}`);
      },
      async revoke(topic, userIds) {
        if (userIds.length === 0) return;
        const envelope = encodeEnvelope({ t: topic, e: REVOKE_EVENT, a: 'all', d: { user_ids: userIds } });
        await database.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${envelope})`);
      },
      defineTopic(name, authorize) {
        if (authorizers.has(name)) throw new Error(`Realtime topic ${name} is already defined`);
        authorizers.set(name, authorize);
      },
      get connectionCount() {
        return connections.size;
      },
    };
    realtime.defineTopic('user', (actor, id) => id === actor.id);
    app.decorate('realtime', realtime);

    const drop = (conn: Connection) => {
      if (!connections.delete(conn)) return;
      const left = (socketsPerUser.get(conn.actor.id) ?? 1) - 1;
      if (left > 0) socketsPerUser.set(conn.actor.id, left);
      else socketsPerUser.delete(conn.actor.id);
      for (const topic of conn.topics) {
        const set = subscribers.get(topic);
        set?.delete(conn);
        if (set?.size === 0) subscribers.delete(topic);
      }
      conn.topics.clear();
    };

    const subscribe = async (conn: Connection, topic: string) => {
      const [name, id] = parseTopic(topic);
      const authorize = authorizers.get(name);
      if (!authorize)
        return send(conn, { type: 'error', code: 'NOT_FOUND', message: 'Unknown topic', topic });
      if (conn.topics.has(topic)) return send(conn, { type: 'subscribed', topic });
      if (conn.topics.size >= MAX_TOPICS_PER_SOCKET) {
        return send(conn, { type: 'error', code: 'LIMIT_REACHED', message: 'Too many subscriptions', topic });
      }
      let allowed = false;
      try {
        allowed = await authorize(conn.actor, id);
      } catch (err) {
        app.log.warn({ err, topic }, 'realtime: topic authorization failed');
      }
      // One answer for "not yours" and "does not exist": a topic reveals nothing about others.
      if (!allowed)
        return send(conn, {
          type: 'error',
          code: 'FORBIDDEN',
          message: 'You cannot subscribe to this topic',
          topic,
        });
      if (!connections.has(conn)) return; // closed while authorizing
      conn.topics.add(topic);
      const set = subscribers.get(topic) ?? new Set<Connection>();
      subscribers.set(topic, set);
      set.add(conn);
      send(conn, { type: 'subscribed', topic });
    };

    const onMessage = async (conn: Connection, raw: Buffer, isBinary: boolean) => {
      let parsed: ReturnType<typeof realtimeClientMessageSchema.safeParse>;
      try {
        parsed = realtimeClientMessageSchema.safeParse(
          isBinary ? undefined : JSON.parse(raw.toString('utf8')),
        );
      } catch {
        return send(conn, { type: 'error', code: 'VALIDATION_FAILED', message: 'Messages are JSON text' });
      }
      if (!parsed.success)
        return send(conn, { type: 'error', code: 'VALIDATION_FAILED', message: 'Unknown message' });
      const msg = parsed.data;
      if (msg.type === 'ping') return send(conn, { type: 'pong' });
      if (msg.type === 'subscribe') return subscribe(conn, msg.topic);
      conn.topics.delete(msg.topic);
      subscribers.get(msg.topic)?.delete(conn);
      send(conn, { type: 'unsubscribed', topic: msg.topic });
    };

    /** Whether the session a socket was opened with still stands for the same person and role. */
    const stillValid = (conn: Connection, found: Awaited<ReturnType<typeof findSessionByHash>>) => {
      const actor = found ? (found.impersonated ?? found.user) : undefined;
      return Boolean(actor && actor.id === conn.actor.id && actor.role === conn.actor.role);
    };
    const endSession = (conn: Connection) => {
      conn.held = [];
      conn.socket.close(4401, 'Session ended');
      drop(conn);
    };

    /**
     * Re-checks a socket's session now, holding its events meanwhile: after logout (or a password
     * reset, a role change, the end of an impersonation) no further event reaches it, and it is
     * closed with 4401. A session that still stands gets the held events, in order.
     */
    const recheck = (conn: Connection) => {
      conn.checks += 1;
      findSessionByHash(database.db, conn.tokenHash, new Date())
        .then(
          (found) => (stillValid(conn, found) ? undefined : endSession(conn)),
          (err) => app.log.warn({ err }, 'realtime: session re-check failed'),
        )
        .finally(() => {
          conn.checks -= 1;
          if (conn.checks > 0 || !connections.has(conn)) return;
          const held = conn.held;
          conn.held = [];
          if (conn.overflowed) {
            conn.overflowed = false;
            send(conn, { type: 'resync' });
          } else if (conn.socket.readyState === OPEN) for (const frame of held) conn.socket.send(frame);
        });
    };

    // Every invalidation of the session cache, on this instance (logout, synchronously) or on any
    // other (through the auth NOTIFY), re-checks the sockets it concerns.
    const stopWatchingSessions = app.deps.sessionCache.onInvalidate((change) => {
      for (const conn of connections) {
        if (
          change.kind === 'all' ||
          (change.kind === 'session' && conn.sessionId === change.id) ||
          (change.kind === 'user' && (conn.actor.id === change.id || conn.realUserId === change.id))
        )
          recheck(conn);
      }
    });

    // One timer for every socket: ws-level ping to find dead peers, a JSON heartbeat for browsers
    // (which cannot see pings), and a session re-check so an expired session ends the socket.
    const heartbeat = setInterval(() => {
      const now = new Date();
      for (const conn of connections) {
        if (!conn.alive) {
          conn.socket.terminate();
          drop(conn);
          continue;
        }
        conn.alive = false;
        conn.socket.ping();
        send(conn, { type: 'heartbeat', at: now.toISOString() });
        findSessionByHash(database.db, conn.tokenHash, now)
          .then((found) => {
            if (!stillValid(conn, found)) endSession(conn);
          })
          .catch((err) => app.log.warn({ err }, 'realtime: session re-check failed'));
      }
    }, HEARTBEAT_MS);
    heartbeat.unref();

    app.get(
      REALTIME_PATH,
      {
        websocket: true,
        config: { access: 'authenticated' },
        onRequest: async (req, reply) => {
          if (isForeignOrigin(req, config.publicOrigins)) {
            return reply
              .code(403)
              .send({ status: 'error', code: 'FORBIDDEN', message: 'Cross-origin request refused' });
          }
        },
        // A refused handshake (401/403) is answered over the raw socket, which is never upgraded:
        // close it rather than leave it open outside the HTTP server's timeouts.
        onResponse: async (req) => {
          if (req.headers.upgrade?.toLowerCase() === 'websocket') req.raw.socket?.destroy();
        },
      },
      (socket: Socket, req: FastifyRequest) => {
        const actor = req.ctx.actor;
        const token = req.cookies[SESSION_COOKIE];
        const session = req.ctx.session;
        if (!actor || !token || !session) return socket.close(4401, 'Authentication required');
        const open = socketsPerUser.get(actor.id) ?? 0;
        if (open >= MAX_SOCKETS_PER_USER) {
          req.log.warn({ userId: actor.id, open }, 'realtime: too many sockets for one user');
          return socket.close(TOO_MANY_SOCKETS, 'Too many connections');
        }
        const conn: Connection = {
          socket,
          actor,
          realUserId: req.ctx.realUser?.id ?? actor.id,
          sessionId: session.id,
          staff: isStaff(actor),
          tokenHash: sha256(token),
          topics: new Set(),
          alive: true,
          checks: 0,
          held: [],
          overflowed: false,
        };
        connections.add(conn);
        socketsPerUser.set(actor.id, open + 1);
        socket.on('pong', () => {
          conn.alive = true;
        });
        socket.on('message', (data, isBinary) => {
          conn.alive = true;
          onMessage(conn, data, isBinary).catch((err) => app.log.warn({ err }, 'realtime: message failed'));
        });
        socket.on('close', () => drop(conn));
        send(conn, { type: 'welcome', user_id: actor.id, heartbeat_ms: HEARTBEAT_MS });
      },
    );

    // preClose runs before every onClose hook, so the LISTEN connection is back in the pool
    // before anything ends the pool.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      stopWatchingSessions();
      for (const conn of connections) conn.socket.close(1001, 'Server shutting down');
      connections.clear();
      socketsPerUser.clear();
      subscribers.clear();
      await stopListening();
    });
  },
  { name: 'fundpath-realtime', dependencies: ['fundpath-auth'] },
);

export default realtimePlugin;
