import type { CoachingScript, StepProgress } from '@fundpath/contracts/coaching';
import { Bot, MessageCircleQuestion, Mic } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';

/**
 * Stand-in for the AI chat panel and voice button (they arrive with the AI coach): the step's
 * greeting and talking points from its coaching script, and the voice button's place, disabled.
 */
export function CoachPlaceholder({
  step,
  script,
  loading,
}: {
  step: StepProgress;
  script: CoachingScript | undefined;
  loading?: boolean;
}) {
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <span className="flex size-9 items-center justify-center rounded-full bg-brand text-brand-foreground shadow-sm shadow-brand/30">
          <Bot className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">Your coach</h2>
          <p className="truncate text-xs text-slate-500">
            Step {step.step_number} · {step.step_title}
          </p>
        </div>
      </div>
      <div className="flex-1 space-y-4 px-4 py-4 sm:px-5">
        {loading ? (
          <Spinner size="sm" className="py-6" />
        ) : script ? (
          <>
            <div className="max-w-prose rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-3 text-sm leading-relaxed text-slate-800">
              {script.greeting_message || `Let's work on ${step.step_title}.`}
            </div>
            {script.talking_points.length > 0 ? (
              <div>
                <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  What we'll cover
                </h3>
                <ul className="space-y-2">
                  {script.talking_points.map((point) => (
                    <li key={point} className="flex gap-2.5 text-sm text-slate-700">
                      <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" aria-hidden="true" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {script.faqs.length > 0 ? (
              <div>
                <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  Common questions
                </h3>
                <div className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
                  {script.faqs.map((faq) => (
                    <details key={faq.question} className="group px-3.5 py-2.5">
                      <summary className="flex cursor-pointer list-none items-start gap-2 text-sm font-medium text-slate-800">
                        <MessageCircleQuestion
                          className="mt-0.5 size-4 shrink-0 text-slate-500"
                          aria-hidden="true"
                        />
                        {faq.question}
                      </summary>
                      <p className="mt-1.5 pl-6 text-sm text-slate-600">{faq.answer}</p>
                    </details>
                  ))}
                </div>
              </div>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-slate-500">Your coach's notes for this step will appear here.</p>
        )}
      </div>
      <div className="flex flex-col gap-2 border-t border-slate-100 px-4 py-3 sm:flex-row sm:items-center sm:px-5">
        <button
          type="button"
          disabled
          aria-describedby="voice-soon"
          className="inline-flex h-10 items-center justify-center gap-2 rounded-full bg-slate-100 px-5 text-xs font-semibold tracking-wider text-slate-500"
        >
          <Mic className="size-4" aria-hidden="true" />
          START VOICE COACHING
        </button>
        <p id="voice-soon" className="text-xs text-slate-500">
          Chat and voice coaching are coming soon.
        </p>
      </div>
    </div>
  );
}
