import { randomBytes } from 'node:crypto';
import type { LatestCreditReport, User } from '@fundpath/contracts/auth';
import { hasRole, type Role, roles } from '@fundpath/contracts/roles';
import type { Mailer } from '../../adapters/mail';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import { newToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { adminCanImpersonate } from '../../platform/policies';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  type SessionRow,
  setImpersonation,
  type UserRow,
} from '../../platform/sessions';
import { hashPassword, verifyPassword } from './password';
import * as repo from './repo';

// ---- users, for the other modules (ADR 003: they read users through auth, not its tables) ------

/** The user row by id, or undefined. */
export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return repo.findUserById(db, id);
}

/** The user row by email (case-insensitive), or undefined. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return repo.findUserByEmail(db, email);
}

/** Locks the user's row until the transaction ends: one change per user at a time. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await repo.lockUser(db, userId);
}

/** The approvals of the user's latest credit report, kept on the user (journey routing reads them). */
export async function setLatestCreditReport(
  db: Db,
  userId: string,
  latest: LatestCreditReport,
): Promise<void> {
  await repo.setLatestCreditReport(db, userId, latest);
}

/**
 * Public shapes by row. A row lives in the session cache for seconds and serves every request of
 * its session meanwhile; deriving the shape once per row (mostly `toISOString`) instead of once per
 * request is measurable on the hottest route. Frozen, since one object serves many responses.
 */
const publicUsers = new WeakMap<UserRow, User>();

/** The allow-listed shape a user has on the wire: never the hash. */
export function toPublicUser(row: UserRow): User {
  let user = publicUsers.get(row);
  if (!user) {
    user = Object.freeze({
      id: row.id,
      email: row.email,
      role: row.role,
      display_name: row.display_name,
      permissions: row.permissions ?? {},
      brand_id: row.brand_id,
      latest_credit_report_json: row.latest_credit_report_json ?? null,
      created_at: row.created_at.toISOString(),
    });
    publicUsers.set(row, user);
  }
  return user;
}

export function impersonationOf(ctx: Ctx) {
  const active = Boolean(
    ctx.session?.impersonated_user_id && ctx.realUser && ctx.actor && ctx.realUser.id !== ctx.actor.id,
  );
  return { is_impersonating: active, original_user_id: active ? ctx.realUser!.id : null };
}

/** Roles the acting user passes under spec §6 (admin passes every role but client). */
export function rolesOf(user: UserRow): Role[] {
  return roles.filter((r) => hasRole(user, r));
}

// ---- login and throttling -------------------------------------------------------------------

export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Contact your administrator.';

/** Failures per account+IP before the lock starts (issue: after 5 failures, 429). */
export const LOGIN_MAX_FAILURES = 5;
/** Failures per IP, across every account, before that IP is locked out of sign-in. */
export const LOGIN_MAX_FAILURES_PER_IP = 20;
const LOCK_BASE_MS = 30_000;
const LOCK_MAX_MS = 15 * 60_000;

const ACCOUNT_POLICY: repo.ThrottlePolicy = {
  max: LOGIN_MAX_FAILURES,
  baseLockMs: LOCK_BASE_MS,
  maxLockMs: LOCK_MAX_MS,
  windowMs: null,
};
const IP_POLICY: repo.ThrottlePolicy = {
  max: LOGIN_MAX_FAILURES_PER_IP,
  baseLockMs: LOCK_BASE_MS,
  maxLockMs: LOCK_MAX_MS,
  windowMs: 15 * 60_000,
};

/** The lock after the n-th failure: 30 s at the 5th, doubling with each further one, at most 15 min. */
export function lockDurationMs(failures: number): number {
  if (failures < LOGIN_MAX_FAILURES) return 0;
  return Math.min(LOCK_BASE_MS * 2 ** (failures - LOGIN_MAX_FAILURES), LOCK_MAX_MS);
}

const throttleKey = (email: string, ip: string | null) =>
  sha256(`${email.trim().toLowerCase()}|${ip ?? '-'}`);
const ipThrottleKey = (ip: string) => `ip:${sha256(ip)}`;

/** 429 with Retry-After until `until` (the throttles of sign-in, password resets and checks). */
export function rateLimited(until: Date, now: Date, message = 'Too many failed sign-in attempts.'): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError(
    'RATE_LIMITED',
    `${message} Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    { retry_after: seconds },
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Signs in. Each attempt is counted *before* the password is checked, in one statement per key
 * (per IP, then per account+IP), so parallel attempts cannot all pass a check made before any of
 * them failed: past the limit they get 429 whatever the password. A success gives its attempt back.
 */
export async function login(
  ctx: Ctx,
  email: string,
  password: string,
): Promise<{ user: UserRow; token: string; session: SessionRow }> {
  const now = new Date();
  const ipKey = ctx.ip ? ipThrottleKey(ctx.ip) : null;
  if (ipKey) {
    const perIp = await repo.claimAttempt(ctx.db, ipKey, IP_POLICY, now);
    if (!perIp.allowed) {
      ctx.log.warn({ event: 'login_ip_locked' }, 'login refused: too many failures from this address');
      throw rateLimited(perIp.lockedUntil, now, 'Too many failed sign-in attempts from this network.');
    }
  }
  const key = throttleKey(email, ctx.ip);
  const claim = await repo.claimAttempt(ctx.db, key, ACCOUNT_POLICY, now);
  if (!claim.allowed) throw rateLimited(claim.lockedUntil, now);

  const user = await repo.findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(user?.password_hash, password);
  if (!user || !ok) {
    ctx.log.info({ event: 'login_failed', failures: claim.attempts }, 'login failed');
    throw new AppError('UNAUTHENTICATED', 'Invalid email or password');
  }
  // Told only to whoever knows the password: the account exists but an admin turned it off.
  if (user.deactivated_at) {
    ctx.log.info({ event: 'login_deactivated', user_id: user.id }, 'login refused: account deactivated');
    throw new AppError('FORBIDDEN', DEACTIVATED_MESSAGE);
  }
  await repo.clearThrottle(ctx.db, key);
  await repo.touchLastSignIn(ctx.db, user.id, now);
  if (ipKey) await repo.refundAttempt(ctx.db, ipKey, IP_POLICY.max);
  const { token, session } = await createSession(
    ctx.db,
    user.id,
    { ip: ctx.ip, userAgent: ctx.userAgent },
    now,
  );
  ctx.log.info({ event: 'login', user_id: user.id }, 'login succeeded');
  return { user, token, session };
}

export async function logout(ctx: Ctx): Promise<void> {
  if (!ctx.session) return;
  await deleteSession(ctx.db, ctx.session.id);
  ctx.sessionCache.invalidateSession(ctx.session.id);
}

// ---- password reset -------------------------------------------------------------------------

const RESET_TTL_MS = 60 * 60_000;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password.';

/** Requests per IP (any e-mail) before 429: stops one client from mailing a list of addresses. */
export const RESET_REQUESTS_PER_IP = 10;
/** Links mailed per e-mail address before further requests are answered the same but send nothing. */
export const RESET_REQUESTS_PER_EMAIL = 3;
const RESET_IP_POLICY: repo.ThrottlePolicy = {
  max: RESET_REQUESTS_PER_IP,
  baseLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  windowMs: 60 * 60_000,
};
const RESET_EMAIL_POLICY: repo.ThrottlePolicy = {
  max: RESET_REQUESTS_PER_EMAIL,
  baseLockMs: 15 * 60_000,
  maxLockMs: 60 * 60_000,
  windowMs: 60 * 60_000,
};

/**
 * The per-IP limit of forgot-password: 429 with Retry-After past it. Call before
 * {@link requestPasswordReset} (whose own failures the route hides).
 */
export async function throttlePasswordResetRequest(ctx: Ctx): Promise<void> {
  if (!ctx.ip) return;
  const now = new Date();
  const claim = await repo.claimAttempt(ctx.db, `reset-ip:${sha256(ctx.ip)}`, RESET_IP_POLICY, now);
  if (!claim.allowed) {
    ctx.log.warn({ event: 'password_reset_ip_limited' }, 'password reset refused: too many requests');
    throw rateLimited(claim.lockedUntil, now, 'Too many password reset requests.');
  }
}

export async function requestPasswordReset(
  ctx: Ctx,
  mailer: Mailer,
  email: string,
  origin: string,
): Promise<void> {
  // Per address, silently: the answer stays the same (it must not tell whether the account exists
  // or was limited), but no further mail is queued.
  const perEmail = await repo.claimAttempt(
    ctx.db,
    `reset-email:${sha256(email.trim().toLowerCase())}`,
    RESET_EMAIL_POLICY,
    new Date(),
  );
  if (!perEmail.allowed) {
    ctx.log.info({ event: 'password_reset_email_limited' }, 'password reset not mailed: too many requests');
    return;
  }
  const user = await repo.findUserByEmail(ctx.db, email);
  // Same answer either way: the response never reveals whether the email exists (or is deactivated).
  if (!user || user.deactivated_at) return;
  await mailResetLink(ctx, mailer, user, origin, 'Someone asked');
}

/**
 * Mails `user` a one-hour reset link (the self-service flow above, and an admin's "send a
 * password reset" from `/admin/users`, whose `requester` reads "An administrator asked").
 */
export async function mailResetLink(
  ctx: Pick<Ctx, 'db'>,
  mailer: Mailer,
  user: UserRow,
  origin: string,
  requester: string,
): Promise<void> {
  const token = newToken();
  await repo.insertResetToken(ctx.db, user.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your FundPath password',
    text: `Hi ${user.display_name},\n\n${requester} to reset the password of your FundPath account. To choose a new one, open this link within the next hour:\n\n${link}\n\nIf you did not expect this, ignore this message: your password stays as it is.\n`,
  });
}

export async function resetPassword(ctx: Ctx, token: string, password: string): Promise<void> {
  // Revokes the user's other outstanding links too: an older mail no longer resets the password.
  const userId = await repo.consumeResetToken(ctx.db, sha256(token), new Date());
  if (!userId)
    throw new AppError(
      'VALIDATION_FAILED',
      'This reset link is invalid or has expired. Please request a new one.',
    );
  await repo.updatePasswordHash(ctx.db, userId, await hashPassword(password));
  // A new password signs out every existing session.
  await deleteUserSessions(ctx.db, userId);
  ctx.sessionCache.invalidateUser(userId);
}

// ---- impersonation --------------------------------------------------------------------------

export async function startImpersonation(ctx: Ctx, targetId: string): Promise<UserRow> {
  const admin = ctx.realUser!;
  const target = await repo.findUserById(ctx.db, targetId);
  if (!target) throw new AppError('NOT_FOUND', 'User not found');
  if (target.deactivated_at) throw new AppError('FORBIDDEN', 'This account is deactivated');
  const refusal = adminCanImpersonate(admin, target);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  await ctx.db.transaction(async (tx) => {
    await setImpersonation(tx, ctx.session!.id, target.id);
    await repo.insertImpersonationLog(tx, {
      admin_id: admin.id,
      target_user_id: target.id,
      action: 'start',
      ip: ctx.ip,
      user_agent: ctx.userAgent?.slice(0, 512) ?? null,
    });
    await recordAudit(
      ctx,
      {
        action: 'impersonation.started',
        target_type: 'impersonation',
        target_id: target.id,
        target_label: `${target.display_name} <${target.email}>`,
      },
      tx,
    );
  });
  ctx.sessionCache.invalidateSession(ctx.session!.id);
  ctx.log.info(
    { event: 'impersonation_start', admin_id: admin.id, target_id: target.id },
    'impersonation started',
  );
  return target;
}

export async function stopImpersonation(ctx: Ctx): Promise<boolean> {
  const targetId = ctx.session?.impersonated_user_id;
  if (!targetId) return false;
  await ctx.db.transaction(async (tx) => {
    await setImpersonation(tx, ctx.session!.id, null);
    await repo.insertImpersonationLog(tx, {
      admin_id: ctx.realUser!.id,
      target_user_id: targetId,
      action: 'stop',
      ip: ctx.ip,
      user_agent: ctx.userAgent?.slice(0, 512) ?? null,
    });
    await recordAudit(
      ctx,
      { action: 'impersonation.stopped', target_type: 'impersonation', target_id: targetId },
      tx,
    );
  });
  ctx.sessionCache.invalidateSession(ctx.session!.id);
  ctx.log.info(
    { event: 'impersonation_stop', admin_id: ctx.realUser!.id, target_id: targetId },
    'impersonation stopped',
  );
  return true;
}

export async function createUser(
  ctx: Pick<Ctx, 'db'>,
  input: {
    email: string;
    password: string;
    role: Role;
    display_name: string;
    brand_id?: string | null;
    permissions?: Record<string, boolean>;
  },
): Promise<UserRow> {
  const existing = await repo.findUserByEmail(ctx.db, input.email);
  if (existing) throw new AppError('CONFLICT', 'An account with that email already exists');
  return repo.insertUser(ctx.db, {
    email: input.email.trim(),
    password_hash: await hashPassword(input.password),
    role: input.role,
    display_name: input.display_name,
    brand_id: input.brand_id ?? null,
    permissions: input.permissions ?? {},
  });
}

// ---- account administration (the people module's writes to users go through here) ---------

export type UserPatch = Partial<Pick<UserRow, 'email' | 'display_name' | 'role' | 'brand_id'>>;

/** Applies a patch; 409 when the new e-mail belongs to someone else. */
export async function updateUser(db: Db, userId: string, patch: UserPatch): Promise<UserRow> {
  if (patch.email !== undefined) {
    const other = await repo.findUserByEmail(db, patch.email);
    if (other && other.id !== userId)
      throw new AppError('CONFLICT', 'An account with that email already exists', {
        errors: { email: 'An account with that email already exists' },
      });
  }
  const row = await repo.updateUser(db, userId, patch);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

/**
 * Deactivates (`at`) or reactivates (null) accounts. Deactivating deletes their sessions in the
 * same transaction: the session and user triggers NOTIFY every instance, which drop what they
 * cached, and session lookup refuses a deactivated user besides.
 */
export async function setDeactivated(db: Db, userIds: string[], at: Date | null): Promise<void> {
  if (userIds.length === 0) return;
  await repo.setDeactivated(db, userIds, at);
  if (at) await repo.deleteSessionsOf(db, userIds);
}

/** The user's live sessions, newest first. */
export async function sessionsOf(db: Db, userId: string) {
  return repo.liveSessions(db, userId, new Date());
}

/** Ends one session of the user (false when it is not theirs or already gone). */
export async function revokeSession(ctx: Ctx, userId: string, sessionId: string): Promise<boolean> {
  const gone = await repo.deleteSessionOf(ctx.db, userId, sessionId);
  if (gone) ctx.sessionCache.invalidateSession(sessionId);
  return gone;
}

/** Records a sign-in that did not go through {@link login} (an accepted invite). */
export async function touchLastSignIn(db: Db, userId: string, at: Date): Promise<void> {
  await repo.touchLastSignIn(db, userId, at);
}

/** Ends every session of the user; returns how many. */
export async function revokeAllSessions(ctx: Ctx, userId: string): Promise<number> {
  const n = await repo.deleteSessionsOf(ctx.db, [userId]);
  ctx.sessionCache.invalidateUser(userId);
  return n;
}

/**
 * Anonymises an account (a data-deletion request): name and e-mail replaced, the password made
 * unusable (a hash of a random secret nobody knows), deactivated, sessions and reset tokens
 * deleted. The row stays, so the records the law keeps (consents, signed contracts, financial
 * records, the audit log) still point at it. Run inside the caller's transaction.
 */
export async function anonymiseUser(db: Db, userId: string, at = new Date()): Promise<void> {
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  await repo.anonymiseUserRow(db, userId, unusable, at);
  await repo.deleteSessionsOf(db, [userId]);
  await repo.deleteResetTokensOf(db, userId);
}
