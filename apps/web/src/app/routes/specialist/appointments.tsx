import { ShellProviders } from '@/app/layouts/shell-providers';
import type { ScreenProps } from '@/config/routes';
import { SpecialistAppointments } from '@/features/marketplace-bookings';

/** `/specialist/appointments`: requests and sessions, list and week calendar. */
export default function AppointmentsRoute({ route }: ScreenProps) {
  return (
    <ShellProviders>
      <SpecialistAppointments title={route.title} />
    </ShellProviders>
  );
}
