import { ThumbsDown, ThumbsUp, TrendingUp } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { StatCard } from '@/components/ui/stat-card';
import { useFeedbackStats } from '../../api/admin';
import { ListSkeleton, LoadError, percent, SelectField, StepSelect } from './bits';
import { ChartCard, HelpfulnessChart, RatingsByStepChart } from './charts';

const DAYS: Array<[string, string]> = [
  ['7', 'Last 7 days'],
  ['30', 'Last 30 days'],
  ['90', 'Last 90 days'],
];

/** `/admin/ml-feedback`: helpfulness (up / (up + down)) per step over time, from the feedback signals. */
export function MlFeedback() {
  const id = useId();
  const [days, setDays] = useState('30');
  const [step, setStep] = useState<number | null>(null);
  const stats = useFeedbackStats({ days, step });

  const { rows, steps } = useMemo(() => {
    const byDate = new Map<string, Record<string, number | string | null>>();
    const stepSet = new Set<string>();
    for (const r of stats.data?.series ?? []) {
      const key = r.step_number === null ? 'General' : `Step ${r.step_number}`;
      stepSet.add(key);
      const row = byDate.get(r.date) ?? { date: r.date };
      row[key] = r.helpfulness === null ? null : Math.round(r.helpfulness * 100);
      byDate.set(r.date, row);
    }
    return {
      rows: [...byDate.values()].sort((a, b) => String(a.date).localeCompare(String(b.date))),
      steps: [...stepSet].sort(),
    };
  }, [stats.data]);

  const perStep = (stats.data?.per_step ?? []).map((s) => ({
    step: s.step_number === null ? 'General' : `Step ${s.step_number}`,
    helpful: s.thumbs_up,
    unhelpful: s.thumbs_down + s.issues,
    corrections: s.corrections,
  }));

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <SelectField id={`${id}-days`} label="Period" value={days} onChange={setDays} options={DAYS} />
        <StepSelect id={`${id}-step`} value={step} onChange={setStep} />
      </div>
      {stats.isPending ? <ListSkeleton rows={3} /> : null}
      {stats.isError ? <LoadError error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      {stats.data ? (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              label="Helpfulness"
              value={percent(stats.data.totals.helpfulness)}
              icon={TrendingUp}
              tone="good"
            />
            <StatCard label="Signals" value={stats.data.totals.signals} />
            <StatCard label="Thumbs up" value={stats.data.totals.thumbs_up} icon={ThumbsUp} tone="good" />
            <StatCard
              label="Thumbs down"
              value={stats.data.totals.thumbs_down}
              icon={ThumbsDown}
              tone="bad"
            />
          </div>
          {rows.length === 0 ? (
            <EmptyState
              title="No feedback yet"
              description="Thumbs and reports from clients show up here as they come in."
            />
          ) : (
            <div className="grid gap-4 xl:grid-cols-2">
              <ChartCard
                title="Helpfulness per step over time"
                description="Share of rated replies marked helpful, per day"
                summary={steps
                  .map((s) => `${s}: ${rows.map((r) => `${r.date} ${r[s] ?? 'no data'}%`).join(', ')}`)
                  .join('. ')}
              >
                <HelpfulnessChart rows={rows} steps={steps} />
              </ChartCard>
              <ChartCard
                title="Ratings by step"
                description="Helpful, unhelpful (incl. reported issues) and corrections"
                summary={perStep
                  .map((s) => `${s.step}: ${s.helpful} helpful, ${s.unhelpful} unhelpful`)
                  .join('. ')}
              >
                <RatingsByStepChart perStep={perStep} />
              </ChartCard>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}
