/** Documents' queries (Drizzle only): folders, documents with their current version, versions, templates. */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { documentFolders, documents, documentTemplates, documentVersions } from '../../db/schema/documents';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

type Q = Db;
export type FolderRow = typeof documentFolders.$inferSelect;
export type VersionRow = typeof documentVersions.$inferSelect;
export type NewVersion = typeof documentVersions.$inferInsert;

/** The three folders every user has, created on first use (idempotent). */
export const DEFAULT_FOLDERS = [
  { kind: 'uploads', name: 'Uploads' },
  { kind: 'shared', name: 'Shared with you' },
  { kind: 'tickets', name: 'Tickets' },
] as const;

export async function ensureDefaultFolders(db: Q, userId: string): Promise<void> {
  await db
    .insert(documentFolders)
    .values(DEFAULT_FOLDERS.map((f) => ({ user_id: userId, kind: f.kind, name: f.name })))
    .onConflictDoNothing();
}

export async function listFolders(db: Q, userId: string): Promise<FolderRow[]> {
  return db
    .select()
    .from(documentFolders)
    .where(eq(documentFolders.user_id, userId))
    .orderBy(
      sql`case ${documentFolders.kind} when 'uploads' then 0 when 'shared' then 1 when 'tickets' then 2 else 3 end`,
      asc(documentFolders.name),
    );
}

export async function findFolder(db: Q, userId: string, id: string): Promise<FolderRow | undefined> {
  const [row] = await db
    .select()
    .from(documentFolders)
    .where(and(eq(documentFolders.id, id), eq(documentFolders.user_id, userId)));
  return row;
}

export async function folderOfKind(db: Q, userId: string, kind: 'uploads' | 'shared' | 'tickets') {
  await ensureDefaultFolders(db, userId);
  const [row] = await db
    .select()
    .from(documentFolders)
    .where(and(eq(documentFolders.user_id, userId), eq(documentFolders.kind, kind)));
  return row!;
}

export async function countFolders(db: Q, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentFolders)
    .where(eq(documentFolders.user_id, userId));
  return row?.n ?? 0;
}

export async function insertFolder(db: Q, userId: string, name: string): Promise<FolderRow> {
  const [row] = await db
    .insert(documentFolders)
    .values({ user_id: userId, name, kind: 'custom' })
    .returning();
  return row!;
}

const sharer = alias(users, 'sharer');

const documentColumns = {
  id: documents.id,
  user_id: documents.user_id,
  folder_id: documents.folder_id,
  title: documents.title,
  source: documents.source,
  shared_by_name: sharer.display_name,
  created_at: documents.created_at,
  updated_at: documents.updated_at,
  version_id: documentVersions.id,
  version: documentVersions.number,
  file_name: documentVersions.file_name,
  content_type: documentVersions.content_type,
  size: documentVersions.size,
};
export type DocumentRow = {
  id: string;
  user_id: string;
  folder_id: string;
  title: string;
  source: 'upload' | 'shared';
  shared_by_name: string | null;
  created_at: Date;
  updated_at: Date;
  version_id: string;
  version: number;
  file_name: string;
  content_type: string;
  size: number;
};

function documentQuery(db: Q) {
  return db
    .select(documentColumns)
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.id, documents.current_version_id))
    .leftJoin(sharer, eq(sharer.id, documents.shared_by));
}

/** The user's documents that are not deleted, newest change first. */
export async function listDocuments(db: Q, userId: string): Promise<DocumentRow[]> {
  return documentQuery(db)
    .where(and(eq(documents.user_id, userId), isNull(documents.deleted_at)))
    .orderBy(desc(documents.updated_at)) as Promise<DocumentRow[]>;
}

/** A document that is not deleted, with its current version (`forUpdate` locks the row). */
export async function findDocument(db: Q, id: string, forUpdate = false): Promise<DocumentRow | undefined> {
  if (forUpdate)
    await db.select({ id: documents.id }).from(documents).where(eq(documents.id, id)).for('update');
  const [row] = await documentQuery(db).where(and(eq(documents.id, id), isNull(documents.deleted_at)));
  return row as DocumentRow | undefined;
}

export async function insertDocument(
  db: Q,
  doc: {
    user_id: string;
    folder_id: string;
    title: string;
    source: 'upload' | 'shared';
    shared_by?: string | null;
    template_id?: string | null;
  },
  version: Omit<NewVersion, 'document_id' | 'number'>,
): Promise<string> {
  const [row] = await db.insert(documents).values(doc).returning({ id: documents.id });
  const [v] = await db
    .insert(documentVersions)
    .values({ ...version, document_id: row!.id, number: 1 })
    .returning({ id: documentVersions.id });
  await db.update(documents).set({ current_version_id: v!.id }).where(eq(documents.id, row!.id));
  return row!.id;
}

export async function addVersion(
  db: Q,
  documentId: string,
  version: Omit<NewVersion, 'document_id' | 'number'>,
) {
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(${documentVersions.number}), 0)::int` })
    .from(documentVersions)
    .where(eq(documentVersions.document_id, documentId));
  const [v] = await db
    .insert(documentVersions)
    .values({ ...version, document_id: documentId, number: (last?.n ?? 0) + 1 })
    .returning({ id: documentVersions.id });
  await db
    .update(documents)
    .set({ current_version_id: v!.id, updated_at: new Date() })
    .where(eq(documents.id, documentId));
}

const uploader = alias(users, 'uploader');

export async function listVersions(db: Q, documentId: string) {
  return db
    .select({
      id: documentVersions.id,
      number: documentVersions.number,
      file_name: documentVersions.file_name,
      content_type: documentVersions.content_type,
      size: documentVersions.size,
      sha256: documentVersions.sha256,
      created_at: documentVersions.created_at,
      uploaded_by_name: uploader.display_name,
    })
    .from(documentVersions)
    .leftJoin(uploader, eq(uploader.id, documentVersions.uploaded_by))
    .where(eq(documentVersions.document_id, documentId))
    .orderBy(desc(documentVersions.number));
}

export async function findVersion(db: Q, id: string): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(documentVersions).where(eq(documentVersions.id, id));
  return row;
}

export async function updateDocument(
  db: Q,
  id: string,
  patch: { title?: string; folder_id?: string; deleted_at?: Date },
): Promise<void> {
  await db
    .update(documents)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(documents.id, id));
}

// ---- templates -----------------------------------------------------------------------------------

const author = alias(users, 'author');

const templateColumns = {
  id: documentTemplates.id,
  title: documentTemplates.title,
  description: documentTemplates.description,
  created_at: documentTemplates.created_at,
  updated_at: documentTemplates.updated_at,
  created_by_name: author.display_name,
  version_id: documentVersions.id,
  file_name: documentVersions.file_name,
  content_type: documentVersions.content_type,
  size: documentVersions.size,
  sha256: documentVersions.sha256,
  storage_key: documentVersions.storage_key,
};

function templateQuery(db: Q) {
  return db
    .select(templateColumns)
    .from(documentTemplates)
    .innerJoin(documentVersions, eq(documentVersions.id, documentTemplates.version_id))
    .leftJoin(author, eq(author.id, documentTemplates.created_by));
}
export type TemplateRow = Awaited<ReturnType<typeof listTemplates>>[number];

export async function listTemplates(db: Q) {
  return templateQuery(db).where(isNull(documentTemplates.deleted_at)).orderBy(asc(documentTemplates.title));
}

export async function findTemplate(db: Q, id: string) {
  const [row] = await templateQuery(db).where(
    and(eq(documentTemplates.id, id), isNull(documentTemplates.deleted_at)),
  );
  return row;
}

export async function insertTemplate(
  db: Q,
  t: { title: string; description: string; created_by: string | null },
  version: Omit<NewVersion, 'document_id' | 'number'>,
): Promise<string> {
  const [v] = await db
    .insert(documentVersions)
    .values({ ...version, document_id: null, number: 1 })
    .returning({ id: documentVersions.id });
  const [row] = await db
    .insert(documentTemplates)
    .values({ ...t, version_id: v!.id })
    .returning({ id: documentTemplates.id });
  return row!.id;
}

export async function replaceTemplateFile(
  db: Q,
  id: string,
  version: Omit<NewVersion, 'document_id' | 'number'>,
) {
  const [v] = await db
    .insert(documentVersions)
    .values({ ...version, document_id: null, number: 1 })
    .returning({ id: documentVersions.id });
  await db
    .update(documentTemplates)
    .set({ version_id: v!.id, updated_at: new Date() })
    .where(eq(documentTemplates.id, id));
}

export async function updateTemplate(
  db: Q,
  id: string,
  patch: { title?: string; description?: string; deleted_at?: Date },
): Promise<boolean> {
  const rows = await db
    .update(documentTemplates)
    .set({ ...patch, updated_at: new Date() })
    .where(and(eq(documentTemplates.id, id), isNull(documentTemplates.deleted_at)))
    .returning({ id: documentTemplates.id });
  return rows.length > 0;
}

// ---- people --------------------------------------------------------------------------------------

export async function findPerson(db: Q, id: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, brand_id: users.brand_id, display_name: users.display_name })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function usersByIds(db: Q, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, display_name: users.display_name })
    .from(users)
    .where(inArray(users.id, ids));
}
