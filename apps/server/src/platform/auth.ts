import { type Access, decideAccess, STAFF } from '@fundpath/contracts/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sha256 } from './crypto';
import type { Db } from './db';
import type { Config } from './env';
import { AppError } from './errors';
import type { EventBus } from './events';
import type { Jobs } from './jobs';
import { withEffectivePermissions } from './permissions';
import type { SessionCache } from './session-cache';
import {
  findSessionByHash,
  type ResolvedSession,
  renewalDue,
  renewSessionIfDue,
  SESSION_COOKIE,
  type SessionRow,
  type UserRow,
} from './sessions';

/** Per-request context handed to services: no Fastify types cross into them. */
export interface Ctx {
  db: Db;
  config: Config;
  log: FastifyRequest['log'];
  /** Who the request acts as: the impersonated client while an admin impersonates. */
  actor: UserRow | null;
  /** The person signed in. */
  realUser: UserRow | null;
  session: SessionRow | null;
  /** Drop entries here after changing a session or user, for read-your-writes on this instance. */
  sessionCache: SessionCache;
  ip: string | null;
  userAgent: string | null;
  /** Platform events: emit after a transaction commits (see platform/events.ts). */
  events: EventBus;
  /** Background jobs: send (or sendInTx inside the transaction that makes the change). */
  jobs: Jobs;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route. Every route must declare it; registration fails otherwise. */
    access?: Access;
  }
  interface FastifyRequest {
    ctx: Ctx;
  }
  interface FastifyInstance {
    /** Every route registered, with its declared access (used by the route-walk test and docs). */
    routeAccess: Array<{ method: string; url: string; access: Access }>;
  }
}

/**
 * Routes registered by third-party plugins that cannot take our config: declared here, in one
 * place. The API docs (OpenAPI document and UI) are staff-only unless PUBLIC_API_DOCS=true. Every
 * other route must declare its own access.
 */
const PLUGIN_ROUTE_PREFIXES = ['/api/docs'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sessionCookieOptions(config: Config, expires?: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    ...(expires ? { expires } : {}),
  };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expires: Date): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, expires));
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
}

/** Same-origin check for state-changing requests: a foreign Origin (or cross-site fetch) is refused. */
function isForeignOrigin(req: FastifyRequest, config: Config): boolean {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') {
    const own = [`http://${req.host}`, `https://${req.host}`];
    return !own.includes(origin) && !config.publicOrigins.includes(origin);
  }
  if (origin === 'null') return true;
  return req.headers['sec-fetch-site'] === 'cross-site';
}

function attachSession(ctx: Ctx, found: ResolvedSession): void {
  ctx.session = found.session;
  ctx.realUser = found.user;
  ctx.actor = found.impersonated ?? found.user;
}

/** The error that refuses the request under the route's declared access, if any. */
function accessError(access: Access, ctx: Ctx): AppError | undefined {
  const decision = decideAccess(access, ctx.actor, ctx.realUser);
  if (decision === 'unauthenticated') return new AppError('UNAUTHENTICATED', 'Authentication required');
  if (decision === 'forbidden') return new AppError('FORBIDDEN', 'You do not have permission to do that');
  return undefined;
}

/**
 * Resolves the session cookie into `req.ctx`, refuses foreign-origin writes, and enforces each
 * route's declared access before its body is even parsed (so 401/403 never depend on input).
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { db: Db; config: Config; sessionCache: SessionCache; events: EventBus; jobs: Jobs },
  ) => {
    const { db, config, sessionCache, events, jobs } = opts;
    app.decorate('routeAccess', []);
    app.decorateRequest('ctx', null as unknown as Ctx);

    app.addHook('onRoute', (route) => {
      if (route.config?.access === undefined && PLUGIN_ROUTE_PREFIXES.some((p) => route.url.startsWith(p))) {
        route.config = { ...route.config, access: config.publicApiDocs ? 'public' : STAFF };
      }
      const access = route.config?.access;
      if (access === undefined) {
        throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) app.routeAccess.push({ method, url: route.url, access });
    });

    /** Looks the session up (cache miss) and/or slides its expiry (renewal due): the rare async path. */
    async function resolveSession(
      ctx: Ctx,
      reply: FastifyReply,
      token: string,
      tokenHash: string,
      cached: ResolvedSession | undefined,
      nowMs: number,
    ): Promise<void> {
      const now = new Date(nowMs);
      let found = cached;
      if (!found) {
        found = await findSessionByHash(db, tokenHash, now);
        if (found) {
          found = await withEffectivePermissions(db, found, nowMs);
          sessionCache.set(tokenHash, found, nowMs);
        }
      }
      if (!found) {
        clearSessionCookie(reply, config);
        return;
      }
      attachSession(ctx, found);
      const renewed = await renewSessionIfDue(db, found.session, now);
      if (renewed) {
        sessionCache.invalidateSession(found.session.id);
        setSessionCookie(reply, config, token, renewed);
      }
    }

    // Callback style on purpose: the common request (session cached, no renewal due) finishes
    // synchronously, without the promise and microtask hops an async hook costs on every request.
    app.addHook('onRequest', (req, reply, done) => {
      const ctx: Ctx = {
        db,
        config,
        log: req.log,
        actor: null,
        realUser: null,
        session: null,
        sessionCache,
        ip: req.ip ?? null,
        userAgent: req.headers['user-agent'] ?? null,
        events,
        jobs,
      };
      req.ctx = ctx;
      const access = req.routeOptions.config?.access;
      if (access === undefined) return done(); // not-found handler: nothing to protect

      if (!SAFE_METHODS.has(req.method) && isForeignOrigin(req, config)) {
        return done(new AppError('FORBIDDEN', 'Cross-origin request refused'));
      }

      const token = req.cookies[SESSION_COOKIE];
      if (!token) return done(accessError(access, ctx));
      const nowMs = Date.now();
      const tokenHash = sha256(token);
      const cached = sessionCache.get(tokenHash, nowMs);
      if (cached && !renewalDue(cached.session, nowMs)) {
        attachSession(ctx, cached);
        return done(accessError(access, ctx));
      }
      resolveSession(ctx, reply, token, tokenHash, cached, nowMs).then(
        () => done(accessError(access, ctx)),
        done,
      );
    });
  },
  { name: 'fundpath-auth' },
);

/** The acting user of a route declared non-public; throws if a route forgot to declare access. */
export function requireActor(ctx: Ctx): UserRow {
  if (!ctx.actor) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return ctx.actor;
}
