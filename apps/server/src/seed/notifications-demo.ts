import type { NotificationType } from '@fundpath/contracts/notifications';
import { count, eq } from 'drizzle-orm';
import { announcements, notifications, users } from '../db/schema';
import { findUserByEmail } from '../modules/auth/repo';
import type { Db } from '../platform/db';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/**
 * Demo notifications: two announcements the admin sent (one read by the demo client), one
 * scheduled for later (its delivery job is ensured when the app starts), and a few journey and
 * ticket notifications under the demo client's bell. Skipped when any announcement exists.
 */
export async function seedNotificationsDemo(db: Db): Promise<void> {
  const [existing] = await db.select({ c: count() }).from(announcements);
  if ((existing?.c ?? 0) > 0) return;
  const admin = await findUserByEmail(db, 'admin@fundpath.test');
  const client = await findUserByEmail(db, 'client@fundpath.test');
  if (!admin || !client) return;

  const sent = [
    {
      audience: 'client',
      title: 'New: live funding Q&A every Thursday',
      body: 'Bring your questions about business credit and funding rounds; the link is on your journey page.',
      link: '/my-journey',
      hoursAgo: 50,
      readByClient: true,
    },
    {
      audience: 'all',
      title: 'Scheduled maintenance Sunday, 2–3 am',
      body: 'FundPath will be unavailable for up to an hour while we upgrade the database.',
      link: null,
      hoursAgo: 6,
      readByClient: false,
    },
  ];
  for (const a of sent) {
    const at = ago(a.hoursAgo);
    const audience = await db
      .select({ id: users.id })
      .from(users)
      .where(a.audience === 'all' ? undefined : eq(users.role, a.audience as 'client'));
    const [row] = await db
      .insert(announcements)
      .values({
        sender_id: admin.id,
        audience: a.audience,
        title: a.title,
        body: a.body,
        link: a.link,
        recipients: audience.length,
        sent_at: at,
        delivered_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning({ id: announcements.id });
    await db.insert(notifications).values(
      audience.map((u) => ({
        user_id: u.id,
        type: 'announcement',
        title: a.title,
        body: a.body,
        link: a.link,
        data: { announcement_id: row!.id },
        announcement_id: row!.id,
        read_at: a.readByClient && u.id === client.id ? new Date(at.getTime() + HOUR) : null,
        created_at: at,
        updated_at: at,
      })),
    );
  }

  await db.insert(announcements).values({
    sender_id: admin.id,
    audience: 'client',
    title: 'Year-end funding checklist',
    body: 'Lenders tighten in January: finish steps 1–6 before the holidays to apply in the first window.',
    link: '/my-journey',
    send_at: new Date(Date.now() + 72 * HOUR),
    created_at: ago(1),
    updated_at: ago(1),
  });

  const own: Array<{
    type: NotificationType;
    title: string;
    body: string;
    link: string;
    hoursAgo: number;
    read: boolean;
  }> = [
    {
      type: 'step.approved',
      title: 'Step 1 was approved',
      body: 'Your coach approved step 1. Step 2 is open.',
      link: '/my-journey',
      hoursAgo: 30,
      read: true,
    },
    {
      type: 'credit.report_pulled',
      title: 'Your credit report is ready',
      body: 'We pulled your three-bureau report and prepared your funding decision.',
      link: '/client-center',
      hoursAgo: 20,
      read: false,
    },
    {
      type: 'ticket.replied',
      title: 'Casey Credit replied to your ticket',
      body: 'We asked Equifax for an updated pull; expect it within 5 business days.',
      link: '/client/support',
      hoursAgo: 3,
      read: false,
    },
  ];
  await db.insert(notifications).values(
    own.map((n) => ({
      user_id: client.id,
      type: n.type,
      title: n.title,
      body: n.body,
      link: n.link,
      read_at: n.read ? ago(n.hoursAgo - 1) : null,
      created_at: ago(n.hoursAgo),
      updated_at: ago(n.hoursAgo),
    })),
  );
}
