import type { SignalType as FeedbackSignalType } from '@fundpath/contracts/ai';
import { Check, Flag, ThumbsDown, ThumbsUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent } from '@/components/ui/dialog';
import { textareaClasses } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { sendFeedbackSignal } from '../api/feedback-signal';

export interface FeedbackTarget {
  session_id: string | null | undefined;
  turn_number: number | null | undefined;
  step_number: number | null;
  confidence?: number | null;
  action?: string | null;
  channel?: 'text' | 'voice';
}

const signalShape: Record<FeedbackSignalType, { helped: boolean; user_satisfied: boolean }> = {
  thumbs_up: { helped: true, user_satisfied: true },
  thumbs_down: { helped: false, user_satisfied: false },
  correction: { helped: false, user_satisfied: false },
  report_issue: { helped: false, user_satisfied: false },
};

/**
 * Thumbs up, thumbs down and report issue under a coach reply (spec §2). Spec §8: submitting
 * never shows an error; the person sees a quiet thanks either way.
 */
export function FeedbackControl({ target }: { target: FeedbackTarget }) {
  const [given, setGiven] = useState<FeedbackSignalType | null>(null);
  const [reporting, setReporting] = useState(false);

  const submit = (signal_type: FeedbackSignalType, text?: string) => {
    setGiven(signal_type);
    void sendFeedbackSignal({
      session_id: target.session_id ?? '',
      turn_number: target.turn_number ?? 0,
      signal_type,
      ...signalShape[signal_type],
      ...(text ? { user_feedback_text: text } : {}),
      context_features: {
        step_number: target.step_number,
        confidence: target.confidence ?? null,
        action: target.action ?? null,
        channel: target.channel ?? 'text',
      },
    });
  };

  if (given) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-slate-500" role="status">
        <Check className="size-3.5 text-emerald-500" aria-hidden="true" />
        {given === 'report_issue' ? 'Thanks, we will look into it.' : 'Thanks for your feedback'}
      </p>
    );
  }

  const iconButton =
    'inline-flex size-7 items-center justify-center rounded-md text-slate-500 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand';
  return (
    <div className="flex items-center gap-0.5" role="group" aria-label="Rate this reply">
      <button type="button" className={iconButton} aria-label="Helpful" onClick={() => submit('thumbs_up')}>
        <ThumbsUp className="size-3.5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label="Not helpful"
        onClick={() => submit('thumbs_down')}
      >
        <ThumbsDown className="size-3.5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={cn(iconButton, 'w-auto gap-1 px-1.5 text-xs')}
        onClick={() => setReporting(true)}
      >
        <Flag className="size-3.5" aria-hidden="true" />
        Report issue
      </button>
      <ReportIssueDialog
        open={reporting}
        onOpenChange={setReporting}
        onSubmit={(text) => {
          setReporting(false);
          submit('report_issue', text);
        }}
      />
    </div>
  );
}

function ReportIssueDialog({
  open,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const blank = text.trim() === '';
  const handle = (e: FormEvent) => {
    e.preventDefault();
    if (!blank) {
      onSubmit(text.trim());
      setText('');
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Report an issue"
        description="Tell us what was wrong with this reply. A funding specialist reviews every report."
      >
        <DialogBody>
          <form onSubmit={handle}>
            <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
              What went wrong?
            </label>
            <textarea
              id={id}
              rows={4}
              maxLength={2000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="The answer was wrong, unclear, or missing something…"
              className={textareaClasses}
            />
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={blank}>
                Send report
              </Button>
            </div>
          </form>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
