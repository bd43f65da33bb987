import { BUREAUS } from '@fundpath/credit-engine';
import { Badge } from '@/components/ui/badge';
import { useIsWideScreen } from '@/hooks/use-media-query';
import { STRATEGY_LABEL, TIER_HEADLINE, TIER_LABEL, TIER_TONE } from '../utils/labels';
import { type ReportView, scoreOf } from '../utils/report-view';
import { ScoreGauge } from './score-gauge';

const SECTIONS = [
  ['decision-title', 'Decision'],
  ['improvement-plan-title', 'Plan'],
  ['credit-scores-title', 'Scores'],
  ['credit-personal-title', 'Personal information'],
  ['credit-summary-title', 'Summary'],
  ['credit-accounts-title', 'Accounts'],
  ['credit-inquiries-title', 'Inquiries'],
] as const;

/** Scores and the headline at a glance, with links into the report below. */
export function ReportSnapshot({ view }: { view: ReportView }) {
  const wide = useIsWideScreen();
  const { evaluation, report } = view;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="grid grid-cols-3 gap-2 sm:max-w-md">
        {BUREAUS.map((b) => (
          <ScoreGauge key={b} bureau={b} score={scoreOf(report, b)} size="sm" animate={false} />
        ))}
      </div>
      {evaluation.error ? null : (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {TIER_HEADLINE[evaluation.overall_decision].title}
            <Badge tone={TIER_TONE[evaluation.overall_decision]}>
              {TIER_LABEL[evaluation.overall_decision]}
            </Badge>
          </p>
          {evaluation.funding_strategy ? (
            <p className="text-sm text-slate-600">{STRATEGY_LABEL[evaluation.funding_strategy]}</p>
          ) : null}
        </div>
      )}
      {wide && !report.error ? (
        <nav aria-label="Jump to a section" className="mt-3 flex flex-wrap gap-1.5">
          {SECTIONS.map(([id, label]) =>
            id === 'improvement-plan-title' && !Object.keys(view.improvements.bureaus).length ? null : (
              <a
                key={id}
                href={`#${id}`}
                className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200"
              >
                {label}
              </a>
            ),
          )}
        </nav>
      ) : null}
    </div>
  );
}
