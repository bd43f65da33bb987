import * as Popover from '@radix-ui/react-popover';
import { Bookmark, ChevronDown, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/components/ui/dialogs';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { useClientViews, useDeleteClientView, useSaveClientView } from '../api/views';

const fail = (fallback: string) => (err: unknown) =>
  toast.error(refusalMessage(err) ?? errorMessage(err, fallback));

/** "Saved views": save the list's current filters under a name, apply one, delete one (with confirm). */
export function SavedViewsMenu({
  current,
  onApply,
}: {
  /** The filters now in the URL (no paging). */
  current: Record<string, string>;
  onApply: (filters: Record<string, string>) => void;
}) {
  const [open, setOpen] = useState(false);
  const views = useClientViews();
  const save = useSaveClientView();
  const remove = useDeleteClientView();
  const dialogs = useDialogs();

  const saveCurrent = async () => {
    setOpen(false);
    const name = await dialogs.prompt({
      title: 'Save this view',
      message: 'The filters and sort shown now are kept under this name, for you only.',
      label: 'Name',
      placeholder: 'e.g. My clients waiting approval',
      submitLabel: 'Save view',
      validate: (v) => (v.trim() ? (v.length > 60 ? 'At most 60 characters' : null) : 'Name the view'),
    });
    if (!name) return;
    save.mutate(
      { name, filters: current },
      {
        onSuccess: (v) => toast.success(`View “${v.name}” saved`),
        onError: (err) => {
          const field = fieldErrorsOf(err).name;
          if (field) toast.error(field);
          else fail('The view could not be saved')(err);
        },
      },
    );
  };

  const deleteView = async (id: string, name: string) => {
    setOpen(false);
    const ok = await dialogs.confirm({
      title: `Delete the view “${name}”?`,
      message: 'Its filters are forgotten; the clients are not changed.',
      confirmLabel: 'Delete view',
      variant: 'danger',
    });
    if (ok)
      remove.mutate(id, {
        onSuccess: () => toast.success(`View “${name}” deleted`),
        onError: fail('The view could not be deleted'),
      });
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="secondary" size="sm" leftIcon={<Bookmark className="size-4" aria-hidden="true" />}>
          Saved views
          <ChevronDown className="size-4" aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          aria-label="Saved views"
          className="z-50 w-[min(20rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10"
        >
          {views.isPending ? (
            <p className="flex items-center gap-2 p-2 text-sm text-slate-600">
              <Spinner size="sm" /> Loading views…
            </p>
          ) : views.isError ? (
            <p className="p-2 text-sm text-red-700">
              {errorMessage(views.error, 'The views could not be loaded')}
            </p>
          ) : views.data.length === 0 ? (
            <p className="p-2 text-sm text-slate-600">No saved views yet.</p>
          ) : (
            <ul className="max-h-72 overflow-y-auto">
              {views.data.map((v) => (
                <li key={v.id} className="flex items-center gap-1">
                  <button
                    type="button"
                    onClick={() => {
                      onApply(v.filters);
                      setOpen(false);
                    }}
                    className="min-w-0 flex-1 truncate rounded-md px-2 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    {v.name}
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete ${v.name}`}
                    onClick={() => void deleteView(v.id, v.name)}
                    className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-1 border-t border-slate-100 pt-1">
            <button
              type="button"
              onClick={() => void saveCurrent()}
              className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm font-medium text-brand hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <Plus className="size-4" aria-hidden="true" /> Save current filters…
            </button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
