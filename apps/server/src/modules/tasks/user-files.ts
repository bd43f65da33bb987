/**
 * A user's uploaded task files, for compliance: listed and read for a data export, deleted for a
 * data-deletion request (bytes through the storage adapter, then the rows).
 */
import { eq } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import { taskAttachments } from '../../db/schema/tasks';
import type { Db } from '../../platform/db';

export async function attachmentsOfUser(db: Db, userId: string) {
  return db.select().from(taskAttachments).where(eq(taskAttachments.user_id, userId));
}

/** Deletes the user's task files; returns how many. A file already gone from storage is fine. */
export async function deleteAttachmentsOfUser(db: Db, storage: Storage, userId: string): Promise<number> {
  const rows = await attachmentsOfUser(db, userId);
  for (const row of rows) await storage.delete(row.storage_key);
  if (rows.length) await db.delete(taskAttachments).where(eq(taskAttachments.user_id, userId));
  return rows.length;
}
