/**
 * People (issue 3/8; top layer beside notifications): user administration (`/admin/users`:
 * create, invite, edit, deactivate, sessions, bulk actions, with the last-admin and own-role
 * rules) and the staff directory (`/admin/employees`, with capacity read from support).
 * Writes to `users` go through auth; its own tables are invites and staff profiles.
 */
export { peopleRoutes } from './routes';
/** `invite`: the one invite service (the lead pipeline converts a lead into a client through it). */
export {
  invite,
  inviteById,
  LAST_ADMIN_MESSAGE,
  liveInviteRoles,
  OWN_DEACTIVATION_MESSAGE,
  OWN_ROLE_MESSAGE,
} from './service';
