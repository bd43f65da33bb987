import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calendarAppointments, calendarBookingLinks, calendarHours } from '../db/schema/calendar';
import { findUserByEmail } from '../modules/auth/repo';
import { sha256 } from '../platform/crypto';
import type { Db } from '../platform/db';

/** The demo staff booking link: `/book/CALDEMOFUND1` (e2e/a11y/screens.json opens it). */
export const DEMO_STAFF_LINK_CODE = 'CALDEMOFUND1';
const DAY = 86_400_000;
const weekdays = (start: string, end: string) =>
  Object.fromEntries(['1', '2', '3', '4', '5'].map((d) => [d, [{ start, end }]]));

/** A start `days` from today at `hour`:`minute` UTC. */
const at = (days: number, hour: number, minute = 0) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, minute, 0, 0);
  return d;
};

/**
 * `/calendar` for Finley Funding: working hours (New York, Monday to Friday 9–5, Friday until 3),
 * the "Funding strategy call (30 min)" link with two questions at a fixed code, and a few
 * appointments around today, one with Jordan Client (whose "Book a session" offers this link:
 * Finley is Jordan's assigned staff in the clients demo). Skipped once the link exists.
 */
export async function seedCalendarDemo(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: calendarBookingLinks.id })
    .from(calendarBookingLinks)
    .where(eq(calendarBookingLinks.code, DEMO_STAFF_LINK_CODE))
    .limit(1);
  if (existing) return;
  const [funding, client] = [
    await findUserByEmail(db, 'funding@fundpath.test'),
    await findUserByEmail(db, 'client@fundpath.test'),
  ];
  if (!funding || !client) return;
  await db
    .insert(calendarHours)
    .values({
      user_id: funding.id,
      time_zone: 'America/New_York',
      weekly: { ...weekdays('09:00', '17:00'), '5': [{ start: '09:00', end: '15:00' }] },
      overrides: [],
    })
    .onConflictDoNothing();
  const [link] = await db
    .insert(calendarBookingLinks)
    .values({
      owner_id: funding.id,
      code: DEMO_STAFF_LINK_CODE,
      title: 'Funding strategy call (30 min)',
      description: 'We look at where your business stands and map the funding options that fit.',
      meeting_type: 'video',
      location: 'https://meet.fundpath.test/finley',
      duration_minutes: 30,
      buffer_before_minutes: 0,
      buffer_after_minutes: 10,
      minimum_notice_minutes: 240,
      horizon_days: 60,
      questions: [
        { label: 'What would you like to fund?', required: true },
        { label: 'Roughly how much are you looking for?', required: false },
      ],
    })
    .returning();
  if (!link) return;
  const base = {
    owner_id: funding.id,
    link_id: link.id,
    title: link.title,
    meeting_type: link.meeting_type,
    location: link.location,
    buffer_after_minutes: 10,
  };
  const rows: Array<typeof calendarAppointments.$inferInsert> = [
    {
      start: at(-1, 15),
      name: 'Riley Prospect',
      email: 'riley.prospect@example.com',
      fund: 'A second location',
    },
    {
      start: at(0, 18),
      name: client.display_name,
      email: client.email,
      fund: 'Working capital',
      client: true,
    },
    { start: at(1, 14, 30), name: 'Sam Ortiz', email: 'sam.ortiz@example.com', fund: 'Equipment' },
    { start: at(2, 16), name: 'Dana Lee', email: 'dana.lee@example.com', fund: 'Inventory for Q1' },
    {
      start: at(3, 19),
      name: client.display_name,
      email: client.email,
      fund: 'Follow-up on the lender offers',
      client: true,
    },
  ].map((a) => ({
    ...base,
    start_at: a.start,
    end_at: new Date(a.start.getTime() + 30 * 60_000),
    attendee_name: a.name,
    attendee_email: a.email,
    client_user_id: a.client ? client.id : null,
    answers: [
      { label: 'What would you like to fund?', answer: a.fund },
      { label: 'Roughly how much are you looking for?', answer: '' },
    ],
    manage_token_hash: sha256(randomBytes(32).toString('base64url')),
  }));
  await db.insert(calendarAppointments).values(rows).onConflictDoNothing();
}
