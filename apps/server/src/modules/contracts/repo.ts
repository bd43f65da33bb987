import { and, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  contractTemplates,
  contractTemplateVersions,
  type SignatureStatusValue,
  signatureRequests,
  signedContracts,
} from '../../db/schema/contracts';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type TemplateRow = typeof contractTemplates.$inferSelect;
export type VersionRow = typeof contractTemplateVersions.$inferSelect;
export type RequestRow = typeof signatureRequests.$inferSelect;
export type SignedRow = typeof signedContracts.$inferSelect;

const stats = {
  pending_requests: sql<number>`(select count(*)::int from ${signatureRequests} where ${signatureRequests.template_id} = ${contractTemplates.id} and ${signatureRequests.status} = 'pending')`,
  signed_count: sql<number>`(select count(*)::int from ${signatureRequests} where ${signatureRequests.template_id} = ${contractTemplates.id} and ${signatureRequests.status} = 'signed')`,
};

export async function listTemplates(db: Db) {
  return db
    .select({ template: contractTemplates, ...stats })
    .from(contractTemplates)
    .orderBy(
      sql`${contractTemplates.archived_at} is not null`,
      contractTemplates.kind,
      contractTemplates.name,
    );
}

export async function findTemplate(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select({ template: contractTemplates, ...stats })
    .from(contractTemplates)
    .where(eq(contractTemplates.id, id))
    .limit(1);
  const [row] = opts.lock ? await q.for('update', { of: contractTemplates }) : await q;
  return row;
}

export async function templateNameTaken(db: Db, name: string, except?: string) {
  const [row] = await db
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(
      and(
        sql`lower(${contractTemplates.name}) = lower(${name})`,
        except ? sql`${contractTemplates.id} <> ${except}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertTemplate(db: Db, values: typeof contractTemplates.$inferInsert) {
  const [row] = await db.insert(contractTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  db: Db,
  id: string,
  patch: Partial<typeof contractTemplates.$inferInsert>,
) {
  const [row] = await db.update(contractTemplates).set(patch).where(eq(contractTemplates.id, id)).returning();
  return row!;
}

export async function insertVersion(db: Db, values: typeof contractTemplateVersions.$inferInsert) {
  const [row] = await db.insert(contractTemplateVersions).values(values).returning();
  return row!;
}

export async function listVersions(db: Db, templateId: string) {
  return db
    .select({ version: contractTemplateVersions, created_by_name: users.display_name })
    .from(contractTemplateVersions)
    .leftJoin(users, eq(users.id, contractTemplateVersions.created_by))
    .where(eq(contractTemplateVersions.template_id, templateId))
    .orderBy(desc(contractTemplateVersions.version));
}

export async function findVersion(db: Db, templateId: string, version: number) {
  const [row] = await db
    .select()
    .from(contractTemplateVersions)
    .where(
      and(
        eq(contractTemplateVersions.template_id, templateId),
        eq(contractTemplateVersions.version, version),
      ),
    )
    .limit(1);
  return row;
}

// ---- requests ---------------------------------------------------------------------------------

/** Pending requests past their expiry become `expired` (run before reads, so lists are exact). */
export async function expireOverdue(db: Db, now: Date) {
  await db
    .update(signatureRequests)
    .set({ status: 'expired', decided_at: sql`${signatureRequests.expires_at}` })
    .where(
      and(
        eq(signatureRequests.status, 'pending'),
        isNotNull(signatureRequests.expires_at),
        lt(signatureRequests.expires_at, now),
      ),
    );
}

const recipient = alias(users, 'recipient');
const sender = alias(users, 'sender');

const requestColumns = {
  request: signatureRequests,
  template_name: contractTemplates.name,
  kind: contractTemplates.kind,
  version: contractTemplateVersions.version,
  recipient_name: recipient.display_name,
  recipient_email: recipient.email,
  created_by_name: sender.display_name,
  signed_contract_id: signedContracts.id,
};

function requestQuery(db: Db) {
  return db
    .select(requestColumns)
    .from(signatureRequests)
    .innerJoin(contractTemplates, eq(contractTemplates.id, signatureRequests.template_id))
    .innerJoin(contractTemplateVersions, eq(contractTemplateVersions.id, signatureRequests.version_id))
    .innerJoin(recipient, eq(recipient.id, signatureRequests.recipient_id))
    .leftJoin(sender, eq(sender.id, signatureRequests.created_by))
    .leftJoin(signedContracts, eq(signedContracts.request_id, signatureRequests.id));
}
export type RequestListRow = Awaited<ReturnType<typeof findRequestView>> & object;

export async function listRequests(
  db: Db,
  f: {
    status?: SignatureStatusValue;
    template_id?: string;
    recipient_id?: string;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    f.status ? eq(signatureRequests.status, f.status) : undefined,
    f.template_id ? eq(signatureRequests.template_id, f.template_id) : undefined,
    f.recipient_id ? eq(signatureRequests.recipient_id, f.recipient_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    requestQuery(db)
      .where(where)
      .orderBy(desc(signatureRequests.created_at), desc(signatureRequests.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(signatureRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findRequestView(db: Db, id: string) {
  const [row] = await requestQuery(db).where(eq(signatureRequests.id, id)).limit(1);
  return row;
}

export async function findRequest(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(signatureRequests).where(eq(signatureRequests.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function findRequestByToken(db: Db, tokenHash: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select({ request: signatureRequests, recipient_name: users.display_name })
    .from(signatureRequests)
    .innerJoin(users, eq(users.id, signatureRequests.recipient_id))
    .where(eq(signatureRequests.token_hash, tokenHash))
    .limit(1);
  const [row] = opts.lock ? await q.for('update', { of: signatureRequests }) : await q;
  return row;
}

export async function insertRequest(db: Db, values: typeof signatureRequests.$inferInsert) {
  const [row] = await db.insert(signatureRequests).values(values).returning();
  return row!;
}

export async function setRequestStatus(
  db: Db,
  id: string,
  patch: { status: SignatureStatusValue; decided_at: Date; decline_reason?: string | null },
) {
  await db.update(signatureRequests).set(patch).where(eq(signatureRequests.id, id));
}

// ---- signed records ---------------------------------------------------------------------------

export async function insertSigned(db: Db, values: typeof signedContracts.$inferInsert) {
  const [row] = await db.insert(signedContracts).values(values).returning();
  return row!;
}

export async function findSigned(db: Db, id: string) {
  const [row] = await db
    .select({ signed: signedContracts, signer_name: users.display_name, signer_email: users.email })
    .from(signedContracts)
    .innerJoin(users, eq(users.id, signedContracts.signer_id))
    .where(eq(signedContracts.id, id))
    .limit(1);
  return row;
}

export async function findSignedByRequest(db: Db, requestId: string) {
  const [row] = await db
    .select()
    .from(signedContracts)
    .where(eq(signedContracts.request_id, requestId))
    .limit(1);
  return row;
}

/** Everything a user signed (data exports). */
export async function signedOf(db: Db, userId: string) {
  return db.select().from(signedContracts).where(eq(signedContracts.signer_id, userId));
}

export async function requestsOf(db: Db, userId: string) {
  return requestQuery(db).where(inArray(signatureRequests.recipient_id, [userId]));
}

export async function findVersionById(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(contractTemplateVersions)
    .where(eq(contractTemplateVersions.id, id))
    .limit(1);
  return row;
}

/** The live (not archived) template of a kind: the most recently created when there are several. */
export async function liveTemplateOfKind(db: Db, kind: TemplateRow['kind']) {
  const [row] = await db
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.kind, kind), sql`${contractTemplates.archived_at} is null`))
    .orderBy(desc(contractTemplates.created_at), desc(contractTemplates.id))
    .limit(1);
  return row;
}

/** A signed record with the template its request came from (kind and current version). */
export async function signedWithTemplate(db: Db, id: string) {
  const [row] = await db
    .select({
      signed: signedContracts,
      template_id: contractTemplates.id,
      kind: contractTemplates.kind,
      current_version: contractTemplates.current_version,
      archived_at: contractTemplates.archived_at,
    })
    .from(signedContracts)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signedContracts.request_id))
    .innerJoin(contractTemplates, eq(contractTemplates.id, signatureRequests.template_id))
    .where(eq(signedContracts.id, id))
    .limit(1);
  return row;
}

/** The latest record a user signed of a template kind (for linking a seeded or earlier signature). */
export async function latestSignedOfKind(db: Db, userId: string, kind: TemplateRow['kind']) {
  const [row] = await db
    .select({ id: signedContracts.id })
    .from(signedContracts)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signedContracts.request_id))
    .innerJoin(contractTemplates, eq(contractTemplates.id, signatureRequests.template_id))
    .where(and(eq(signedContracts.signer_id, userId), eq(contractTemplates.kind, kind)))
    .orderBy(desc(signedContracts.signed_at))
    .limit(1);
  return row?.id;
}
