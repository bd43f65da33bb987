import type { LatestCreditReport, User } from '@fundpath/contracts/auth';
import { hasRole, type Role, roles } from '@fundpath/contracts/roles';
import type { Mailer } from '../../adapters/mail';
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

/** Failures per account+IP before the lock starts (issue: after 5 failures, 429). */
export const LOGIN_MAX_FAILURES = 5;
const LOCK_BASE_MS = 30_000;
const LOCK_MAX_MS = 15 * 60_000;

/** The lock after the n-th failure: 30 s at the 5th, doubling with each further one, at most 15 min. */
export function lockDurationMs(failures: number): number {
  if (failures < LOGIN_MAX_FAILURES) return 0;
  return Math.min(LOCK_BASE_MS * 2 ** (failures - LOGIN_MAX_FAILURES), LOCK_MAX_MS);
}

const throttleKey = (email: string, ip: string | null) =>
  sha256(`${email.trim().toLowerCase()}|${ip ?? '-'}`);

function rateLimited(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError(
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    { retry_after: seconds },
    { 'Retry-After': String(seconds) },
  );
}

export async function login(
  ctx: Ctx,
  email: string,
  password: string,
): Promise<{ user: UserRow; token: string; session: SessionRow }> {
  const now = new Date();
  const key = throttleKey(email, ctx.ip);
  const throttle = await repo.getThrottle(ctx.db, key);
  if (throttle?.locked_until && throttle.locked_until > now) throw rateLimited(throttle.locked_until, now);

  const user = await repo.findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(user?.password_hash, password);
  if (!user || !ok) {
    const failures = await repo.recordFailure(ctx.db, key);
    const lockMs = lockDurationMs(failures);
    if (lockMs > 0) await repo.lockThrottle(ctx.db, key, new Date(now.getTime() + lockMs));
    ctx.log.info({ event: 'login_failed', failures }, 'login failed');
    throw new AppError('UNAUTHENTICATED', 'Invalid email or password');
  }
  if (throttle) await repo.clearThrottle(ctx.db, key);
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

export async function requestPasswordReset(
  ctx: Ctx,
  mailer: Mailer,
  email: string,
  origin: string,
): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) return; // same answer either way: the response never reveals whether the email exists
  const token = newToken();
  await repo.insertResetToken(ctx.db, user.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your FundPath password',
    text: `Hi ${user.display_name},\n\nSomeone asked to reset the password of your FundPath account. To choose a new one, open this link within the next hour:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
  });
}

export async function resetPassword(ctx: Ctx, token: string, password: string): Promise<void> {
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
