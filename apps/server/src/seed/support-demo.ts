import type { TicketCategory, TicketPriority, TicketStatus } from '@fundpath/contracts/support';
import { eq } from 'drizzle-orm';
import { supportTickets } from '../db/schema';
import { findUserByEmail } from '../modules/auth/repo';
import { slaDueDate } from '../modules/support/policy';
import * as repo from '../modules/support/repo';
import type { Db } from '../platform/db';

const HOUR = 3_600_000;

interface DemoMessage {
  from: 'client' | 'credit' | 'funding' | 'admin';
  text: string;
  hoursAgo: number;
  internal?: boolean;
}
interface DemoTicket {
  title: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  hoursAgo: number;
  assignee?: 'credit' | 'funding';
  resolution?: string;
  messages: DemoMessage[];
}

const DEMO_TICKETS: DemoTicket[] = [
  {
    title: 'Credit report still shows the collection I disputed',
    description:
      'I disputed the Midland collection with Equifax five weeks ago and got a letter saying it was removed, but my report here still shows it.',
    category: 'credit_report',
    priority: 'high',
    status: 'waiting_on_client',
    hoursAgo: 50,
    assignee: 'credit',
    messages: [
      {
        from: 'credit',
        text: 'Thanks, Jordan. Could you upload the letter from Equifax? Once we have it we can ask for a fresh pull.',
        hoursAgo: 46,
      },
      {
        from: 'credit',
        text: 'Bureau confirmed deletion on their side; the monitoring service caches for up to 30 days. Re-pull on Friday.',
        hoursAgo: 45,
        internal: true,
      },
    ],
  },
  {
    title: 'How long does SBA funding usually take?',
    description:
      'My funding step says I am ready to apply. What timeline should I expect for an SBA 7(a) decision?',
    category: 'funding',
    priority: 'medium',
    status: 'in_progress',
    hoursAgo: 20,
    assignee: 'funding',
    messages: [
      {
        from: 'funding',
        text: 'Most lenders we work with decide within 2–3 weeks once the package is complete. I am checking which documents are still missing.',
        hoursAgo: 18,
      },
      {
        from: 'client',
        text: 'Great, thank you. I can send the last two bank statements today.',
        hoursAgo: 17,
      },
    ],
  },
  {
    title: 'Bank statement upload fails',
    description: 'The upload button spins forever when I attach my March statement (PDF, 3 MB).',
    category: 'technical',
    priority: 'low',
    status: 'resolved',
    hoursAgo: 96,
    resolution: 'The file was password-protected; an unprotected copy uploaded fine.',
    messages: [
      {
        from: 'admin',
        text: 'It looks like the PDF is password-protected. Could you save a copy without the password and try again?',
        hoursAgo: 90,
      },
      { from: 'client', text: 'That was it, it worked. Thanks!', hoursAgo: 88 },
    ],
  },
  {
    title: 'Charged twice for the coaching plan',
    description: 'My card shows two charges of $197 on the same day for the monthly plan.',
    category: 'billing',
    priority: 'urgent',
    status: 'open',
    hoursAgo: 6,
    messages: [],
  },
];

/**
 * Demo tickets for `client@fundpath.test`, with staff replies and one internal note; idempotent
 * (does nothing once the client has tickets, or when the demo accounts are missing).
 */
export async function seedSupportDemo(db: Db): Promise<{ created: number }> {
  const [client, admin, credit, funding] = await Promise.all(
    ['client', 'admin', 'credit', 'funding'].map((name) => findUserByEmail(db, `${name}@fundpath.test`)),
  );
  if (!client || !admin || !credit || !funding) return { created: 0 };
  const existing = await db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.user_id, client.id))
    .limit(1);
  if (existing.length > 0) return { created: 0 };
  const people = { client, admin, credit, funding };
  const now = Date.now();
  const ago = (h: number) => new Date(now - h * HOUR);

  await db.transaction(async (tx) => {
    for (const d of DEMO_TICKETS) {
      const created = ago(d.hoursAgo);
      const lastMessage = d.messages.filter((m) => !m.internal).at(-1);
      const done = d.status === 'resolved' || d.status === 'closed';
      const ticket = await repo.insertTicket(tx, {
        title: d.title,
        description: d.description,
        category: d.category,
        priority: d.priority,
        status: d.status,
        user_id: client.id,
        assigned_to: d.assignee ? people[d.assignee].id : null,
        resolution: d.resolution ?? null,
        resolved_at: done ? ago(Math.max(0, (lastMessage?.hoursAgo ?? d.hoursAgo) - 1)) : null,
        sla_due_date: slaDueDate(created, d.priority),
        created_at: created,
        updated_at: lastMessage ? ago(lastMessage.hoursAgo) : created,
      });
      const activity: repo.NewActivity[] = [
        {
          ticket_id: ticket.id,
          actor_id: client.id,
          action: 'created',
          field: 'status',
          to_value: 'open',
          created_at: created,
        },
      ];
      if (d.assignee) {
        activity.push({
          ticket_id: ticket.id,
          actor_id: admin.id,
          action: 'assigned',
          field: 'assigned_to',
          to_value: people[d.assignee].id,
          created_at: new Date(created.getTime() + 60_000),
        });
      }
      for (const m of d.messages) {
        const author = people[m.from];
        const at = ago(m.hoursAgo);
        const message = await repo.insertMessage(tx, {
          ticket_id: ticket.id,
          user_id: author.id,
          message: m.text,
          is_internal: m.internal ?? false,
          created_at: at,
          updated_at: at,
        });
        await repo.countMessage(tx, ticket.id, m.text, m.internal ?? false, m.from !== 'client');
        activity.push({
          ticket_id: ticket.id,
          actor_id: author.id,
          action: m.internal ? 'internal_note_added' : 'message_added',
          to_value: message.id,
          is_internal: m.internal ?? false,
          created_at: at,
        });
      }
      if (d.status !== 'open') {
        activity.push({
          ticket_id: ticket.id,
          actor_id: d.assignee ? people[d.assignee].id : admin.id,
          action: d.status === 'resolved' ? 'resolved' : 'status_changed',
          field: 'status',
          from_value: 'open',
          to_value: d.status,
          created_at: lastMessage ? ago(lastMessage.hoursAgo) : created,
        });
      }
      await repo.insertActivity(tx, activity);
      // countMessage bumps updated_at; put the demo's own times back.
      await repo.updateTicket(tx, ticket.id, {
        updated_at: lastMessage ? ago(lastMessage.hoursAgo) : created,
      });
    }
  });
  return { created: DEMO_TICKETS.length };
}
