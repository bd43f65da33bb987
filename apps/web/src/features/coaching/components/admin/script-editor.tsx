import type { CoachingScript, Faq } from '@fundpath/contracts/coaching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { coachingKeys } from '../../api/progress';
import { upsertScript } from '../../api/scripts';
import { moveItem, TextArea } from './form-bits';

function RowButtons({
  index,
  count,
  label,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  label: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex shrink-0 gap-0.5">
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 hover:text-red-600"
        aria-label={`Remove ${label}`}
        onClick={onRemove}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

interface Keyed<T> {
  key: number;
  value: T;
}
let nextKey = 0;
/** Rows get a stable key so moving one keeps its input (and focus) with it. */
function keyed<T>(value: T): Keyed<T> {
  nextKey += 1;
  return { key: nextKey, value };
}

/** A step's coaching script: greeting, talking points and FAQs (each reorderable), what "done" means. */
export function ScriptEditor({ script }: { script: CoachingScript }) {
  const id = useId();
  const qc = useQueryClient();
  const [greeting, setGreeting] = useState(script.greeting_message);
  const [points, setPoints] = useState<Keyed<string>[]>(() => script.talking_points.map(keyed));
  const [faqs, setFaqs] = useState<Keyed<Faq>[]>(() => script.faqs.map(keyed));
  const [criteria, setCriteria] = useState(script.completion_criteria);
  const [announcement, setAnnouncement] = useState('');

  const save = useMutation({
    mutationFn: () =>
      upsertScript({
        step_number: script.step_number,
        greeting_message: greeting.trim(),
        talking_points: points.map((p) => p.value.trim()).filter(Boolean),
        faqs: faqs
          .map(({ value: f }) => ({ question: f.question.trim(), answer: f.answer.trim() }))
          .filter((f) => f.question && f.answer),
        completion_criteria: criteria.trim(),
      }),
    onSuccess: () => {
      toast.success(`Script for Step ${script.step_number} saved`);
      void qc.invalidateQueries({ queryKey: coachingKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err, 'Could not save the script')),
  });

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <TextArea
        id={`${id}-greeting`}
        label="Greeting message"
        rows={3}
        value={greeting}
        onChange={setGreeting}
        hint="The first thing the coach says when a client opens this step."
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Talking points</legend>
        <ol className="space-y-2">
          {points.map((p, i) => (
            <li key={p.key} className="flex items-start gap-2">
              <span className="mt-2.5 w-5 text-right text-xs text-slate-500 tabular-nums">{i + 1}.</span>
              <textarea
                aria-label={`Talking point ${i + 1}`}
                rows={2}
                value={p.value}
                onChange={(e) =>
                  setPoints(points.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))
                }
                className={cn(inputClasses, 'min-w-0 flex-1 resize-y')}
              />
              <RowButtons
                index={i}
                count={points.length}
                label={`talking point ${i + 1}`}
                onMove={(to) => {
                  setPoints(moveItem(points, i, to));
                  setAnnouncement(`Talking point moved to position ${to + 1}.`);
                }}
                onRemove={() => setPoints(points.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => setPoints([...points, keyed('')])}
        >
          <Plus className="size-4" aria-hidden="true" /> Add talking point
        </Button>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">FAQs</legend>
        <ol className="space-y-3">
          {faqs.map((f, i) => (
            <li
              key={f.key}
              className="flex items-start gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset"
            >
              <div className="min-w-0 flex-1 space-y-2">
                <input
                  aria-label={`Question ${i + 1}`}
                  placeholder="Question"
                  value={f.value.question}
                  onChange={(e) =>
                    setFaqs(
                      faqs.map((x, j) =>
                        j === i ? { ...x, value: { ...x.value, question: e.target.value } } : x,
                      ),
                    )
                  }
                  className={inputClasses}
                />
                <textarea
                  aria-label={`Answer ${i + 1}`}
                  placeholder="Answer"
                  rows={2}
                  value={f.value.answer}
                  onChange={(e) =>
                    setFaqs(
                      faqs.map((x, j) =>
                        j === i ? { ...x, value: { ...x.value, answer: e.target.value } } : x,
                      ),
                    )
                  }
                  className={cn(inputClasses, 'resize-y')}
                />
              </div>
              <RowButtons
                index={i}
                count={faqs.length}
                label={`question ${i + 1}`}
                onMove={(to) => {
                  setFaqs(moveItem(faqs, i, to));
                  setAnnouncement(`Question moved to position ${to + 1}.`);
                }}
                onRemove={() => setFaqs(faqs.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => setFaqs([...faqs, keyed({ question: '', answer: '' })])}
        >
          <Plus className="size-4" aria-hidden="true" /> Add question
        </Button>
      </fieldset>
      <TextArea
        id={`${id}-criteria`}
        label="What “done” means"
        value={criteria}
        onChange={setCriteria}
        hint="Shown to staff reviewing the step and used by the coach to judge readiness."
      />
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save script
        </Button>
      </div>
    </form>
  );
}
