import { count, eq, inArray } from 'drizzle-orm';
import { auditLog, staffProfiles, userInvites, users } from '../db/schema';
import { createUser, findUserByEmail } from '../modules/auth/service';
import { newToken, sha256 } from '../platform/crypto';
import type { Db } from '../platform/db';
import { DEMO_PASSWORD } from './demo-users';

/** Accounts this seed adds (the deactivated former employee). */
export const PEOPLE_DEMO_USERS = 1;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const weekdays = (start: string, end: string) =>
  Object.fromEntries(['1', '2', '3', '4', '5'].map((d) => [d, { start, end }]));

/**
 * Demo people (`/admin/users`, `/admin/employees`): the staff's directory entries (teams, hours in
 * their own time zones, one away), recent sign-ins, a former employee who was deactivated, and an
 * invite still waiting, each with its audit row. Skipped once any directory entry exists.
 */
export async function seedPeopleDemo(db: Db): Promise<void> {
  const [existing] = await db.select({ c: count() }).from(staffProfiles);
  if ((existing?.c ?? 0) > 0) return;
  const admin = await findUserByEmail(db, 'admin@fundpath.test');
  if (!admin) return;
  const byEmail = async (email: string) => (await findUserByEmail(db, email))?.id;
  const now = Date.now();
  const entries = [
    {
      email: 'admin@fundpath.test',
      team: 'Leadership',
      title: 'Head of client success',
      phone: '+1 (555) 010-1000',
      time_zone: 'America/New_York',
      working_hours: weekdays('08:30', '17:30'),
      max_clients: null,
    },
    {
      email: 'funding@fundpath.test',
      team: 'Funding desk',
      title: 'Senior funding specialist',
      phone: '+1 (555) 010-2000',
      time_zone: 'America/Chicago',
      working_hours: weekdays('09:00', '17:00'),
      max_clients: 40,
    },
    {
      email: 'credit@fundpath.test',
      team: 'Credit repair',
      title: 'Credit analyst',
      phone: '+1 (555) 010-3000',
      time_zone: 'America/Denver',
      working_hours: { ...weekdays('07:00', '15:00'), '6': { start: '09:00', end: '12:00' } },
      max_clients: 60,
    },
    {
      email: 'steps@fundpath.test',
      team: 'Journey coaches',
      title: 'Steps coach',
      phone: null,
      time_zone: 'America/Los_Angeles',
      working_hours: weekdays('10:00', '18:00'),
      max_clients: 35,
      availability: 'away' as const,
      away_until: new Date(now + 4 * DAY),
    },
  ];
  for (const e of entries) {
    const id = await byEmail(e.email);
    if (!id) continue;
    const { email: _email, ...profile } = e;
    await db
      .insert(staffProfiles)
      .values({ user_id: id, ...profile })
      .onConflictDoNothing();
  }
  // Recent sign-ins, so the list's "Last sign-in" column reads like a working team.
  const signIns: Array<[string, number]> = [
    ['funding@fundpath.test', 2 * HOUR],
    ['credit@fundpath.test', 26 * HOUR],
    ['steps@fundpath.test', 5 * DAY],
    ['client@fundpath.test', 3 * HOUR],
    ['member@fundpath.test', 9 * DAY],
  ];
  for (const [email, ago] of signIns) {
    await db
      .update(users)
      .set({ last_sign_in_at: new Date(now - ago) })
      .where(eq(users.email, email));
  }

  const label = (u: { display_name: string; email: string }) => `${u.display_name} <${u.email}>`;
  const actor = { actor_id: admin.id, actor_name: label(admin), ip: '127.0.0.1' };
  // A former credit analyst, deactivated last week.
  const former = await createUser(
    { db },
    {
      email: 'pat.former@fundpath.test',
      password: DEMO_PASSWORD,
      role: 'credit_team',
      display_name: 'Pat Former',
    },
  );
  const leftAt = new Date(now - 6 * DAY);
  await db
    .update(users)
    .set({ deactivated_at: leftAt, last_sign_in_at: new Date(now - 8 * DAY) })
    .where(inArray(users.id, [former.id]));
  await db.insert(auditLog).values({
    at: leftAt,
    ...actor,
    action: 'user.deactivated',
    target_type: 'user',
    target_id: former.id,
    target_label: label(former),
    before: { status: 'active' },
    after: { status: 'deactivated' },
  });
  // An invite waiting for its answer (its link was "mailed"; nobody holds the token here).
  const invitedAt = new Date(now - 20 * HOUR);
  const [invite] = await db
    .insert(userInvites)
    .values({
      email: 'quinn.new@fundpath.test',
      display_name: 'Quinn Newhire',
      role: 'funding_team',
      token_hash: sha256(newToken()),
      expires_at: new Date(invitedAt.getTime() + 72 * HOUR),
      invited_by: admin.id,
      created_at: invitedAt,
      updated_at: invitedAt,
    })
    .returning({ id: userInvites.id });
  await db.insert(auditLog).values({
    at: invitedAt,
    ...actor,
    action: 'user.invited',
    target_type: 'user',
    target_id: invite!.id,
    target_label: 'Quinn Newhire <quinn.new@fundpath.test>',
    after: { email: 'quinn.new@fundpath.test', role: 'funding_team', brand_id: null },
  });
}
