/**
 * Identity (ADR 003, bottom layer with brand): users, sessions, passwords, impersonation. The
 * `users` table is the one every domain joins for names; changes to it go through here.
 * Other modules import only this file.
 */
export type { UserRow } from '../../platform/sessions';
/** One's own profile and password (`/api/account/*`; the commerce pages' customer routes call these too). */
export {
  changePassword,
  getProfile as getAccountProfile,
  PASSWORD_CHANGED,
  STAFF_EMAIL,
  updateProfile as updateAccountProfile,
  WRONG_PASSWORD,
} from './account';
/** The one password hashing (argon2id) and check, for a signed-in user changing their password. */
export { hashPassword, verifyPassword } from './password';
/** SQL fragment for the AI coach's context fingerprint (built by the table owner, ADR 003). */
export { userFingerprint } from './repo';
export { authRoutes } from './routes';
export * from './service';
/** Sign-ups per day and client sign-in activity, for platform analytics. */
export { clientSignInActivity, type SignupDay, signupsPerDay } from './stats';
