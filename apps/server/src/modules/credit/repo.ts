import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { creditAuditLog, creditCredentials, creditReports } from '../../db/schema/credit';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type CreditReportRow = typeof creditReports.$inferSelect;
export type NewCreditReport = typeof creditReports.$inferInsert;
export type CreditReportSummaryRow = Omit<CreditReportRow, 'raw_report' | 'improvements'>;

/** Every column but the multi-MB raw report and the plan: what lists and comparisons need. */
const summaryColumns = {
  id: creditReports.id,
  user_id: creditReports.user_id,
  version: creditReports.version,
  source: creditReports.source,
  evaluation: creditReports.evaluation,
  as_of: creditReports.as_of,
  overall_decision: creditReports.overall_decision,
  funding_strategy: creditReports.funding_strategy,
  scores: creditReports.scores,
  created_by: creditReports.created_by,
  created_at: creditReports.created_at,
  updated_at: creditReports.updated_at,
};

export async function nextVersion(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${creditReports.version})` })
    .from(creditReports)
    .where(eq(creditReports.user_id, userId));
  return (row?.max ?? 0) + 1;
}

export async function insertReport(db: Db, values: NewCreditReport): Promise<CreditReportRow> {
  const [row] = await db.insert(creditReports).values(values).returning();
  return row!;
}

export async function findReport(db: Db, id: string): Promise<CreditReportRow | undefined> {
  const [row] = await db.select().from(creditReports).where(eq(creditReports.id, id)).limit(1);
  return row;
}

export async function findReportSummary(db: Db, id: string): Promise<CreditReportSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(creditReports).where(eq(creditReports.id, id)).limit(1);
  return row;
}

export async function findLatestReport(db: Db, userId: string): Promise<CreditReportRow | undefined> {
  const [row] = await db
    .select()
    .from(creditReports)
    .where(eq(creditReports.user_id, userId))
    .orderBy(desc(creditReports.version))
    .limit(1);
  return row;
}

/** A user's versions, newest first. */
export async function listReportSummaries(db: Db, userId: string): Promise<CreditReportSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(creditReports)
    .where(eq(creditReports.user_id, userId))
    .orderBy(desc(creditReports.version));
}

// ---- credentials --------------------------------------------------------------------------------

export async function upsertCredentials(
  db: Db,
  userId: string,
  secret: string,
  customerEmail: string | null,
): Promise<void> {
  await db
    .insert(creditCredentials)
    .values({ user_id: userId, secret, customer_email: customerEmail })
    .onConflictDoUpdate({
      target: creditCredentials.user_id,
      set: { secret, customer_email: customerEmail, updated_at: new Date() },
    });
}

export async function findCredentials(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(creditCredentials)
    .where(eq(creditCredentials.user_id, userId))
    .limit(1);
  return row;
}

// ---- audit log ---------------------------------------------------------------------------------

export async function insertAudit(db: Db, entry: typeof creditAuditLog.$inferInsert): Promise<void> {
  await db.insert(creditAuditLog).values(entry);
}

const auditActors = alias(users, 'audit_actor');
const auditSubjects = alias(users, 'audit_subject');

export async function listAudit(
  db: Db,
  filter: { subjectUserId?: string; actorId?: string; limit: number; offset: number },
) {
  const conditions = [];
  if (filter.subjectUserId) conditions.push(eq(creditAuditLog.subject_user_id, filter.subjectUserId));
  if (filter.actorId) conditions.push(eq(creditAuditLog.actor_id, filter.actorId));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({
      id: creditAuditLog.id,
      actor_id: creditAuditLog.actor_id,
      actor_email: auditActors.email,
      subject_user_id: creditAuditLog.subject_user_id,
      subject_email: auditSubjects.email,
      action: creditAuditLog.action,
      report_id: creditAuditLog.report_id,
      ip: creditAuditLog.ip,
      user_agent: creditAuditLog.user_agent,
      created_at: creditAuditLog.created_at,
    })
    .from(creditAuditLog)
    .leftJoin(auditActors, eq(auditActors.id, creditAuditLog.actor_id))
    .leftJoin(auditSubjects, eq(auditSubjects.id, creditAuditLog.subject_user_id))
    .where(where)
    .orderBy(desc(creditAuditLog.created_at), desc(creditAuditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(creditAuditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

// ---- staff directory -----------------------------------------------------------------------------

/** A page of clients (by name) with their latest report summary and version count. */
export async function listClientDirectory(db: Db, filter: { q?: string; limit: number; offset: number }) {
  const conditions = [eq(users.role, 'client')];
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.email, like), ilike(users.display_name, like))!);
  }
  const where = and(...conditions);
  const clients = await db
    .select({ id: users.id, email: users.email, display_name: users.display_name })
    .from(users)
    .where(where)
    .orderBy(users.display_name, users.id)
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const ids = clients.map((c) => c.id);
  const latest = ids.length
    ? await db
        .selectDistinctOn([creditReports.user_id], {
          user_id: creditReports.user_id,
          id: creditReports.id,
          version: creditReports.version,
          created_at: creditReports.created_at,
          overall_decision: creditReports.overall_decision,
          funding_strategy: creditReports.funding_strategy,
          scores: creditReports.scores,
        })
        .from(creditReports)
        .where(inArray(creditReports.user_id, ids))
        .orderBy(creditReports.user_id, desc(creditReports.version))
    : [];
  const counts = ids.length
    ? await db
        .select({ user_id: creditReports.user_id, n: count() })
        .from(creditReports)
        .where(inArray(creditReports.user_id, ids))
        .groupBy(creditReports.user_id)
    : [];
  const latestBy = new Map(latest.map((r) => [r.user_id, r]));
  const countBy = new Map(counts.map((r) => [r.user_id, r.n]));
  return {
    rows: clients.map((c) => ({
      client: c,
      latest: latestBy.get(c.id) ?? null,
      reportCount: countBy.get(c.id) ?? 0,
    })),
    total: total?.n ?? 0,
  };
}

/** Part of the AI coach's context fingerprint (ai/coach/context.ts): changes whenever the user's stored reports change. */
export function reportsFingerprint(userId: string): SQL {
  return sql`(select coalesce(max(version), 0)::text from ${creditReports} where user_id = ${userId})`;
}

/** The latest stored report's evaluation and plan, without the multi-megabyte raw text. */
export async function latestEvaluation(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: creditReports.id,
      version: creditReports.version,
      as_of: creditReports.as_of,
      created_at: creditReports.created_at,
      evaluation: creditReports.evaluation,
      improvements: creditReports.improvements,
    })
    .from(creditReports)
    .where(eq(creditReports.user_id, userId))
    .orderBy(desc(creditReports.version))
    .limit(1);
  return row;
}

/** The latest version's decision per user (evaluation included, raw text and plan left out). */
export async function latestDecisions(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectDistinctOn([creditReports.user_id], {
      user_id: creditReports.user_id,
      id: creditReports.id,
      version: creditReports.version,
      created_at: creditReports.created_at,
      overall_decision: creditReports.overall_decision,
      funding_strategy: creditReports.funding_strategy,
      scores: creditReports.scores,
      evaluation: creditReports.evaluation,
    })
    .from(creditReports)
    .where(inArray(creditReports.user_id, [...userIds]))
    .orderBy(creditReports.user_id, desc(creditReports.version));
}
