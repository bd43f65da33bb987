import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { LazyTicketsScreen } from '@/features/support';

/**
 * Client Center → Tickets: the client's tickets, a ticket's thread, and New Ticket. Not the first
 * tab: the tickets screen loads when the tab is first opened.
 */
export function TicketsPanel() {
  return (
    <Suspense fallback={<Spinner message="Loading tickets..." className="py-12" />}>
      <LazyTicketsScreen compact />
    </Suspense>
  );
}
