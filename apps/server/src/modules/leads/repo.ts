import type { LeadSort, LeadStageKind } from '@fundpath/contracts/leads';
import type { Role } from '@fundpath/contracts/roles';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { leadNotes, leadStageHistory, leadStages, leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type StageRow = typeof leadStages.$inferSelect;
/** The coach a lead came in for (the users table joined a second time). */
const coach = alias(users, 'lead_coach');
export type LeadInsert = typeof leads.$inferInsert;

/** The defaults made on first use (spec: New, Contacted, Qualified, Proposal, Won, Lost). */
export const DEFAULT_STAGES: { key: string; name: string; kind: LeadStageKind }[] = [
  { key: 'new', name: 'New', kind: 'open' },
  { key: 'contacted', name: 'Contacted', kind: 'open' },
  { key: 'qualified', name: 'Qualified', kind: 'open' },
  { key: 'proposal', name: 'Proposal', kind: 'open' },
  { key: 'won', name: 'Won', kind: 'won' },
  { key: 'lost', name: 'Lost', kind: 'lost' },
];

export async function listStages(db: Db): Promise<StageRow[]> {
  return db.select().from(leadStages).orderBy(asc(leadStages.position), asc(leadStages.created_at));
}

/** Makes the default stages (idempotent: keyed, so two first requests at once make one set). */
export async function insertDefaultStages(db: Db): Promise<void> {
  await db
    .insert(leadStages)
    .values(DEFAULT_STAGES.map((s, i) => ({ ...s, position: i })))
    .onConflictDoNothing({ target: leadStages.key });
}

/** Locks a stage row: moves into or out of a stage queue behind each other (positions stay dense). */
export async function lockStages(db: Db, ids: string[]): Promise<void> {
  // One statement, in id order, so two moves between the same pair of stages cannot deadlock.
  await db
    .select({ id: leadStages.id })
    .from(leadStages)
    .where(inArray(leadStages.id, [...new Set(ids)].sort()))
    .orderBy(asc(leadStages.id))
    .for('update');
}

/** A lead with its stage and owner, as the API shows it. */
const leadColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  source: leads.source,
  value_cents: leads.value_cents,
  owner_id: leads.owner_id,
  owner_name: users.display_name,
  next_action_on: leads.next_action_on,
  notes: leads.notes,
  stage_id: leads.stage_id,
  stage_name: leadStages.name,
  stage_kind: leadStages.kind,
  stage_position: leadStages.position,
  position: leads.position,
  brand_id: leads.brand_id,
  client_id: leads.client_id,
  client_name: coach.display_name,
  lost_reason: leads.lost_reason,
  closed_at: leads.closed_at,
  converted_invite_id: leads.converted_invite_id,
  converted_user_id: leads.converted_user_id,
  converted_at: leads.converted_at,
  created_at: leads.created_at,
  updated_at: leads.updated_at,
};
export type LeadRow = {
  [K in keyof typeof leadColumns]: (typeof leadColumns)[K]['_']['notNull'] extends true
    ? (typeof leadColumns)[K]['_']['data']
    : (typeof leadColumns)[K]['_']['data'] | null;
};

const selectLeads = (db: Db) =>
  db
    .select(leadColumns)
    .from(leads)
    .innerJoin(leadStages, eq(leadStages.id, leads.stage_id))
    .leftJoin(users, eq(users.id, leads.owner_id))
    .leftJoin(coach, eq(coach.id, leads.client_id));

export async function findLead(
  db: Db,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<LeadRow | undefined> {
  if (opts.lock) await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).for('update');
  const [row] = await selectLeads(db).where(eq(leads.id, id)).limit(1);
  return row as LeadRow | undefined;
}

/** The newest lead converted into this account, if any. */
export async function leadIdOfUser(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.converted_user_id, userId))
    .orderBy(desc(leads.converted_at))
    .limit(1);
  return row?.id;
}

/** What a viewer may see: every lead, or those of one brand (ADR 017's scope). */
export interface Scope {
  all: boolean;
  brandId: string | null;
}

export interface LeadFilter {
  q?: string;
  owner?: string;
  source?: string;
  status?: LeadStageKind;
  stage_id?: string;
}

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

export function leadWhere(f: LeadFilter, scope: Scope, viewerId: string): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (!scope.all) where.push(scope.brandId ? eq(leads.brand_id, scope.brandId) : isNull(leads.brand_id));
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    where.push(
      sql`(${leads.name} ilike ${like} or ${leads.email} ilike ${like} or ${leads.phone} ilike ${like})`,
    );
  }
  if (f.owner === 'me') where.push(eq(leads.owner_id, viewerId));
  else if (f.owner === 'unassigned') where.push(isNull(leads.owner_id));
  else if (f.owner) where.push(eq(leads.owner_id, f.owner));
  if (f.source) where.push(eq(leads.source, f.source));
  if (f.status) where.push(eq(leadStages.kind, f.status));
  if (f.stage_id) where.push(eq(leads.stage_id, f.stage_id));
  return and(...where);
}

/** Every open lead of the filter, in board order. */
export async function boardLeads(db: Db, where: SQL | undefined): Promise<LeadRow[]> {
  return (await selectLeads(db)
    .where(and(where, eq(leadStages.kind, 'open')))
    .orderBy(asc(leadStages.position), asc(leads.position), asc(leads.created_at))) as LeadRow[];
}

/** Count and value per stage kind (the board's won and lost totals). */
export async function totalsByKind(
  db: Db,
  where: SQL | undefined,
): Promise<{ kind: LeadStageKind; count: number; value_cents: number }[]> {
  return db
    .select({
      kind: leadStages.kind,
      count: count(),
      value_cents: sql<number>`coalesce(sum(${leads.value_cents}), 0)::bigint`.mapWith(Number),
    })
    .from(leads)
    .innerJoin(leadStages, eq(leadStages.id, leads.stage_id))
    .where(where)
    .groupBy(leadStages.kind);
}

const sorts: Record<LeadSort, SQL[]> = {
  updated_desc: [desc(leads.updated_at), asc(leads.id)],
  created_desc: [desc(leads.created_at), asc(leads.id)],
  value_desc: [desc(leads.value_cents), asc(leads.name), asc(leads.id)],
  value_asc: [asc(leads.value_cents), asc(leads.name), asc(leads.id)],
  name_asc: [asc(sql`lower(${leads.name})`), asc(leads.id)],
  next_action_asc: [sql`${leads.next_action_on} asc nulls last`, asc(leads.id)],
};

export async function listLeads(
  db: Db,
  where: SQL | undefined,
  q: { page: number; per_page: number; sort: LeadSort },
): Promise<{ rows: LeadRow[]; total: number }> {
  const rows = await selectLeads(db)
    .where(where)
    .orderBy(...sorts[q.sort])
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [t] = await db
    .select({ n: count() })
    .from(leads)
    .innerJoin(leadStages, eq(leadStages.id, leads.stage_id))
    .where(where);
  return { rows: rows as LeadRow[], total: t?.n ?? 0 };
}

export async function insertLead(db: Db, values: LeadInsert): Promise<string> {
  const [row] = await db.insert(leads).values(values).returning({ id: leads.id });
  return row!.id;
}

export async function updateLead(db: Db, id: string, set: Partial<LeadInsert>): Promise<void> {
  await db.update(leads).set(set).where(eq(leads.id, id));
}

export async function deleteLead(db: Db, id: string): Promise<void> {
  await db.delete(leads).where(eq(leads.id, id));
}

/** Ids of a stage's leads in board order, leaving one out (the lead being moved). */
export async function stageOrder(db: Db, stageId: string, except?: string): Promise<string[]> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.stage_id, stageId), except ? ne(leads.id, except) : undefined))
    .orderBy(asc(leads.position), asc(leads.created_at), asc(leads.id));
  return rows.map((r) => r.id);
}

/** Writes positions 0, 1, 2… in the given order (only rows whose position changes). */
export async function renumber(db: Db, stageId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::uuid, ${i}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${leads} set position = v.pos, stage_id = ${stageId}::uuid
    from (values ${values}) as v(id, pos)
    where ${leads.id} = v.id and (${leads.position} <> v.pos or ${leads.stage_id} <> ${stageId}::uuid)`);
}

export async function nextPosition(db: Db, stageId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${leads.position}) + 1, 0)`.mapWith(Number) })
    .from(leads)
    .where(eq(leads.stage_id, stageId));
  return row?.n ?? 0;
}

/** An open lead of this address (and brand, and coach), for de-duplicating captures; the oldest first. */
export async function findOpenLeadByEmail(
  db: Db,
  email: string,
  brandId: string | null,
  clientId: string | null = null,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .innerJoin(leadStages, eq(leadStages.id, leads.stage_id))
    .where(
      and(
        sql`lower(${leads.email}) = ${email.toLowerCase()}`,
        eq(leadStages.kind, 'open'),
        brandId ? eq(leads.brand_id, brandId) : isNull(leads.brand_id),
        clientId ? eq(leads.client_id, clientId) : isNull(leads.client_id),
      ),
    )
    .orderBy(asc(leads.created_at))
    .limit(1);
  return row?.id;
}

export async function insertHistory(
  db: Db,
  values: { lead_id: string; from_stage_id: string | null; to_stage_id: string; changed_by: string | null },
): Promise<void> {
  await db.insert(leadStageHistory).values(values);
}

export async function listHistory(db: Db, leadId: string) {
  return db
    .select({
      id: leadStageHistory.id,
      from_stage_id: leadStageHistory.from_stage_id,
      from_stage_name: sql<
        string | null
      >`(select s.name from lead_stages s where s.id = ${leadStageHistory.from_stage_id})`,
      to_stage_id: leadStageHistory.to_stage_id,
      to_stage_name: sql<
        string | null
      >`(select s.name from lead_stages s where s.id = ${leadStageHistory.to_stage_id})`,
      changed_by: leadStageHistory.changed_by,
      changed_by_name: users.display_name,
      changed_at: leadStageHistory.changed_at,
    })
    .from(leadStageHistory)
    .leftJoin(users, eq(users.id, leadStageHistory.changed_by))
    .where(eq(leadStageHistory.lead_id, leadId))
    .orderBy(desc(leadStageHistory.changed_at), desc(leadStageHistory.id));
}

export async function insertNote(
  db: Db,
  values: { lead_id: string; author_id: string | null; body: string },
) {
  const [row] = await db.insert(leadNotes).values(values).returning({ id: leadNotes.id });
  return row!.id;
}

export async function listNotes(db: Db, leadId: string) {
  return db
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      author_id: leadNotes.author_id,
      author_name: users.display_name,
      created_at: leadNotes.created_at,
    })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.author_id))
    .where(eq(leadNotes.lead_id, leadId))
    .orderBy(desc(leadNotes.created_at), desc(leadNotes.id));
}

/** Staff who may own leads in a scope, by name: a brand's staff and the unbranded ones. */
export async function staffInScope(db: Db, scope: Scope, staffRoles: readonly Role[]) {
  return db
    .select({ id: users.id, display_name: users.display_name })
    .from(users)
    .where(
      and(
        inArray(users.role, [...staffRoles]),
        isNull(users.deactivated_at),
        scope.all || !scope.brandId
          ? undefined
          : or(eq(users.brand_id, scope.brandId), isNull(users.brand_id)),
      ),
    )
    .orderBy(asc(users.display_name));
}

/** How many leads sit in each stage (every stage, zeros included), in board order. */
export async function countsPerStage(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ stage_id: leads.stage_id, n: count() })
    .from(leads)
    .innerJoin(leadStages, eq(leadStages.id, leads.stage_id))
    .where(where)
    .groupBy(leads.stage_id);
  const byStage = new Map(rows.map((r) => [r.stage_id, r.n]));
  return (await listStages(db)).map((s) => ({
    stage_id: s.id,
    name: s.name,
    kind: s.kind,
    leads: byStage.get(s.id) ?? 0,
  }));
}

/** A coach's leads (captured by their website or booking link), newest first. */
export async function listClientLeads(
  db: Db,
  clientId: string,
  q: { page: number; per_page: number },
): Promise<{ rows: LeadRow[]; total: number }> {
  const where = eq(leads.client_id, clientId);
  const rows = await selectLeads(db)
    .where(where)
    .orderBy(desc(leads.created_at), asc(leads.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [t] = await db.select({ n: count() }).from(leads).where(where);
  return { rows: rows as LeadRow[], total: t?.n ?? 0 };
}

/** The notes the system wrote (form submissions, bookings) on these leads, oldest first. */
export async function systemNotes(
  db: Db,
  leadIds: string[],
): Promise<Map<string, { body: string; created_at: Date }[]>> {
  const out = new Map<string, { body: string; created_at: Date }[]>();
  if (leadIds.length === 0) return out;
  const rows = await db
    .select({ lead_id: leadNotes.lead_id, body: leadNotes.body, created_at: leadNotes.created_at })
    .from(leadNotes)
    .where(and(inArray(leadNotes.lead_id, leadIds), isNull(leadNotes.author_id)))
    .orderBy(asc(leadNotes.created_at), asc(leadNotes.id));
  for (const r of rows) {
    const list = out.get(r.lead_id) ?? [];
    list.push({ body: r.body, created_at: r.created_at });
    out.set(r.lead_id, list);
  }
  return out;
}
