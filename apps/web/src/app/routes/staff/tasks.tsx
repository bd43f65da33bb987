import { StaffTasksScreen } from '@/features/staff-tasks';

/** `/tasks` (staff): the team's follow-up tasks, as a list or a board. */
export default function StaffTasksRoute() {
  return <StaffTasksScreen />;
}
