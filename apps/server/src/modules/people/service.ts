import {
  type AcceptInvite,
  type AdminUser,
  type BulkUsers,
  type CreateUser,
  type Employee,
  INVITE_TTL_HOURS,
  type Invite,
  type InviteUser,
  type UpdateEmployee,
  type UpdateUser,
  type UserListQuery,
  type WorkingHours,
} from '@fundpath/contracts/people';
import { isStaff, type Role } from '@fundpath/contracts/roles';
import type { Mailer } from '../../adapters/mail';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import { newToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { createSession, type SessionRow, type UserRow } from '../../platform/sessions';
import * as auth from '../auth';
import { listAudit } from '../permissions';
import { workloadOf } from '../support';
import * as repo from './repo';

export const LAST_ADMIN_MESSAGE = 'There must always be at least one active admin.';
export const OWN_ROLE_MESSAGE = "You can't change your own role.";
export const OWN_DEACTIVATION_MESSAGE = "You can't deactivate your own account.";
export const INVITE_INVALID_MESSAGE =
  'This invite link is invalid, has expired or was already used. Ask your administrator for a new one.';
const EMAIL_TAKEN = 'An account with that email already exists';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAdminUser(row: repo.AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    display_name: row.display_name,
    role: row.role,
    brand_id: row.brand_id,
    brand_name: row.brand_name,
    status: row.deactivated_at ? 'deactivated' : 'active',
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: row.created_at.toISOString(),
  };
}

const labelOf = (u: { display_name: string; email: string }) => `${u.display_name} <${u.email}>`;

async function adminUserOr404(db: Db, id: string): Promise<repo.AdminUserRow> {
  const row = await repo.findAdminUser(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

async function assertBrand(db: Db, brandId: string | null | undefined): Promise<void> {
  if (brandId && !(await repo.brandExists(db, brandId)))
    throw new AppError('VALIDATION_FAILED', 'Unknown brand', {
      errors: { brand_id: 'Choose an existing brand' },
    });
}

const emailTaken = () => new AppError('CONFLICT', EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });

/**
 * Refuses a change that would leave no active admin. `removed` are the ids that stop being
 * active admins with it. Locks every active admin's row first, so two such changes serialize.
 */
async function assertAdminsRemain(tx: Db, removed: string[]): Promise<void> {
  const admins = await repo.lockActiveAdmins(tx);
  const gone = new Set(removed);
  if (admins.some((id) => gone.has(id)) && admins.every((id) => gone.has(id)))
    throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
}

// ---- list, detail -----------------------------------------------------------------------------

export async function listUsers(ctx: Ctx, q: UserListQuery & { page: number; per_page: number }) {
  const { rows, total } = await repo.listUsers(
    ctx.db,
    { q: q.q, role: q.role, status: q.status, brand: q.brand, sort: q.sort ?? 'name', dir: q.dir ?? 'asc' },
    q.per_page,
    (q.page - 1) * q.per_page,
  );
  return { users: rows.map(toAdminUser), total };
}

export async function userDetail(ctx: Ctx, id: string) {
  const row = await adminUserOr404(ctx.db, id);
  const [sessions, audit] = await Promise.all([
    auth.sessionsOf(ctx.db, id),
    listAudit(ctx, { target_id: id, page: 1, per_page: 25 }),
  ]);
  return {
    user: toAdminUser(row),
    sessions: sessions.map((s) => ({
      id: s.id,
      ip: s.ip,
      user_agent: s.user_agent,
      created_at: s.created_at.toISOString(),
      expires_at: s.expires_at.toISOString(),
      current: s.id === ctx.session?.id,
    })),
    audit: audit.entries.map((e) => ({
      id: e.id,
      at: e.at,
      actor_name: e.actor_name,
      action: e.action,
      ip: e.ip,
      before: e.before,
      after: e.after,
    })),
  };
}

export const brandOptions = (ctx: Ctx) => repo.brandOptions(ctx.db);

// ---- create, edit -------------------------------------------------------------------------------

export async function createUser(ctx: Ctx, input: CreateUser & { brand_id: string | null }) {
  await assertBrand(ctx.db, input.brand_id);
  const created = await ctx.db.transaction(async (tx) => {
    if (await auth.findUserByEmail(tx, input.email)) throw emailTaken();
    const user = await auth.createUser({ db: tx }, input);
    await recordAudit(
      ctx,
      {
        action: 'user.created',
        target_type: 'user',
        target_id: user.id,
        target_label: labelOf(user),
        after: {
          email: user.email,
          display_name: user.display_name,
          role: user.role,
          brand_id: user.brand_id,
        },
      },
      tx,
    );
    return { id: user.id, client: user.role === 'client' };
  });
  if (created.client) await ctx.events.emit(ctx, 'client.signed_up', { user_id: created.id, via: 'admin' });
  return toAdminUser(await adminUserOr404(ctx.db, created.id));
}

export async function updateUser(ctx: Ctx, id: string, patch: UpdateUser) {
  const actor = ctx.realUser!;
  await assertBrand(ctx.db, patch.brand_id);
  await ctx.db.transaction(async (tx) => {
    // Admins first, then the target (both in id order): every request that may remove an admin
    // takes its locks in the same order, so two of them wait for each other instead of deadlocking.
    await repo.lockActiveAdmins(tx);
    const [locked] = await repo.lockUsers(tx, [id]);
    if (!locked) throw new AppError('NOT_FOUND', 'User not found');
    const before = (await auth.findUser(tx, id))!;
    const changes: auth.UserPatch = {};
    for (const key of ['email', 'display_name', 'role', 'brand_id'] as const) {
      if (patch[key] !== undefined && patch[key] !== before[key])
        Object.assign(changes, { [key]: patch[key] });
    }
    if (Object.keys(changes).length === 0) return;
    if (changes.role !== undefined) {
      if (id === actor.id) throw new AppError('FORBIDDEN', OWN_ROLE_MESSAGE);
      if (before.role === 'admin' && !before.deactivated_at) await assertAdminsRemain(tx, [id]);
    }
    const after = await auth.updateUser(tx, id, changes);
    const pick = (u: UserRow) =>
      Object.fromEntries(Object.keys(changes).map((k) => [k, u[k as keyof UserRow]]));
    await recordAudit(
      ctx,
      {
        action: changes.role !== undefined ? 'user.role_changed' : 'user.updated',
        target_type: 'user',
        target_id: id,
        target_label: labelOf(after),
        before: pick(before),
        after: pick(after),
      },
      tx,
    );
  });
  ctx.sessionCache.invalidateUser(id);
  return toAdminUser(await adminUserOr404(ctx.db, id));
}

// ---- deactivate, reactivate, bulk -------------------------------------------------------------

/**
 * Deactivates or reactivates users, or changes their role, all or nothing. Deactivation ends
 * every session of theirs at once (auth.setDeactivated). Nobody acts on their own account here,
 * and no change may leave the platform without an active admin.
 */
export async function bulkUpdate(ctx: Ctx, input: BulkUsers): Promise<number> {
  const actor = ctx.realUser!;
  const ids = [...new Set(input.user_ids)];
  if (ids.includes(actor.id)) {
    throw new AppError(
      'FORBIDDEN',
      input.action === 'change_role' ? OWN_ROLE_MESSAGE : OWN_DEACTIVATION_MESSAGE,
    );
  }
  const now = new Date();
  const updated = await ctx.db.transaction(async (tx) => {
    // Admins first, then the targets (see updateUser): no deadlock between two admins' requests.
    await repo.lockActiveAdmins(tx);
    const rows = await repo.lockUsers(tx, ids);
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'One or more users were not found');
    const targets =
      input.action === 'deactivate'
        ? rows.filter((r) => !r.deactivated_at)
        : input.action === 'reactivate'
          ? rows.filter((r) => r.deactivated_at)
          : rows.filter((r) => r.role !== input.role);
    if (targets.length === 0) return [];
    const losing = targets
      .filter((r) => r.role === 'admin' && !r.deactivated_at)
      .filter(() => input.action === 'deactivate' || input.action === 'change_role')
      .map((r) => r.id);
    if (losing.length) await assertAdminsRemain(tx, losing);
    const targetIds = targets.map((r) => r.id);
    if (input.action === 'change_role') {
      for (const id of targetIds) await auth.updateUser(tx, id, { role: input.role });
    } else {
      await auth.setDeactivated(tx, targetIds, input.action === 'deactivate' ? now : null);
    }
    for (const r of targets) {
      const user = (await auth.findUser(tx, r.id))!;
      await recordAudit(
        ctx,
        input.action === 'change_role'
          ? {
              action: 'user.role_changed',
              target_type: 'user',
              target_id: r.id,
              target_label: labelOf(user),
              before: { role: r.role },
              after: { role: input.role },
            }
          : {
              action: input.action === 'deactivate' ? 'user.deactivated' : 'user.reactivated',
              target_type: 'user',
              target_id: r.id,
              target_label: labelOf(user),
              before: { status: r.deactivated_at ? 'deactivated' : 'active' },
              after: { status: input.action === 'deactivate' ? 'deactivated' : 'active' },
            },
        tx,
      );
    }
    return targetIds;
  });
  for (const id of updated) ctx.sessionCache.invalidateUser(id);
  return updated.length;
}

export async function setActive(ctx: Ctx, id: string, active: boolean) {
  await bulkUpdate(ctx, { action: active ? 'reactivate' : 'deactivate', user_ids: [id] });
  return toAdminUser(await adminUserOr404(ctx.db, id));
}

// ---- sessions, password reset -----------------------------------------------------------------

export async function revokeSession(ctx: Ctx, userId: string, sessionId: string): Promise<void> {
  const row = await adminUserOr404(ctx.db, userId);
  if (!(await auth.revokeSession(ctx, userId, sessionId)))
    throw new AppError('NOT_FOUND', 'Session not found');
  await recordAudit(ctx, {
    action: 'user.session_revoked',
    target_type: 'user',
    target_id: userId,
    target_label: labelOf(row),
    after: { session_id: sessionId },
  });
}

export async function revokeAllSessions(ctx: Ctx, userId: string): Promise<number> {
  const row = await adminUserOr404(ctx.db, userId);
  const n = await auth.revokeAllSessions(ctx, userId);
  await recordAudit(ctx, {
    action: 'user.sessions_revoked',
    target_type: 'user',
    target_id: userId,
    target_label: labelOf(row),
    after: { sessions: n },
  });
  return n;
}

export async function sendPasswordReset(ctx: Ctx, mailer: Mailer, userId: string, origin: string) {
  const user = await auth.findUser(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (user.deactivated_at)
    throw new AppError('CONFLICT', 'Reactivate the account before resetting its password');
  await auth.mailResetLink(ctx, mailer, user, origin, 'An administrator asked');
  await recordAudit(ctx, {
    action: 'user.password_reset_sent',
    target_type: 'user',
    target_id: user.id,
    target_label: labelOf(user),
  });
}

// ---- invites ------------------------------------------------------------------------------------

export function toInvite(row: repo.InviteRow, now = new Date()): Invite {
  return {
    id: row.id,
    email: row.email,
    display_name: row.display_name,
    role: row.role,
    brand_id: row.brand_id,
    expires_at: row.expires_at.toISOString(),
    invited_by_name: row.invited_by_name,
    created_at: row.created_at.toISOString(),
    state: row.accepted_at
      ? 'accepted'
      : row.revoked_at
        ? 'revoked'
        : row.expires_at <= now
          ? 'expired'
          : 'pending',
  };
}

const inviteLink = (origin: string, token: string) =>
  `${origin}/accept-invite?token=${encodeURIComponent(token)}`;

async function mailInvite(
  mailer: Mailer,
  invite: repo.InviteRow,
  token: string,
  origin: string,
  inviter: string,
) {
  const link = inviteLink(origin, token);
  await mailer.send({
    to: invite.email,
    subject: "You're invited to FundPath",
    text: `Hi ${invite.display_name},\n\n${inviter} invited you to FundPath. Open this link within ${INVITE_TTL_HOURS} hours to choose your password and sign in:\n\n${link}\n\nThe link works once. If you were not expecting this, ignore this message.\n`,
  });
}

/**
 * Invites someone: a single-use link valid for {@link INVITE_TTL_HOURS} hours, mailed after the
 * invite commits. A new invite to the same address replaces the live one.
 */
export async function invite(
  ctx: Ctx,
  mailer: Mailer,
  input: InviteUser & { brand_id: string | null },
  origin: string,
): Promise<{ invite: Invite; link: string | null }> {
  await assertBrand(ctx.db, input.brand_id);
  const token = newToken();
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    if (await auth.findUserByEmail(tx, input.email)) throw emailTaken();
    await repo.revokeLiveInvites(tx, input.email, now);
    const created = await repo.insertInvite(tx, {
      email: input.email,
      display_name: input.display_name,
      role: input.role,
      brand_id: input.brand_id,
      token_hash: sha256(token),
      expires_at: new Date(now.getTime() + INVITE_TTL_HOURS * 3600_000),
      invited_by: ctx.realUser!.id,
    });
    await recordAudit(
      ctx,
      {
        action: 'user.invited',
        target_type: 'user',
        target_id: created.id,
        target_label: labelOf(created),
        after: { email: created.email, role: created.role, brand_id: created.brand_id },
      },
      tx,
    );
    return created;
  });
  await mailInvite(mailer, row, token, origin, ctx.realUser!.display_name);
  // Without a mail server the message only reaches the outbox: hand the admin the link to share.
  return { invite: toInvite(row), link: mailer.kind === 'outbox' ? inviteLink(origin, token) : null };
}

/** One invite by id, whatever its state (the lead pipeline shows the invite a conversion made). */
/** The roles an address has live invites for (the lead pipeline refuses to replace a staff invite). */
export async function liveInviteRoles(db: Db, email: string): Promise<string[]> {
  return repo.liveInviteRoles(db, email, new Date());
}

export async function inviteById(db: Db, id: string): Promise<Invite | undefined> {
  const row = await repo.findInvite(db, id);
  return row ? toInvite(row) : undefined;
}

export async function listInvites(ctx: Ctx): Promise<Invite[]> {
  const now = new Date();
  return (await repo.listOpenInvites(ctx.db)).map((r) => toInvite(r, now));
}

export async function resendInvite(ctx: Ctx, mailer: Mailer, id: string, origin: string) {
  const old = await repo.findInvite(ctx.db, id);
  if (!old || old.accepted_at || old.revoked_at) throw new AppError('NOT_FOUND', 'Invite not found');
  return invite(
    ctx,
    mailer,
    { email: old.email, display_name: old.display_name, role: old.role, brand_id: old.brand_id },
    origin,
  );
}

export async function revokeInvite(ctx: Ctx, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.revokeInvite(tx, id, new Date());
    if (!row) throw new AppError('NOT_FOUND', 'Invite not found');
    await recordAudit(
      ctx,
      { action: 'user.invite_revoked', target_type: 'user', target_id: row.id, target_label: labelOf(row) },
      tx,
    );
  });
}

export async function lookupInvite(ctx: Ctx, token: string) {
  const row = await repo.liveInviteByToken(ctx.db, sha256(token), new Date());
  if (!row) throw new AppError('VALIDATION_FAILED', INVITE_INVALID_MESSAGE);
  return {
    email: row.email,
    display_name: row.display_name,
    role: row.role,
    brand_name: row.brand_name,
    expires_at: row.expires_at.toISOString(),
  };
}

/**
 * Turns a live invite into an account and signs it in. The claim is one UPDATE, so two
 * acceptances of one link at once create one account; the loser gets the invalid-link answer.
 */
export async function acceptInvite(
  ctx: Ctx,
  input: AcceptInvite,
): Promise<{ user: UserRow; token: string; session: SessionRow }> {
  const now = new Date();
  const user = await ctx.db.transaction(async (tx) => {
    const claimed = await repo.claimInvite(tx, sha256(input.token), now);
    if (!claimed) throw new AppError('VALIDATION_FAILED', INVITE_INVALID_MESSAGE);
    if (await auth.findUserByEmail(tx, claimed.email)) throw emailTaken();
    const created = await auth.createUser(
      { db: tx },
      {
        email: claimed.email,
        password: input.password,
        role: claimed.role,
        display_name: input.display_name,
        brand_id: claimed.brand_id,
      },
    );
    await repo.linkInvite(tx, claimed.id, created.id);
    await recordAudit(
      { ...ctx, realUser: created },
      {
        action: 'user.invite_accepted',
        target_type: 'user',
        target_id: created.id,
        target_label: labelOf(created),
        after: { role: created.role },
      },
      tx,
    );
    return created;
  });
  const { token, session } = await createSession(
    ctx.db,
    user.id,
    { ip: ctx.ip, userAgent: ctx.userAgent },
    now,
  );
  await auth.touchLastSignIn(ctx.db, user.id, now);
  if (user.role === 'client')
    await ctx.events.emit(ctx, 'client.signed_up', { user_id: user.id, via: 'invite' });
  return { user, token, session };
}

// ---- staff directory ----------------------------------------------------------------------------

type StaffListRow = Awaited<ReturnType<typeof repo.listStaff>>[number];

function toEmployee(
  row: StaffListRow,
  load: { open_tickets: number; clients: number } | undefined,
): Employee {
  const p = row.profile;
  return {
    user_id: row.user_id,
    email: row.email,
    display_name: row.display_name,
    role: row.role as Employee['role'],
    team: p?.team ?? null,
    title: p?.title ?? null,
    phone: p?.phone ?? null,
    time_zone: p?.time_zone ?? 'America/New_York',
    working_hours: (p?.working_hours ?? {}) as Record<string, { start: string; end: string }>,
    availability: p?.availability ?? 'active',
    away_until: iso(p?.away_until ?? null),
    max_clients: p?.max_clients ?? null,
    open_tickets: load?.open_tickets ?? 0,
    assigned_clients: load?.clients ?? 0,
    last_sign_in_at: iso(row.last_sign_in_at),
  };
}

export async function listEmployees(
  ctx: Ctx,
  f: { q?: string; role?: Role; team?: string; availability?: 'active' | 'away' },
) {
  const [rows, teams] = await Promise.all([repo.listStaff(ctx.db, f), repo.listTeams(ctx.db)]);
  const loads = new Map(
    (
      await workloadOf(
        ctx.db,
        rows.map((r) => r.user_id),
      )
    ).map((l) => [l.user_id, l]),
  );
  return { employees: rows.map((r) => toEmployee(r, loads.get(r.user_id))), teams };
}

/**
 * Edits a directory entry: admins edit anyone's (users.manage), a staff member their own.
 */
export async function updateEmployee(ctx: Ctx, userId: string, patch: UpdateEmployee, canManage: boolean) {
  const actor = ctx.realUser!;
  if (!canManage && actor.id !== userId)
    throw new AppError('FORBIDDEN', 'You can edit only your own directory entry');
  const user = await auth.findUser(ctx.db, userId);
  if (!user || !isStaff(user) || user.deactivated_at)
    throw new AppError('NOT_FOUND', 'Staff member not found');
  const before = await repo.findProfile(ctx.db, userId);
  const values = {
    ...patch,
    working_hours: patch.working_hours as WorkingHours | undefined,
    away_until:
      patch.away_until === undefined ? undefined : patch.away_until ? new Date(patch.away_until) : null,
  };
  const clean = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  await ctx.db.transaction(async (tx) => {
    await repo.upsertProfile(tx, userId, clean);
    await recordAudit(
      ctx,
      {
        action: 'user.profile_updated',
        target_type: 'user',
        target_id: userId,
        target_label: labelOf(user),
        before: before
          ? Object.fromEntries(Object.keys(clean).map((k) => [k, before[k as keyof typeof before]]))
          : null,
        after: clean,
      },
      tx,
    );
  });
  const { employees } = await listEmployees(ctx, { q: user.email });
  const employee = employees.find((e) => e.user_id === userId);
  if (!employee) throw new AppError('NOT_FOUND', 'Staff member not found');
  return employee;
}
