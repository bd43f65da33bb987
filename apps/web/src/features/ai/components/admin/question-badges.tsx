import type { UnansweredQuestion } from '@fundpath/contracts/ai';
import { Badge, type BadgeTone } from '@/components/ui/badge';

export const REASON_LABELS: Record<UnansweredQuestion['reason'], string> = {
  low_confidence: 'Low confidence',
  thumbs_down: 'Thumbs down',
  report_issue: 'Reported issue',
  correction: 'Correction',
};
const reasonTone: Record<UnansweredQuestion['reason'], BadgeTone> = {
  low_confidence: 'info',
  thumbs_down: 'warning',
  report_issue: 'danger',
  correction: 'warning',
};
export const STATUS_LABELS: Record<UnansweredQuestion['status'], string> = {
  open: 'Open',
  answered: 'Answered',
  approved: 'Approved',
  dismissed: 'Dismissed',
};
const statusTone: Record<UnansweredQuestion['status'], BadgeTone> = {
  open: 'brand',
  answered: 'info',
  approved: 'success',
  dismissed: 'neutral',
};

export function QuestionBadges({ q }: { q: UnansweredQuestion }) {
  const reasons = q.reasons.length ? q.reasons : [q.reason];
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge tone={statusTone[q.status]}>{STATUS_LABELS[q.status]}</Badge>
      {q.step_number ? <Badge>Step {q.step_number}</Badge> : <Badge>General</Badge>}
      {reasons.map((r) => (
        <Badge key={r} tone={reasonTone[r]}>
          {REASON_LABELS[r]}
        </Badge>
      ))}
      {q.repeat_count > 1 ? <Badge tone="warning">Asked {q.repeat_count}×</Badge> : null}
    </div>
  );
}
