import type { TicketPriority } from '@fundpath/contracts/support';
import { coachingJourneys, coachingProgress, creditReports, supportTickets, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { findUserByEmail } from '../modules/auth/repo';
import { setLatestCreditReport } from '../modules/auth/service';
import { analyseInline } from '../modules/credit/analysis';
import { latestApprovals } from '../modules/credit/policy';
import { SANDBOX_PERSONAS } from '../modules/credit/providers/sandbox';
import { calendarOf } from '../modules/credit/providers/sandbox-calendar';
import { buildSandboxReport } from '../modules/credit/providers/sandbox-report';
import { slaDueDate } from '../modules/support/policy';
import type { Db } from '../platform/db';
import { DEMO_PASSWORD } from './demo-users';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Clients with a history over the last three months, so `/admin/analytics` has something to draw
 * on a fresh start: when they signed up, how far they got on the journey (and when), a credit
 * report for some, tickets with their SLA outcome. `signedUp` and `lastSeen` are days ago;
 * `steps` is how many steps were completed (one more is in progress unless it is 0).
 */
export const ANALYTICS_DEMO_CLIENTS = [
  {
    email: 'ava.trend@fundpath.test',
    name: 'Ava Moreno',
    signedUp: 84,
    steps: 6,
    lastSeen: 2,
    persona: 'clean',
  },
  {
    email: 'ben.trend@fundpath.test',
    name: 'Ben Castillo',
    signedUp: 71,
    steps: 5,
    lastSeen: 9,
    persona: 'late',
  },
  {
    email: 'cleo.trend@fundpath.test',
    name: 'Cleo Park',
    signedUp: 58,
    steps: 4,
    lastSeen: 1,
    persona: 'thin',
  },
  {
    email: 'dev.trend@fundpath.test',
    name: 'Dev Raman',
    signedUp: 46,
    steps: 3,
    lastSeen: 12,
    persona: null,
  },
  {
    email: 'ema.trend@fundpath.test',
    name: 'Ema Lindqvist',
    signedUp: 33,
    steps: 3,
    lastSeen: 4,
    persona: 'utilization',
  },
  {
    email: 'finn.trend@fundpath.test',
    name: 'Finn Walsh',
    signedUp: 27,
    steps: 2,
    lastSeen: 3,
    persona: 'inquiries',
  },
  {
    email: 'gia.trend@fundpath.test',
    name: 'Gia Romano',
    signedUp: 19,
    steps: 2,
    lastSeen: 0,
    persona: 'clean',
  },
  {
    email: 'hal.trend@fundpath.test',
    name: 'Hal Brennan',
    signedUp: 12,
    steps: 1,
    lastSeen: 5,
    persona: null,
  },
  {
    email: 'ivy.trend@fundpath.test',
    name: 'Ivy Chen',
    signedUp: 8,
    steps: 1,
    lastSeen: 1,
    persona: 'collections',
  },
  {
    email: 'jon.trend@fundpath.test',
    name: 'Jon Adeyemi',
    signedUp: 5,
    steps: 0,
    lastSeen: 2,
    persona: null,
  },
  {
    email: 'kai.trend@fundpath.test',
    name: 'Kai Nakamura',
    signedUp: 3,
    steps: 0,
    lastSeen: 0,
    persona: null,
  },
  {
    email: 'liv.trend@fundpath.test',
    name: 'Liv Sorensen',
    signedUp: 1,
    steps: 0,
    lastSeen: 1,
    persona: null,
  },
] as const;

/** Tickets by client index: opened days ago, resolved hours after opening (null: still open). */
export const ANALYTICS_DEMO_TICKETS: Array<{
  client: number;
  title: string;
  openedDaysAgo: number;
  resolvedAfterHours: number | null;
  priority: TicketPriority;
}> = [
  { client: 0, title: 'EIN letter upload fails', openedDaysAgo: 80, resolvedAfterHours: 6, priority: 'high' },
  {
    client: 1,
    title: 'Late payment still on my report',
    openedDaysAgo: 62,
    resolvedAfterHours: 90,
    priority: 'medium',
  },
  {
    client: 2,
    title: 'Which bank should I apply to first?',
    openedDaysAgo: 41,
    resolvedAfterHours: 20,
    priority: 'low',
  },
  {
    client: 4,
    title: 'Utilization numbers look wrong',
    openedDaysAgo: 24,
    resolvedAfterHours: 40,
    priority: 'high',
  },
  {
    client: 5,
    title: 'Too many inquiries: what now?',
    openedDaysAgo: 15,
    resolvedAfterHours: 10,
    priority: 'medium',
  },
  { client: 6, title: 'Cannot open step 3', openedDaysAgo: 6, resolvedAfterHours: null, priority: 'urgent' },
  {
    client: 8,
    title: 'Collection account dispute',
    openedDaysAgo: 4,
    resolvedAfterHours: null,
    priority: 'high',
  },
  {
    client: 9,
    title: 'How long does approval take?',
    openedDaysAgo: 2,
    resolvedAfterHours: 3,
    priority: 'low',
  },
];

/**
 * Demo history for `/admin/analytics`. Skipped once the first of these clients exists (or when
 * the demo accounts are missing); never touches other rows.
 */
export async function seedAnalyticsDemo(db: Db): Promise<void> {
  if (await findUserByEmail(db, ANALYTICS_DEMO_CLIENTS[0].email)) return;
  const admin = await findUserByEmail(db, 'admin@fundpath.test');
  if (!admin) return;
  const now = Date.now();
  const ago = (days: number, hours = 0) => new Date(now - days * DAY - hours * HOUR);
  const ids: string[] = [];

  // One password hash for all of them (hashing is deliberately slow), and the accounts
  // inserted with their history: a sign-up chart needs the day each one was created.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = await db
    .insert(users)
    .values(
      ANALYTICS_DEMO_CLIENTS.map((c) => ({
        email: c.email,
        password_hash: passwordHash,
        role: 'client' as const,
        display_name: c.name,
        brand_id: admin.brand_id,
        last_sign_in_at: ago(c.lastSeen, 1),
        created_at: ago(c.signedUp, 3),
        updated_at: ago(c.signedUp, 3),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = new Map(created.map((u) => [u.email, u.id]));

  for (const c of ANALYTICS_DEMO_CLIENTS) {
    const user = { id: idOf.get(c.email)! };
    ids.push(user.id);
    const signedUp = ago(c.signedUp, 3);
    // Steps: started a day after signing up, each completed a few days later, the next started then.
    const span = Math.max(1, c.signedUp - c.lastSeen - 1);
    const gap = span / (c.steps + 1);
    let last = signedUp;
    const started = (i: number) => new Date(signedUp.getTime() + DAY + i * gap * DAY);
    for (let i = 0; i < c.steps; i++) {
      const completed = new Date(started(i).getTime() + gap * DAY * 0.8);
      await db.insert(coachingProgress).values({
        user_id: user.id,
        step_number: i + 1,
        status: 'completed',
        started_at: started(i),
        completed_at: completed,
        created_at: started(i),
        updated_at: completed,
      });
      last = completed;
    }
    if (c.steps > 0 || c.signedUp > 1) {
      const s = started(c.steps);
      await db.insert(coachingProgress).values({
        user_id: user.id,
        step_number: c.steps + 1,
        status: 'in-progress',
        started_at: s,
        created_at: s,
        updated_at: s,
      });
      last = s;
    }
    await db
      .insert(coachingJourneys)
      .values({ user_id: user.id, last_activity_at: last, created_at: signedUp, updated_at: last })
      .onConflictDoNothing();

    if (c.persona) {
      const pulledAt = new Date(signedUp.getTime() + Math.max(1, c.signedUp / 3) * DAY);
      const raw = JSON.stringify(buildSandboxReport(SANDBOX_PERSONAS[c.persona]!, calendarOf(pulledAt)));
      const { evaluation, improvements } = await analyseInline({ raw });
      await db.insert(creditReports).values({
        user_id: user.id,
        version: 1,
        source: 'sandbox',
        raw_report: raw,
        evaluation,
        improvements,
        as_of: evaluation.as_of,
        overall_decision: evaluation.overall_decision,
        funding_strategy: evaluation.funding_strategy,
        scores: {
          TransUnion: evaluation.bureaus.TransUnion?.summary.credit_score ?? null,
          Experian: evaluation.bureaus.Experian?.summary.credit_score ?? null,
          Equifax: evaluation.bureaus.Equifax?.summary.credit_score ?? null,
        },
        created_by: user.id,
        created_at: pulledAt,
        updated_at: pulledAt,
      });
      await setLatestCreditReport(db, user.id, latestApprovals(evaluation, pulledAt));
    }
  }

  for (const t of ANALYTICS_DEMO_TICKETS) {
    const opened = ago(t.openedDaysAgo, 5);
    const resolved =
      t.resolvedAfterHours === null ? null : new Date(opened.getTime() + t.resolvedAfterHours * HOUR);
    await db.insert(supportTickets).values({
      title: t.title,
      description: `${t.title}. (Demo ticket for the analytics history.)`,
      status: resolved ? 'resolved' : 'open',
      priority: t.priority,
      user_id: ids[t.client]!,
      resolved_at: resolved,
      resolution: resolved ? 'Answered by the support team.' : null,
      sla_due_date: slaDueDate(opened, t.priority),
      first_response_at: new Date(opened.getTime() + 2 * HOUR),
      created_at: opened,
      updated_at: resolved ?? opened,
    });
  }
}
