import type { UnansweredQuestion } from '@fundpath/contracts/ai';
import { hasPermission } from '@fundpath/contracts/roles';
import { Check, GraduationCap, PenLine, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { useApproveQuestion, useDismissQuestion, useUnansweredQuestions } from '../../api/admin';
import { ListSkeleton, LoadError } from './bits';
import { QuestionBadges } from './question-badges';

const PER_PAGE = 10;

function ApprovalCard({ q, canApprove }: { q: UnansweredQuestion; canApprove: boolean }) {
  const approve = useApproveQuestion();
  const dismiss = useDismissQuestion();
  const dialogs = useDialogs();
  const [general, setGeneral] = useState(false);
  const fail = (err: unknown) => toast.error(refusalMessage(err) ?? errorMessage(err, 'That did not work'));

  const reject = async () => {
    const ok = await dialogs.confirm({
      title: 'Reject this answer?',
      message:
        'The question is dismissed and the answer never reaches the coach. The expert can see why in the queue.',
      confirmLabel: 'Reject',
      variant: 'danger',
    });
    if (ok)
      dismiss.mutate({ id: q.id }, { onSuccess: () => toast.success('Answer rejected'), onError: fail });
  };

  return (
    <Card className="p-5">
      <article aria-label={q.question} className="grid gap-3">
        <QuestionBadges q={q} />
        <h2 className="text-base font-semibold text-slate-900">“{q.question}”</h2>
        <p className="text-xs text-slate-600">
          Asked by {q.user_name ?? 'a client'} · {formatDateTime(q.created_at)}
          {q.answered_at ? ` · answered ${formatDateTime(q.answered_at)}` : ''}
        </p>
        <div className="grid gap-3 md:grid-cols-2">
          {q.reply_given ? (
            <div className="rounded-xl bg-slate-50 p-3.5 ring-1 ring-slate-200">
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                What the coach said
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{q.reply_given}</p>
            </div>
          ) : null}
          <div className="rounded-xl bg-emerald-50/60 p-3.5 ring-1 ring-emerald-200">
            <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">Proposed answer</p>
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{q.answer}</p>
          </div>
        </div>
        {canApprove ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={general}
                onChange={(e) => setGeneral(e.target.checked)}
                className="size-4 accent-brand"
              />
              Use on every step (not only Step {q.step_number ?? '—'})
            </label>
            <div className="flex flex-wrap gap-2">
              <Link
                to={`/admin/expert-queue?id=${encodeURIComponent(q.id)}`}
                className="inline-flex items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <PenLine className="size-4" aria-hidden="true" />
                Edit the answer
              </Link>
              <Button variant="ghost" size="sm" loading={dismiss.isPending} onClick={() => void reject()}>
                <X className="size-4" aria-hidden="true" />
                Reject
              </Button>
              <Button
                variant="success"
                size="sm"
                loading={approve.isPending}
                onClick={() =>
                  approve.mutate(
                    { id: q.id, general },
                    {
                      onSuccess: () => toast.success('Approved: the coach answers from it now'),
                      onError: fail,
                    },
                  )
                }
              >
                <Check className="size-4" aria-hidden="true" />
                Approve
              </Button>
            </div>
          </div>
        ) : null}
      </article>
    </Card>
  );
}

/**
 * `/admin/permissions/learning-approvals`: expert answers waiting to become the coach's
 * knowledge. Anyone on staff sees the queue; only holders of learning.approve decide.
 */
export function LearningApprovals() {
  const { user } = useAuth();
  const canApprove = hasPermission(user, 'learning.approve');
  const [page, setPage] = useState(1);
  const query = useUnansweredQuestions({ status: 'answered', page, per_page: PER_PAGE });
  const total = query.data?.total ?? 0;

  return (
    <div className="space-y-4">
      {!canApprove ? (
        <Callout tone="info" title="You can read the queue but not approve">
          Approving an answer needs the “Approve AI learning” permission. Ask an administrator if you should
          have it.
        </Callout>
      ) : null}
      {query.isPending ? <ListSkeleton /> : null}
      {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.questions.length === 0 ? (
        <EmptyState
          icon={GraduationCap}
          title="Nothing waiting for approval"
          description="Answers the experts write in the expert queue land here before the coach uses them."
        />
      ) : null}
      {query.data && query.data.questions.length > 0 ? (
        <section aria-label="Answers waiting for approval" className="space-y-3">
          {query.data.questions.map((q) => (
            <ApprovalCard key={q.id} q={q} canApprove={canApprove} />
          ))}
        </section>
      ) : null}
      <Pagination page={page} pageSize={PER_PAGE} total={total} onPageChange={setPage} hideWhenSinglePage />
    </div>
  );
}
