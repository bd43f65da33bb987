import {
  BUREAUS,
  type BureauImprovementPlan,
  formatCurrency,
  formatDate,
  type ImprovementAction,
  type ImprovementSimulation,
} from '@fundpath/credit-engine';
import { BadgeCheck, CalendarClock, FileWarning, type LucideIcon, Route, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { describeAction, TIER_LABEL, TIER_TONE } from '../utils/labels';
import { BureauName } from './report-primitives';

const ACTION_ICON: Record<ImprovementAction['type'], LucideIcon> = {
  paydown: Wallet,
  dispute: FileWarning,
  wait: CalendarClock,
};

function PlanCard({ plan, showEngineText }: { plan: BureauImprovementPlan; showEngineText: boolean }) {
  const verified = plan.verified && plan.resulting_tier === 'approve';
  return (
    <article
      aria-label={`${plan.bureau} plan`}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">
          <BureauName bureau={plan.bureau} />
        </h4>
        <span className="flex items-center gap-1.5 text-xs text-slate-500">
          <Badge tone={TIER_TONE[plan.current_tier]}>{TIER_LABEL[plan.current_tier]}</Badge>
          {plan.resulting_tier ? (
            <>
              <span aria-hidden="true">→</span>
              <span className="sr-only">becomes</span>
              <Badge tone={TIER_TONE[plan.resulting_tier]}>{TIER_LABEL[plan.resulting_tier]}</Badge>
            </>
          ) : null}
        </span>
      </div>
      {plan.actions.length ? (
        <ol className="mt-3 space-y-2.5">
          {plan.actions.map((action, i) => {
            const Icon = ACTION_ICON[action.type];
            const text = describeAction(action);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a plan's steps never reorder
              <li key={i} className="flex gap-3">
                <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-slate-900">
                    <span>
                      <span className="sr-only">Step {i + 1}: </span>
                      {text.title}
                    </span>
                    {verified ? (
                      <span className="inline-flex items-center gap-0.5 text-[11px] font-semibold text-emerald-700">
                        <BadgeCheck className="size-3.5" aria-hidden="true" />
                        Verified
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs leading-5 text-slate-600">{text.detail}</p>
                  {showEngineText ? (
                    <p className="mt-0.5 font-mono text-[11px] text-slate-500">{action.description}</p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {!plan.achievable ? (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">
          No combination of paydowns, disputes and waiting reaches approval on its own. Your coach will review
          this bureau with you.
        </p>
      ) : null}
      <div className="mt-auto space-y-1 pt-3 text-xs text-slate-500">
        {plan.total_paydown > 0 ? (
          <p>
            Total to pay down:{' '}
            <strong className="font-semibold text-slate-900">{formatCurrency(plan.total_paydown)}</strong>
          </p>
        ) : null}
        {plan.earliest_wait_date ? (
          <p>
            Or wait: with nothing new reported, this bureau approves on its own by{' '}
            {formatDate(plan.earliest_wait_date)}.
          </p>
        ) : null}
        {verified ? (
          <p className="text-emerald-700">
            Checked by re-running the funding rules on your report with these changes
            {plan.verified_as_of ? ` (as of ${formatDate(plan.verified_as_of)})` : ''}.
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** The verified shortest plan per bureau that is not approved yet (engine `simulateImprovements`). */
export function ImprovementPlan({
  improvements,
  audience,
  className,
}: {
  improvements: ImprovementSimulation | null | undefined;
  audience: 'client' | 'staff';
  className?: string;
}) {
  const plans = BUREAUS.map((b) => improvements?.bureaus[b]).filter(
    (p): p is BureauImprovementPlan => p !== undefined,
  );
  if (!plans.length) return null;
  return (
    <section aria-labelledby="improvement-plan-title" className={cn('space-y-3', className)}>
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
          <Route className="size-[18px]" aria-hidden="true" />
        </span>
        <div>
          <h3 id="improvement-plan-title" className="text-base font-semibold text-slate-900">
            Your path to approval
          </h3>
          <p className="text-sm text-slate-600">
            The fewest steps that turn each bureau into an approval, checked against the same rules lenders
            use.
          </p>
        </div>
      </div>
      <div
        className={cn(
          'grid gap-3',
          plans.length > 1 && 'lg:grid-cols-2',
          plans.length > 2 && 'xl:grid-cols-3',
        )}
      >
        {plans.map((p) => (
          <PlanCard key={p.bureau} plan={p} showEngineText={audience === 'staff'} />
        ))}
      </div>
    </section>
  );
}
