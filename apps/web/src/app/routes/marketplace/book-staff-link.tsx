import { StaffBookingPage } from '@/features/calendar';

/** A staff member's booking link on `/book/{code}` (loaded by book-link.tsx for `CAL…` codes). */
export default function BookStaffLink({ code }: { code: string }) {
  return <StaffBookingPage code={code} />;
}
