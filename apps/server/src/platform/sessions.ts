import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sessions, users } from '../db/schema';
import { newToken, sha256 } from './crypto';
import type { Db } from './db';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const SESSION_COOKIE = 'fundpath_session';
/** Idle lifetime; each use within it slides the expiry forward (rolling). */
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
/** Hard cap from sign-in, however active the session. */
export const SESSION_MAX_MS = 30 * 24 * 3600_000;
/** Renew at most this often so a busy session does not write on every request. */
export const SESSION_RENEW_AFTER_MS = 3600_000;

export interface ResolvedSession {
  session: SessionRow;
  /** The person who signed in. */
  user: UserRow;
  /** The client an admin is acting as, if any. */
  impersonated: UserRow | null;
}

const impersonatedUsers = alias(users, 'impersonated');

/** Prepared once per database: building this join on every request cost ~5× its execution. */
const findSessionStatements = new WeakMap<Db, ReturnType<typeof prepareFindSession>>();

function prepareFindSession(db: Db) {
  return db
    .select({ session: sessions, user: users, impersonated: impersonatedUsers })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(impersonatedUsers, eq(impersonatedUsers.id, sessions.impersonated_user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('token_hash')),
        gt(sessions.expires_at, sql.placeholder('now')),
        // A deactivated account's sessions are deleted; this covers one created in the same moment.
        isNull(users.deactivated_at),
      ),
    )
    .limit(1)
    .prepare('fundpath_find_session');
}

/** Finds the live session for a token hash with its user(s) in one round trip. */
export async function findSessionByHash(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<ResolvedSession | undefined> {
  let statement = findSessionStatements.get(db);
  if (!statement) {
    statement = prepareFindSession(db);
    findSessionStatements.set(db, statement);
  }
  const [row] = await statement.execute({ token_hash: tokenHash, now });
  return row;
}

export const findSession = (db: Db, token: string, now: Date) => findSessionByHash(db, sha256(token), now);

export async function createSession(
  db: Db,
  userId: string,
  meta: { ip: string | null; userAgent: string | null },
  now = new Date(),
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const [session] = await db
    .insert(sessions)
    .values({
      token_hash: sha256(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + SESSION_IDLE_MS),
      max_expires_at: new Date(now.getTime() + SESSION_MAX_MS),
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
    })
    .returning();
  return { token, session: session! };
}

/**
 * The expiry a renewal at `now` (epoch ms) would set, or null when none is due: the last renewal
 * is younger than SESSION_RENEW_AFTER_MS, or the hard cap leaves nothing to extend. Synchronous,
 * so the common request (not due) needs no promise.
 */
export function renewalDue(session: SessionRow, now: number): Date | null {
  const expiresAt = session.expires_at.getTime();
  if (now - (expiresAt - SESSION_IDLE_MS) < SESSION_RENEW_AFTER_MS) return null;
  const next = Math.min(now + SESSION_IDLE_MS, session.max_expires_at.getTime());
  return next > expiresAt ? new Date(next) : null;
}

/** Slides the expiry forward when the last renewal is older than SESSION_RENEW_AFTER_MS. */
export async function renewSessionIfDue(db: Db, session: SessionRow, now: Date): Promise<Date | null> {
  const next = renewalDue(session, now.getTime());
  if (!next) return null;
  await db.update(sessions).set({ expires_at: next }).where(eq(sessions.id, session.id));
  return next;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.user_id, userId));
}

export async function setImpersonation(db: Db, sessionId: string, targetId: string | null): Promise<void> {
  await db.update(sessions).set({ impersonated_user_id: targetId }).where(eq(sessions.id, sessionId));
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expires_at} < now()`);
}
