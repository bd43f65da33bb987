import { TicketsScreen } from '@/features/support';

/** Client Center → Tickets: the client's tickets, a ticket's thread, and New Ticket. */
export function TicketsPanel() {
  return <TicketsScreen compact />;
}
