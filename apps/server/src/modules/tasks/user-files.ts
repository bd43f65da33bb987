/**
 * A user's uploaded task files, for compliance: listed and read for a data export, deleted for a
 * data-deletion request (bytes through the storage adapter, then the rows).
 */
import { desc, eq } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import { taskAttachments, userTasks } from '../../db/schema/tasks';
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

/** A task file as other modules list it (documents): never the storage key. */
export interface TaskFileOfUser {
  id: string;
  name: string;
  size: number;
  content_type: string;
  created_at: Date;
  /** The task's title, where the file was uploaded. */
  task_title: string;
  /** This module's download route (it checks access on every request). */
  download_path: string;
}

/** The user's task files, newest first, for the documents screen. */
export async function taskFilesOfUser(db: Db, userId: string): Promise<TaskFileOfUser[]> {
  const rows = await db
    .select({
      id: taskAttachments.id,
      name: taskAttachments.file_name,
      size: taskAttachments.size_bytes,
      content_type: taskAttachments.content_type,
      created_at: taskAttachments.created_at,
      task_title: userTasks.title,
    })
    .from(taskAttachments)
    .innerJoin(userTasks, eq(userTasks.id, taskAttachments.task_id))
    .where(eq(taskAttachments.user_id, userId))
    .orderBy(desc(taskAttachments.created_at));
  return rows.map((r) => ({ ...r, download_path: `/api/tasks/attachments/${r.id}/download` }));
}
