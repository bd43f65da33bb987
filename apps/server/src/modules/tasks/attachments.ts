/** A task's files: upload through the shared pipeline (`platform/uploads`), list, download, delete. */
import { journeyMessages, type Task, type TaskAttachment, uploadLimits } from '@fundpath/contracts/coaching';
import { isStaff } from '@fundpath/contracts/roles';
import type { Storage } from '../../adapters/storage';
import { type Ctx, requireActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import {
  checkUpload,
  discardUploads,
  nameForContent,
  type ReceivedFile,
  storeUploads,
  type UploadErrors,
  uploadKey,
} from '../../platform/uploads';
import { completesWithFiles, reopensWithoutFiles } from './completion';
import type { AttachmentRow } from './repo';
import * as repo from './repo';
import { toAttachment, toOneTask, withDefinitions } from './shapes';
import { ownTask, STORED_FILE_NOT_DELETED, taskUpdated, visibleTask } from './user-tasks';

const MB = 1024 * 1024;

/** A file as the upload pipeline received it (`platform/uploads`). */
export type IncomingFile = ReceivedFile;

/** Where an upload may go and its limits; 404 unless the caller owns the task. */
export async function uploadTarget(ctx: Ctx, id: string) {
  const task = await ownTask(ctx.db, ctx, id);
  const [eff] = await withDefinitions(ctx.db, [task]);
  const limits = uploadLimits(eff!.template_config);
  return { task, limits, existing: await repo.countAttachments(ctx.db, task.id) };
}

/**
 * Checks files by content against the task's allowed types, size and count (spec §5 messages)
 * and stores them under server-made keys, all through the shared upload pipeline; completes a
 * document task at its minimum file count.
 */
export async function addAttachments(
  ctx: Ctx,
  storage: Storage,
  id: string,
  files: readonly IncomingFile[],
): Promise<{ attachments: TaskAttachment[]; task: Task }> {
  const { task, limits, existing } = await uploadTarget(ctx, id);
  if (files.length === 0) throw new AppError('VALIDATION_FAILED', 'Choose a file to upload');
  if (existing + files.length > limits.max_files_allowed)
    throw new AppError('LIMIT_REACHED', journeyMessages.maxFiles(limits.max_files_allowed));
  const maxBytes = limits.max_file_size_mb * MB;
  const errors: UploadErrors = {
    tooLarge: (name) =>
      new AppError('PAYLOAD_TOO_LARGE', journeyMessages.fileTooLarge(name, limits.max_file_size_mb)),
    notAllowed: (what) =>
      new AppError('VALIDATION_FAILED', journeyMessages.fileTypeNotAllowed(what, limits.allowed_file_types)),
  };
  const checked = files.map((f) =>
    checkUpload(f, { maxBytes, allowedTypes: limits.allowed_file_types, fallbackName: 'upload' }, errors),
  );
  const stored = await storeUploads(
    storage,
    checked.map((c) => ({
      key: uploadKey(`tasks/${task.user_id}`, c.type.ext),
      data: c.data,
      // Named from the detected type, as ticket files are: never the uploader's extension alone.
      file_name: nameForContent(c.file_name, c.type.ext),
      content_type: c.type.mime,
    })),
    ctx.log,
  );

  let rows: AttachmentRow[];
  try {
    rows = await ctx.db.transaction(async (tx) => {
      const locked = await ownTask(tx, ctx, id, true);
      // Counted again under the lock: two uploads at once cannot pass the limit together.
      const count = await repo.countAttachments(tx, locked.id);
      if (count + stored.length > limits.max_files_allowed)
        throw new AppError('LIMIT_REACHED', journeyMessages.maxFiles(limits.max_files_allowed));
      const inserted = await repo.insertAttachments(
        tx,
        stored.map((s, n) => ({
          task_id: locked.id,
          user_id: locked.user_id,
          storage_key: s.key,
          file_name: s.file_name,
          content_type: s.content_type,
          file_ext: checked[n]!.type.ext,
          size_bytes: s.size,
        })),
      );
      const [eff] = await withDefinitions(tx, [locked]);
      if (completesWithFiles(eff!, count + inserted.length))
        await repo.updateUserTask(tx, locked.id, { is_completed: true, completed_at: new Date() });
      return inserted;
    });
  } catch (err) {
    await discardUploads(
      storage,
      stored.map((s) => s.key),
      ctx.log,
      STORED_FILE_NOT_DELETED,
    );
    throw err;
  }
  // After commit: the files belong to their rows now, whatever happens next.
  const fresh = await repo.findUserTask(ctx.db, id);
  await taskUpdated(ctx, fresh!);
  return { attachments: rows.map(toAttachment), task: await toOneTask(ctx.db, fresh!) };
}

export async function listTaskAttachments(ctx: Ctx, id: string): Promise<TaskAttachment[]> {
  const task = await visibleTask(ctx, id);
  return (await repo.listAttachments(ctx.db, [task.id])).map(toAttachment);
}

/** The attachment for its owner or staff; anyone else gets 404. */
export async function attachmentForDownload(ctx: Ctx, attachmentId: string): Promise<AttachmentRow> {
  const actor = requireActor(ctx);
  const row = await repo.findAttachment(ctx.db, attachmentId);
  if (!row || (row.user_id !== actor.id && !isStaff(actor)))
    throw new AppError('NOT_FOUND', 'File not found');
  return row;
}

export async function deleteAttachment(ctx: Ctx, storage: Storage, attachmentId: string): Promise<Task> {
  const actor = requireActor(ctx);
  const { key, row } = await ctx.db.transaction(async (tx) => {
    const att = await repo.findAttachment(tx, attachmentId);
    if (!att || att.user_id !== actor.id) throw new AppError('NOT_FOUND', 'File not found');
    const task = await ownTask(tx, ctx, att.task_id, true);
    await repo.deleteAttachment(tx, att.id);
    const [eff] = await withDefinitions(tx, [task]);
    const remaining = await repo.countAttachments(tx, task.id);
    let updated = task;
    // An upload task below its minimum is no longer done.
    if (reopensWithoutFiles(eff!, remaining))
      updated = await repo.updateUserTask(tx, task.id, { is_completed: false, completed_at: null });
    return { key: att.storage_key, row: updated };
  });
  await discardUploads(storage, [key], ctx.log, STORED_FILE_NOT_DELETED);
  return toOneTask(ctx.db, row);
}
