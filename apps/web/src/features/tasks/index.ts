/** The tasks of each coaching step (widgets per task type) and the staff default-task editors. */
export { TASK_SUMMARY_POLL_MS, taskSummaryQuery, useTaskSummary } from './api/summary';
export { myTasksQuery, stepTasksQuery, taskKeys, useMyTasks, useStepTasks } from './api/tasks';
export { DefaultTasksEditor } from './components/admin/default-tasks-editor';
export { TaskTemplatesAdmin } from './components/admin/task-templates-admin';
export { StepTasksPage } from './components/step-tasks-page';
export { StepTasksPanel, type StepTasksPanelProps } from './components/step-tasks-panel';
export { TasksLoadError } from './components/tasks-load-error';
