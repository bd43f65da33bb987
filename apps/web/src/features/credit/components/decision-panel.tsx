import type { QualificationTexts } from '@fundpath/contracts/funding';
import { isStaff } from '@fundpath/contracts/roles';
import {
  BUREAUS,
  type BureauEvaluation,
  type EvaluationResult,
  formatCurrency,
  formatDate,
  type ImprovementSimulation,
  type RuleHit,
} from '@fundpath/credit-engine';
import { ChevronDown, CircleAlert, CircleCheck, Scale, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { RULE_PLAIN, TIER_LABEL, TIER_TONE } from '../utils/labels';
import { decisionTexts, type Text } from '../utils/qualification-texts';
import { ImprovementPlan } from './improvement-plan';
import { BureauName } from './report-primitives';

/** Spec §8 decision panel texts. */
export const NO_DECISION_TEXT = 'No credit decision data available';

export type Audience = 'client' | 'staff';

/** Staff see rule ids and raw details; clients see plain language. Defaults from the signed-in role. */
export function useAudience(override?: Audience): Audience {
  const { user } = useAuth();
  return override ?? (isStaff(user) ? 'staff' : 'client');
}

const HERO = {
  approve: {
    icon: CircleCheck,
    ring: 'from-emerald-50 to-white border-emerald-200',
    iconBox: 'bg-emerald-100 text-emerald-700',
  },
  borderline: {
    icon: TriangleAlert,
    ring: 'from-amber-50 to-white border-amber-200',
    iconBox: 'bg-amber-100 text-amber-700',
  },
  decline: {
    icon: CircleAlert,
    ring: 'from-red-50 to-white border-red-200',
    iconBox: 'bg-red-100 text-red-700',
  },
} as const;

function AccountLine({ account }: { account: RuleHit['accounts'][number] }) {
  const bits: string[] = [];
  if (account.balance !== null) bits.push(`balance ${formatCurrency(account.balance)}`);
  if (account.limit !== null && account.limit > 0) bits.push(`limit ${formatCurrency(account.limit)}`);
  if (account.utilization_percentage !== undefined)
    bits.push(`${account.utilization_percentage.toFixed(0)}% used`);
  if (account.recommended_paydown !== undefined)
    bits.push(`pay down ${formatCurrency(account.recommended_paydown)}`);
  if (account.late_months?.length)
    bits.push(
      `late ${account.late_months.map((m) => `${Number(m.slice(5, 7))}/${m.slice(0, 4)}`).join(', ')}`,
    );
  return (
    <li className="text-xs text-slate-600">
      <span className="font-medium text-slate-900">{account.creditor_name}</span>
      {account.account_number ? <span className="font-mono"> · {account.account_number}</span> : null}
      {bits.length ? <span> · {bits.join(' · ')}</span> : null}
    </li>
  );
}

function RuleItem({ hit, audience }: { hit: RuleHit; audience: Audience }) {
  const plain = RULE_PLAIN[hit.rule];
  return (
    <li>
      <details className="group rounded-lg border border-slate-200 bg-white open:shadow-xs">
        <summary className="flex cursor-pointer list-none items-start gap-2 px-3 py-2.5 [&::-webkit-details-marker]:hidden">
          <span
            aria-hidden="true"
            className={cn(
              'mt-1.5 size-2 shrink-0 rounded-full',
              hit.tier === 'decline' ? 'bg-red-500' : 'bg-amber-400',
            )}
          />
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-medium text-slate-900">{hit.description}</span>
            <span className="block text-xs text-slate-500">
              {hit.tier === 'decline' ? 'Blocks funding' : 'Needs attention'}
              {hit.account_count > 0
                ? ` · ${hit.account_count} account${hit.account_count > 1 ? 's' : ''}`
                : ''}
            </span>
          </span>
          <ChevronDown
            className="mt-1 size-4 shrink-0 text-slate-500 transition group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <div className="space-y-2.5 border-t border-slate-100 px-3 py-2.5 text-sm">
          <p className="text-slate-700">{plain.why}</p>
          {hit.accounts.length ? (
            <div>
              <p className="text-xs font-semibold text-slate-500 uppercase">Accounts</p>
              <ul className="mt-1 space-y-0.5">
                {hit.accounts.map((a) => (
                  <AccountLine key={a.tradeline_id} account={a} />
                ))}
              </ul>
            </div>
          ) : null}
          {hit.inquiries?.length ? (
            <div>
              <p className="text-xs font-semibold text-slate-500 uppercase">Inquiries</p>
              <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
                {hit.inquiries.map((q) => (
                  <li key={q.inquiry_ids.join()}>
                    <span className="font-medium text-slate-900">{q.subscriber_name}</span> ·{' '}
                    {formatDate(q.inquiry_date)} · stops counting {formatDate(q.ages_out_on)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {hit.dispute_reasons.length ? (
            <div>
              <p className="text-xs font-semibold text-slate-500 uppercase">Dispute reasons</p>
              <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
                {hit.dispute_reasons.map((d, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: reasons never reorder
                  <li key={i}>
                    <span className="font-medium text-slate-900">{d.creditor_name}</span>: {d.reason}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="rounded-md bg-brand/5 px-2.5 py-2 text-xs text-slate-700">
            <span className="font-semibold text-slate-900">What to do: </span>
            {hit.remediation}
          </p>
          {audience === 'staff' ? (
            <div className="space-y-1 rounded-md bg-slate-50 px-2.5 py-2 font-mono text-[11px] text-slate-500">
              <p>
                rule {hit.rule} · tier {hit.tier}
                {hit.utilization_percentage !== undefined
                  ? ` · max utilization ${hit.utilization_percentage}%`
                  : ''}
                {hit.recommended_paydown !== undefined
                  ? ` · paydown ${formatCurrency(hit.recommended_paydown)}`
                  : ''}
                {hit.inquiry_count !== undefined ? ` · inquiries ${hit.inquiry_count}` : ''}
                {hit.late_payment_count !== undefined ? ` · late marks ${hit.late_payment_count}` : ''}
              </p>
              {hit.late_payment_details?.map((d) => (
                <p key={`${d.tradeline_id}-${d.month}`}>
                  {d.creditor_name} {d.account_number} · {d.month} · status {d.status} · {d.days_late} days
                </p>
              ))}
              {hit.public_records?.map((r) => (
                <p key={r.record_id}>
                  {r.type || r.classification} · {r.status} · filed{' '}
                  {r.date_filed ? formatDate(r.date_filed) : 'n/a'}
                </p>
              ))}
            </div>
          ) : null}
        </div>
      </details>
    </li>
  );
}

function BureauDecisionCard({
  evaluation,
  audience,
  isBest,
  message,
}: {
  evaluation: BureauEvaluation;
  audience: Audience;
  isBest: boolean;
  message: Text;
}) {
  const { summary } = evaluation;
  return (
    <article
      aria-label={`${evaluation.bureau} decision`}
      className={cn(
        'flex flex-col rounded-xl border bg-slate-50/50 p-4',
        evaluation.decision_tier === 'approve'
          ? 'border-emerald-200'
          : evaluation.decision_tier === 'borderline'
            ? 'border-amber-200'
            : 'border-red-200',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h4 className="text-sm font-semibold text-slate-900">
            <BureauName bureau={evaluation.bureau} />
          </h4>
          <p className="mt-0.5 text-xs text-slate-500">
            Score{' '}
            <span className="font-semibold text-slate-900 tabular-nums">{summary.credit_score ?? '—'}</span>
            {' · '}
            {summary.inquiry_count} inquir{summary.inquiry_count === 1 ? 'y' : 'ies'} in 2 yrs
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge tone={TIER_TONE[evaluation.decision_tier]}>{message.title}</Badge>
          {isBest ? <span className="text-[11px] font-semibold text-brand">Best bureau</span> : null}
        </div>
      </div>
      {evaluation.triggered_rules.length ? (
        <>
          {message.text ? <p className="mt-2 text-sm text-slate-700">{message.text}</p> : null}
          <ul className="mt-3 space-y-2">
            {evaluation.triggered_rules.map((hit) => (
              <RuleItem key={hit.rule} hit={hit} audience={audience} />
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {message.text}
        </p>
      )}
      {audience === 'staff' ? (
        <p className="mt-3 font-mono text-[11px] text-slate-500">
          issues {summary.total_issues} · decline {summary.decline_count} · borderline{' '}
          {summary.borderline_count}
        </p>
      ) : null}
    </article>
  );
}

export interface DecisionPanelProps {
  evaluation: EvaluationResult | null | undefined;
  improvements?: ImprovementSimulation | null;
  /** An error that stopped the decision (shown as `Error: {text}`). */
  error?: string | null;
  audience?: Audience;
  /** The texts in force (`/admin/qualification-messages`); the defaults when not given. */
  texts?: QualificationTexts;
  /** The client's first name, for messages that use {{first_name}}. */
  firstName?: string;
  className?: string;
}

/** Funding decision: overall, strategy, best and qualifying bureaus, per-bureau tiers and the plan. */
export function DecisionPanel({
  evaluation,
  improvements,
  error,
  audience: override,
  texts,
  firstName,
  className,
}: DecisionPanelProps) {
  const audience = useAudience(override);
  const failure = error ?? evaluation?.error ?? null;
  if (failure) {
    return (
      <div
        role="alert"
        className={cn(
          'rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-800',
          className,
        )}
      >
        Error: {failure}
      </div>
    );
  }
  if (!evaluation) {
    return (
      <p
        className={cn(
          'rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-center text-sm text-slate-500',
          className,
        )}
      >
        {NO_DECISION_TEXT}
      </p>
    );
  }
  const tier = evaluation.overall_decision;
  const hero = HERO[tier];
  const HeroIcon = hero.icon;
  const strategy = evaluation.funding_strategy;
  const words = decisionTexts(evaluation, texts, firstName);
  const bureaus = BUREAUS.map((b) => evaluation.bureaus[b]).filter(
    (b): b is BureauEvaluation => b !== undefined,
  );

  return (
    <section aria-labelledby="decision-title" className={cn('space-y-5', className)}>
      <div className={cn('rounded-2xl border bg-gradient-to-br p-5 sm:p-6', hero.ring)}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-2xl', hero.iconBox)}>
            <HeroIcon className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">Funding decision</p>
            <div className="mt-0.5 flex flex-wrap items-center gap-2">
              <h3 id="decision-title" className="text-xl font-semibold tracking-tight text-slate-900">
                {words.overall.title}
              </h3>
              <Badge tone={TIER_TONE[tier]} className="text-xs">
                Overall: {TIER_LABEL[tier]}
              </Badge>
            </div>
            <p className="mt-1 max-w-2xl text-sm text-slate-700">{words.overall.text}</p>
          </div>
        </div>
        <dl className="mt-5 grid gap-3 sm:grid-cols-3">
          <div className="rounded-xl bg-white/80 p-3 ring-1 ring-slate-200/70">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
              <Scale className="size-3.5" aria-hidden="true" />
              Funding strategy
            </dt>
            <dd className="mt-1">
              <span className="block text-sm font-semibold text-slate-900">
                {words.strategy ? words.strategy.title : 'Not determined'}
              </span>
              {strategy && words.strategy ? (
                <>
                  <span className="block font-mono text-[11px] text-slate-500">{strategy}</span>
                  <span className="mt-1 block text-xs text-slate-600">{words.strategy.text}</span>
                </>
              ) : null}
            </dd>
          </div>
          <div className="rounded-xl bg-white/80 p-3 ring-1 ring-slate-200/70">
            <dt className="text-xs font-medium text-slate-500">Best bureau</dt>
            <dd className="mt-1 text-sm font-semibold text-slate-900">
              {evaluation.best_bureau ? <BureauName bureau={evaluation.best_bureau} /> : 'None'}
            </dd>
            <dd className="mt-1 text-xs text-slate-600">The bureau to have lenders pull first.</dd>
          </div>
          <div className="rounded-xl bg-white/80 p-3 ring-1 ring-slate-200/70">
            <dt className="text-xs font-medium text-slate-500">Qualifying bureaus</dt>
            <dd className="mt-1 flex flex-wrap gap-1.5">
              {evaluation.qualifying_bureaus.length ? (
                evaluation.qualifying_bureaus.map((b) => (
                  <Badge key={b} tone="success">
                    {b}
                  </Badge>
                ))
              ) : (
                <span className="text-sm font-semibold text-slate-900">None yet</span>
              )}
            </dd>
            <dd className="mt-1 text-xs text-slate-600">
              {evaluation.qualifying_bureaus.length} of {bureaus.length || 3} approve today.
            </dd>
          </div>
        </dl>
      </div>

      <div className="grid gap-3 lg:grid-cols-3">
        {bureaus.map((b) => (
          <BureauDecisionCard
            key={b.bureau}
            evaluation={b}
            audience={audience}
            isBest={evaluation.best_bureau === b.bureau}
            message={words.bureau(b)}
          />
        ))}
      </div>

      <ImprovementPlan improvements={improvements} audience={audience} />
    </section>
  );
}
