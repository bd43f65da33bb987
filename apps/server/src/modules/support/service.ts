/**
 * The ticket service of spec §7, one file per seam; this file keeps the module's one import
 * path for routes and other modules.
 *   tickets.ts      visibility, lists and search, create, every change (PATCH, resolve, assign), delete
 *   messages.ts     replies and internal notes
 *   attachments.ts  files, through the shared upload pipeline (platform/uploads)
 *   notify.ts       realtime events after commit; what notifications show (ticketNotice)
 *   to-wire.ts      rows as the wire shows them
 * Pure rules (transitions, SLA, reopen window) live in policy.ts.
 */
export {
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_UPLOAD,
  addAttachment,
  assertCanUpload,
  listAttachments,
  nameMatchingContent,
  openAttachment,
  type UploadedFile,
} from './attachments';
export { addMessage, listMessages, REOPEN_EXPIRED_MESSAGE } from './messages';
export { CLIENT_TICKET_PATH, STAFF_TICKET_PATH, type SupportDeps, ticketNotice } from './notify';
export { openTicketSummaryOf, slaBreachedBetween, ticketOwner, workloadOf } from './repo';
export {
  assignTicket,
  type CreateInput,
  canFollowTicket,
  canSee,
  changeTicket,
  createTicket,
  deleteTicket,
  getTicket,
  type ListQuery,
  listActivity,
  listTickets,
  resolveTicket,
  searchTickets,
  ticketStats,
  toPrefixQuery,
} from './tickets';
