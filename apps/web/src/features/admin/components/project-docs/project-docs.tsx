import type { DocTreeNode } from '@fundpath/contracts/project-docs';
import { isAdmin } from '@fundpath/contracts/roles';
import { BookOpen, FilePlus, FolderInput, History, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';
import { useDeleteDocPage, useDocPage, useDocSearch, useDocTree } from '../../api/project-docs';
import { MovePageDialog, NewPageDialog } from './doc-dialogs';
import { DocEditor } from './doc-editor';
import { DocHistory } from './doc-history';
import { Markdown } from './markdown';
import { buildTree, pathTo, type TreeItem } from './tree';

type Mode = 'view' | 'edit' | 'history';

/** `/admin/project-docs`: the staff wiki. The open page is in the address (`?page=`), so links work. */
export function ProjectDocs() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('page');
  const tree = useDocTree();
  const [q, setQ] = useState('');
  const query = useDebouncedValue(q.trim(), 250);
  const [creating, setCreating] = useState<{ parentId: string | null } | null>(null);
  const pages = tree.data ?? [];
  const firstId = useMemo(() => buildTree(pages)[0]?.id ?? null, [pages]);
  const openId = selectedId ?? firstId;

  const open = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('page', id);
      else next.delete('page');
      return next;
    });

  return (
    <div className="min-w-0 space-y-6 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-6 lg:space-y-0">
      <Card className="min-w-0">
        <div className="space-y-3 border-b border-slate-200 p-4">
          <SearchInput
            label="Search the docs"
            labelSize="sm"
            value={q}
            onChange={setQ}
            placeholder="Titles and text"
          />
          <Button size="sm" className="w-full" onClick={() => setCreating({ parentId: null })}>
            <FilePlus className="size-4" aria-hidden="true" />
            New page
          </Button>
        </div>
        {query.length >= 2 ? (
          <SearchResults q={query} onOpen={(id) => open(id)} />
        ) : tree.isPending ? (
          <div className="p-4">
            <Spinner message="Loading pages" />
          </div>
        ) : tree.isError ? (
          <EmptyState
            variant="plain"
            title="Pages could not be loaded"
            description={errorMessage(tree.error)}
            action={
              <Button size="sm" variant="secondary" onClick={() => void tree.refetch()}>
                Try again
              </Button>
            }
          />
        ) : pages.length === 0 ? (
          <EmptyState
            variant="plain"
            title="No pages yet"
            description="Create the first page of your team's docs."
          />
        ) : (
          <nav aria-label="Pages" className="p-2">
            <TreeList items={buildTree(pages)} selectedId={openId} onOpen={open} />
          </nav>
        )}
      </Card>

      {openId ? (
        <PagePanel
          key={openId}
          id={openId}
          pages={pages}
          onOpen={open}
          onNewChild={(parentId) => setCreating({ parentId })}
        />
      ) : tree.isSuccess ? (
        <EmptyState
          icon={BookOpen}
          title="Write down how your team works"
          description="Onboarding checklists, service levels, decision rules: pages everyone on staff can read and edit."
          action={<Button onClick={() => setCreating({ parentId: null })}>New page</Button>}
        />
      ) : null}

      {creating ? (
        <NewPageDialog
          pages={pages}
          parentId={creating.parentId}
          onClose={() => setCreating(null)}
          onCreated={(id) => {
            setCreating(null);
            open(id);
          }}
        />
      ) : null}
    </div>
  );
}

function TreeList({
  items,
  selectedId,
  onOpen,
}: {
  items: readonly TreeItem[];
  selectedId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <ul className="space-y-0.5">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onOpen(item.id)}
            aria-current={item.id === selectedId ? 'page' : undefined}
            style={{ paddingLeft: `${0.75 + item.depth * 1}rem` }}
            className={cn(
              'block w-full truncate rounded-lg py-1.5 pr-3 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand',
              item.id === selectedId && 'bg-brand/10 font-medium text-slate-900',
            )}
          >
            {item.title}
          </button>
          {item.children.length ? (
            <TreeList items={item.children} selectedId={selectedId} onOpen={onOpen} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function SearchResults({ q, onOpen }: { q: string; onOpen: (id: string) => void }) {
  const results = useDocSearch(q);
  if (results.isPending)
    return (
      <div className="p-4">
        <Spinner message="Searching" />
      </div>
    );
  if (results.isError)
    return <p className="p-4 text-sm text-red-700">{errorMessage(results.error, 'The search failed')}</p>;
  if (results.data.length === 0)
    return (
      <EmptyState
        variant="plain"
        titleAs="p"
        title="No pages match"
        description={`Nothing mentions “${q}”.`}
      />
    );
  return (
    <section aria-label="Search results" className="p-2">
      <p className="px-2 py-1 text-xs text-slate-600" aria-live="polite">
        {results.data.length} page{results.data.length === 1 ? '' : 's'} found
      </p>
      <ul className="space-y-1">
        {results.data.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              onClick={() => onOpen(r.id)}
              className="block w-full rounded-lg px-3 py-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span className="block text-sm font-medium text-slate-900">{r.title}</span>
              <span className="mt-0.5 line-clamp-2 block text-xs text-slate-600">{r.snippet}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PagePanel({
  id,
  pages,
  onOpen,
  onNewChild,
}: {
  id: string;
  pages: readonly DocTreeNode[];
  onOpen: (id: string | null) => void;
  onNewChild: (parentId: string) => void;
}) {
  const { user } = useAuth();
  const dialogs = useDialogs();
  const page = useDocPage(id);
  const remove = useDeleteDocPage();
  const [mode, setMode] = useState<Mode>('view');
  const [moving, setMoving] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const node = pages.find((p) => p.id === id);
  const childCount = pages.filter((p) => p.parent_id === id).length;

  if (page.isPending)
    return (
      <Card className="p-6">
        <Spinner message="Loading page" />
      </Card>
    );
  if (page.isError)
    return (
      <EmptyState
        title={
          page.error && 'status' in page.error && page.error.status === 404
            ? 'This page no longer exists'
            : 'The page could not be loaded'
        }
        description={errorMessage(page.error)}
        action={
          <Button variant="secondary" onClick={() => onOpen(null)}>
            Back to the first page
          </Button>
        }
      />
    );
  const doc = page.data;

  const deletePage = async () => {
    if (childCount > 0) {
      await dialogs.alert({
        title: 'Move or delete its sub-pages first',
        message: `“${doc.title}” has ${childCount} sub-page${childCount === 1 ? '' : 's'}. Deleting it would leave them without a place, so move them elsewhere or delete them first.`,
        variant: 'warning',
      });
      return;
    }
    const ok = await dialogs.confirm({
      title: `Delete “${doc.title}”?`,
      message: 'The page and its whole revision history are deleted. This cannot be undone.',
      confirmLabel: 'Delete page',
      variant: 'danger',
    });
    if (!ok) return;
    remove.mutate(doc.id, {
      onSuccess: () => {
        toast.success(`“${doc.title}” deleted`);
        onOpen(doc.parent_id);
      },
      onError: (err) =>
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The page could not be deleted')),
    });
  };

  const trail = pathTo(pages, doc.id).slice(0, -1);

  return (
    <Card className="min-w-0">
      <div className="space-y-3 border-b border-slate-100 px-5 py-4">
        {trail.length ? (
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-xs text-slate-600">
              {trail.map((p) => (
                <li key={p.id} className="flex items-center gap-1">
                  <button type="button" className="hover:underline" onClick={() => onOpen(p.id)}>
                    {p.title}
                  </button>
                  <span aria-hidden="true">/</span>
                </li>
              ))}
              <li aria-current="page" className="text-slate-800">
                {doc.title}
              </li>
            </ol>
          </nav>
        ) : null}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-xl font-semibold break-words text-slate-900">{doc.title}</h2>
            <p className="mt-0.5 text-xs text-slate-600">
              Revision {doc.revision} · {doc.updated_by_name ? `${doc.updated_by_name}, ` : ''}
              {timeAgo(doc.updated_at)}
            </p>
          </div>
          {mode === 'view' ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setMode('edit')}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setMode('history')}>
                <History className="size-4" aria-hidden="true" />
                History
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onNewChild(doc.id)}>
                <FilePlus className="size-4" aria-hidden="true" />
                Sub-page
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setMoving(true)} disabled={!node}>
                <FolderInput className="size-4" aria-hidden="true" />
                Move
              </Button>
              {isAdmin(user) ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void deletePage()}
                  disabled={remove.isPending}
                >
                  <Trash2 className="size-4 text-red-600" aria-hidden="true" />
                  Delete
                </Button>
              ) : null}
            </div>
          ) : mode === 'history' ? (
            <Button size="sm" variant="secondary" onClick={() => setMode('view')}>
              Back to the page
            </Button>
          ) : null}
        </div>
      </div>
      <div className="px-5 py-4">
        {mode === 'edit' ? (
          <DocEditor
            key={editorKey}
            page={doc}
            onDone={() => setMode('view')}
            onReload={() => {
              void page.refetch().then(() => setEditorKey((k) => k + 1));
            }}
          />
        ) : mode === 'history' ? (
          <DocHistory page={doc} onRestored={() => setMode('view')} />
        ) : doc.body.trim() ? (
          <Markdown source={doc.body} />
        ) : (
          <EmptyState
            variant="compact"
            titleAs="p"
            title="This page is empty"
            action={
              <Button size="sm" onClick={() => setMode('edit')}>
                Write it
              </Button>
            }
          />
        )}
      </div>
      {moving && node ? <MovePageDialog pages={pages} page={node} onClose={() => setMoving(false)} /> : null}
    </Card>
  );
}
