import type { LatestCreditReport } from '@fundpath/contracts/auth';
import { and, desc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import {
  impersonationLogs,
  loginThrottle,
  passwordResetTokens,
  sessions,
  users,
} from '../../db/schema/users';
import type { Db } from '../../platform/db';
import type { UserRow } from '../../platform/sessions';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Serializes concurrent changes for one user (held until the transaction ends). */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function setLatestCreditReport(
  db: Db,
  userId: string,
  latest: LatestCreditReport,
): Promise<void> {
  await db.update(users).set({ latest_credit_report_json: latest }).where(eq(users.id, userId));
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
}

export async function touchLastSignIn(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ last_sign_in_at: at }).where(eq(users.id, userId));
}

export async function updateUser(
  db: Db,
  userId: string,
  patch: Partial<Pick<UserRow, 'email' | 'display_name' | 'role' | 'brand_id'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
  return row;
}

export async function setDeactivated(db: Db, userIds: string[], at: Date | null): Promise<void> {
  await db.update(users).set({ deactivated_at: at }).where(inArray(users.id, userIds));
}

export async function liveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      user_agent: sessions.user_agent,
      created_at: sessions.created_at,
      /** Bumped by each rolling renewal (at most hourly while the session is used). */
      updated_at: sessions.updated_at,
      expires_at: sessions.expires_at,
    })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), gt(sessions.expires_at, now)))
    .orderBy(desc(sessions.created_at))
    .limit(100);
}

export async function deleteSessionOf(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session of the user but `keepId`; returns how many ended. */
export async function deleteSessionsExcept(db: Db, userId: string, keepId: string | null): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.user_id, userId), keepId ? ne(sessions.id, keepId) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function deleteSessionsOf(db: Db, userIds: string[]): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(inArray(sessions.user_id, userIds))
    .returning({ id: sessions.id });
  return rows.length;
}

// ---- throttles (login failures, password-reset requests) -------------------------------------
//
// One table of counters by key (`login_throttle`), shared by every instance through the database.
// Every check-and-count is one statement, so concurrent requests cannot all pass one check:
// `INSERT … ON CONFLICT DO UPDATE … WHERE` locks the key's row and evaluates the condition on its
// latest version. Keys: `sha256(email|ip)` (login per account+IP), `ip:<sha256>` (login per IP),
// `reset-email:<sha256>` and `reset-ip:<sha256>` (password-reset requests).

export interface ThrottlePolicy {
  /** Attempts allowed before the lock: the lock starts with the max-th attempt. */
  max: number;
  /** First lock, doubling with each further attempt up to maxLockMs. */
  baseLockMs: number;
  maxLockMs: number;
  /** A key untouched this long starts counting afresh (null: never; a success clears it instead). */
  windowMs: number | null;
}

/**
 * Counts one attempt for `key` before it is made: `{allowed: true, attempts}` with the count
 * including this one (and the lock the count calls for already set, so no concurrent attempt
 * slips past it), or `{allowed: false, lockedUntil}` while the key is locked (nothing counted).
 */
export async function claimAttempt(
  db: Db,
  key: string,
  policy: ThrottlePolicy,
  now: Date,
): Promise<{ allowed: true; attempts: number } | { allowed: false; lockedUntil: Date }> {
  const t = loginThrottle;
  const windowStart = policy.windowMs === null ? null : new Date(now.getTime() - policy.windowMs);
  const fresh = windowStart ? sql`(${t.updated_at} < ${windowStart}::timestamptz)` : sql`false`;
  const next = sql`(case when ${fresh} then 1 else ${t.failures} + 1 end)`;
  const lockFor = (count: SQL) =>
    sql`(case when ${count} >= ${policy.max}::int then ${now}::timestamptz + least(${policy.baseLockMs}::float8 * power(2, ${count} - ${policy.max}::int), ${policy.maxLockMs}::float8) * interval '1 millisecond' else null end)`;
  const [row] = await db
    .insert(t)
    .values({
      key,
      failures: 1,
      locked_until: policy.max <= 1 ? new Date(now.getTime() + policy.baseLockMs) : null,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures: next, locked_until: lockFor(next), updated_at: now },
      setWhere: sql`${t.locked_until} is null or ${t.locked_until} <= ${now}::timestamptz`,
    })
    .returning({ failures: t.failures });
  if (row) return { allowed: true, attempts: row.failures };
  const [locked] = await db.select({ until: t.locked_until }).from(t).where(eq(t.key, key)).limit(1);
  return { allowed: false, lockedUntil: locked?.until ?? now };
}

/** Gives one counted attempt back (a success): the count drops by one, and the lock with it if below max. */
export async function refundAttempt(db: Db, key: string, max: number): Promise<void> {
  await db
    .update(loginThrottle)
    .set({
      failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
      locked_until: sql`case when ${loginThrottle.failures} - 1 < ${max}::int then null else ${loginThrottle.locked_until} end`,
    })
    .where(eq(loginThrottle.key, key));
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

// ---- password reset -------------------------------------------------------------------------

export async function insertResetToken(db: Db, userId: string, tokenHash: string, expiresAt: Date) {
  await db
    .insert(passwordResetTokens)
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
}

/**
 * Uses a live token: marks it *and every other live token of its user* used, in one statement, and
 * returns the user id, or undefined when the token is unknown, used or expired. A reset thus
 * revokes the links mailed before it, and of two links used at once only one can win (the other
 * finds its row already used once the first commits).
 */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const t = passwordResetTokens;
  const rows = await db
    .update(t)
    .set({ used_at: now })
    .where(
      and(
        isNull(t.used_at),
        sql`${t.user_id} = (select user_id from ${t} where ${t.token_hash} = ${tokenHash} and ${t.used_at} is null and ${t.expires_at} > ${now}::timestamptz)`,
      ),
    )
    .returning({ user_id: t.user_id, token_hash: t.token_hash });
  return rows.find((r) => r.token_hash === tokenHash)?.user_id;
}

// ---- impersonation log ----------------------------------------------------------------------

export async function insertImpersonationLog(db: Db, values: typeof impersonationLogs.$inferInsert) {
  await db.insert(impersonationLogs).values(values);
}

export async function listImpersonationLogs(db: Db, limit: number, offset: number) {
  const rows = await db
    .select({
      id: impersonationLogs.id,
      admin_id: impersonationLogs.admin_id,
      target_user_id: impersonationLogs.target_user_id,
      action: impersonationLogs.action,
      ip: impersonationLogs.ip,
      user_agent: impersonationLogs.user_agent,
      created_at: impersonationLogs.created_at,
      admin_email: sql<string>`(select email from users a where a.id = ${impersonationLogs.admin_id})`,
      target_email: sql<string>`(select email from users t where t.id = ${impersonationLogs.target_user_id})`,
    })
    .from(impersonationLogs)
    .orderBy(desc(impersonationLogs.created_at))
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(impersonationLogs);
  return { rows, total: count?.n ?? 0 };
}

/** Part of the AI coach's context fingerprint (ai/coach/context.ts): changes whenever the user's display name change. */
export function userFingerprint(userId: string): SQL {
  return sql`(select display_name from ${users} where id = ${userId})`;
}

/** Replaces what identifies a person (data-deletion requests); the id stays for kept records. */
export async function anonymiseUserRow(
  db: Db,
  userId: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      display_name: 'Deleted user',
      password_hash: passwordHash,
      permissions: {},
      deactivated_at: at,
    })
    .where(eq(users.id, userId));
}

export async function deleteResetTokensOf(db: Db, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, userId));
}
