/**
 * The credit-repair desk (`/admin/credit-repair-submissions`): clients the journey routed to credit
 * repair (the route is progress's, so the desk lives here, above credit), each with the latest
 * decision and dispute reasons from credit, a status and an assignee from the credit team.
 */
import type { CreditScores, DecisionTier, FundingStrategy } from '@fundpath/contracts/credit';
import type { DisputeItem, Submission, SubmissionPatch, SubmissionStatus } from '@fundpath/contracts/funding';
import { BUREAUS, type EvaluationResult } from '@fundpath/credit-engine';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import { latestDecisions } from '../credit';
import * as repo from './credit-repair-repo';

export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const ASSIGNEE_REFUSED = 'Assign to an active member of the credit team or an admin';
/** Dispute reasons shown per submission (the report view has them all). */
const DISPUTES_SHOWN = 12;

/** Every dispute reason of an evaluation, bureau by bureau. */
export function disputeItems(
  evaluation: EvaluationResult | null | undefined,
  limit = DISPUTES_SHOWN,
): DisputeItem[] {
  const out: DisputeItem[] = [];
  for (const bureau of BUREAUS) {
    for (const hit of evaluation?.bureaus?.[bureau]?.triggered_rules ?? []) {
      for (const d of hit.dispute_reasons ?? []) {
        if (out.length >= limit) return out;
        out.push({
          bureau,
          rule: hit.rule,
          creditor_name: d.creditor_name,
          account_number: d.account_number,
          reason: d.reason,
        });
      }
    }
  }
  return out;
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findSubmission>>>;
type Decision = Awaited<ReturnType<typeof latestDecisions>>[number];

function toSubmission(row: Row, decision: Decision | undefined): Submission {
  return {
    id: row.user_id,
    client_name: row.client_name,
    client_email: row.client_email,
    status: row.status as SubmissionStatus,
    assigned_to: row.assigned_to,
    assigned_to_name: row.assigned_to_name,
    routed_at: row.routed_at?.toISOString() ?? null,
    updated_at: row.updated_at?.toISOString() ?? null,
    latest_decision: decision
      ? {
          report_id: decision.id,
          version: decision.version,
          created_at: decision.created_at.toISOString(),
          overall_decision: decision.overall_decision as DecisionTier,
          funding_strategy: decision.funding_strategy as FundingStrategy | null,
          scores: decision.scores as CreditScores,
        }
      : null,
    dispute_reasons: disputeItems(decision?.evaluation),
  };
}

async function withDecisions(ctx: Ctx, rows: Row[]): Promise<Submission[]> {
  const decisions = await latestDecisions(
    ctx.db,
    rows.map((r) => r.user_id),
  );
  const byUser = new Map(decisions.map((d) => [d.user_id, d]));
  return rows.map((r) => toSubmission(r, byUser.get(r.user_id)));
}

export async function listSubmissions(
  ctx: Ctx,
  query: { status?: SubmissionStatus; assignee?: string; q?: string; page: number; per_page: number },
) {
  const { rows, total } = await repo.listSubmissions(ctx.db, {
    status: query.status,
    assignee: query.assignee,
    q: query.q || undefined,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { submissions: await withDecisions(ctx, rows), total };
}

export async function getSubmission(ctx: Ctx, userId: string): Promise<Submission> {
  const row = await repo.findSubmission(ctx.db, userId);
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  return (await withDecisions(ctx, [row]))[0]!;
}

/** Changes the status and/or the assignee (an active credit_team member or admin), audited. */
export async function updateSubmission(
  ctx: Ctx,
  userId: string,
  patch: SubmissionPatch,
): Promise<Submission> {
  requireActor(ctx);
  if (patch.assigned_to) {
    const [ok] = await repo.listAssignees(ctx.db, [patch.assigned_to]);
    if (!ok)
      throw new AppError('VALIDATION_FAILED', ASSIGNEE_REFUSED, {
        errors: { assigned_to: ASSIGNEE_REFUSED },
      });
  }
  await ctx.db.transaction(async (tx) => {
    const visible = await repo.findSubmission(tx, userId);
    if (!visible) throw notFound(SUBMISSION_NOT_FOUND);
    const current = await repo.findSubmissionRow(tx, userId);
    const before = { status: current?.status ?? 'new', assigned_to: current?.assigned_to ?? null };
    const after = {
      status: patch.status ?? before.status,
      assigned_to: patch.assigned_to === undefined ? before.assigned_to : patch.assigned_to,
    };
    if (after.status === before.status && after.assigned_to === before.assigned_to) return;
    await repo.upsertSubmission(tx, { user_id: userId, ...after });
    await recordAudit(
      ctx,
      {
        action: after.status !== before.status ? 'credit_repair.status_changed' : 'credit_repair.assigned',
        target_type: 'credit_repair_submission',
        target_id: userId,
        target_label: `${visible.client_name} <${visible.client_email}>`,
        before,
        after,
      },
      tx,
    );
  });
  return getSubmission(ctx, userId);
}

export async function listAssignees(ctx: Ctx) {
  return repo.listAssignees(ctx.db);
}
