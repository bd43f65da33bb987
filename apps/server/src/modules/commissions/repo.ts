import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { commissionEntries, commissionPayouts } from '../../db/schema/commissions';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type EntryRow = typeof commissionEntries.$inferSelect;
export type EntryInsert = typeof commissionEntries.$inferInsert;
export type PayoutRow = typeof commissionPayouts.$inferSelect;

/** Inserts a commission; false when the sale already has one for this beneficiary. */
export async function insertCommission(db: Db, row: EntryInsert): Promise<EntryRow | undefined> {
  const [inserted] = await db.insert(commissionEntries).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function insertAdjustment(db: Db, row: EntryInsert): Promise<EntryRow> {
  const [inserted] = await db
    .insert(commissionEntries)
    .values({ ...row, kind: 'adjustment' })
    .returning();
  return inserted!;
}

/** The commissions of a sale, locked (one refund or cancel at a time per sale). */
export async function commissionsOfSale(
  db: Db,
  source: EntryRow['source'],
  sourceId: string,
): Promise<EntryRow[]> {
  return db
    .select()
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.source, source),
        eq(commissionEntries.source_id, sourceId),
        eq(commissionEntries.kind, 'commission'),
      ),
    )
    .orderBy(asc(commissionEntries.id))
    .for('update');
}

/** A beneficiary's pending, unbatched entries of a sale (commissions and their adjustments), ids only. */
export async function pendingEntriesOf(
  db: Db,
  source: EntryRow['source'],
  sourceId: string,
  beneficiaryId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: commissionEntries.id })
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.source, source),
        eq(commissionEntries.source_id, sourceId),
        eq(commissionEntries.beneficiary_id, beneficiaryId),
        eq(commissionEntries.status, 'pending'),
        isNull(commissionEntries.payout_id),
      ),
    )
    .for('update');
  return rows.map((r) => r.id);
}

/** What adjustments have taken back from a commission so far (a positive sum). */
export async function adjustedCents(db: Db, parentId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(-sum(${commissionEntries.amount_cents}), 0)::bigint`.mapWith(Number) })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.parent_id, parentId), eq(commissionEntries.kind, 'adjustment')));
  return row?.n ?? 0;
}

export async function setStatus(
  db: Db,
  ids: string[],
  patch: Partial<Pick<EntryRow, 'status' | 'approved_at' | 'reversed_at' | 'payout_id' | 'approvable_at'>>,
): Promise<void> {
  if (ids.length === 0) return;
  await db.update(commissionEntries).set(patch).where(inArray(commissionEntries.id, ids));
}

/** Pending entries of a sale get the date they become approvable (their adjustments follow them). */
export async function setApprovableAt(
  db: Db,
  source: EntryRow['source'],
  sourceId: string,
  at: Date,
): Promise<void> {
  await db
    .update(commissionEntries)
    .set({ approvable_at: at })
    .where(
      and(
        eq(commissionEntries.source, source),
        eq(commissionEntries.source_id, sourceId),
        eq(commissionEntries.status, 'pending'),
      ),
    );
}

/** Approves every pending entry whose date has come; answers how many. */
export async function approveDue(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(commissionEntries)
    .set({ status: 'approved', approved_at: now })
    .where(and(eq(commissionEntries.status, 'pending'), lte(commissionEntries.approvable_at, now)))
    .returning({ id: commissionEntries.id });
  return rows.length;
}

export interface EntryFilter {
  beneficiary_id?: string | undefined;
  source?: EntryRow['source'] | undefined;
  status?: EntryRow['status'] | undefined;
  payout_id?: string | undefined;
}

function where(f: EntryFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.beneficiary_id) conds.push(eq(commissionEntries.beneficiary_id, f.beneficiary_id));
  if (f.source) conds.push(eq(commissionEntries.source, f.source));
  if (f.status) conds.push(eq(commissionEntries.status, f.status));
  if (f.payout_id) conds.push(eq(commissionEntries.payout_id, f.payout_id));
  return conds.length ? and(...conds) : undefined;
}

export async function listEntries(db: Db, f: EntryFilter, limit: number, offset: number) {
  const rows = await db
    .select({ entry: commissionEntries, display_name: users.display_name })
    .from(commissionEntries)
    .innerJoin(users, eq(users.id, commissionEntries.beneficiary_id))
    .where(where(f))
    .orderBy(desc(commissionEntries.created_at), desc(commissionEntries.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(commissionEntries).where(where(f));
  return { rows, total: total?.n ?? 0 };
}

/** Sums by status over every entry matching the filter (SQL: the same rows the list pages through). */
export async function sumsByStatus(db: Db, f: EntryFilter) {
  return db
    .select({
      status: commissionEntries.status,
      cents: sql<number>`coalesce(sum(${commissionEntries.amount_cents}), 0)::bigint`.mapWith(Number),
      n: count(),
    })
    .from(commissionEntries)
    .where(where(f))
    .groupBy(commissionEntries.status);
}

/** Approved entries not in a batch yet, locked for the batch being made. */
export async function lockUnbatchedApproved(db: Db) {
  return db
    .select({
      id: commissionEntries.id,
      beneficiary_id: commissionEntries.beneficiary_id,
      status: commissionEntries.status,
      amount_cents: commissionEntries.amount_cents,
      created_at: commissionEntries.created_at,
    })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.status, 'approved'), isNull(commissionEntries.payout_id)))
    .orderBy(asc(commissionEntries.id))
    .for('update');
}

export async function insertPayout(
  db: Db,
  row: { minimum_cents: number; created_by: string },
): Promise<PayoutRow> {
  const [p] = await db.insert(commissionPayouts).values(row).returning();
  return p!;
}

export async function findPayout(
  db: Db,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<PayoutRow | undefined> {
  const q = db.select().from(commissionPayouts).where(eq(commissionPayouts.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function markPayoutPaid(db: Db, id: string, reference: string, at: Date): Promise<PayoutRow> {
  const [row] = await db
    .update(commissionPayouts)
    .set({ status: 'paid', reference, paid_at: at })
    .where(eq(commissionPayouts.id, id))
    .returning();
  return row!;
}

/**
 * Payouts with their totals, newest first: every batch, one batch (`id`), or those a beneficiary
 * was in (`beneficiaryId`, with their own share and entry count).
 */
export async function listPayouts(db: Db, opts: { beneficiaryId?: string; id?: string } = {}) {
  const who = opts.beneficiaryId;
  const mine = who
    ? sql<number>`coalesce(sum(${commissionEntries.amount_cents}) filter (where ${commissionEntries.beneficiary_id} = ${who}), 0)::bigint`.mapWith(
        Number,
      )
    : sql<number>`0`.mapWith(Number);
  const myEntries = who
    ? sql<number>`count(${commissionEntries.id}) filter (where ${commissionEntries.beneficiary_id} = ${who})`.mapWith(
        Number,
      )
    : sql<number>`0`.mapWith(Number);
  const conds: SQL[] = [];
  if (opts.id) conds.push(eq(commissionPayouts.id, opts.id));
  if (who)
    conds.push(
      sql`exists (select 1 from commission_entries e where e.payout_id = "commission_payouts"."id" and e.beneficiary_id = ${who})`,
    );
  return db
    .select({
      payout: commissionPayouts,
      total_cents: sql<number>`coalesce(sum(${commissionEntries.amount_cents}), 0)::bigint`.mapWith(Number),
      beneficiaries: sql<number>`count(distinct ${commissionEntries.beneficiary_id})`.mapWith(Number),
      entries: sql<number>`count(${commissionEntries.id})`.mapWith(Number),
      my_total_cents: mine,
      my_entries: myEntries,
    })
    .from(commissionPayouts)
    .leftJoin(commissionEntries, eq(commissionEntries.payout_id, commissionPayouts.id))
    .where(conds.length ? and(...conds) : undefined)
    .groupBy(commissionPayouts.id)
    .orderBy(desc(commissionPayouts.created_at))
    .limit(200);
}

/** Marks the batch's approved entries paid, in one statement (see service.markPaid). */
export async function payBatchEntries(db: Db, payoutId: string): Promise<void> {
  await db
    .update(commissionEntries)
    .set({ status: 'paid' })
    .where(and(eq(commissionEntries.payout_id, payoutId), eq(commissionEntries.status, 'approved')));
}

/** A batch's lines per beneficiary, for the CSV. */
export async function payoutLines(db: Db, payoutId: string) {
  return db
    .select({
      beneficiary_id: commissionEntries.beneficiary_id,
      display_name: users.display_name,
      email: users.email,
      total_cents: sql<number>`sum(${commissionEntries.amount_cents})::bigint`.mapWith(Number),
      entries: sql<number>`count(*)::int`,
    })
    .from(commissionEntries)
    .innerJoin(users, eq(users.id, commissionEntries.beneficiary_id))
    .where(eq(commissionEntries.payout_id, payoutId))
    .groupBy(commissionEntries.beneficiary_id, users.display_name, users.email)
    .orderBy(users.display_name);
}

/** Sales in the calendar month of `at` already credited to the beneficiary (for tiers). */
export async function salesThisMonth(db: Db, beneficiaryId: string, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.beneficiary_id, beneficiaryId),
        eq(commissionEntries.kind, 'commission'),
        // A cancelled or refunded sale does not count towards a tier.
        ne(commissionEntries.status, 'reversed'),
        sql`date_trunc('month', ${commissionEntries.created_at} at time zone 'UTC') = date_trunc('month', ${at.toISOString()}::timestamptz at time zone 'UTC')`,
      ),
    );
  return row?.n ?? 0;
}

/** The beneficiary's sales (commissions, not adjustments) and amounts per UTC day since `since`. */
export async function entriesByDay(db: Db, beneficiaryId: string, since: Date) {
  const res = (await db.execute(sql`
    select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as date,
           count(*) filter (where kind = 'commission')::int as sales,
           coalesce(sum(amount_cents) filter (where status <> 'reversed'), 0)::bigint as amount_cents
    from commission_entries
    where beneficiary_id = ${beneficiaryId} and created_at >= ${since.toISOString()}::timestamptz
    group by 1 order by 1`)) as unknown as {
    rows: Array<{ date: string; sales: number; amount_cents: string | number }>;
  };
  return res.rows.map((r) => ({
    date: r.date,
    sales: Number(r.sales),
    amount_cents: Number(r.amount_cents),
  }));
}

/** Sums by status of the beneficiary's entries made since `since` (adjustments included). */
export async function statusSums(db: Db, beneficiaryId: string, since: Date) {
  const rows = await db
    .select({
      status: commissionEntries.status,
      amount_cents: sql<number>`coalesce(sum(${commissionEntries.amount_cents}), 0)::bigint`.mapWith(Number),
    })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.beneficiary_id, beneficiaryId), gte(commissionEntries.created_at, since)))
    .groupBy(commissionEntries.status);
  return rows;
}

/** Sales and amounts (not reversed) by source since `since`. */
export async function sourceSums(db: Db, beneficiaryId: string, since: Date) {
  const rows = await db
    .select({
      source: commissionEntries.source,
      sales: sql<number>`count(*) filter (where ${commissionEntries.kind} = 'commission')::int`.mapWith(
        Number,
      ),
      amount_cents:
        sql<number>`coalesce(sum(${commissionEntries.amount_cents}) filter (where ${commissionEntries.status} <> 'reversed'), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.beneficiary_id, beneficiaryId), gte(commissionEntries.created_at, since)))
    .groupBy(commissionEntries.source)
    .orderBy(commissionEntries.source);
  return rows;
}

/** The beneficiary's marketplace-booking amounts (not reversed) per booking id. */
export async function marketplaceAmountsBySale(db: Db, beneficiaryId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      source_id: commissionEntries.source_id,
      amount_cents: sql<number>`coalesce(sum(${commissionEntries.amount_cents}), 0)::bigint`.mapWith(Number),
    })
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.beneficiary_id, beneficiaryId),
        eq(commissionEntries.source, 'marketplace_booking'),
        ne(commissionEntries.status, 'reversed'),
      ),
    )
    .groupBy(commissionEntries.source_id);
  return new Map(rows.map((r) => [r.source_id, r.amount_cents]));
}
