import type { Nudge } from '@fundpath/contracts/ai';
import {
  AlertCircle,
  ArrowRight,
  CheckCircle2,
  ClipboardList,
  CreditCard,
  FileText,
  Hourglass,
  RotateCcw,
  Sparkles,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { useProactiveNudges } from '../api/preferences';
import { ListSkeleton, LoadError } from './admin/bits';

const icons: Record<Nudge['kind'], typeof Sparkles> = {
  next_step: Sparkles,
  task: ClipboardList,
  missing_field: FileText,
  sent_back: RotateCcw,
  pending_approval: Hourglass,
  credit_plan: CreditCard,
  credit_report: CreditCard,
};

const priorityTone = { high: 'danger', medium: 'warning', low: 'neutral' } as const;

/** `/proactive-ai`: what the coach suggests doing next, across steps, each with its action. */
export function ProactiveNudges() {
  const q = useProactiveNudges();
  if (q.isPending) return <ListSkeleton />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const { nudges, current_step } = q.data;
  return (
    <div className="space-y-4">
      {current_step ? (
        <Card className="flex flex-col gap-3 bg-gradient-to-br from-brand/10 to-white p-5 sm:flex-row sm:items-center">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-brand-foreground">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">You're on Step {current_step}</p>
            <p className="text-sm text-slate-600">Ask your coach anything, by text or voice.</p>
          </div>
          <ButtonLink to="/dashboard" size="sm">
            Talk to your coach <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </Card>
      ) : null}
      {nudges.length === 0 ? (
        <EmptyState
          title="You're all caught up"
          description={
            <span className="inline-flex items-center gap-1">
              <CheckCircle2 className="size-4 text-emerald-500" aria-hidden="true" /> Nothing needs your
              attention right now.
            </span>
          }
        />
      ) : (
        <ul className="space-y-3" aria-label="Suggestions from your coach">
          {nudges.map((n) => {
            const Icon = icons[n.kind] ?? AlertCircle;
            return (
              <li key={n.id}>
                <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                  <span
                    className={cn(
                      'flex size-9 shrink-0 items-center justify-center rounded-lg',
                      n.priority === 'high' ? 'bg-red-50 text-red-600' : 'bg-brand/10 text-brand',
                    )}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-1.5">
                      <h2 className="font-medium text-slate-900">{n.title}</h2>
                      {n.step_number ? <Badge>Step {n.step_number}</Badge> : null}
                      {n.priority !== 'low' ? (
                        <Badge tone={priorityTone[n.priority]}>
                          {n.priority === 'high' ? 'Important' : 'Soon'}
                        </Badge>
                      ) : null}
                    </div>
                    <p className="mt-0.5 text-sm text-slate-600">{n.body}</p>
                  </div>
                  <ButtonLink
                    to={n.action.href}
                    size="sm"
                    variant={n.priority === 'high' ? 'primary' : 'secondary'}
                  >
                    {n.action.label}
                  </ButtonLink>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
