import { useQuery } from '@tanstack/react-query';
import {
  Activity,
  ArrowRight,
  CheckCircle2,
  Circle,
  FileBarChart,
  FileText,
  LifeBuoy,
  ListOrdered,
  type LucideIcon,
  RotateCcw,
  ShieldCheck,
  TrendingUp,
} from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { LazyOpenTicketsCard, useRecentTicketActivity, useTicketParam } from '@/features/support';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { href } from '@/lib/href';
import { latestCreditReportQuery } from '@/lib/queries/credit-report';

// ---- reads this overview needs from the coaching and credit services ---------------------------
// Only the fields shown here are checked, so a server still being finished degrades one card
// instead of the whole tab. Keys live under `client-center` so they never collide with the
// features that own these endpoints (their cached shapes may differ).
// TODO(features): use the coaching and credit features' hooks once they export them.

const progressSchema = z.looseObject({ current_step: z.number().int() });
const stepsSchema = z.looseObject({
  steps: z.array(
    z.looseObject({
      step_number: z.number().int(),
      step_title: z.string(),
      completed: z.boolean(),
      skipped: z.boolean().optional(),
      status: z.string().optional(),
    }),
  ),
});
const stepTasksSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      id: z.string(),
      title: z.string(),
      is_completed: z.boolean(),
      is_required: z.boolean().optional(),
    }),
  ),
});
const taskSummarySchema = z.looseObject({ total_unfinished: z.number().int() });

const COACHING_CALL = { timeoutMs: 10_000, attempts: 2 };

function useJourney() {
  const progress = useQuery({
    queryKey: ['client-center', 'coaching-progress'],
    queryFn: () => api.get('/coaching/progress', progressSchema, COACHING_CALL),
  });
  const steps = useQuery({
    queryKey: ['client-center', 'steps-progress'],
    queryFn: () => api.get('/coaching-steps/progress', stepsSchema, COACHING_CALL),
  });
  const currentStep = progress.data?.current_step;
  const tasks = useQuery({
    queryKey: ['client-center', 'step-tasks', currentStep],
    queryFn: () => api.get(`/default-tasks/${currentStep}`, stepTasksSchema, COACHING_CALL),
    enabled: typeof currentStep === 'number' && currentStep > 0,
  });
  const summary = useQuery({
    queryKey: ['client-center', 'task-summary'],
    queryFn: () => api.get('/default-tasks/summary', taskSummarySchema, COACHING_CALL),
  });
  return { progress, steps, tasks, summary };
}

/** The latest report through the one shared query (and cache key) the credit pages and coach use. */
function useLatestDecision() {
  return useQuery(latestCreditReportQuery());
}

// ---- the panel --------------------------------------------------------------------------------

/** Client Center → Overview: journey, funding decision, open tickets, recent activity, shortcuts. */
export function OverviewPanel({ fundingReportHref }: { fundingReportHref: string }) {
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-5">
        <JourneyCard className="min-w-0 lg:col-span-3" />
        <DecisionCard className="min-w-0 lg:col-span-2" fundingReportHref={fundingReportHref} />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-3">
          {/* The card and its ticket dialogs load after the overview's own chunk. */}
          <Suspense
            fallback={<div className="h-48 animate-pulse rounded-2xl bg-slate-100" aria-hidden="true" />}
          >
            <LazyOpenTicketsCard />
          </Suspense>
        </div>
        <RecentActivityCard className="min-w-0 lg:col-span-2" />
      </div>
      <QuickLinks fundingReportHref={fundingReportHref} />
    </div>
  );
}

function JourneyCard({ className }: { className?: string }) {
  const { progress, steps, tasks, summary } = useJourney();
  const all = (steps.data?.steps ?? []).filter((s) => !s.skipped);
  const completed = all.filter((s) => s.completed).length;
  const total = all.length;
  const percent = total ? Math.round((completed / total) * 100) : 0;
  const current = progress.data?.current_step;
  const currentTitle = all.find((s) => s.step_number === current)?.step_title;
  const nextTasks = (tasks.data?.data ?? []).filter((t) => !t.is_completed).slice(0, 3);
  const unavailable = progress.isError || steps.isError;

  return (
    <Card className={className}>
      <CardHeader
        title="Your funding journey"
        description={
          unavailable
            ? 'Progress is not available right now.'
            : total
              ? `${completed} of ${total} steps completed`
              : 'Loading your progress…'
        }
        icon={<TrendingUp className="size-4" aria-hidden="true" />}
        action={
          <ButtonLink to={href('/dashboard')} size="sm" variant="secondary">
            Continue
          </ButtonLink>
        }
      />
      <CardBody className="space-y-5">
        {unavailable ? (
          <p className="text-sm text-slate-600">
            We couldn’t load your steps. You can still pick up where you left off on the{' '}
            <Link to={href('/dashboard')} className="font-medium text-brand hover:underline">
              Steps page
            </Link>
            .
          </p>
        ) : (
          <>
            <div>
              <div className="flex items-end justify-between gap-4">
                <div className="min-w-0">
                  <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Current step</p>
                  <p className="mt-0.5 truncate text-base font-semibold text-slate-900">
                    {current ? `Step ${current}${currentTitle ? ` · ${currentTitle}` : ''}` : '—'}
                  </p>
                </div>
                <p className="shrink-0 text-2xl font-semibold text-slate-900 tabular-nums">{percent}%</p>
              </div>
              <div
                role="progressbar"
                aria-label="Journey progress"
                aria-valuemin={0}
                aria-valuemax={total || 1}
                aria-valuenow={completed}
                aria-valuetext={`${completed} of ${total} steps completed`}
                className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className="h-full rounded-full bg-brand transition-[width] duration-500"
                  style={{ width: `${percent}%` }}
                />
              </div>
            </div>
            <div>
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-slate-900">Next tasks</h3>
                {summary.data ? (
                  <span className="text-xs text-slate-500">
                    {summary.data.total_unfinished} unfinished in all
                  </span>
                ) : null}
              </div>
              {tasks.isError || (tasks.isSuccess && nextTasks.length === 0) ? (
                <p className="mt-2 text-sm text-slate-500">
                  {tasks.isError ? 'Tasks are not available right now.' : 'All tasks for this step are done.'}
                </p>
              ) : (
                <ul className="mt-2 space-y-1.5">
                  {nextTasks.map((t) => (
                    <li key={t.id} className="flex items-start gap-2 text-sm text-slate-700">
                      <Circle className="mt-0.5 size-4 shrink-0 text-slate-300" aria-hidden="true" />
                      <span className="min-w-0">
                        {t.title}
                        {t.is_required ? (
                          <span className="ml-1.5 text-xs text-slate-500">Required</span>
                        ) : null}
                      </span>
                    </li>
                  ))}
                  {tasks.isPending && current ? (
                    <li className="text-sm text-slate-500">Loading tasks…</li>
                  ) : null}
                </ul>
              )}
            </div>
          </>
        )}
      </CardBody>
    </Card>
  );
}

const decisionCopy: Record<
  'approve' | 'borderline' | 'decline',
  { label: string; tone: BadgeTone; text: string }
> = {
  approve: { label: 'Approved for funding', tone: 'success', text: 'Your profile meets the funding rules.' },
  borderline: {
    label: 'Borderline',
    tone: 'warning',
    text: 'A few fixable items stand between you and funding.',
  },
  decline: {
    label: 'Needs credit repair',
    tone: 'danger',
    text: 'Some items must be repaired before applying.',
  },
};
const tierLabel = { approve: 'Approve', borderline: 'Borderline', decline: 'Decline' } as const;

function bureauRows(bureaus: Record<string, unknown>) {
  return Object.entries(bureaus).map(([name, value]) => {
    const b = (value ?? {}) as { decision_tier?: string; summary?: { credit_score?: number | null } };
    const tier: keyof typeof tierLabel | null =
      b.decision_tier === 'approve' || b.decision_tier === 'borderline' || b.decision_tier === 'decline'
        ? b.decision_tier
        : null;
    return { name, tier, score: typeof b.summary?.credit_score === 'number' ? b.summary.credit_score : null };
  });
}

function DecisionCard({ className, fundingReportHref }: { className?: string; fundingReportHref: string }) {
  const latest = useLatestDecision();
  let body: ReactNode;
  if (latest.isPending) body = <p className="text-sm text-slate-500">Loading your latest decision…</p>;
  else if (latest.isError)
    body = (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">
          Unable to load credit report. Please check your connection and try again.
        </p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => latest.refetch()}
          leftIcon={<RotateCcw className="size-4" aria-hidden="true" />}
        >
          Retry
        </Button>
      </div>
    );
  else if (!latest.data)
    body = (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">
          No credit report yet. Connect your credit-monitoring account to get your three-bureau funding
          decision.
        </p>
        <ButtonLink to={fundingReportHref} size="sm">
          Connect monitoring account
        </ButtonLink>
      </div>
    );
  else {
    const { evaluation, created_at } = latest.data;
    const copy = decisionCopy[evaluation.overall_decision];
    body = (
      <div className="space-y-4">
        <div>
          <Badge tone={copy.tone} className="text-sm">
            {copy.label}
          </Badge>
          <p className="mt-2 text-sm text-slate-600">{copy.text}</p>
        </div>
        <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200" aria-label="Bureaus">
          {bureauRows(evaluation.bureaus).map((b) => (
            <li key={b.name} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{b.name}</span>
              <span className="text-slate-500 tabular-nums">{b.score ?? '—'}</span>
              {b.tier ? <Badge tone={decisionCopy[b.tier].tone}>{tierLabel[b.tier]}</Badge> : null}
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-500">Report of {formatDate(created_at)}</p>
      </div>
    );
  }
  return (
    <Card className={className}>
      <CardHeader
        title="Funding decision"
        description="From your latest credit report"
        icon={<ShieldCheck className="size-4" aria-hidden="true" />}
        action={
          latest.data ? (
            <Link
              to={fundingReportHref}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
            >
              Report
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          ) : null
        }
      />
      <CardBody>{body}</CardBody>
    </Card>
  );
}

interface FeedItem {
  id: string;
  at: string | null;
  text: string;
  icon: LucideIcon;
  ticketId?: string;
}

function RecentActivityCard({ className }: { className?: string }) {
  const tickets = useRecentTicketActivity(6);
  const latest = useLatestDecision();
  const { steps } = useJourney();
  const [, openTicket] = useTicketParam();

  const items: FeedItem[] = [
    ...tickets.items.map((t) => ({
      id: t.id,
      at: t.at,
      text: `${t.ticketNumber}: ${t.text}`,
      icon: LifeBuoy,
      ticketId: t.ticketId,
    })),
    ...(latest.data
      ? [
          {
            id: 'report',
            at: latest.data.created_at,
            text: 'New credit report and funding decision',
            icon: FileBarChart,
          },
        ]
      : []),
  ]
    .sort((a, b) => Date.parse(b.at ?? '') - Date.parse(a.at ?? ''))
    .slice(0, 6);
  // Step progress carries no dates: the latest completed steps follow the dated events.
  const doneSteps = (steps.data?.steps ?? [])
    .filter((s) => s.completed)
    .slice(-2)
    .reverse();
  for (const s of doneSteps)
    items.push({
      id: `step-${s.step_number}`,
      at: null,
      text: `Completed step ${s.step_number}: ${s.step_title}`,
      icon: CheckCircle2,
    });

  return (
    <Card className={className}>
      <CardHeader title="Recent activity" icon={<Activity className="size-4" aria-hidden="true" />} />
      <CardBody>
        {items.length === 0 ? (
          <p className="text-sm text-slate-500">
            {tickets.isPending ? 'Loading…' : 'Nothing yet. Your updates will show here.'}
          </p>
        ) : (
          <ol className="space-y-3">
            {items.map((item) => {
              const content = (
                <>
                  <item.icon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm text-slate-700">{item.text}</span>
                    {item.at ? (
                      <span className="block text-xs text-slate-500">{formatDate(item.at)}</span>
                    ) : null}
                  </span>
                </>
              );
              return (
                <li key={item.id}>
                  {item.ticketId ? (
                    <button
                      type="button"
                      onClick={() => openTicket(item.ticketId ?? null)}
                      className="-mx-2 flex w-[calc(100%+1rem)] items-start gap-2.5 rounded-lg px-2 py-1 text-left hover:bg-slate-50"
                    >
                      {content}
                    </button>
                  ) : (
                    <div className="flex items-start gap-2.5">{content}</div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}

function QuickLinks({ fundingReportHref }: { fundingReportHref: string }) {
  const links: Array<{ to: string; icon: LucideIcon; title: string; text: string }> = [
    {
      to: '/dashboard',
      icon: ListOrdered,
      title: 'Continue your steps',
      text: 'Pick up where you left off with your coach.',
    },
    {
      to: '/client/application',
      icon: FileText,
      title: 'My application',
      text: 'Review the details lenders will see.',
    },
    {
      to: fundingReportHref,
      icon: FileBarChart,
      title: 'Funding report',
      text: 'Your bureau-by-bureau decision.',
    },
    { to: '/client/support', icon: LifeBuoy, title: 'Get support', text: 'Ask the team a question.' },
  ];
  return (
    <nav aria-label="Shortcuts" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {links.map((l) => (
        <Link
          key={l.to}
          to={l.to}
          className={cn(
            'group flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition',
            'hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand',
          )}
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
            <l.icon className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="flex items-center gap-1 text-sm font-semibold text-slate-900">
              {l.title}
              <ArrowRight
                className="size-3.5 text-slate-500 transition group-hover:translate-x-0.5 group-hover:text-brand"
                aria-hidden="true"
              />
            </span>
            <span className="mt-0.5 block text-xs leading-5 text-slate-500">{l.text}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
