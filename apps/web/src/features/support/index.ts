/** The support desk: tickets screen, ticket detail, and the pieces the Client Center shows. */
export { supportKeys } from './api/calls';
export { ticketActivityQuery } from './api/get-activity';
export { ticketStatsQuery } from './api/get-stats';
export { ticketQuery } from './api/get-ticket';
export { staffQuery } from './api/list-staff';
export { ticketListQuery, useTicketList } from './api/list-tickets';
export { ticketSearchQuery } from './api/search-tickets';
export { CreateTicketDialog } from './components/create-ticket-dialog';
export { OpenTicketsCard, useRecentTicketActivity } from './components/open-tickets-card';
export { SlaChip, StatusBadge } from './components/ticket-badges';
export { TicketDetailDialog } from './components/ticket-detail-dialog';
export { OFFLINE_MESSAGE, TicketsScreen } from './components/tickets-screen';
export { useTicketParam } from './hooks/use-ticket-param';
export { slaText } from './utils/sla';
