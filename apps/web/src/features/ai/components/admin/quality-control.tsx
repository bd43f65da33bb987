import { RefreshCw, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { textareaClasses } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useQualityReviews, useQualitySample, useSubmitQualityReview } from '../../api/admin';
import { RichText } from '../rich-text';
import { ListSkeleton, LoadError, percent, StepSelect } from './bits';

/** `/admin/quality-control`: a random sample of coach replies to score 1-5 with notes. */
export function QualityControl() {
  const id = useId();
  const [step, setStep] = useState<number | null>(null);
  const [seed, setSeed] = useState(0);
  const sample = useQualitySample({ n: 10, step, seed });
  const reviews = useQualityReviews();
  const [done, setDone] = useState<Set<string>>(new Set());

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-44">
            <StepSelect id={`${id}-step`} value={step} onChange={setStep} />
          </div>
          <Button
            variant="secondary"
            onClick={() => {
              setSeed((s) => s + 1);
              setDone(new Set());
            }}
            leftIcon={<RefreshCw className="size-4" aria-hidden="true" />}
          >
            New sample
          </Button>
        </div>
        {sample.isPending ? <ListSkeleton /> : null}
        {sample.isError ? <LoadError error={sample.error} onRetry={() => void sample.refetch()} /> : null}
        {sample.data?.samples.length === 0 ? (
          <EmptyState
            title="Nothing to review"
            description="Every recent reply has been reviewed, or the coach has not replied yet."
          />
        ) : null}
        <ul className="space-y-3" aria-label="Replies to review">
          {sample.data?.samples.map((s) => (
            <li key={s.message_id}>
              <SampleCard
                sample={s}
                reviewed={done.has(s.message_id)}
                onReviewed={() => setDone((d) => new Set(d).add(s.message_id))}
              />
            </li>
          ))}
        </ul>
      </div>
      <Card className="h-fit">
        <CardHeader
          title="Recent reviews"
          description={
            reviews.data?.average_score != null
              ? `Average score ${reviews.data.average_score.toFixed(1)} / 5`
              : undefined
          }
        />
        <CardBody className="space-y-3">
          {reviews.isError ? <LoadError error={reviews.error} /> : null}
          {reviews.data?.reviews.length === 0 ? (
            <p className="text-sm text-slate-500">No reviews yet.</p>
          ) : null}
          {reviews.data?.reviews.slice(0, 12).map((r) => (
            <div key={r.id} className="border-b border-slate-100 pb-3 last:border-0 last:pb-0">
              <div className="flex items-center justify-between gap-2">
                <Badge tone={r.score >= 4 ? 'success' : r.score >= 3 ? 'warning' : 'danger'}>
                  {r.score} / 5
                </Badge>
                <span className="text-xs text-slate-500">Step {r.step_number}</span>
              </div>
              <p className="mt-1 line-clamp-2 text-xs text-slate-600">{r.reply}</p>
              {r.notes ? <p className="mt-1 text-xs text-slate-800 italic">“{r.notes}”</p> : null}
              <p className="mt-1 text-[11px] text-slate-500">
                {r.reviewer_name ?? 'Staff'} · {formatDateTime(r.created_at)}
              </p>
            </div>
          ))}
        </CardBody>
      </Card>
    </div>
  );
}

function SampleCard({
  sample,
  reviewed,
  onReviewed,
}: {
  sample: NonNullable<ReturnType<typeof useQualitySample>['data']>['samples'][number];
  reviewed: boolean;
  onReviewed: () => void;
}) {
  const id = useId();
  const [score, setScore] = useState(0);
  const [notes, setNotes] = useState('');
  const submit = useSubmitQualityReview();

  const save = async () => {
    try {
      await submit.mutateAsync({
        message_id: sample.message_id,
        score,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      });
      toast.success('Review saved');
      onReviewed();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Card className={cn('p-4', reviewed && 'opacity-60')}>
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
        <Badge>Step {sample.step_number}</Badge>
        {sample.intent ? <Badge tone="info">{sample.intent}</Badge> : null}
        <span>confidence {percent(sample.confidence)}</span>
        <span>· {formatDateTime(sample.created_at)}</span>
      </div>
      {sample.question ? (
        <p className="mt-2 text-sm font-medium text-slate-900">Client: “{sample.question}”</p>
      ) : null}
      <div className="mt-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5">
        <RichText text={sample.reply} />
      </div>
      {reviewed ? (
        <p className="mt-3 text-sm font-medium text-emerald-700">Reviewed</p>
      ) : (
        <div className="mt-3 space-y-2">
          <fieldset>
            <legend className="mb-1 text-xs font-medium text-slate-600">Score</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <button
                  key={n}
                  type="button"
                  aria-pressed={score === n}
                  aria-label={`${n} out of 5`}
                  onClick={() => setScore(n)}
                  className="rounded-md p-1 text-slate-300 transition hover:text-amber-400 focus-visible:outline-2 focus-visible:outline-brand aria-pressed:text-amber-500"
                >
                  <Star
                    className={cn('size-5', n <= score && 'fill-amber-400 text-amber-500')}
                    aria-hidden="true"
                  />
                </button>
              ))}
            </div>
          </fieldset>
          <label htmlFor={`${id}-notes`} className="block text-xs font-medium text-slate-600">
            Notes
          </label>
          <textarea
            id={`${id}-notes`}
            rows={2}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            className={textareaClasses}
          />
          <div className="flex justify-end">
            <Button size="sm" disabled={score === 0} loading={submit.isPending} onClick={() => void save()}>
              Save review
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
