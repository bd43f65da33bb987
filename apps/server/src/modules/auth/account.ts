/**
 * One's own account (`/api/account/*`, and the commerce pages' `/api/ecommerce/customer/profile`
 * and `/password`, which call these): name and sign-in e-mail, password, and the sessions signed
 * in as oneself. Everything acts on the signed-in user's own rows; an admin acting as someone
 * cannot change that person's sign-in details or sessions.
 */
import {
  type AccountPasswordBody,
  type AccountProfile,
  type AccountProfilePatch,
  type AccountSession,
  describeUserAgent,
} from '@fundpath/contracts/account';
import { marketplaceRoles } from '@fundpath/contracts/roles';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { createSession, type SessionRow, type UserRow } from '../../platform/sessions';
import { hashPassword, verifyPassword } from './password';
import * as repo from './repo';
import { rateLimited, revokeSession, sessionsOf, updateUser } from './service';

export const WRONG_PASSWORD = 'Your current password is not correct';
export const ENTER_CURRENT_PASSWORD = 'Enter your current password';
export const STAFF_EMAIL =
  'The e-mail you sign in with is changed by an administrator for staff and coach accounts';
export const SESSION_NOT_FOUND = 'Session not found';
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';

/** Wrong current passwords per account before the check locks (30 s, doubling, at most 15 min). */
export const PASSWORD_CHECK_MAX_FAILURES = 5;
const PASSWORD_CHECK_POLICY: repo.ThrottlePolicy = {
  max: PASSWORD_CHECK_MAX_FAILURES,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  windowMs: 15 * 60_000,
};

/** Roles that signed themselves up, and so own the e-mail they sign in with. */
const SELF_REGISTERED: ReadonlySet<string> = new Set(marketplaceRoles);

/** An admin acting as someone cannot change that person's sign-in details. */
function refuseImpersonation(ctx: Ctx): void {
  if (ctx.realUser && ctx.actor && ctx.realUser.id !== ctx.actor.id)
    throw forbidden('You cannot change the sign-in details of someone you are acting as');
}

/**
 * Checks the current password, throttled per account like sign-in: the attempt is counted before
 * the check (parallel guesses cannot all pass), a right password clears the count. A wrong or
 * missing one is a 400 on the `current_password` field.
 */
async function checkCurrentPassword(ctx: Ctx, userId: string, password: string | undefined): Promise<void> {
  if (!password)
    throw new AppError('VALIDATION_FAILED', ENTER_CURRENT_PASSWORD, {
      errors: { current_password: ENTER_CURRENT_PASSWORD },
    });
  const now = new Date();
  const key = `password-check:${userId}`;
  const claim = await repo.claimAttempt(ctx.db, key, PASSWORD_CHECK_POLICY, now);
  if (!claim.allowed) throw rateLimited(claim.lockedUntil, now, 'Too many wrong passwords.');
  const user = await repo.findUserById(ctx.db, userId);
  if (!user || !(await verifyPassword(user.password_hash, password))) {
    ctx.log.info({ event: 'password_check_failed', failures: claim.attempts }, 'current password wrong');
    throw new AppError('VALIDATION_FAILED', WRONG_PASSWORD, { errors: { current_password: WRONG_PASSWORD } });
  }
  await repo.clearThrottle(ctx.db, key);
}

// ---- profile ------------------------------------------------------------------------------

const toProfile = (u: UserRow): AccountProfile => ({
  id: u.id,
  display_name: u.display_name,
  email: u.email,
  role: u.role,
  created_at: u.created_at.toISOString(),
});

export function getProfile(ctx: Ctx): AccountProfile {
  return toProfile(requireActor(ctx));
}

/**
 * Name and e-mail; a new e-mail must not belong to another account (409 naming the field). The
 * e-mail is the sign-in name and where password resets go, so changing it takes the current
 * password (a borrowed session alone cannot take the account over), is audited, and is open to
 * the self-registered roles only (customer, member, specialist, affiliate): staff and coaches'
 * addresses are an admin's to change (`/admin/users`).
 */
export async function updateProfile(ctx: Ctx, patch: AccountProfilePatch): Promise<AccountProfile> {
  const actor = requireActor(ctx);
  refuseImpersonation(ctx);
  const email = patch.email?.trim();
  const emailChanges = email !== undefined && email.toLowerCase() !== actor.email.toLowerCase();
  if (emailChanges) {
    if (!SELF_REGISTERED.has(actor.role)) throw forbidden(STAFF_EMAIL);
    await checkCurrentPassword(ctx, actor.id, patch.current_password);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateUser(tx, actor.id, {
      ...(patch.display_name !== undefined ? { display_name: patch.display_name } : {}),
      ...(emailChanges ? { email } : {}),
    });
    if (emailChanges)
      await recordAudit(
        ctx,
        {
          action: 'user.email_changed',
          target_type: 'user',
          target_id: actor.id,
          target_label: actor.display_name,
          before: { email: actor.email },
          after: { email: updated.email },
        },
        tx,
      );
    return updated;
  });
  ctx.sessionCache.invalidateUser(actor.id);
  if (emailChanges)
    ctx.log.info({ event: 'email_changed', user_id: actor.id }, 'sign-in e-mail changed by its owner');
  return toProfile(row);
}

// ---- password -----------------------------------------------------------------------------

/**
 * Changes the password after checking the current one. Every session of the account ends (a
 * thief signed in elsewhere is out); this browser gets a fresh session, returned to be set.
 */
export async function changePassword(
  ctx: Ctx,
  input: AccountPasswordBody,
): Promise<{ token: string; session: SessionRow }> {
  const actor = requireActor(ctx);
  refuseImpersonation(ctx);
  await checkCurrentPassword(ctx, actor.id, input.current_password);
  const hash = await hashPassword(input.new_password);
  const fresh = await ctx.db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, actor.id, hash);
    await repo.deleteSessionsOf(tx, [actor.id]);
    return createSession(tx, actor.id, { ip: ctx.ip, userAgent: ctx.userAgent });
  });
  ctx.sessionCache.invalidateUser(actor.id);
  ctx.log.info({ event: 'password_changed', user_id: actor.id }, 'password changed by its owner');
  return fresh;
}

// ---- sessions -----------------------------------------------------------------------------

/** The user's own live sessions, newest first; this browser's marked `current`. */
export async function listOwnSessions(ctx: Ctx): Promise<AccountSession[]> {
  const actor = requireActor(ctx);
  refuseImpersonation(ctx);
  const rows = await sessionsOf(ctx.db, actor.id);
  return rows.map((s) => ({
    id: s.id,
    device: describeUserAgent(s.user_agent),
    ip: s.ip,
    created_at: s.created_at.toISOString(),
    last_seen_at: s.updated_at.toISOString(),
    expires_at: s.expires_at.toISOString(),
    current: s.id === ctx.session?.id,
  }));
}

/**
 * Ends one of the user's own sessions; someone else's id is the same 404 as an unknown one.
 * Returns whether it was this browser's (the caller then clears the cookie).
 */
export async function revokeOwnSession(ctx: Ctx, sessionId: string): Promise<{ current: boolean }> {
  const actor = requireActor(ctx);
  refuseImpersonation(ctx);
  if (!(await revokeSession(ctx, actor.id, sessionId))) throw notFound(SESSION_NOT_FOUND);
  ctx.log.info({ event: 'session_revoked', user_id: actor.id }, 'session ended by its owner');
  return { current: sessionId === ctx.session?.id };
}

/** Ends every session of the user but this browser's; returns how many ended. */
export async function revokeOtherSessions(ctx: Ctx): Promise<number> {
  const actor = requireActor(ctx);
  refuseImpersonation(ctx);
  const n = await repo.deleteSessionsExcept(ctx.db, actor.id, ctx.session?.id ?? null);
  ctx.sessionCache.invalidateUser(actor.id);
  ctx.log.info({ event: 'sessions_revoked', user_id: actor.id, sessions: n }, 'other sessions ended');
  return n;
}
