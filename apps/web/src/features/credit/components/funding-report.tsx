import type { MatchingBanks } from '@fundpath/contracts/credit';
import {
  BUREAUS,
  type BureauImprovementPlan,
  formatCurrency,
  formatDate,
  utilizationLabel,
} from '@fundpath/credit-engine';
import { ArrowLeft, Printer } from 'lucide-react';
import { useMemo } from 'react';
import { BrandLogo } from '@/components/ui/brand-logo';
import { Button, ButtonLink } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { useBrand } from '@/lib/brand';
import { cn } from '@/lib/cn';
import { useQualificationTexts } from '../api/qualification-messages';
import { CLIENT_REPORT_ERRORS, useLatestReport } from '../api/reports';
import { useReportView } from '../hooks/use-report-view';
import { describeAction, RULE_PLAIN, TIER_LABEL } from '../utils/labels';
import { decisionTexts, firstNameOf } from '../utils/qualification-texts';
import { groupAccounts, scoreOf } from '../utils/report-view';
import { FETCH_FORM_PATH } from './credit-workspace';
import { NO_DECISION_TEXT } from './decision-panel';
import { ScoreGauge } from './score-gauge';

/**
 * Print rules: only the report prints (the app shell's header, navigation and sidebars hide),
 * on letter paper with colours kept, and no card splits across pages.
 */
const PRINT_CSS = `
@media print {
  @page { size: letter; margin: 14mm 12mm; }
  html, body { background: #fff !important; }
  body * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  header, nav, aside, [role="banner"], a[href="#main"] { display: none !important; }
  #main { padding: 0 !important; margin: 0 !important; max-width: none !important; }
  body > div, #root > div, #root > div > div { min-height: 0 !important; padding-bottom: 0 !important; background: #fff !important; }
}`;

const TIER_TEXT = {
  approve: 'text-emerald-700',
  borderline: 'text-amber-700',
  decline: 'text-red-700',
} as const;
const TIER_BG = {
  approve: 'bg-emerald-50 ring-emerald-200',
  borderline: 'bg-amber-50 ring-amber-200',
  decline: 'bg-red-50 ring-red-200',
} as const;

function PlanList({ plan }: { plan: BureauImprovementPlan }) {
  return (
    <div className="break-inside-avoid rounded-lg border border-slate-200 p-3">
      <p className="text-sm font-semibold text-slate-900">
        {plan.bureau}: {TIER_LABEL[plan.current_tier]}
        {plan.resulting_tier ? ` → ${TIER_LABEL[plan.resulting_tier]}` : ''}
        {plan.verified && plan.resulting_tier === 'approve' ? (
          <span className="ml-2 text-xs font-semibold text-emerald-700">✓ Verified</span>
        ) : null}
      </p>
      {plan.actions.length ? (
        <ol className="mt-1.5 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {plan.actions.map((a, i) => {
            const t = describeAction(a);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a plan's steps never reorder
              <li key={i}>
                <span className="font-medium text-slate-900">{t.title}.</span> {t.detail}
              </li>
            );
          })}
        </ol>
      ) : null}
      {!plan.achievable ? (
        <p className="mt-1 text-sm text-slate-600">
          No verified plan reaches approval on its own; review with your coach.
        </p>
      ) : null}
    </div>
  );
}

/** Per bureau, the lenders (`/admin/banks`) whose minimums that bureau's result meets. */
function MatchingBanksSection({ matching }: { matching: MatchingBanks }) {
  const any = BUREAUS.some((b) => matching[b].length > 0);
  return (
    <section aria-labelledby="fr-banks" className="mt-8 break-inside-avoid">
      <h2 id="fr-banks" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        Matching banks
      </h2>
      {any ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {BUREAUS.map((b) => (
            <li key={b} className="rounded-lg border border-slate-200 p-3">
              <p className="text-sm font-semibold text-slate-900">{b}</p>
              {matching[b].length ? (
                <ul className="mt-1.5 space-y-1.5 text-sm">
                  {matching[b].map((bank) => (
                    <li key={bank.id}>
                      <span className="font-medium text-slate-900">{bank.name}</span>
                      {bank.products.length ? (
                        <span className="block text-xs text-slate-600">{bank.products.join(', ')}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1.5 text-sm text-slate-600">No bank's minimums met yet.</p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          No bank's minimums are met yet. Following the plan below opens the first ones.
        </p>
      )}
    </section>
  );
}

/**
 * `/{product}-funding-report`: a printable funding readiness report (brand, client, date, scores,
 * decision per bureau, strategy, plan, key accounts). "Save as PDF" from the print dialog gives a
 * clean document.
 */
export function FundingReport({ userId, clientName }: { userId?: string; clientName?: string }) {
  const latest = useLatestReport(userId);
  const view = useReportView(latest.data?.raw_report ?? null);
  const { productName } = useBrand();
  const texts = useQualificationTexts();
  const keyAccounts = useMemo(() => {
    if (!view) return [];
    return groupAccounts(view.report, view.evaluation)
      .filter((g) => g.worstTier || (g.isOpen && g.isRevolving))
      .slice(0, 12);
  }, [view]);
  const today = new Date();
  const preparedOn = `${today.getMonth() + 1}/${today.getDate()}/${today.getFullYear()}`;

  if (latest.isPending) return <Spinner message="Preparing your funding report..." className="py-20" />;
  if (latest.isError)
    return (
      <p
        role="alert"
        className="rounded-2xl border border-red-200 bg-red-50 px-5 py-6 text-center text-sm text-red-800"
      >
        {CLIENT_REPORT_ERRORS.load}
      </p>
    );
  if (!view || !latest.data) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <h1 className="text-lg font-semibold text-slate-900">Funding Report</h1>
        <p className="mt-1.5 text-sm text-slate-600">
          No credit report yet. The funding report is built from the latest credit report.{' '}
          {userId ? 'Fetch or import one for this client first.' : 'Connect your monitoring account first.'}
        </p>
        {userId ? null : (
          <ButtonLink to={FETCH_FORM_PATH} className="mt-5">
            Connect monitoring account
          </ButtonLink>
        )}
      </div>
    );
  }

  const { report, evaluation, improvements } = view;
  const name = clientName || report.borrower.names[0]?.full || 'Client';
  const plans = BUREAUS.map((b) => improvements.bureaus[b]).filter((p): p is BureauImprovementPlan => !!p);
  const tier = evaluation.overall_decision;
  const words = decisionTexts(evaluation, texts, firstNameOf(name));
  const matching = latest.data.matching_banks;

  return (
    <div className="mx-auto w-full max-w-4xl">
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <ButtonLink
          to={userId ? `/admin/credit-report?client=${encodeURIComponent(userId)}` : '/client-center'}
          variant="ghost"
          size="sm"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </ButtonLink>
        <Button onClick={() => window.print()} leftIcon={<Printer className="size-4" aria-hidden="true" />}>
          Print or save as PDF
        </Button>
      </div>

      <article
        id="funding-report"
        aria-labelledby="funding-report-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
      >
        <div className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-brand pb-5">
          <div>
            <BrandLogo />
            <h1
              id="funding-report-title"
              className="mt-4 text-2xl font-semibold tracking-tight text-slate-900"
            >
              Funding Readiness Report
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              Prepared for <strong className="text-slate-900">{name}</strong>
            </p>
          </div>
          <dl className="text-right text-sm">
            <dt className="text-xs text-slate-500">Prepared</dt>
            <dd className="font-medium text-slate-900">{preparedOn}</dd>
            <dt className="mt-2 text-xs text-slate-500">Credit report date</dt>
            <dd className="font-medium text-slate-900">
              {formatDate(report.reportDate ?? report.pullDate ?? latest.data.as_of)}
            </dd>
          </dl>
        </div>

        {evaluation.error ? (
          <p className="mt-6 text-sm text-red-700">Error: {evaluation.error}</p>
        ) : !evaluation ? (
          <p className="mt-6 text-sm">{NO_DECISION_TEXT}</p>
        ) : (
          <>
            <section aria-labelledby="fr-scores" className="mt-6 break-inside-avoid">
              <h2 id="fr-scores" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
                VantageScore 3.0
              </h2>
              <div className="mt-3 grid grid-cols-3 gap-4">
                {BUREAUS.map((b) => (
                  <ScoreGauge key={b} bureau={b} score={scoreOf(report, b)} animate={false} />
                ))}
              </div>
            </section>

            <section aria-labelledby="fr-decision" className="mt-8 break-inside-avoid">
              <h2 id="fr-decision" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
                Decision
              </h2>
              <div className={cn('mt-3 rounded-xl p-4 ring-1 ring-inset', TIER_BG[tier])}>
                <p className={cn('text-lg font-semibold', TIER_TEXT[tier])}>
                  {words.overall.title} · Overall {TIER_LABEL[tier]}
                </p>
                {words.overall.text ? (
                  <p className="mt-1 text-sm text-slate-800">{words.overall.text}</p>
                ) : null}
                {evaluation.funding_strategy && words.strategy ? (
                  <p className="mt-1 text-sm text-slate-800">
                    <strong>Strategy:</strong> {words.strategy.title}{' '}
                    <span className="font-mono text-xs text-slate-500">({evaluation.funding_strategy})</span>.{' '}
                    {words.strategy.text}
                  </p>
                ) : null}
                <p className="mt-1 text-sm text-slate-800">
                  <strong>Best bureau:</strong> {evaluation.best_bureau ?? 'None'} ·{' '}
                  <strong>Qualifying:</strong>{' '}
                  {evaluation.qualifying_bureaus.length
                    ? evaluation.qualifying_bureaus.join(', ')
                    : 'none yet'}
                </p>
              </div>
              <table className="mt-4 w-full border-collapse text-sm">
                <caption className="sr-only">Decision per bureau</caption>
                <thead>
                  <tr className="border-b border-slate-300 text-left text-xs text-slate-500">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Bureau
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Score
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Decision
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Reasons
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {BUREAUS.map((b) => {
                    const be = evaluation.bureaus[b];
                    if (!be) return null;
                    return (
                      <tr key={b} className="border-b border-slate-100 align-top">
                        <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                          {b}
                        </th>
                        <td className="py-2 pr-3 tabular-nums">{be.summary.credit_score ?? '—'}</td>
                        <td className={cn('py-2 pr-3 font-semibold', TIER_TEXT[be.decision_tier])}>
                          {TIER_LABEL[be.decision_tier]}
                        </td>
                        <td className="py-2 text-slate-700">
                          {be.triggered_rules.length
                            ? be.triggered_rules.map((h) => RULE_PLAIN[h.rule].title).join('; ')
                            : 'No issues'}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>

            {matching ? <MatchingBanksSection matching={matching} /> : null}

            {plans.length ? (
              <section aria-labelledby="fr-plan" className="mt-8">
                <h2 id="fr-plan" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
                  Plan to approval
                </h2>
                <div className="mt-3 space-y-3">
                  {plans.map((p) => (
                    <PlanList key={p.bureau} plan={p} />
                  ))}
                </div>
              </section>
            ) : null}

            {keyAccounts.length ? (
              <section aria-labelledby="fr-accounts" className="mt-8 break-inside-avoid">
                <h2 id="fr-accounts" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
                  Key accounts
                </h2>
                <ScrollRegion label="Key accounts" className="mt-3">
                  <table className="w-full min-w-[36rem] border-collapse text-sm">
                    <caption className="sr-only">Key accounts</caption>
                    <thead>
                      <tr className="border-b border-slate-300 text-left text-xs text-slate-500">
                        <th scope="col" className="py-2 pr-3 font-medium">
                          Account
                        </th>
                        <th scope="col" className="py-2 pr-3 text-right font-medium">
                          Balance
                        </th>
                        <th scope="col" className="py-2 pr-3 text-right font-medium">
                          Limit
                        </th>
                        <th scope="col" className="py-2 pr-3 text-right font-medium">
                          Used
                        </th>
                        <th scope="col" className="py-2 font-medium">
                          Status
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {keyAccounts.map((g) => {
                        const t = BUREAUS.map((b) => g.byBureau[b]).find((x) => x)!;
                        return (
                          <tr key={g.key} className="border-b border-slate-100">
                            <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                              {g.creditorName}
                              <span className="block text-xs font-normal text-slate-500">
                                {g.detailType || g.typeDescription}
                              </span>
                            </th>
                            <td className="py-2 pr-3 text-right tabular-nums">
                              {formatCurrency(t.currentBalance)}
                            </td>
                            <td className="py-2 pr-3 text-right tabular-nums">
                              {t.GrantedTrade.CreditLimit ? formatCurrency(t.GrantedTrade.CreditLimit) : '—'}
                            </td>
                            <td className="py-2 pr-3 text-right tabular-nums">
                              {g.isRevolving
                                ? utilizationLabel(t.currentBalance, t.GrantedTrade.CreditLimit)
                                : '—'}
                            </td>
                            <td
                              className={cn(
                                'py-2',
                                g.worstTier === 'decline'
                                  ? 'text-red-700'
                                  : g.worstTier === 'borderline'
                                    ? 'text-amber-700'
                                    : 'text-emerald-700',
                              )}
                            >
                              {g.worstTier === 'decline'
                                ? 'Negative item'
                                : g.worstTier === 'borderline'
                                  ? 'Needs attention'
                                  : 'Good standing'}
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </ScrollRegion>
              </section>
            ) : null}
          </>
        )}

        <p className="mt-10 border-t border-slate-200 pt-4 text-xs leading-5 text-slate-500">
          Prepared by {productName} from the three-bureau credit report dated{' '}
          {formatDate(report.reportDate ?? report.pullDate ?? latest.data.as_of)}. Decisions follow{' '}
          {productName}’s funding readiness guidelines and are not a lender’s credit decision. Plans are
          verified by re-evaluating the report with the listed changes; new activity on the report can change
          the outcome.
        </p>
      </article>
    </div>
  );
}
