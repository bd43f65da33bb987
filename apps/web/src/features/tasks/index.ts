export { useTaskSummary } from './api/summary';
export { taskKeys } from './api/tasks';
export { StepTasksPage } from './components/step-tasks-page';
export { StepTasksPanel, type StepTasksPanelProps } from './components/step-tasks-panel';
