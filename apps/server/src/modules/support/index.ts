/**
 * Support tickets (ADR 003, top layer with ai). New tickets and status changes are announced as
 * `ticket.created` and `ticket.status_changed`. Other modules import only this file.
 */
export { supportRoutes } from './routes';
export * from './service';
/** Tickets opened/resolved and SLA breaches per day, for platform analytics. */
export { type TicketDay, ticketsPerDay } from './stats';
