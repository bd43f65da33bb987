/**
 * Support tickets (ADR 003, top layer with ai). New tickets and status changes are announced as
 * `ticket.created` and `ticket.status_changed`. Other modules import only this file.
 */
export { supportRoutes } from './routes';
export * from './service';
/**
 * Tickets opened/resolved and SLA breaches per day, for platform analytics; the staff workspace's
 * ticket figures (open, past SLA, resolved, median first response), for /analytics (7/8).
 */
export { type TicketDay, type TicketOwners, type TicketTotals, ticketsPerDay, ticketTotals } from './stats';
/** A client's visible ticket files, for the documents screen (7/8). */
export { type TicketFileOfUser, ticketFilesOfUser } from './user-files';
