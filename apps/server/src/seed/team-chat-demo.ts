import { eq } from 'drizzle-orm';
import { teamChannelMembers, teamChannels, teamMessages } from '../db/schema/team-chat';
import { findUserByEmail } from '../modules/auth/repo';
import { directKey } from '../modules/team-chat';
import type { Db } from '../platform/db';

const MINUTE = 60_000;

/**
 * Demo team messaging for `/messaging`: #general (every demo staff member), #funding-desk
 * (private: Avery and Finley), and a DM between Finley and Casey; a dozen messages over the
 * last hours, one mentioning Finley, and a few left unread for Finley. Skipped once #general exists.
 */
export async function seedTeamChatDemo(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: teamChannels.id })
    .from(teamChannels)
    .where(eq(teamChannels.name, 'general'))
    .limit(1);
  if (existing) return;
  const [admin, funding, credit, steps] = [
    await findUserByEmail(db, 'admin@fundpath.test'),
    await findUserByEmail(db, 'funding@fundpath.test'),
    await findUserByEmail(db, 'credit@fundpath.test'),
    await findUserByEmail(db, 'steps@fundpath.test'),
  ];
  if (!admin || !funding || !credit) return;
  const staff = [admin, funding, credit, ...(steps ? [steps] : [])];
  const start = Date.now() - 6 * 60 * MINUTE;

  await db.transaction(async (tx) => {
    const make = async (
      values: typeof teamChannels.$inferInsert,
      members: string[],
      messages: Array<{ by: string; body: string; mentions?: string[] }>,
      readBy: Record<string, number> = {},
    ) => {
      const [channel] = await tx
        .insert(teamChannels)
        .values({ ...values, last_seq: messages.length })
        .returning();
      const id = channel!.id;
      let at = start;
      const rows = messages.map((m, i) => {
        at += (7 + i * 3) * MINUTE;
        const when = new Date(at);
        return {
          channel_id: id,
          seq: i + 1,
          author_id: m.by,
          body: m.body,
          mentions: m.mentions ?? [],
          created_at: when,
          updated_at: when,
        };
      });
      if (rows.length) await tx.insert(teamMessages).values(rows);
      await tx
        .update(teamChannels)
        .set({ last_message_at: rows.at(-1)?.created_at ?? null })
        .where(eq(teamChannels.id, id));
      await tx.insert(teamChannelMembers).values(
        members.map((user_id) => ({
          channel_id: id,
          user_id,
          last_read_seq: readBy[user_id] ?? messages.length,
        })),
      );
    };

    await make(
      { kind: 'public', name: 'general', topic: 'Team-wide news and questions', created_by: admin.id },
      staff.map((s) => s.id),
      [
        { by: admin.id, body: 'Good morning, team! Reminder: the lender call moved to 3 pm today.' },
        { by: credit.id, body: 'Thanks Avery. I will have the updated credit summaries ready before then.' },
        { by: funding.id, body: 'Sounds good. I am preparing the Summit Bank packet this morning.' },
        {
          by: credit.id,
          body: '@Finley Funding can you check whether Jordan’s bank statements arrived? I need them for the review.',
          mentions: [funding.id],
        },
        { by: admin.id, body: 'New clients this week: four so far. Nice work, everyone.' },
      ],
      { [funding.id]: 3 },
    );
    await make(
      {
        kind: 'private',
        name: 'funding-desk',
        topic: 'Lender offers and deal terms (private)',
        created_by: admin.id,
      },
      [admin.id, funding.id],
      [
        { by: admin.id, body: 'Summit Bank came back with 7.9% on the line of credit for Jordan.' },
        { by: funding.id, body: 'That beats the other offer. I will walk Jordan through both on our call.' },
        { by: admin.id, body: 'Great. Log the decision on the client record once Jordan confirms.' },
      ],
      { [funding.id]: 2 },
    );
    await make(
      { kind: 'direct', direct_key: directKey(funding.id, credit.id), created_by: credit.id },
      [funding.id, credit.id],
      [
        { by: credit.id, body: 'Hey Finley, do you have a minute to go over the Experian disputes?' },
        { by: funding.id, body: 'Sure, give me ten minutes.' },
        { by: credit.id, body: 'Thanks! I put the draft letters in the client’s documents.' },
        { by: credit.id, body: 'Two collections accounts were reported twice, that is the main issue.' },
      ],
      { [funding.id]: 2 },
    );
  });
}
