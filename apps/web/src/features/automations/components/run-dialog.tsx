import { ACTIVE_RUN_STATUSES, RUN_STATUS_LABELS } from '@fundpath/contracts/automations';
import { Ban } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { LoadError } from '@/components/ui/load-error';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useCancelRun, useRun } from '../api/runs';
import { notify } from '../notify';
import { describeAction, RUN_TONES } from './describe';

const LOG_TONES = {
  started: 'neutral',
  done: 'success',
  skipped: 'warning',
  waiting: 'info',
  retrying: 'warning',
  failed: 'danger',
  cancelled: 'neutral',
} as const;

/** One run: its subject, where it stands, the timeline of its log, and cancel while it is going. */
export function RunDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const run = useRun(id);
  const cancel = useCancelRun();
  const dialogs = useDialogs();
  const r = run.data;
  const onCancel = async () => {
    if (!r) return;
    const ok = await dialogs.confirm({
      title: 'Cancel this run?',
      message: `${r.subject.name} gets nothing more from “${r.workflow_name}”.`,
      variant: 'danger',
      confirmLabel: 'Cancel run',
      cancelLabel: 'Keep it',
    });
    if (ok)
      cancel.mutate(r.id, {
        onSuccess: () => notify.success('Run cancelled'),
        onError: (err) => notify.error('Could not cancel the run', err),
      });
  };
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title={r ? `Run of “${r.workflow_name}”` : 'Run'}
        description={r ? `For ${r.subject.name}` : undefined}
      >
        <ScrollRegion label="Run details" className="space-y-5 overflow-x-hidden overflow-y-auto px-6 pb-6">
          {run.isError ? (
            <LoadError title="Failed to load the run." error={run.error} onRetry={() => run.refetch()} />
          ) : null}
          {run.isPending ? <Spinner message="Loading the run…" className="py-10" /> : null}
          {r ? (
            <>
              <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
                <Badge tone={RUN_TONES[r.status]}>{RUN_STATUS_LABELS[r.status]}</Badge>
                <span>{r.trigger_summary}</span>
                <span>Started {formatDateTime(r.started_at)}</span>
                {r.next_at ? <span>Carries on {formatDateTime(r.next_at)}</span> : null}
                {r.subject.email ? <span>{r.subject.email}</span> : null}
              </div>
              {r.error ? <p className="text-sm text-red-700">{r.error}</p> : null}
              <div>
                <h3 className="mb-2 text-sm font-semibold text-slate-800">Actions</h3>
                <ol className="space-y-1 text-sm">
                  {r.actions.map((a, i) => (
                    <li
                      key={a.id ?? i}
                      className={
                        i === r.cursor && ACTIVE_RUN_STATUSES.includes(r.status)
                          ? 'font-semibold text-slate-900'
                          : 'text-slate-600'
                      }
                    >
                      {i + 1}. {describeAction(a)}
                      {i === r.cursor && ACTIVE_RUN_STATUSES.includes(r.status) ? ' (next)' : ''}
                    </li>
                  ))}
                </ol>
              </div>
              <div>
                <h3 className="mb-2 text-sm font-semibold text-slate-800">Log</h3>
                <ol className="relative space-y-3 border-l border-slate-200 pl-4" aria-label="Run log">
                  {r.log.map((l) => (
                    <li key={l.id} className="text-sm">
                      <div className="flex flex-wrap items-center gap-2">
                        <Badge tone={LOG_TONES[l.status]}>{l.status}</Badge>
                        <span className="font-medium text-slate-800">
                          {l.action === 'trigger' || l.action === 'end' || l.action === 'cancel'
                            ? l.action
                            : `Action ${l.step_index + 1}`}
                        </span>
                        <time className="text-slate-500" dateTime={l.at}>
                          {formatDateTime(l.at)}
                        </time>
                      </div>
                      <p className="mt-0.5 text-slate-600">{l.detail}</p>
                    </li>
                  ))}
                </ol>
              </div>
              {ACTIVE_RUN_STATUSES.includes(r.status) ? (
                <Button
                  variant="danger"
                  leftIcon={<Ban className="size-4" aria-hidden />}
                  loading={cancel.isPending}
                  onClick={onCancel}
                >
                  Cancel run
                </Button>
              ) : null}
            </>
          ) : null}
        </ScrollRegion>
      </DialogContent>
    </Dialog>
  );
}
