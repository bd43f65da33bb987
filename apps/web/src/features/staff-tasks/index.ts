/**
 * Staff follow-up tasks (`/tasks`, issue 7/8): list and board, filters, the task dialog with
 * comments. Not the client's step tasks (feature `tasks`).
 */
export { staffTaskKeys } from './api/keys';
export { staffTaskListQuery, useStaffTasks } from './api/list-tasks';
export { StaffTasksScreen } from './components/staff-tasks-screen';
