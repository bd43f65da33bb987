/**
 * Tasks (ADR 003, above journey content and application, below progress): each step's default
 * tasks and the users' own tasks with their files. Work on a task is announced as `task.updated`.
 * Other modules import only this file.
 */

/** Default tasks re-applied to existing clients (`/admin/sync`). */
export { defaultTasksByStep, reapplyDefaultTasks } from './reapply';
export type { AttachmentRow, DefaultTaskRow, UserTaskRow } from './repo';
/** SQL fragment for the AI coach's context fingerprint (built by the table owner, ADR 003). */
export { tasksFingerprint } from './repo';
export { taskRoutes } from './routes';
export * from './service';
