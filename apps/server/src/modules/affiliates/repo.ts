import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { affiliateCodes, referralClicks, referralSignups } from '../../db/schema/affiliates';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type AffiliateRow = typeof affiliateCodes.$inferSelect & { display_name: string; email: string };

const columns = {
  user_id: affiliateCodes.user_id,
  code: affiliateCodes.code,
  business_name: affiliateCodes.business_name,
  phone: affiliateCodes.phone,
  status: affiliateCodes.status,
  created_at: affiliateCodes.created_at,
  updated_at: affiliateCodes.updated_at,
  display_name: users.display_name,
  email: users.email,
};

export async function findByCode(db: Db, code: string): Promise<AffiliateRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(affiliateCodes)
    .innerJoin(users, eq(users.id, affiliateCodes.user_id))
    .where(and(eq(affiliateCodes.code, code), sql`${users.deactivated_at} is null`))
    .limit(1);
  return row;
}

export async function findByUser(db: Db, userId: string): Promise<AffiliateRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(affiliateCodes)
    .innerJoin(users, eq(users.id, affiliateCodes.user_id))
    .where(eq(affiliateCodes.user_id, userId))
    .limit(1);
  return row;
}

/** Inserts the code; false when it is taken (the caller draws another). */
export async function insertCode(
  db: Db,
  row: { user_id: string; code: string; business_name: string; phone: string },
): Promise<boolean> {
  const rows = await db
    .insert(affiliateCodes)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: affiliateCodes.code });
  return rows.length > 0;
}

export async function insertClick(db: Db, affiliateId: string, path: string): Promise<void> {
  await db.insert(referralClicks).values({ affiliate_id: affiliateId, path });
}

export async function clicksOf(db: Db, affiliateId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referralClicks)
    .where(eq(referralClicks.affiliate_id, affiliateId));
  return row?.n ?? 0;
}

/** Serialises sign-ups with one address (the second waits, then finds the first). */
export async function lockEmail(db: Db, email: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`affiliate-email:${email.trim().toLowerCase()}`}))`,
  );
}

/** The codes of `userIds` (those that have one). */
export async function codesOf(db: Db, userIds: readonly string[]): Promise<Map<string, AffiliateRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select(columns)
    .from(affiliateCodes)
    .innerJoin(users, eq(users.id, affiliateCodes.user_id))
    .where(inArray(affiliateCodes.user_id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.user_id, r]));
}

/** Clicks per UTC day since `since` (days without clicks are absent). */
export async function clicksByDay(
  db: Db,
  affiliateId: string,
  since: Date,
): Promise<Array<{ date: string; clicks: number }>> {
  const res = (await db.execute(sql`
    select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as date, count(*)::int as clicks
    from referral_clicks where affiliate_id = ${affiliateId} and created_at >= ${since.toISOString()}::timestamptz
    group by 1 order by 1`)) as unknown as { rows: Array<{ date: string; clicks: number }> };
  return res.rows.map((r) => ({ date: r.date, clicks: Number(r.clicks) }));
}

export type ReferralKind = 'member' | 'specialist';

/** Records who referred a new account; a second write for the same account changes nothing. */
export async function insertReferralSignup(
  db: Db,
  row: { user_id: string; affiliate_id: string; kind: ReferralKind },
): Promise<void> {
  await db.insert(referralSignups).values(row).onConflictDoNothing();
}

export interface ReferralSignupRow {
  user_id: string;
  kind: ReferralKind;
  created_at: Date;
  display_name: string;
}

/** Everyone the affiliate referred (of `kind`, or all), newest first. */
export async function referralSignupsOf(
  db: Db,
  affiliateId: string,
  kind?: ReferralKind,
): Promise<ReferralSignupRow[]> {
  return db
    .select({
      user_id: referralSignups.user_id,
      kind: referralSignups.kind,
      created_at: referralSignups.created_at,
      display_name: users.display_name,
    })
    .from(referralSignups)
    .innerJoin(users, eq(users.id, referralSignups.user_id))
    .where(
      and(eq(referralSignups.affiliate_id, affiliateId), kind ? eq(referralSignups.kind, kind) : undefined),
    )
    .orderBy(desc(referralSignups.created_at), referralSignups.user_id);
}
