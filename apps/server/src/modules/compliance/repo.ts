import { and, count, desc, eq, ilike, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type ComplianceStatusValue,
  type ConsentKindValue,
  consentRecords,
  dataExportRequests,
  deletionRequests,
} from '../../db/schema/compliance';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type ConsentRow = typeof consentRecords.$inferSelect;
export type ExportRow = typeof dataExportRequests.$inferSelect;
export type DeletionRow = typeof deletionRequests.$inferSelect;

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);
const recorder = alias(users, 'recorder');

export async function listConsents(
  db: Db,
  f: { q?: string; kind?: ConsentKindValue; user_id?: string; limit: number; offset: number },
) {
  const like = f.q ? `%${escapeLike(f.q)}%` : undefined;
  const where = and(
    f.kind ? eq(consentRecords.kind, f.kind) : undefined,
    f.user_id ? eq(consentRecords.user_id, f.user_id) : undefined,
    like ? or(ilike(users.display_name, like), ilike(users.email, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        consent: consentRecords,
        user_name: users.display_name,
        user_email: users.email,
        recorded_by_name: recorder.display_name,
      })
      .from(consentRecords)
      .innerJoin(users, eq(users.id, consentRecords.user_id))
      .leftJoin(recorder, eq(recorder.id, consentRecords.recorded_by))
      .where(where)
      .orderBy(desc(consentRecords.agreed_at), desc(consentRecords.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: count() })
      .from(consentRecords)
      .innerJoin(users, eq(users.id, consentRecords.user_id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type ConsentListRow = Awaited<ReturnType<typeof listConsents>>['rows'][number];

export async function insertConsent(db: Db, values: typeof consentRecords.$inferInsert) {
  const [row] = await db.insert(consentRecords).values(values).returning();
  return row!;
}

export async function consentsOf(db: Db, userId: string) {
  return db.select().from(consentRecords).where(eq(consentRecords.user_id, userId));
}

// ---- exports and deletions --------------------------------------------------------------------

const requester = alias(users, 'requester');

/** Export and deletion requests: the same columns, listed and shown the same way. */
type RequestTable = typeof dataExportRequests | typeof deletionRequests;
type RequestListFilter = { status?: ComplianceStatusValue; limit: number; offset: number };

/**
 * Requests of `table` with the user's and the requester's names. (`from` gets the union type:
 * drizzle cannot check a generic table there; the rows still take their type from `T`.)
 */
function requestViews<T extends RequestTable>(db: Db, table: T) {
  return db
    .select({
      row: table,
      user_name: users.display_name,
      user_email: users.email,
      requested_by_name: requester.display_name,
    })
    .from(table as RequestTable)
    .innerJoin(users, eq(users.id, table.user_id))
    .leftJoin(requester, eq(requester.id, table.requested_by))
    .$dynamic();
}

async function listRequests<T extends RequestTable>(db: Db, table: T, f: RequestListFilter) {
  const where: SQL | undefined = f.status ? eq(table.status, f.status) : undefined;
  const [rows, [total]] = await Promise.all([
    requestViews(db, table)
      .where(where)
      .orderBy(desc(table.created_at), desc(table.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: count() })
      .from(table as RequestTable)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

async function findRequestView<T extends RequestTable>(db: Db, table: T, id: string) {
  const [row] = await requestViews(db, table).where(eq(table.id, id)).limit(1);
  return row;
}

export async function listExports(db: Db, f: RequestListFilter) {
  return listRequests(db, dataExportRequests, f);
}
export type ExportListRow = Awaited<ReturnType<typeof listExports>>['rows'][number];

export async function findExportView(db: Db, id: string) {
  return findRequestView(db, dataExportRequests, id);
}

export async function findExport(db: Db, id: string) {
  const [row] = await db.select().from(dataExportRequests).where(eq(dataExportRequests.id, id)).limit(1);
  return row;
}

export async function insertExport(db: Db, values: typeof dataExportRequests.$inferInsert) {
  const [row] = await db.insert(dataExportRequests).values(values).returning();
  return row!;
}

export async function updateExport(
  db: Db,
  id: string,
  patch: Partial<typeof dataExportRequests.$inferInsert>,
) {
  await db.update(dataExportRequests).set(patch).where(eq(dataExportRequests.id, id));
}

/** Completed exports whose download period ended and whose file is still stored. */
export async function expiredExportFiles(db: Db, now: Date) {
  return db
    .select({ id: dataExportRequests.id, file_key: dataExportRequests.file_key })
    .from(dataExportRequests)
    .where(and(isNotNull(dataExportRequests.file_key), lt(dataExportRequests.expires_at, now)));
}

export async function listDeletions(db: Db, f: RequestListFilter) {
  return listRequests(db, deletionRequests, f);
}
export type DeletionListRow = Awaited<ReturnType<typeof listDeletions>>['rows'][number];

export async function findDeletionView(db: Db, id: string) {
  return findRequestView(db, deletionRequests, id);
}

export async function insertDeletion(db: Db, values: typeof deletionRequests.$inferInsert) {
  const [row] = await db.insert(deletionRequests).values(values).returning();
  return row!;
}

export async function updateDeletion(
  db: Db,
  id: string,
  patch: Partial<typeof deletionRequests.$inferInsert>,
) {
  await db.update(deletionRequests).set(patch).where(eq(deletionRequests.id, id));
}

export async function completedDeletionOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: deletionRequests.id })
    .from(deletionRequests)
    .where(and(eq(deletionRequests.user_id, userId), eq(deletionRequests.status, 'completed')))
    .limit(1);
  return row;
}

/** Exports not yet picked up (queued again at start: the send is deduplicated by id). */
export async function requestedExports(db: Db) {
  return db
    .select({ id: dataExportRequests.id })
    .from(dataExportRequests)
    .where(eq(dataExportRequests.status, 'requested'));
}
