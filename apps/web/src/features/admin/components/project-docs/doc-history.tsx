import type { DocPage } from '@fundpath/contracts/project-docs';
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useDocRevision, useDocRevisions, useRestoreDocRevision } from '../../api/project-docs';
import { Markdown } from './markdown';

/** Every saved revision of a page; one opens read-only and can be restored as a new revision. */
export function DocHistory({ page, onRestored }: { page: DocPage; onRestored: () => void }) {
  const dialogs = useDialogs();
  const revisions = useDocRevisions(page.id);
  const [selected, setSelected] = useState<number | null>(null);
  const shown = useDocRevision(page.id, selected);
  const restore = useRestoreDocRevision();

  const restoreSelected = async (revision: number) => {
    const ok = await dialogs.confirm({
      title: `Restore revision ${revision}?`,
      message: `Its title and text become revision ${page.revision + 1}. Nothing in the history is lost.`,
      confirmLabel: `Restore revision ${revision}`,
      variant: 'warning',
    });
    if (!ok) return;
    restore.mutate(
      { id: page.id, revision, base_revision: page.revision },
      {
        onSuccess: (saved) => {
          toast.success(`Revision ${revision} restored as revision ${saved!.revision}`);
          setSelected(null);
          onRestored();
        },
        onError: (err) =>
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The revision could not be restored')),
      },
    );
  };

  if (revisions.isPending) return <Spinner message="Loading history" />;
  if (revisions.isError)
    return (
      <EmptyState
        variant="compact"
        title="History could not be loaded"
        description={errorMessage(revisions.error)}
        action={
          <Button size="sm" variant="secondary" onClick={() => void revisions.refetch()}>
            Try again
          </Button>
        }
      />
    );

  return (
    <div className="space-y-4">
      <ol aria-label="Revisions" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {revisions.data.map((r) => (
          <li key={r.revision}>
            <button
              type="button"
              aria-pressed={selected === r.revision}
              onClick={() => setSelected(selected === r.revision ? null : r.revision)}
              className={cn(
                'flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand',
                selected === r.revision && 'bg-brand/5',
              )}
            >
              <span className="font-medium text-slate-900">Revision {r.revision}</span>
              {r.revision === page.revision ? <Badge tone="success">Current</Badge> : null}
              {r.restored_from ? <Badge tone="info">Restored from {r.restored_from}</Badge> : null}
              <span className="text-slate-600">
                {r.author_name ?? 'Unknown'} · {formatDateTime(r.created_at)}
              </span>
            </button>
          </li>
        ))}
      </ol>
      {selected !== null ? (
        <section
          aria-label={`Revision ${selected}`}
          className="space-y-3 rounded-xl border border-slate-200 p-4"
        >
          {shown.isPending ? (
            <Spinner message="Loading revision" />
          ) : shown.isError ? (
            <p className="text-sm text-red-700">
              {errorMessage(shown.error, 'The revision could not be loaded')}
            </p>
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-base font-semibold text-slate-900">
                  <History className="mr-1.5 inline size-4 text-slate-500" aria-hidden="true" />
                  {shown.data.title} <span className="font-normal text-slate-600">(revision {selected})</span>
                </h3>
                {selected !== page.revision ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void restoreSelected(selected)}
                    disabled={restore.isPending}
                  >
                    <RotateCcw className="size-4" aria-hidden="true" />
                    Restore this revision
                  </Button>
                ) : null}
              </div>
              {shown.data.body.trim() ? (
                <Markdown source={shown.data.body} />
              ) : (
                <p className="text-sm text-slate-600">This revision has no text.</p>
              )}
            </>
          )}
        </section>
      ) : (
        <p className="text-sm text-slate-600">Choose a revision to read it.</p>
      )}
    </div>
  );
}
