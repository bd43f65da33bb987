import type { UnansweredQuestion } from '@fundpath/contracts/ai';
import { hasPermission } from '@fundpath/contracts/roles';
import { Check, Send, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { textareaClasses } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import {
  useAnswerQuestion,
  useApproveQuestion,
  useDismissQuestion,
  useUnansweredQuestion,
  useUnansweredQuestions,
} from '../../api/admin';
import { ListSkeleton, LoadError, percent, SelectField, StepSelect } from './bits';
import { QuestionBadges } from './question-badges';

/**
 * `/admin/expert-queue`: a specialist answers a question, then approves it into the knowledge
 * base (the coach answers from it from then on) or dismisses it. Repeats show how often it came up.
 */
export function ExpertQueue() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState('pending');
  const [step, setStep] = useState<number | null>(null);
  // "pending" = open + answered: everything still waiting for a decision.
  const open = useUnansweredQuestions({ status: status === 'pending' ? 'open' : status, step, per_page: 50 });
  const answered = useUnansweredQuestions({ status: 'answered', step, per_page: 50 });
  const questions: UnansweredQuestion[] = [
    ...(status === 'pending' ? (answered.data?.questions ?? []) : []),
    ...(open.data?.questions ?? []),
  ].sort((a, b) => b.repeat_count - a.repeat_count || b.created_at.localeCompare(a.created_at));

  const selectedId = params.get('id') ?? questions[0]?.id ?? null;
  // Read the selected question on its own, so it stays open (approved, dismissed) after leaving the list.
  const single = useUnansweredQuestion(selectedId);
  const selected = single.data ?? questions.find((q) => q.id === selectedId) ?? null;
  const select = (qid: string) => setParams({ id: qid }, { replace: true });

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="space-y-3">
        <Card className="grid grid-cols-2 gap-3 p-3">
          <SelectField
            id={`${id}-status`}
            label="Show"
            value={status}
            onChange={setStatus}
            options={[
              ['pending', 'Waiting'],
              ['approved', 'Approved'],
              ['dismissed', 'Dismissed'],
            ]}
          />
          <StepSelect id={`${id}-step`} value={step} onChange={setStep} />
        </Card>
        {open.isPending ? <ListSkeleton /> : null}
        {open.isError ? <LoadError error={open.error} onRetry={() => void open.refetch()} /> : null}
        {!open.isPending && questions.length === 0 ? (
          <EmptyState
            title="The queue is clear"
            description="Questions the coach could not answer well land here."
          />
        ) : null}
        <ul className="space-y-2" aria-label="Questions waiting for an expert">
          {questions.map((q) => (
            <li key={q.id}>
              <button
                type="button"
                onClick={() => select(q.id)}
                aria-current={q.id === selected?.id ? 'true' : undefined}
                className={cn(
                  'w-full rounded-xl border bg-white p-3 text-left transition hover:border-brand/40 focus-visible:outline-2 focus-visible:outline-brand',
                  q.id === selected?.id ? 'border-brand ring-1 ring-brand' : 'border-slate-200',
                )}
              >
                <p className="line-clamp-2 text-sm font-medium text-slate-900">{q.question}</p>
                <div className="mt-1.5">
                  <QuestionBadges q={q} />
                </div>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div>{selected ? <QuestionEditor key={selected.id} question={selected} /> : null}</div>
    </div>
  );
}

function QuestionEditor({ question }: { question: UnansweredQuestion }) {
  const id = useId();
  const { user } = useAuth();
  // Approving needs learning.approve; anyone on staff may answer (an approver publishes it).
  const canApprove = hasPermission(user, 'learning.approve');
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [general, setGeneral] = useState(false);
  const save = useAnswerQuestion();
  const approve = useApproveQuestion();
  const dismiss = useDismissQuestion();
  useEffect(() => setAnswer(question.answer ?? ''), [question.answer]);
  const decided = question.status === 'approved' || question.status === 'dismissed';
  const dirty = answer.trim() !== (question.answer ?? '').trim();

  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const saveAndApprove = async () => {
    if (dirty || question.status === 'open')
      await save.mutateAsync({ id: question.id, answer: answer.trim() });
    await approve.mutateAsync({ id: question.id, general });
  };

  return (
    <Card className="p-5">
      <QuestionBadges q={question} />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">“{question.question}”</h2>
      <p className="mt-1 text-xs text-slate-500">
        {question.user_name ?? 'Unknown client'} · {formatDateTime(question.created_at)}
        {question.repeat_count > 1 ? ` · asked ${question.repeat_count} times` : ''}
      </p>
      {question.reply_given ? (
        <div className="mt-4 rounded-xl bg-slate-50 p-3.5 ring-1 ring-slate-200">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            The coach replied
            {question.reply_confidence !== null ? ` (confidence ${percent(question.reply_confidence)})` : ''}
          </p>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{question.reply_given}</p>
        </div>
      ) : null}
      <form
        className="mt-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (answer.trim())
            void run(() => save.mutateAsync({ id: question.id, answer: answer.trim() }), 'Answer saved');
        }}
      >
        <label htmlFor={`${id}-answer`} className="mb-1.5 block text-sm font-medium text-slate-800">
          Expert answer
        </label>
        <textarea
          id={`${id}-answer`}
          rows={6}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          disabled={decided}
          className={textareaClasses}
          placeholder="Write the answer the coach should give next time…"
        />
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={general}
            onChange={(e) => setGeneral(e.target.checked)}
            disabled={decided}
            className="size-4 rounded border-slate-300 text-brand focus:ring-brand"
          />
          Use on every step (not only Step {question.step_number ?? '—'})
        </label>
        {question.status === 'approved' ? (
          <p className="mt-4 text-sm font-medium text-emerald-700">
            Approved{question.approved_at ? ` ${formatDateTime(question.approved_at)}` : ''}: the coach now
            answers from this entry.
          </p>
        ) : null}
        {!decided ? (
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="ghost"
              loading={dismiss.isPending}
              leftIcon={<X className="size-4" aria-hidden="true" />}
              onClick={() => void run(() => dismiss.mutateAsync({ id: question.id }), 'Question dismissed')}
            >
              Dismiss
            </Button>
            <Button
              type="submit"
              variant="secondary"
              disabled={!answer.trim() || !dirty}
              loading={save.isPending && !approve.isPending}
              leftIcon={<Send className="size-4" aria-hidden="true" />}
            >
              Save answer
            </Button>
            {canApprove ? (
              <Button
                variant="success"
                disabled={!answer.trim()}
                loading={approve.isPending}
                leftIcon={<Check className="size-4" aria-hidden="true" />}
                onClick={() => void run(saveAndApprove, 'Approved into the knowledge base')}
              >
                Approve
              </Button>
            ) : null}
          </div>
        ) : null}
      </form>
    </Card>
  );
}
