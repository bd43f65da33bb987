import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { AvailabilityEditor } from '@/features/specialist-workspace';

/** `/specialist/availability`: when members can book the specialist (issue 6/8). */
export default function SpecialistAvailabilityRoute({ route }: ScreenProps) {
  return (
    <>
      <PageHeader
        eyebrow="Workspace"
        title={route.title}
        description="Your weekly hours, dates that differ, and how far ahead and how soon members can book."
      />
      <AvailabilityEditor />
    </>
  );
}
