/** The support desk: tickets screen, ticket detail, and the pieces the Client Center shows. */
import { lazy } from 'react';

export { supportKeys } from './api/calls';
export { ticketActivityQuery } from './api/get-activity';
export { ticketStatsQuery } from './api/get-stats';
export { ticketQuery } from './api/get-ticket';
export { staffQuery } from './api/list-staff';
export { ticketListQuery, useTicketList } from './api/list-tickets';
export { ticketSearchQuery } from './api/search-tickets';
export { CreateTicketDialog } from './components/create-ticket-dialog';
export { OpenTicketsCard } from './components/open-tickets-card';
export { SlaChip, StatusBadge } from './components/ticket-badges';
export { TicketDetailDialog } from './components/ticket-detail-dialog';
export { TicketsScreen } from './components/tickets-screen';
export { type TicketActivityItem, useRecentTicketActivity } from './hooks/use-recent-tickets';
export { useTicketParam } from './hooks/use-ticket-param';
export { OFFLINE_MESSAGE } from './utils/labels';
export { slaText } from './utils/sla';

/**
 * The tickets screen as a lazy component, for a screen showing it on demand (the Client Center's
 * Tickets tab): the tickets screen and its dialogs load when it first renders, under a Suspense.
 */
export const LazyTicketsScreen = lazy(() =>
  import('./components/tickets-screen').then((m) => ({ default: m.TicketsScreen })),
);

/** The open tickets card as a lazy component (with its ticket dialogs), for the Client Center's overview. */
export const LazyOpenTicketsCard = lazy(() =>
  import('./components/open-tickets-card').then((m) => ({ default: m.OpenTicketsCard })),
);
