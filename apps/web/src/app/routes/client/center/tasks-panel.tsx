import { ClipboardList } from 'lucide-react';
import { DataNotAvailable } from '@/features/client-center/components/client-center-tabs';

/** Client Center → Tasks. Owned by the coaching journey work (issue 3/5). */
export function TasksPanel() {
  return (
    <DataNotAvailable
      icon={ClipboardList}
      title="Tasks are not available yet"
      text="Tasks for each of your funding steps will be listed here, with what’s left to do."
    />
  );
}

/** Unfinished default tasks for the Tasks tab badge (spec §2); undefined until tasks exist. */
export function useTasksBadge(): number | undefined {
  return undefined;
}
