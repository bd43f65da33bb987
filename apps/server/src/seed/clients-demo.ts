/**
 * The staff client record's demo (issue 7/8, ADR 017) so `/clients` and `/clients/:id` look alive:
 * Jordan Client (client@) and two of the analytics demo's clients get tags, Finley Funding
 * (funding@) as their assigned staff, staff notes (one mentioning Casey Credit, credit@) and a few
 * lines of timeline; then the read model is rebuilt so every client is listed at once. Written
 * through the clients module's repo and its refresh; no notifications (a seed tells no one).
 * Idempotent: nothing is written once Jordan has a note.
 */
import { findUserByEmail } from '../modules/auth/repo';
import { rebuildAll } from '../modules/clients';
import * as repo from '../modules/clients/repo';
import { clientStepsOf } from '../modules/coaching';
import type { Db } from '../platform/db';

const HOUR = 3_600_000;

type Line = Omit<Parameters<typeof repo.insertActivity>[1], 'user_id' | 'at'> & { at: Date };

interface DemoClient {
  email: string;
  tags: string[];
  notes: Array<{
    by: 'funding' | 'credit';
    body: string;
    mentions?: Array<'credit' | 'funding'>;
    hoursAgo: number;
  }>;
}

const DEMO_CLIENTS: DemoClient[] = [
  {
    email: 'client@fundpath.test',
    tags: ['vip', 'llc'],
    notes: [
      {
        by: 'funding',
        body: 'Called Jordan about the EIN letter; it is on its way. @Casey Credit could you look at the Equifax collection before we apply?',
        mentions: ['credit'],
        hoursAgo: 26,
      },
      {
        by: 'credit',
        body: 'Dispute letter for the Midland collection sent to Equifax. Expect an answer within 30 days.',
        hoursAgo: 5,
      },
    ],
  },
  {
    email: 'ava.trend@fundpath.test',
    tags: ['follow-up'],
    notes: [{ by: 'funding', body: 'Prefers e-mail over calls; best reached mornings.', hoursAgo: 50 }],
  },
  { email: 'ben.trend@fundpath.test', tags: ['slow payer', 'follow-up'], notes: [] },
];

/** Writes the demo record facts; answers how many clients got them (0 when already seeded). */
export async function seedClientsDemo(db: Db, now = new Date()): Promise<number> {
  const [funding, credit, jordan] = [
    await findUserByEmail(db, 'funding@fundpath.test'),
    await findUserByEmail(db, 'credit@fundpath.test'),
    await findUserByEmail(db, 'client@fundpath.test'),
  ];
  if (!funding || !credit || !jordan) return 0;
  if ((await repo.notesOf(db, jordan.id)).length > 0) return 0;
  const staff = { funding, credit };
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

  let written = 0;
  for (const demo of DEMO_CLIENTS) {
    const client = demo.email === jordan.email ? jordan : await findUserByEmail(db, demo.email);
    if (client?.role !== 'client') continue;
    // The journey's real dates first, then the staff's lines; inserted oldest first (the timeline reads newest by id).
    const lines: Line[] = [];
    for (const step of await clientStepsOf(db, client.id)) {
      const ref = { step_number: step.step_number };
      if (step.started_at)
        lines.push({
          kind: 'step.started',
          summary: `Started step ${step.step_number}`,
          actor_id: client.id,
          ref,
          at: step.started_at,
        });
      if (step.submitted_at)
        lines.push({
          kind: 'step.submitted',
          summary: `Submitted step ${step.step_number} for approval`,
          actor_id: client.id,
          ref,
          at: step.submitted_at,
        });
      if (step.completed_at)
        lines.push(
          step.reviewed_by
            ? {
                kind: 'step.approved',
                summary: `Step ${step.step_number} approved`,
                actor_id: step.reviewed_by,
                ref,
                at: step.completed_at,
              }
            : {
                kind: 'step.completed',
                summary: `Completed step ${step.step_number}`,
                actor_id: client.id,
                ref,
                at: step.completed_at,
              },
        );
    }
    lines.push(
      {
        kind: 'client.assigned',
        summary: `Assigned to ${funding.display_name}`,
        actor_id: funding.id,
        at: at(72),
      },
      {
        kind: 'client.tagged',
        summary: `Tags set to ${demo.tags.join(', ')}`,
        actor_id: funding.id,
        at: at(71),
      },
    );
    await db.transaction(async (tx) => {
      await repo.replaceTags(tx, client.id, demo.tags, funding.id);
      await repo.replaceAssignees(tx, client.id, [funding.id], funding.id);
      for (const n of demo.notes) {
        const author = staff[n.by];
        const note = await repo.insertNote(tx, {
          user_id: client.id,
          author_id: author.id,
          body: n.body,
          mentions: (n.mentions ?? []).map((m) => staff[m].id),
          created_at: at(n.hoursAgo),
          updated_at: at(n.hoursAgo),
        });
        lines.push({
          kind: 'client.note_added',
          summary: 'Added a note',
          actor_id: author.id,
          ref: { note_id: note.id },
          at: at(n.hoursAgo),
        });
      }
      for (const line of lines.sort((a, b) => a.at.getTime() - b.at.getTime()))
        await repo.insertActivity(tx, { user_id: client.id, ...line });
    });
    written += 1;
  }
  // Every client's row from the seeded facts (tags and assignees included), so the list is whole at once.
  await rebuildAll(db);
  return written;
}
