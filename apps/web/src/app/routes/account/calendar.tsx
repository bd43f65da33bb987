import { CalendarScreen } from '@/features/calendar';

export default function CalendarRoute() {
  return <CalendarScreen />;
}
