import { eq } from 'drizzle-orm';
import { staffTaskComments, staffTasks } from '../db/schema/staff-tasks';
import { findUserByEmail } from '../modules/auth/repo';
import type { Db } from '../platform/db';

const DAY = 86_400_000;
const FIRST_TITLE = 'Call Jordan about the funding round';
/** A calendar date `days` from today (UTC). */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * Demo staff tasks for `/tasks`: a handful across statuses and due dates (overdue, today,
 * tomorrow, in 3 days, later, none) for Finley Funding and Casey Credit, one linked to Jordan
 * Client with comments. Skipped once its first task exists.
 */
export async function seedStaffTasksDemo(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: staffTasks.id })
    .from(staffTasks)
    .where(eq(staffTasks.title, FIRST_TITLE))
    .limit(1);
  if (existing) return;
  const [funding, credit, client] = [
    await findUserByEmail(db, 'funding@fundpath.test'),
    await findUserByEmail(db, 'credit@fundpath.test'),
    await findUserByEmail(db, 'client@fundpath.test'),
  ];
  if (!funding || !credit || !client) return;
  const brand_id = funding.brand_id;
  const rows: Array<typeof staffTasks.$inferInsert> = [
    {
      title: FIRST_TITLE,
      description: 'Walk through the two lender offers and confirm which one to accept.',
      client_id: client.id,
      assignee_id: funding.id,
      created_by: credit.id,
      due_date: inDays(0),
      priority: 'high',
      status: 'in_progress',
    },
    {
      title: 'Send the lender packet to Summit Bank',
      assignee_id: funding.id,
      created_by: funding.id,
      due_date: inDays(-2),
      priority: 'urgent',
      status: 'open',
    },
    {
      title: 'Prepare the weekly funding pipeline summary',
      assignee_id: funding.id,
      created_by: funding.id,
      due_date: inDays(3),
      priority: 'medium',
      status: 'open',
    },
    {
      title: 'Dispute letters for the Experian collections',
      description: 'Two collections accounts reported twice; draft the letters for review.',
      assignee_id: credit.id,
      created_by: funding.id,
      due_date: inDays(1),
      priority: 'high',
      status: 'open',
    },
    {
      title: 'Review credit utilisation playbook',
      assignee_id: credit.id,
      created_by: credit.id,
      due_date: inDays(12),
      priority: 'low',
      status: 'open',
    },
    {
      title: 'Update the bank criteria sheet',
      assignee_id: credit.id,
      created_by: funding.id,
      due_date: inDays(-5),
      priority: 'medium',
      status: 'done',
      completed_at: new Date(Date.now() - 4 * DAY),
    },
    {
      title: 'Plan the Q1 client webinar',
      created_by: funding.id,
      priority: 'low',
      status: 'open',
    },
  ];
  const inserted = await db
    .insert(staffTasks)
    .values(rows.map((r) => ({ ...r, brand_id })))
    .returning({ id: staffTasks.id, client_id: staffTasks.client_id });
  const linked = inserted.find((r) => r.client_id === client.id);
  if (linked)
    await db.insert(staffTaskComments).values([
      {
        task_id: linked.id,
        author_id: credit.id,
        body: 'Jordan prefers a call after 3 pm; the credit file is up to date.',
        created_at: new Date(Date.now() - 3 * 3_600_000),
      },
      {
        task_id: linked.id,
        author_id: funding.id,
        body: 'Left a voicemail, trying again this afternoon.',
        created_at: new Date(Date.now() - 3_600_000),
      },
    ]);
}
