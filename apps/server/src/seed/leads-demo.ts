/**
 * The lead pipeline's demo (issue 7/8) so `/lead-pipeline` looks alive: twelve prospects across
 * the default stages (New … Proposal, two won, two lost with reasons), with values, every source,
 * Finley Funding (funding@) and Avery Admin (admin@) as owners, a note each and their stage
 * history. Written through the leads module's repo; no events (a seed tells no one).
 * Idempotent: nothing is written once any lead exists.
 */
import type { LeadSource } from '@fundpath/contracts/leads';
import { count } from 'drizzle-orm';
import { leads } from '../db/schema/leads';
import { findUserByEmail } from '../modules/auth/repo';
import * as repo from '../modules/leads/repo';
import { stages } from '../modules/leads/service';
import type { Db } from '../platform/db';

const DAY = 86_400_000;

interface DemoLead {
  name: string;
  email: string;
  phone?: string;
  source: LeadSource;
  value_cents: number;
  owner: 'funding' | 'admin' | null;
  stage: 'new' | 'contacted' | 'qualified' | 'proposal' | 'won' | 'lost';
  /** Next action, days from today. */
  nextIn?: number;
  daysAgo: number;
  note: string;
  lost_reason?: string;
}

const DEMO_LEADS: DemoLead[] = [
  {
    name: 'Harper Nguyen',
    email: 'harper.nguyen@example.com',
    phone: '+1 415 555 0142',
    source: 'landing_form',
    value_cents: 250_000,
    owner: null,
    stage: 'new',
    daysAgo: 1,
    note: 'Sent the contact form: "Opening a second bakery location, need a line of credit."',
  },
  {
    name: 'Mateo Alvarez',
    email: 'mateo@alvarez-hvac.example.com',
    source: 'booking_link',
    value_cents: 500_000,
    owner: 'funding',
    stage: 'new',
    nextIn: 1,
    daysAgo: 2,
    note: 'Booked a discovery call through the booking link.',
  },
  {
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    source: 'referral',
    value_cents: 150_000,
    owner: 'admin',
    stage: 'new',
    nextIn: 2,
    daysAgo: 3,
    note: 'Referred by Jordan Client.',
  },
  {
    name: 'Noah Fischer',
    email: 'noah.fischer@example.com',
    phone: '+1 312 555 0187',
    source: 'manual',
    value_cents: 750_000,
    owner: 'funding',
    stage: 'contacted',
    nextIn: 3,
    daysAgo: 6,
    note: 'Left a voicemail; sent the funding-readiness checklist by e-mail.',
  },
  {
    name: 'Amara Okafor',
    email: 'amara@okafor-design.example.com',
    source: 'landing_form',
    value_cents: 320_000,
    owner: 'admin',
    stage: 'contacted',
    nextIn: 5,
    daysAgo: 8,
    note: 'Interested in the 18-step program; asked about timelines.',
  },
  {
    name: 'Lucas Moreau',
    email: 'lucas.moreau@example.com',
    source: 'import',
    value_cents: 90_000,
    owner: null,
    stage: 'contacted',
    daysAgo: 12,
    note: 'From the webinar attendee list.',
  },
  {
    name: 'Sofia Rossi',
    email: 'sofia@rossi-logistics.example.com',
    phone: '+1 646 555 0119',
    source: 'referral',
    value_cents: 1_200_000,
    owner: 'funding',
    stage: 'qualified',
    nextIn: 2,
    daysAgo: 15,
    note: 'Two years in business, 720+ personal score; wants equipment financing.',
  },
  {
    name: 'Ethan Brooks',
    email: 'ethan.brooks@example.com',
    source: 'booking_link',
    value_cents: 450_000,
    owner: 'admin',
    stage: 'proposal',
    nextIn: 4,
    daysAgo: 20,
    note: 'Proposal sent: Growth plan with credit review.',
  },
  {
    name: 'Yuki Tanaka',
    email: 'yuki.tanaka@example.com',
    source: 'landing_form',
    value_cents: 600_000,
    owner: 'funding',
    stage: 'won',
    daysAgo: 30,
    note: 'Signed up for the Growth plan.',
  },
  {
    name: 'Grace Kim',
    email: 'grace.kim@example.com',
    source: 'manual',
    value_cents: 275_000,
    owner: 'admin',
    stage: 'won',
    daysAgo: 35,
    note: 'Converted after the second call.',
  },
  {
    name: 'Omar Haddad',
    email: 'omar.haddad@example.com',
    source: 'landing_form',
    value_cents: 180_000,
    owner: 'funding',
    stage: 'lost',
    daysAgo: 25,
    note: 'Compared programs for two weeks.',
    lost_reason: 'Chose a competitor with a lower monthly fee',
  },
  {
    name: 'Chloe Martin',
    email: 'chloe.martin@example.com',
    source: 'import',
    value_cents: 80_000,
    owner: null,
    stage: 'lost',
    daysAgo: 40,
    note: 'No reply to three follow-ups.',
    lost_reason: 'No response after three follow-ups',
  },
];

const PATH: Record<DemoLead['stage'], string[]> = {
  new: ['new'],
  contacted: ['new', 'contacted'],
  qualified: ['new', 'contacted', 'qualified'],
  proposal: ['new', 'contacted', 'qualified', 'proposal'],
  won: ['new', 'contacted', 'qualified', 'proposal', 'won'],
  lost: ['new', 'contacted', 'lost'],
};

export async function seedLeadsDemo(db: Db, now = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(leads);
  if ((existing?.n ?? 0) > 0) return;
  const all = await stages(db);
  const byKey = new Map(all.map((s) => [s.key, s]));
  const funding = await findUserByEmail(db, 'funding@fundpath.test');
  const admin = await findUserByEmail(db, 'admin@fundpath.test');
  const owners = { funding: funding?.id ?? null, admin: admin?.id ?? null };
  const positions = new Map<string, number>();
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

  for (const d of DEMO_LEADS) {
    const stage = byKey.get(d.stage);
    if (!stage) continue;
    const position = positions.get(stage.id) ?? 0;
    positions.set(stage.id, position + 1);
    const created = new Date(now.getTime() - d.daysAgo * DAY);
    const owner = d.owner ? owners[d.owner] : null;
    const closed = d.stage === 'won' || d.stage === 'lost';
    const id = await repo.insertLead(db, {
      brand_id: funding?.brand_id ?? null, // the demo staff's brand (the default one): they see these
      name: d.name,
      email: d.email,
      phone: d.phone ?? null,
      source: d.source,
      value_cents: d.value_cents,
      owner_id: owner,
      next_action_on: d.nextIn === undefined ? null : day(d.nextIn),
      stage_id: stage.id,
      position,
      lost_reason: d.lost_reason ?? null,
      closed_at: closed ? new Date(created.getTime() + 5 * DAY) : null,
      created_by: owner,
      created_at: created,
      updated_at: created,
    });
    const path = PATH[d.stage];
    for (let i = 0; i < path.length; i++) {
      await repo.insertHistory(db, {
        lead_id: id,
        from_stage_id: i === 0 ? null : byKey.get(path[i - 1]!)!.id,
        to_stage_id: byKey.get(path[i]!)!.id,
        changed_by: i === 0 && (d.source === 'landing_form' || d.source === 'booking_link') ? null : owner,
      });
    }
    await repo.insertNote(db, {
      lead_id: id,
      author_id: d.source === 'landing_form' ? null : owner,
      body: d.note,
    });
  }
}
