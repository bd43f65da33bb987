import { PageHeader } from '@/components/ui/page-header';
import { HoursEditor, LinksPanel } from '@/features/calendar';
import { CoachNav } from '@/features/coach-site';

/**
 * `/coach/booking`: the coach's own booking links (`/book/{code}`) and working hours, from the
 * calendar feature, beside the website's tabs (a website's booking section points at one).
 */
export default function CoachBookingRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Website"
        title="Booking Links"
        description="Your own booking page: visitors pick a time within your hours, and each booking becomes a lead of yours."
      />
      <CoachNav />
      <div className="space-y-6">
        <LinksPanel />
        <HoursEditor />
      </div>
    </>
  );
}
