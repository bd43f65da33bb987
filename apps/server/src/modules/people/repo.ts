import type { UserListQuery } from '@fundpath/contracts/people';
import type { Role } from '@fundpath/contracts/roles';
import { staffRoles } from '@fundpath/contracts/roles';
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { staffProfiles, userInvites } from '../../db/schema/people';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

// `users` is the shared identity table (ADR 003): this module reads it here; writes go through auth.

const escapeLike = (s: string) => `%${s.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** The brand's name beside each user (brands belong to the brand module; a name is read-only). */
const brandName = sql<string | null>`(select b.name from brands b where b.id = ${users.brand_id})`;

const userColumns = {
  id: users.id,
  email: users.email,
  display_name: users.display_name,
  role: users.role,
  brand_id: users.brand_id,
  brand_name: brandName,
  deactivated_at: users.deactivated_at,
  last_sign_in_at: users.last_sign_in_at,
  created_at: users.created_at,
};
export type AdminUserRow = {
  id: string;
  email: string;
  display_name: string;
  role: Role;
  brand_id: string | null;
  brand_name: string | null;
  deactivated_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
};

const sortColumns = {
  name: users.display_name,
  email: users.email,
  role: users.role,
  created_at: users.created_at,
  last_sign_in_at: users.last_sign_in_at,
} as const;

export async function listUsers(
  db: Db,
  f: Required<Pick<UserListQuery, 'sort' | 'dir'>> &
    Omit<UserListQuery, 'sort' | 'dir' | 'page' | 'per_page'>,
  limit: number,
  offset: number,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where: SQL[] = [];
  if (f.q) where.push(or(ilike(users.email, escapeLike(f.q)), ilike(users.display_name, escapeLike(f.q)))!);
  if (f.role) where.push(eq(users.role, f.role));
  if (f.status === 'active') where.push(isNull(users.deactivated_at));
  if (f.status === 'deactivated') where.push(isNotNull(users.deactivated_at));
  if (f.brand === 'none') where.push(isNull(users.brand_id));
  else if (f.brand) where.push(eq(users.brand_id, f.brand));
  const cond = where.length ? and(...where) : undefined;
  const column = sortColumns[f.sort];
  const order = f.dir === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(cond)
    .orderBy(order, asc(users.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(cond);
  return { rows: rows as AdminUserRow[], total: count?.n ?? 0 };
}

export async function findAdminUser(db: Db, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row as AdminUserRow | undefined;
}

/** Locks the given users' rows (in id order, so two bulk actions cannot deadlock) and returns them. */
export async function lockUsers(db: Db, ids: string[]) {
  return db
    .select({ id: users.id, role: users.role, deactivated_at: users.deactivated_at })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('update');
}

/**
 * Locks every active admin's row and returns their ids: two requests that would each remove
 * "another" admin wait for each other, and the second sees the first's change.
 */
export async function lockActiveAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivated_at)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function brandExists(db: Db, id: string): Promise<boolean> {
  const rows = (await db.execute(sql`select 1 from brands where id = ${id}`)) as unknown as {
    rows: unknown[];
  };
  return rows.rows.length > 0;
}

/** Every brand's id and name, for the brand pickers of the user forms. */
export async function brandOptions(db: Db): Promise<Array<{ id: string; name: string }>> {
  const res = (await db.execute(sql`select id, name from brands order by name limit 500`)) as unknown as {
    rows: Array<{ id: string; name: string }>;
  };
  return res.rows;
}

// ---- invites --------------------------------------------------------------------------------

const inviteColumns = {
  id: userInvites.id,
  email: userInvites.email,
  display_name: userInvites.display_name,
  role: userInvites.role,
  brand_id: userInvites.brand_id,
  expires_at: userInvites.expires_at,
  accepted_at: userInvites.accepted_at,
  revoked_at: userInvites.revoked_at,
  created_at: userInvites.created_at,
  invited_by_name: sql<
    string | null
  >`(select u.display_name from users u where u.id = ${userInvites.invited_by})`,
};
export type InviteRow = {
  id: string;
  email: string;
  display_name: string;
  role: Role;
  brand_id: string | null;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
  invited_by_name: string | null;
};

/** The roles of an address's live invites (not accepted, revoked or expired). */
export async function liveInviteRoles(db: Db, email: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ role: userInvites.role })
    .from(userInvites)
    .where(
      and(
        sql`lower(${userInvites.email}) = ${email.toLowerCase()}`,
        isNull(userInvites.accepted_at),
        isNull(userInvites.revoked_at),
        sql`${userInvites.expires_at} > ${now}`,
      ),
    );
  return rows.map((r) => r.role);
}

/** Revokes the live invites of an address (a new invite replaces them); returns how many. */
export async function revokeLiveInvites(db: Db, email: string, now: Date): Promise<number> {
  const rows = await db
    .update(userInvites)
    .set({ revoked_at: now })
    .where(
      and(
        sql`lower(${userInvites.email}) = ${email.toLowerCase()}`,
        isNull(userInvites.accepted_at),
        isNull(userInvites.revoked_at),
      ),
    )
    .returning({ id: userInvites.id });
  return rows.length;
}

export async function insertInvite(db: Db, values: typeof userInvites.$inferInsert): Promise<InviteRow> {
  const [row] = await db.insert(userInvites).values(values).returning({ id: userInvites.id });
  return (await findInvite(db, row!.id))!;
}

export async function findInvite(db: Db, id: string): Promise<InviteRow | undefined> {
  const [row] = await db.select(inviteColumns).from(userInvites).where(eq(userInvites.id, id)).limit(1);
  return row as InviteRow | undefined;
}

/** Invites not yet accepted or revoked (expired ones included, to resend), newest first. */
export async function listOpenInvites(db: Db): Promise<InviteRow[]> {
  const rows = await db
    .select(inviteColumns)
    .from(userInvites)
    .where(and(isNull(userInvites.accepted_at), isNull(userInvites.revoked_at)))
    .orderBy(desc(userInvites.created_at))
    .limit(200);
  return rows as InviteRow[];
}

export async function revokeInvite(db: Db, id: string, now: Date): Promise<InviteRow | undefined> {
  const [row] = await db
    .update(userInvites)
    .set({ revoked_at: now })
    .where(and(eq(userInvites.id, id), isNull(userInvites.accepted_at), isNull(userInvites.revoked_at)))
    .returning({ id: userInvites.id });
  return row ? findInvite(db, row.id) : undefined;
}

/** The live invite a token opens, with its brand's name, or undefined. */
export async function liveInviteByToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      ...inviteColumns,
      brand_name: sql<string | null>`(select b.name from brands b where b.id = ${userInvites.brand_id})`,
    })
    .from(userInvites)
    .where(
      and(
        eq(userInvites.token_hash, tokenHash),
        isNull(userInvites.accepted_at),
        isNull(userInvites.revoked_at),
        gt(userInvites.expires_at, now),
      ),
    )
    .limit(1);
  return row as (InviteRow & { brand_name: string | null }) | undefined;
}

/**
 * Uses a live invite: marks it accepted in one statement, so of two acceptances at once only
 * one gets the row. Returns it, or undefined when the token is unknown, used, revoked or expired.
 */
export async function claimInvite(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(userInvites)
    .set({ accepted_at: now })
    .where(
      and(
        eq(userInvites.token_hash, tokenHash),
        isNull(userInvites.accepted_at),
        isNull(userInvites.revoked_at),
        gt(userInvites.expires_at, now),
      ),
    )
    .returning();
  return row;
}

export async function linkInvite(db: Db, inviteId: string, userId: string): Promise<void> {
  await db.update(userInvites).set({ user_id: userId }).where(eq(userInvites.id, inviteId));
}

// ---- staff directory ------------------------------------------------------------------------

export async function listStaff(
  db: Db,
  f: { q?: string; role?: Role; team?: string; availability?: 'active' | 'away' },
) {
  const where: SQL[] = [inArray(users.role, [...staffRoles]), isNull(users.deactivated_at)];
  if (f.q) where.push(or(ilike(users.email, escapeLike(f.q)), ilike(users.display_name, escapeLike(f.q)))!);
  if (f.role) where.push(eq(users.role, f.role));
  if (f.team) where.push(eq(staffProfiles.team, f.team));
  if (f.availability === 'away') where.push(eq(staffProfiles.availability, 'away'));
  if (f.availability === 'active')
    where.push(or(isNull(staffProfiles.availability), eq(staffProfiles.availability, 'active'))!);
  return db
    .select({
      user_id: users.id,
      email: users.email,
      display_name: users.display_name,
      role: users.role,
      last_sign_in_at: users.last_sign_in_at,
      profile: staffProfiles,
    })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.user_id, users.id))
    .where(and(...where))
    .orderBy(asc(users.display_name), asc(users.id))
    .limit(1000);
}

export async function listTeams(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ team: staffProfiles.team })
    .from(staffProfiles)
    .where(isNotNull(staffProfiles.team))
    .orderBy(asc(staffProfiles.team));
  return rows.map((r) => r.team!).filter(Boolean);
}

export async function upsertProfile(
  db: Db,
  userId: string,
  values: Partial<Omit<typeof staffProfiles.$inferInsert, 'user_id'>>,
) {
  const [row] = await db
    .insert(staffProfiles)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: staffProfiles.user_id, set: { ...values, updated_at: new Date() } })
    .returning();
  return row!;
}

export async function findProfile(db: Db, userId: string) {
  const [row] = await db.select().from(staffProfiles).where(eq(staffProfiles.user_id, userId)).limit(1);
  return row;
}
