/**
 * The task service, one file per seam; this file keeps the module's one import path for routes
 * and the module's index.
 *   default-tasks.ts  each step's default tasks (content) and the per-step counts
 *   user-tasks.ts     each user's tasks: read, add, edit, complete, reopen
 *   attachments.ts    a task's files, through the shared upload pipeline (platform/uploads)
 *   shapes.ts         rows as the wire shows them
 * When a task is done is decided in completion.ts (pure, tested beside it).
 */
export {
  addAttachments,
  attachmentForDownload,
  deleteAttachment,
  type IncomingFile,
  listTaskAttachments,
  uploadTarget,
} from './attachments';
export {
  completedDefaultTaskIds,
  createDefaultTask,
  deleteDefaultTask,
  listDefaultTasks,
  openRequiredTasks,
  reorderDefaultTasks,
  setDefaultTaskFields,
  taskSummary,
  updateDefaultTask,
} from './default-tasks';
export { toAttachment } from './shapes';
/** A user's files, for compliance exports and deletion requests. */
export {
  attachmentsOfUser,
  deleteAttachmentsOfUser,
  type TaskFileOfUser,
  taskFilesOfUser,
} from './user-files';
export {
  autoCreateTasks,
  completeDefaultTask,
  completeTask,
  createTask,
  deleteTask,
  getTask,
  listTasks,
  uncompleteDefaultTask,
  uncompleteTask,
  updateTask,
} from './user-tasks';
