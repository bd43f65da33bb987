import type { KnowledgeEntry } from '@fundpath/contracts/ai';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogBody, DialogContent } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClasses } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { textareaClasses } from '@/components/ui/textarea';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePagedFilters } from '@/hooks/use-paged-filters';
import { errorMessage } from '@/lib/api-client';
import { useCreateKnowledge, useDeleteKnowledge, useKnowledge, useUpdateKnowledge } from '../../api/admin';
import { ListSkeleton, LoadError, SearchField, SelectField, StepSelect } from './bits';

/** `/admin/learning`: the coach's approved knowledge base: search, add, edit, switch off, delete. */
export function KnowledgeBase() {
  const id = useId();
  const [editing, setEditing] = useState<KnowledgeEntry | 'new' | null>(null);
  const { filters, setFilter, page, setPage } = usePagedFilters({
    q: '',
    step: null as number | null,
    source: '',
  });
  const search = useDebouncedValue(filters.q);
  const list = useKnowledge({ ...filters, q: search, page, per_page: 25 });
  const remove = useDeleteKnowledge();
  const update = useUpdateKnowledge();
  const { confirm } = useDialogs();

  const onDelete = async (entry: KnowledgeEntry) => {
    if (
      !(await confirm({
        title: 'Delete this entry?',
        message: entry.title,
        variant: 'danger',
        confirmLabel: 'Delete',
      }))
    )
      return;
    try {
      await remove.mutateAsync({ id: entry.id });
      toast.success('Entry deleted');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const toggle = async (entry: KnowledgeEntry) => {
    try {
      await update.mutateAsync({ id: entry.id, patch: { is_active: !entry.is_active } });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="space-y-4">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_auto] lg:items-end">
        <SearchField
          id={`${id}-q`}
          label="Search"
          value={filters.q}
          onChange={(v) => setFilter('q', v)}
          placeholder="Title, question or answer"
        />
        <StepSelect id={`${id}-step`} value={filters.step} onChange={(v) => setFilter('step', v)} />
        <SelectField
          id={`${id}-source`}
          label="Source"
          value={filters.source}
          onChange={(v) => setFilter('source', v)}
          options={[
            ['', 'Any source'],
            ['seed', 'Built in'],
            ['expert', 'Expert answers'],
            ['staff', 'Staff'],
          ]}
        />
        <Button onClick={() => setEditing('new')} leftIcon={<Plus className="size-4" aria-hidden="true" />}>
          New entry
        </Button>
      </Card>
      {list.isPending ? <ListSkeleton /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data?.entries.length === 0 ? <EmptyState title="No entries match" /> : null}
      <ul className="space-y-2" aria-label="Knowledge base entries">
        {list.data?.entries.map((e) => (
          <li key={e.id}>
            <Card className="p-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <h3 className="font-medium text-slate-900">{e.title}</h3>
                    <Badge>{e.step_number ? `Step ${e.step_number}` : 'General'}</Badge>
                    <Badge tone={e.source === 'expert' ? 'success' : 'neutral'}>
                      {e.source === 'seed' ? 'Built in' : e.source}
                    </Badge>
                    {!e.is_active ? <Badge tone="warning">Off</Badge> : null}
                  </div>
                  {e.question ? <p className="mt-1 text-sm text-slate-500">Q: {e.question}</p> : null}
                  <p className="mt-1 line-clamp-3 text-sm text-slate-700">{e.content}</p>
                  {e.tags.length ? (
                    <p className="mt-1 text-xs text-slate-500">{e.tags.map((t) => `#${t}`).join(' ')}</p>
                  ) : null}
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button size="sm" variant="ghost" onClick={() => void toggle(e)}>
                    {e.is_active ? 'Turn off' : 'Turn on'}
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Edit ${e.title}`}
                    onClick={() => setEditing(e)}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Delete ${e.title}`}
                    onClick={() => void onDelete(e)}
                  >
                    <Trash2 className="size-4 text-red-600" aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {list.data ? (
        <Pagination
          className="mt-4"
          variant="simple"
          hideWhenSinglePage
          page={page}
          pageSize={list.data.per_page}
          total={list.data.total}
          onPageChange={setPage}
        />
      ) : null}
      {editing ? (
        <EntryDialog entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function EntryDialog({ entry, onClose }: { entry: KnowledgeEntry | null; onClose: () => void }) {
  const id = useId();
  const [title, setTitle] = useState(entry?.title ?? '');
  const [question, setQuestion] = useState(entry?.question ?? '');
  const [content, setContent] = useState(entry?.content ?? '');
  const [step, setStep] = useState<number | null>(entry?.step_number ?? null);
  const [tags, setTags] = useState(entry?.tags.join(', ') ?? '');
  const create = useCreateKnowledge();
  const update = useUpdateKnowledge();
  const [error, setError] = useState<string | null>(null);
  const valid = title.trim() !== '' && content.trim() !== '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    const body = {
      title: title.trim(),
      question: question.trim() || null,
      content: content.trim(),
      step_number: step,
      tags: tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    };
    try {
      if (entry) await update.mutateAsync({ id: entry.id, patch: body });
      else await create.mutateAsync(body);
      toast.success(entry ? 'Entry saved' : 'Entry added');
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={entry ? 'Edit entry' : 'New knowledge entry'}>
        <DialogBody>
          <form onSubmit={submit} className="space-y-3">
            <div>
              <label htmlFor={`${id}-title`} className="mb-1 block text-sm font-medium text-slate-800">
                Title
              </label>
              <input
                id={`${id}-title`}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                className={inputClasses}
                maxLength={300}
              />
            </div>
            <div>
              <label htmlFor={`${id}-question`} className="mb-1 block text-sm font-medium text-slate-800">
                Question it answers (optional)
              </label>
              <input
                id={`${id}-question`}
                value={question}
                onChange={(e) => setQuestion(e.target.value)}
                className={inputClasses}
              />
            </div>
            <div>
              <label htmlFor={`${id}-content`} className="mb-1 block text-sm font-medium text-slate-800">
                Answer
              </label>
              <textarea
                id={`${id}-content`}
                rows={6}
                value={content}
                onChange={(e) => setContent(e.target.value)}
                className={textareaClasses}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <StepSelect
                id={`${id}-step`}
                value={step}
                onChange={setStep}
                label="Step (empty = every step)"
              />
              <div>
                <label htmlFor={`${id}-tags`} className="mb-1 block text-xs font-medium text-slate-600">
                  Tags, comma separated
                </label>
                <input
                  id={`${id}-tags`}
                  value={tags}
                  onChange={(e) => setTags(e.target.value)}
                  className={inputClasses}
                />
              </div>
            </div>
            {error ? (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={!valid} loading={create.isPending || update.isPending}>
                {entry ? 'Save' : 'Add entry'}
              </Button>
            </div>
          </form>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
