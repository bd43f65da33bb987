import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { fundingBanks, qualificationMessages } from '../../db/schema/credit';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type BankRow = typeof fundingBanks.$inferSelect;
export type NewBankRow = typeof fundingBanks.$inferInsert;

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

const SORT_COLUMNS = {
  name: sql`lower(${fundingBanks.name})`,
  updated_at: fundingBanks.updated_at,
  created_at: fundingBanks.created_at,
  max_inquiries: fundingBanks.max_inquiries,
  utilization_ceiling: fundingBanks.utilization_ceiling,
} as const;

export async function listBanks(
  db: Db,
  filter: {
    q?: string;
    active?: boolean;
    state?: string;
    sort: keyof typeof SORT_COLUMNS;
    dir: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(fundingBanks.name, like),
        ilike(fundingBanks.notes, like),
        sql`${fundingBanks.products}::text ilike ${like}`,
      )!,
    );
  }
  if (filter.active !== undefined) conditions.push(eq(fundingBanks.active, filter.active));
  if (filter.state)
    conditions.push(
      or(
        eq(fundingBanks.all_states, true),
        sql`${fundingBanks.states} @> ${JSON.stringify([filter.state])}::jsonb`,
      )!,
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const column = SORT_COLUMNS[filter.sort];
  const order = filter.dir === 'desc' ? desc(column) : asc(column);
  const rows = await db
    .select()
    .from(fundingBanks)
    .where(where)
    .orderBy(order, asc(fundingBanks.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(fundingBanks).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findBank(
  db: Db,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<BankRow | undefined> {
  const q = db.select().from(fundingBanks).where(eq(fundingBanks.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function insertBank(db: Db, values: NewBankRow): Promise<BankRow> {
  const [row] = await db.insert(fundingBanks).values(values).returning();
  return row!;
}

export async function updateBank(db: Db, id: string, values: Partial<NewBankRow>): Promise<BankRow> {
  const [row] = await db.update(fundingBanks).set(values).where(eq(fundingBanks.id, id)).returning();
  return row!;
}

export async function deleteBank(db: Db, id: string): Promise<void> {
  await db.delete(fundingBanks).where(eq(fundingBanks.id, id));
}

/** Active banks by name: what a report is matched against. */
export async function activeBanks(db: Db): Promise<BankRow[]> {
  return db
    .select()
    .from(fundingBanks)
    .where(eq(fundingBanks.active, true))
    .orderBy(sql`lower(${fundingBanks.name})`, asc(fundingBanks.id));
}

// ---- qualification messages ------------------------------------------------------------------------

export async function listMessages(db: Db) {
  return db
    .select({
      key: qualificationMessages.key,
      title: qualificationMessages.title,
      body: qualificationMessages.body,
      updated_at: qualificationMessages.updated_at,
      updated_by_name: users.display_name,
    })
    .from(qualificationMessages)
    .leftJoin(users, eq(users.id, qualificationMessages.updated_by));
}

export async function findMessage(db: Db, key: string) {
  const [row] = await db
    .select()
    .from(qualificationMessages)
    .where(eq(qualificationMessages.key, key))
    .limit(1);
  return row;
}

export async function upsertMessage(
  db: Db,
  values: { key: string; title: string; body: string; updated_by: string | null },
) {
  await db
    .insert(qualificationMessages)
    .values(values)
    .onConflictDoUpdate({
      target: qualificationMessages.key,
      set: { title: values.title, body: values.body, updated_by: values.updated_by, updated_at: new Date() },
    });
}

export async function deleteMessage(db: Db, key: string): Promise<boolean> {
  const rows = await db.delete(qualificationMessages).where(eq(qualificationMessages.key, key)).returning();
  return rows.length > 0;
}

/** Part of the AI coach's context fingerprint: changes whenever an admin edits or resets a message. */
export function messagesFingerprint(): SQL {
  return sql`(select coalesce(max(extract(epoch from ${qualificationMessages.updated_at}))::text, '0') || ':' || count(*)::text from ${qualificationMessages})`;
}
