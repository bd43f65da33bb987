import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { libraryFiles } from '../../db/schema/files';
import type { Db } from '../../platform/db';

export type LibraryRow = typeof libraryFiles.$inferSelect & { uploaded_by_name: string | null };

const KINDS = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  media: ['video/mp4', 'video/quicktime', 'audio/mp4', 'audio/mpeg', 'audio/wav'],
  archive: ['application/zip'],
} as const;

const uploadedByName = sql<
  string | null
>`(select u.display_name from users u where u.id = ${libraryFiles.uploaded_by})`;

function where(f: { q?: string; via?: 'form' | 'tus'; kind?: 'image' | 'document' | 'media' | 'archive' }) {
  const out: SQL[] = [];
  if (f.q) out.push(ilike(libraryFiles.name, `%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`));
  if (f.via) out.push(eq(libraryFiles.via, f.via));
  if (f.kind === 'document')
    out.push(sql`${libraryFiles.content_type} not in ${[...KINDS.image, ...KINDS.media, ...KINDS.archive]}`);
  else if (f.kind) out.push(inArray(libraryFiles.content_type, [...KINDS[f.kind]]));
  return out.length ? and(...out) : undefined;
}

export async function listFiles(
  db: Db,
  f: { q?: string; via?: 'form' | 'tus'; kind?: 'image' | 'document' | 'media' | 'archive' },
  limit: number,
  offset: number,
) {
  const cond = where(f);
  const rows = await db
    .select({
      id: libraryFiles.id,
      name: libraryFiles.name,
      content_type: libraryFiles.content_type,
      size: libraryFiles.size,
      sha256: libraryFiles.sha256,
      storage_key: libraryFiles.storage_key,
      via: libraryFiles.via,
      uploaded_by: libraryFiles.uploaded_by,
      created_at: libraryFiles.created_at,
      updated_at: libraryFiles.updated_at,
      uploaded_by_name: uploadedByName,
    })
    .from(libraryFiles)
    .where(cond)
    .orderBy(desc(libraryFiles.created_at), desc(libraryFiles.id))
    .limit(limit)
    .offset(offset);
  const [totals] = await db
    .select({
      n: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${libraryFiles.size}), 0)::float8`,
    })
    .from(libraryFiles)
    .where(cond);
  return { rows: rows as LibraryRow[], total: totals?.n ?? 0, total_bytes: Number(totals?.bytes ?? 0) };
}

export async function findFile(db: Db, id: string): Promise<LibraryRow | undefined> {
  const [row] = await db
    .select({
      id: libraryFiles.id,
      name: libraryFiles.name,
      content_type: libraryFiles.content_type,
      size: libraryFiles.size,
      sha256: libraryFiles.sha256,
      storage_key: libraryFiles.storage_key,
      via: libraryFiles.via,
      uploaded_by: libraryFiles.uploaded_by,
      created_at: libraryFiles.created_at,
      updated_at: libraryFiles.updated_at,
      uploaded_by_name: uploadedByName,
    })
    .from(libraryFiles)
    .where(eq(libraryFiles.id, id))
    .limit(1);
  return row as LibraryRow | undefined;
}

export async function insertFile(db: Db, values: typeof libraryFiles.$inferInsert): Promise<string> {
  const [row] = await db.insert(libraryFiles).values(values).returning({ id: libraryFiles.id });
  return row!.id;
}

export async function deleteFile(db: Db, id: string): Promise<LibraryRow | undefined> {
  const row = await findFile(db, id);
  if (row) await db.delete(libraryFiles).where(eq(libraryFiles.id, id));
  return row;
}
