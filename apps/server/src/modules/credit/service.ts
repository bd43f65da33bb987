/**
 * Credit reports: evaluation, stored versions, provider pulls, monitoring credentials, history,
 * comparison and the staff audit trail. Rules: a client reaches only their own data (anything else
 * is "not found"); staff reach any client's, and every such access is written to the audit log.
 * The decisions themselves (who may see and pull what) are pure and live in policy.ts.
 */
import type {
  AdminCreditReportRow,
  CreditAuditEntry,
  CreditItem,
  CreditReportSummary,
  CreditScores,
  DecisionTier,
  FundingStrategy,
  StoredCreditReport,
} from '@fundpath/contracts/credit';
import { BUREAUS, type Bureau, type EvaluationResult } from '@fundpath/credit-engine';
import { type Ctx, requireActor } from '../../platform/auth';
import { decryptSecret, encryptSecret } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { findUser, lockUser, setLatestCreditReport } from '../auth';
import {
  type Analyser,
  type Analysis,
  type AnalysisInput,
  type AnalysisJson,
  analyseInline,
  analyseInlineJson,
  type JsonAnalyser,
} from './analysis';
import { reserveAnalysis } from './analysis-limit';
import { matchingBanksFor } from './funding-service';
import {
  canSeeReportOf,
  isAudited,
  isCreditSubject,
  keepsReportPagePull,
  latestApprovals,
  otherSubjectId,
} from './policy';
import type { CreditReportProvider, MonitoringCredentials } from './providers';
import { CreditProviderError } from './providers';
import { type PullOutcome, reservePull, settlePull } from './pull-limit';
import * as repo from './repo';

export { latestApprovals } from './policy';

export const NO_REPORT_MESSAGE = 'No credit report found';
export const NO_CREDENTIALS_MESSAGE = 'No saved credentials found';
const PROVIDER_DOWN_MESSAGE =
  'The credit monitoring service is unavailable right now. Please try again later.';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What was audited: one value per kind of staff access to a client's credit data. */
export type CreditAuditAction =
  | 'evaluate_report'
  | 'save_report'
  | 'import_report'
  | 'fetch_report'
  | 'view_latest'
  | 'view_version'
  | 'view_history'
  | 'compare_reports'
  | 'list_reports';

interface Subject {
  id: string;
}

// ---- analysis --------------------------------------------------------------------------------

export type { Analyser, Analysis, AnalysisInput, AnalysisJson, JsonAnalyser } from './analysis';

/**
 * Where a client-provided report comes from: the request body's JSON text (routes: the worker
 * parses it again, the event loop never walks it) or the parsed value (direct service calls).
 */
export interface ReportSource {
  raw_credit_data?: unknown;
  /** The request body as received, when the route kept it. */
  bodyText?: string;
}

const inputOf = (source: ReportSource, asOf?: string): AnalysisInput =>
  source.bodyText !== undefined
    ? { text: source.bodyText, field: 'raw_credit_data', asOf }
    : { raw: source.raw_credit_data, asOf };

function scoresOf(evaluation: EvaluationResult): CreditScores {
  const score = (b: Bureau) => evaluation.bureaus[b]?.summary.credit_score ?? null;
  return { TransUnion: score('TransUnion'), Experian: score('Experian'), Equifax: score('Equifax') };
}

// ---- who may see whom --------------------------------------------------------------------------

/**
 * The user whose credit data a request is about: the actor, or for staff the client named by
 * `user_id`. A client naming someone else is refused outright (nothing is looked up).
 */
export async function resolveSubject(ctx: Ctx, userId: string | undefined): Promise<Subject> {
  const actor = requireActor(ctx);
  const other = otherSubjectId(actor, userId);
  if (other === null) return actor;
  const user = UUID_RE.test(other) ? await findUser(ctx.db, other) : undefined;
  if (!isCreditSubject(user)) throw notFound('User not found');
  return user!;
}

/** Writes an audit entry when the person signed in is not the data's owner (staff, or an admin impersonating). */
async function audit(
  ctx: Ctx,
  subjectUserId: string | null,
  action: CreditAuditAction,
  reportId: string | null = null,
): Promise<void> {
  const person = ctx.realUser ?? ctx.actor;
  if (!person || !isAudited(person, subjectUserId)) return;
  await repo.insertAudit(ctx.db, {
    actor_id: person.id,
    subject_user_id: subjectUserId,
    action,
    report_id: reportId,
    ip: ctx.ip,
    user_agent: ctx.userAgent?.slice(0, 500) ?? null,
  });
}

/** A stored report the actor may see (their own; staff: any), else "not found", as if it did not exist. */
async function visibleReport<T extends { user_id: string }>(ctx: Ctx, found: T | undefined): Promise<T> {
  const actor = requireActor(ctx);
  if (!found || !canSeeReportOf(actor, found.user_id)) throw notFound(NO_REPORT_MESSAGE);
  return found;
}

const findReport = async (ctx: Ctx, id: string) =>
  visibleReport(ctx, UUID_RE.test(id) ? await repo.findReport(ctx.db, id) : undefined);

const findReportSummary = async (ctx: Ctx, id: string) =>
  visibleReport(ctx, UUID_RE.test(id) ? await repo.findReportSummary(ctx.db, id) : undefined);

// ---- storing -------------------------------------------------------------------------------------

/**
 * Stores a report as the subject's next version and copies its approvals to the user, in one
 * transaction; the user row is locked first, so concurrent saves get consecutive versions.
 */
async function storeReport(
  ctx: Ctx,
  subject: Subject,
  analysis: Analysis,
  source: string,
): Promise<repo.CreditReportRow> {
  const actor = requireActor(ctx);
  const { evaluation, improvements } = analysis;
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, subject.id);
    const version = await repo.nextVersion(tx, subject.id);
    const inserted = await repo.insertReport(tx, {
      user_id: subject.id,
      version,
      source,
      raw_report: analysis.rawText,
      evaluation,
      improvements,
      as_of: evaluation.as_of,
      overall_decision: evaluation.overall_decision,
      funding_strategy: evaluation.funding_strategy,
      scores: scoresOf(evaluation),
      created_by: actor.id,
      created_at: now,
    });
    await setLatestCreditReport(tx, subject.id, latestApprovals(evaluation, now));
    return inserted;
  });
  // Read-your-writes for current-user on this instance (other instances hear the trigger).
  ctx.sessionCache.invalidateUser(subject.id);
  ctx.log.info(
    { report_id: row.id, user_id: subject.id, version: row.version, source },
    'credit report stored',
  );
  await ctx.events.emit(ctx, 'credit.report_pulled', {
    user_id: subject.id,
    report_id: row.id,
    version: row.version,
    source,
  });
  return row;
}

/** Evaluates and stores; refuses input in which the engine finds no report (400, the engine's message). */
async function analyseAndStore(
  ctx: Ctx,
  subject: Subject,
  input: AnalysisInput,
  source: string,
  analyser: Analyser,
) {
  const analysis = await analyser(input);
  if (analysis.evaluation.error) throw new AppError('VALIDATION_FAILED', analysis.evaluation.error);
  const row = await storeReport(ctx, subject, analysis, source);
  return { row, analysis };
}

export function toStoredReport(row: repo.CreditReportRow): StoredCreditReport {
  return {
    report_id: row.id,
    user_id: row.user_id,
    version: row.version,
    source: row.source,
    created_at: row.created_at.toISOString(),
    as_of: row.as_of,
    raw_report: row.raw_report,
    evaluation: row.evaluation as StoredCreditReport['evaluation'],
    improvements: row.improvements as StoredCreditReport['improvements'],
  };
}

export function toSummary(row: repo.CreditReportSummaryRow): CreditReportSummary {
  return {
    id: row.id,
    version: row.version,
    source: row.source,
    created_at: row.created_at.toISOString(),
    as_of: row.as_of,
    overall_decision: row.overall_decision as DecisionTier,
    funding_strategy: row.funding_strategy as FundingStrategy | null,
    scores: row.scores,
  };
}

// ---- evaluate / save / import --------------------------------------------------------------------

/**
 * POST /api/credit-decision/evaluate: raw data as given, or a stored report the actor may see.
 * Answers the wire JSON of `{evaluation, improvements}` (serialized off the event loop).
 */
export async function evaluate(
  ctx: Ctx,
  input: ReportSource & { as_of?: string; report_id?: string },
  analyser: JsonAnalyser = analyseInlineJson,
): Promise<AnalysisJson> {
  const actor = requireActor(ctx);
  let subjectId = actor.id;
  let report: AnalysisInput = inputOf(input, input.as_of);
  if (input.report_id) {
    const row = await findReport(ctx, input.report_id);
    await audit(ctx, row.user_id, 'evaluate_report', row.id);
    subjectId = row.user_id;
    report = { raw: row.raw_report, asOf: input.as_of };
  }
  await reserveAnalysis(ctx, 'evaluate', subjectId);
  return analyser(report);
}

/** POST /api/credit-decision/save-report: the browser's decision_result is never trusted. */
export async function saveReport(
  ctx: Ctx,
  input: ReportSource & { user_id?: string },
  analyser: Analyser = analyseInline,
) {
  const subject = await resolveSubject(ctx, input.user_id);
  await reserveAnalysis(ctx, 'save', subject.id);
  const { row, analysis } = await analyseAndStore(ctx, subject, inputOf(input), 'manual', analyser);
  await audit(ctx, subject.id, 'save_report', row.id);
  return { row, analysis };
}

/** POST /api/client/credit-report/import: a report exported from a monitoring service. */
export async function importReport(
  ctx: Ctx,
  input: ReportSource & { user_id?: string },
  analyser: Analyser = analyseInline,
) {
  const subject = await resolveSubject(ctx, input.user_id);
  await reserveAnalysis(ctx, 'import', subject.id);
  const { row, analysis } = await analyseAndStore(ctx, subject, inputOf(input), 'import', analyser);
  await audit(ctx, subject.id, 'import_report', row.id);
  return { row, analysis };
}

// ---- provider pulls ------------------------------------------------------------------------------

/**
 * Calls the provider for `subjectUserId`'s report, within the caller's hourly pull limit
 * (pull-limit.ts); its refusals become 400 (fixable by the user) or 503, with its message.
 */
async function pull(
  ctx: Ctx,
  provider: CreditReportProvider,
  credentials: MonitoringCredentials,
  subjectUserId: string,
) {
  const pullId = await reservePull(ctx, subjectUserId, provider.name);
  const started = Date.now();
  let outcome: PullOutcome = 'failed';
  try {
    const result = await provider.fetchReport(credentials);
    outcome = 'ok';
    ctx.log.info({ provider: provider.name, ms: Date.now() - started }, 'credit report pulled');
    return result;
  } catch (err) {
    if (err instanceof CreditProviderError) {
      if (err.kind === 'bad_credentials') outcome = 'bad_credentials';
      ctx.log.warn({ provider: provider.name, kind: err.kind }, 'credit provider refused the pull');
      throw new AppError(err.kind === 'bad_credentials' ? 'VALIDATION_FAILED' : 'UNAVAILABLE', err.message);
    }
    ctx.log.error({ provider: provider.name, error: (err as Error)?.name }, 'credit provider failed');
    throw new AppError('UNAVAILABLE', PROVIDER_DOWN_MESSAGE);
  } finally {
    await settlePull(ctx.db, pullId, outcome).catch((err) =>
      ctx.log.warn({ err }, 'credit pull outcome not recorded'),
    );
  }
}

/**
 * POST /api/credit-report-test/fetch: the raw pull for the report page. A client's pull is also
 * stored as a version (when it holds a report), so the decision survives a reload.
 */
export async function fetchForReportPage(
  ctx: Ctx,
  provider: CreditReportProvider,
  credentials: MonitoringCredentials,
  analyser: Analyser = analyseInline,
): Promise<{ rawReport: string; row: repo.CreditReportRow | null }> {
  const actor = requireActor(ctx);
  const { rawReport } = await pull(ctx, provider, credentials, actor.id);
  if (!keepsReportPagePull(actor)) return { rawReport, row: null };
  const analysis = await analyser({ raw: rawReport });
  if (analysis.evaluation.error) return { rawReport, row: null };
  return { rawReport, row: await storeReport(ctx, actor, analysis, provider.name) };
}

/** POST /api/client/credit-report/fetch: pull, store, update approvals, maybe keep the login. */
export async function fetchAndStore(
  ctx: Ctx,
  provider: CreditReportProvider,
  input: MonitoringCredentials & {
    save_credentials: boolean;
    customer_email?: string | null;
    user_id?: string;
  },
  analyser: Analyser = analyseInline,
) {
  const subject = await resolveSubject(ctx, input.user_id);
  const credentials = { email: input.email, password: input.password };
  const { rawReport } = await pull(ctx, provider, credentials, subject.id);
  const analysis = await analyser({ raw: rawReport });
  if (analysis.evaluation.error) {
    throw new AppError('UNAVAILABLE', 'The credit monitoring service returned no credit report data.');
  }
  const row = await storeReport(ctx, subject, analysis, provider.name);
  if (input.save_credentials)
    await saveCredentials(ctx, subject.id, credentials, input.customer_email ?? null);
  await audit(ctx, subject.id, 'fetch_report', row.id);
  return { row, analysis };
}

// ---- credentials ---------------------------------------------------------------------------------

const credentialContext = (userId: string) => `credit-credentials:${userId}`;

/** Stores a monitoring login encrypted (email and password together), bound to its owner's id. */
export async function saveCredentials(
  ctx: Ctx,
  userId: string,
  credentials: MonitoringCredentials,
  customerEmail: string | null = null,
): Promise<void> {
  const secret = encryptSecret(
    ctx.config.appSecret,
    JSON.stringify({ email: credentials.email, password: credentials.password }),
    credentialContext(userId),
  );
  await repo.upsertCredentials(ctx.db, userId, secret, customerEmail || null);
}

/** The actor's own saved login; "not found" when none (or when it can no longer be decrypted). */
export async function getOwnCredentials(ctx: Ctx): Promise<MonitoringCredentials> {
  const actor = requireActor(ctx);
  const row = await repo.findCredentials(ctx.db, actor.id);
  if (!row) throw notFound(NO_CREDENTIALS_MESSAGE);
  try {
    const parsed = JSON.parse(decryptSecret(ctx.config.appSecret, row.secret, credentialContext(actor.id)));
    return { email: String(parsed.email ?? ''), password: String(parsed.password ?? '') };
  } catch {
    // APP_SECRET changed (or the row was tampered with): the login must be entered again.
    ctx.log.warn({ user_id: actor.id }, 'saved credit credentials could not be decrypted');
    throw notFound(NO_CREDENTIALS_MESSAGE);
  }
}

// ---- reading -------------------------------------------------------------------------------------

export async function getLatest(ctx: Ctx, userId: string | undefined): Promise<StoredCreditReport> {
  const subject = await resolveSubject(ctx, userId);
  const row = await repo.findLatestReport(ctx.db, subject.id);
  if (!row) throw notFound(NO_REPORT_MESSAGE);
  await audit(ctx, subject.id, 'view_latest', row.id);
  return withMatchingBanks(ctx, row);
}

/** A stored report with the active banks each bureau meets (the funding report lists them). */
async function withMatchingBanks(ctx: Ctx, row: repo.CreditReportRow): Promise<StoredCreditReport> {
  const matching_banks = await matchingBanksFor(ctx.db, row.evaluation, () => row.raw_report);
  return { ...toStoredReport(row), matching_banks };
}

export async function getVersion(ctx: Ctx, id: string): Promise<StoredCreditReport> {
  const row = await findReport(ctx, id);
  await audit(ctx, row.user_id, 'view_version', row.id);
  return withMatchingBanks(ctx, row);
}

export async function getHistory(ctx: Ctx, userId: string | undefined): Promise<CreditReportSummary[]> {
  const subject = await resolveSubject(ctx, userId);
  const rows = await repo.listReportSummaries(ctx.db, subject.id);
  await audit(ctx, subject.id, 'view_history');
  return rows.map(toSummary);
}

// ---- comparison ----------------------------------------------------------------------------------

const itemKey = (i: CreditItem) =>
  [i.bureau, i.rule, i.kind, i.creditor_name, i.account_number, i.date].join('|');

/** The problem items of an evaluation: one per bureau + rule + tradeline / inquiry / public record. */
export function problemItems(evaluation: EvaluationResult): CreditItem[] {
  const items = new Map<string, CreditItem>();
  const add = (item: CreditItem) => items.set(itemKey(item), item);
  for (const bureau of BUREAUS) {
    for (const hit of evaluation.bureaus[bureau]?.triggered_rules ?? []) {
      const base = { bureau, rule: hit.rule };
      if (hit.rule === 'no_bureau_data') {
        add({ ...base, kind: 'bureau', creditor_name: '', account_number: '', date: null });
      }
      for (const q of hit.inquiries ?? []) {
        add({
          ...base,
          kind: 'inquiry',
          creditor_name: q.subscriber_name,
          account_number: '',
          date: q.inquiry_date,
        });
      }
      for (const r of hit.public_records ?? []) {
        add({
          ...base,
          kind: 'public_record',
          creditor_name: r.type || r.classification,
          account_number: '',
          date: r.date_filed,
        });
      }
      if (hit.rule !== 'excessive_inquiries') {
        for (const a of hit.accounts) {
          add({
            ...base,
            kind: 'tradeline',
            creditor_name: a.creditor_name,
            account_number: a.account_number,
            date: null,
          });
        }
      }
    }
  }
  return [...items.values()];
}

export function compareEvaluations(from: EvaluationResult, to: EvaluationResult) {
  const scoreOf = (ev: EvaluationResult, b: Bureau) => ev.bureaus[b]?.summary.credit_score ?? null;
  const tierOf = (ev: EvaluationResult, b: Bureau) => ev.bureaus[b]?.decision_tier ?? null;
  const perBureau = <T>(fn: (b: Bureau) => T) =>
    Object.fromEntries(BUREAUS.map((b) => [b, fn(b)])) as Record<Bureau, T>;
  const fromItems = problemItems(from);
  const toItems = problemItems(to);
  const fromKeys = new Set(fromItems.map(itemKey));
  const toKeys = new Set(toItems.map(itemKey));
  return {
    score_deltas: perBureau((b) => {
      const [f, t] = [scoreOf(from, b), scoreOf(to, b)];
      return { from: f, to: t, delta: f !== null && t !== null ? t - f : null };
    }),
    tier_changes: perBureau((b) => {
      const [f, t] = [tierOf(from, b), tierOf(to, b)];
      return { from: f, to: t, changed: f !== t };
    }),
    resolved_items: fromItems.filter((i) => !toKeys.has(itemKey(i))),
    new_items: toItems.filter((i) => !fromKeys.has(itemKey(i))),
  };
}

/** Compares two versions of the same user's report (`from` → `to`). */
export async function compareReports(ctx: Ctx, fromId: string, toId: string) {
  const from = await findReportSummary(ctx, fromId);
  const to = await findReportSummary(ctx, toId);
  if (from.user_id !== to.user_id) {
    throw new AppError('VALIDATION_FAILED', 'Both reports must belong to the same client');
  }
  await audit(ctx, to.user_id, 'compare_reports', to.id);
  return {
    from: toSummary(from),
    to: toSummary(to),
    ...compareEvaluations(from.evaluation, to.evaluation),
  };
}

// ---- staff ------------------------------------------------------------------------------------------

export async function listClientReports(ctx: Ctx, query: { q?: string; page: number; per_page: number }) {
  const { rows, total } = await repo.listClientDirectory(ctx.db, {
    q: query.q || undefined,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  await audit(ctx, null, 'list_reports');
  const reports: AdminCreditReportRow[] = rows.map(({ client, latest, reportCount }) => ({
    user_id: client.id,
    email: client.email,
    display_name: client.display_name,
    report_id: latest?.id ?? null,
    version: latest?.version ?? null,
    created_at: latest?.created_at.toISOString() ?? null,
    overall_decision: (latest?.overall_decision as DecisionTier | undefined) ?? null,
    funding_strategy: (latest?.funding_strategy as FundingStrategy | null | undefined) ?? null,
    scores: latest?.scores ?? null,
    report_count: reportCount,
  }));
  return { reports, total };
}

export async function listAuditLog(
  ctx: Ctx,
  query: { subject_user_id?: string; actor_id?: string; page: number; per_page: number },
): Promise<{ entries: CreditAuditEntry[]; total: number }> {
  const bad = [query.subject_user_id, query.actor_id].some((id) => id !== undefined && !UUID_RE.test(id));
  if (bad) return { entries: [], total: 0 };
  const { rows, total } = await repo.listAudit(ctx.db, {
    subjectUserId: query.subject_user_id,
    actorId: query.actor_id,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { entries: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total };
}

/** The latest stored report's evaluation and plan (no raw text), for the coach and its nudges. */
export async function latestEvaluation(db: Db, userId: string) {
  return repo.latestEvaluation(db, userId);
}

/** Each client's latest stored decision (no raw text, no plan), for the credit-repair desk. */
export async function latestDecisions(db: Db, userIds: readonly string[]) {
  return repo.latestDecisions(db, userIds);
}
