import { count } from 'drizzle-orm';
import { coachingJourneys, creditRepairSubmissions, creditReports, fundingBanks } from '../db/schema';
import { findUserByEmail } from '../modules/auth/repo';
import { createUser, setLatestCreditReport } from '../modules/auth/service';
import { analyseInline } from '../modules/credit/analysis';
import { latestApprovals } from '../modules/credit/policy';
import { SANDBOX_PERSONAS } from '../modules/credit/providers/sandbox';
import { calendarOf } from '../modules/credit/providers/sandbox-calendar';
import { buildSandboxReport, type PersonaSpec } from '../modules/credit/providers/sandbox-report';
import type { Db } from '../platform/db';
import { DEMO_PASSWORD } from './demo-users';

const DAY = 86_400_000;

/** Lenders with a spread of minimums, so matching banks differ between personas. */
const BANKS: Array<typeof fundingBanks.$inferInsert> = [
  {
    name: 'Navy Federal Credit Union',
    products: ['Business credit card', 'Business line of credit'],
    min_score_equifax: 680,
    min_score_experian: 680,
    min_score_transunion: 680,
    max_inquiries: 4,
    utilization_ceiling: 30,
    notes: 'Membership required. Pulls any bureau; prefers 2+ years of business history.',
  },
  {
    name: 'Chase Ink',
    products: ['Ink Business Cash', 'Ink Business Unlimited'],
    min_score_experian: 700,
    max_inquiries: 3,
    utilization_ceiling: 30,
    notes: 'Pulls Experian. Watch the 5/24 rule on personal cards.',
  },
  {
    name: 'American Express Business',
    products: ['Blue Business Plus', 'Business Gold'],
    min_score_experian: 690,
    max_inquiries: 5,
    utilization_ceiling: 50,
  },
  {
    name: 'Wells Fargo Business',
    products: ['Business line of credit', 'Signify Business Cash'],
    min_score_equifax: 700,
    min_score_transunion: 680,
    max_inquiries: 4,
    utilization_ceiling: 40,
    all_states: false,
    states: ['AZ', 'CA', 'CO', 'FL', 'IL', 'NV', 'NY', 'TX'],
  },
  {
    name: 'Ohio Valley Community Bank',
    products: ['SBA microloan', 'Secured business card'],
    min_score_equifax: 620,
    max_inquiries: 6,
    utilization_ceiling: 60,
    all_states: false,
    states: ['IN', 'KY', 'OH', 'WV'],
    notes: 'Good second step after credit repair.',
  },
  {
    name: 'Summit Fintech Capital',
    products: ['Revenue-based financing'],
    notes: 'Paused while they renegotiate the referral agreement.',
    active: false,
  },
];

/** A persona whose collection all three bureaus report: every bureau declines. */
const everywhereCollection: PersonaSpec = {
  ...SANDBOX_PERSONAS.collections!,
  accounts: SANDBOX_PERSONAS.collections!.accounts.map((a) =>
    a.kind === 'collection' ? { ...a, bureaus: ['TransUnion', 'Experian', 'Equifax'] } : a,
  ),
};

/** The credit-repair desk's demo clients (accounts besides DEMO_ACCOUNTS). */
export const FUNDING_DEMO_CLIENTS = [
  {
    email: 'dana.repair@fundpath.test',
    name: 'Dana Whitfield',
    spec: everywhereCollection,
    status: 'in_progress',
    to: 'credit',
    routedDaysAgo: 9,
  },
  {
    email: 'marcus.repair@fundpath.test',
    name: 'Marcus Ortega',
    spec: SANDBOX_PERSONAS.utilization!,
    status: 'new',
    to: null,
    routedDaysAgo: 1,
  },
  {
    email: 'priya.repair@fundpath.test',
    name: 'Priya Natarajan',
    spec: everywhereCollection,
    status: 'submitted',
    to: 'credit',
    routedDaysAgo: 21,
  },
  {
    email: 'lee.repair@fundpath.test',
    name: 'Lee Okafor',
    spec: SANDBOX_PERSONAS.utilization!,
    status: 'completed',
    to: 'admin',
    routedDaysAgo: 45,
  },
] as const;

/**
 * Demo funding content: six banks (one paused) and four clients the journey routed to credit
 * repair, each with a stored report and a desk status. The qualification messages need no seed:
 * their defaults live in the contracts. Skipped when any bank or submission exists.
 */
export async function seedFundingDemo(db: Db): Promise<void> {
  const [banks] = await db.select({ c: count() }).from(fundingBanks);
  if ((banks?.c ?? 0) === 0) await db.insert(fundingBanks).values(BANKS);

  const [subs] = await db.select({ c: count() }).from(creditRepairSubmissions);
  if ((subs?.c ?? 0) > 0) return;
  const credit = await findUserByEmail(db, 'credit@fundpath.test');
  const admin = await findUserByEmail(db, 'admin@fundpath.test');
  if (!credit || !admin) return;
  const brandId = admin.brand_id;
  const now = new Date();
  for (const c of FUNDING_DEMO_CLIENTS) {
    const user =
      (await findUserByEmail(db, c.email)) ??
      (await createUser(
        { db },
        { email: c.email, password: DEMO_PASSWORD, role: 'client', display_name: c.name, brand_id: brandId },
      ));
    const routedAt = new Date(now.getTime() - c.routedDaysAgo * DAY);
    const raw = JSON.stringify(buildSandboxReport(c.spec, calendarOf(routedAt)));
    const { evaluation, improvements } = await analyseInline({ raw });
    await db
      .insert(creditReports)
      .values({
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
        created_at: routedAt,
        updated_at: routedAt,
      })
      .onConflictDoNothing();
    await setLatestCreditReport(db, user.id, latestApprovals(evaluation, routedAt));
    await db
      .insert(coachingJourneys)
      .values({
        user_id: user.id,
        route: 'credit_repair',
        routed_step: 3,
        skipped_step: 4,
        routed_at: routedAt,
        last_activity_at: routedAt,
      })
      .onConflictDoNothing();
    if (c.status !== 'new' || c.to) {
      await db.insert(creditRepairSubmissions).values({
        user_id: user.id,
        status: c.status,
        assigned_to: c.to === 'credit' ? credit.id : c.to === 'admin' ? admin.id : null,
        created_at: routedAt,
        updated_at: new Date(routedAt.getTime() + DAY),
      });
    }
  }
}
