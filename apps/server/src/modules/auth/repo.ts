import type { LatestCreditReport } from '@fundpath/contracts/auth';
import type { Role } from '@fundpath/contracts/roles';
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { impersonationLogs, loginThrottle, passwordResetTokens, users } from '../../db/schema/users';
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

export async function listUsers(db: Db, filter: { role?: Role; q?: string; limit: number; offset: number }) {
  const conditions = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.email, like), ilike(users.display_name, like)));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(users.display_name)
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows, total: count?.n ?? 0 };
}

// ---- login throttle -------------------------------------------------------------------------

export async function getThrottle(db: Db, key: string) {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key)).limit(1);
  return row;
}

/** Atomically counts one more failure and returns the new count. */
export async function recordFailure(db: Db, key: string): Promise<number> {
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: { failures: sql`${loginThrottle.failures} + 1`, updated_at: new Date() },
    })
    .returning({ failures: loginThrottle.failures });
  return row!.failures;
}

export async function lockThrottle(db: Db, key: string, until: Date): Promise<void> {
  await db.update(loginThrottle).set({ locked_until: until }).where(eq(loginThrottle.key, key));
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

/** Marks a live token used and returns its user id, in one statement, so a token works once. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(passwordResetTokens.token_hash, tokenHash),
        isNull(passwordResetTokens.used_at),
        sql`${passwordResetTokens.expires_at} > ${now}`,
      ),
    )
    .returning({ user_id: passwordResetTokens.user_id });
  return row?.user_id;
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
