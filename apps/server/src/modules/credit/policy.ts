/**
 * Who may see and pull whose credit data, and what a stored report tells the journey, as pure
 * decisions (no database). A client reaches only their own data; staff reach any client's, and
 * every access by someone other than the data's owner is audited.
 */
import type { LatestCreditReport } from '@fundpath/contracts/auth';
import { isClient, isStaff, type Role } from '@fundpath/contracts/roles';
import type { Bureau, EvaluationResult } from '@fundpath/credit-engine';
import { AppError } from '../../platform/errors';

type Person = { id: string; role: Role };

/**
 * The other user a request names, or null when it is about the actor (no id, or their own).
 * A client naming someone else is refused outright, before anything is looked up.
 */
export function otherSubjectId(actor: Person, userId: string | undefined): string | null {
  if (!userId || userId === actor.id) return null;
  if (!isStaff(actor)) throw new AppError('FORBIDDEN', 'Clients can only access their own credit reports');
  return userId;
}

/** Staff work on clients' credit data only: anyone else named is "not found". */
export const isCreditSubject = (user: { role: Role } | undefined): boolean => user?.role === 'client';

/** A stored report: its owner sees it, and any staff member; for anyone else it does not exist. */
export const canSeeReportOf = (actor: Person, ownerId: string): boolean =>
  ownerId === actor.id || isStaff(actor);

/** Access to someone else's data is audited (staff, or an admin impersonating); one's own is not. */
export const isAudited = (person: { id: string }, subjectUserId: string | null): boolean =>
  person.id !== subjectUserId;

/** The report page's raw pull is kept as a version only for a client's own pull. */
export const keepsReportPagePull = (actor: Person): boolean => isClient(actor);

/** The user's `latest_credit_report_json`: a bureau approves when its tier is approve and it has data. */
export function latestApprovals(evaluation: EvaluationResult, savedAt: Date): LatestCreditReport {
  const approves = (b: Bureau) =>
    evaluation.bureaus[b]?.has_data === true && evaluation.bureaus[b]?.decision_tier === 'approve';
  return {
    equifax_approval: approves('Equifax'),
    experian_approval: approves('Experian'),
    transunion_approval: approves('TransUnion'),
    overall_decision: evaluation.overall_decision,
    saved_at: savedAt.toISOString(),
  };
}
