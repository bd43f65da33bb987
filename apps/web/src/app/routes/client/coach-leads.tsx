import { CoachLeadsScreen } from '@/features/coach-site';

/** `/coach/leads`: the website's contact-form messages and booking-link bookings. */
export default function CoachLeadsRoute() {
  return <CoachLeadsScreen />;
}
