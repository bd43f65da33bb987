import { DOC_TITLE_MAX, type DocTreeNode } from '@fundpath/contracts/project-docs';
import { type FormEvent, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { useCreateDocPage, useMoveDocPage } from '../../api/project-docs';
import { buildTree, flatten, subtreeIds } from './tree';

const indent = (depth: number) => `${'\u00a0\u00a0'.repeat(depth)}${depth ? '└ ' : ''}`;

/** Parent choices: every page (indented by depth) except `exclude`, plus the top level. */
function parentOptions(pages: readonly DocTreeNode[], exclude: Set<string> = new Set()) {
  return [
    { value: '', label: 'Top level' },
    ...flatten(buildTree(pages))
      .filter((p) => !exclude.has(p.id))
      .map((p) => ({ value: p.id, label: `${indent(p.depth)}${p.title}` })),
  ];
}

/** Asks for a title and where the new page goes; opens it once created. */
export function NewPageDialog({
  pages,
  parentId,
  onClose,
  onCreated,
}: {
  pages: readonly DocTreeNode[];
  parentId: string | null;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const create = useCreateDocPage();
  const [title, setTitle] = useState('');
  const [parent, setParent] = useState(parentId ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setErrors({ title: 'Give the page a title' });
    setErrors({});
    create.mutate(
      { title: title.trim(), body: '', parent_id: parent || null },
      {
        onSuccess: (page) => {
          toast.success(`“${page!.title}” created`);
          onCreated(page!.id);
        },
        onError: (err) => {
          setErrors(fieldErrorsOf(err));
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The page could not be created'));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title="New page"
        description="Start with a title; you write the text next."
        closeDisabled={create.isPending}
      >
        <form onSubmit={submit} noValidate aria-label="New page">
          <DialogBody className="grid gap-4">
            <Field
              label="Title"
              value={title}
              maxLength={DOC_TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
              error={errors.title}
              required
            />
            <NativeSelect
              label="Inside"
              value={parent}
              onChange={setParent}
              options={parentOptions(pages)}
              error={errors.parent_id}
            />
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create page'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Moves a page under another (or to the top level) at a chosen place among its new siblings. */
export function MovePageDialog({
  pages,
  page,
  onClose,
}: {
  pages: readonly DocTreeNode[];
  page: DocTreeNode;
  onClose: () => void;
}) {
  const move = useMoveDocPage();
  const [parent, setParent] = useState(page.parent_id ?? '');
  const siblings = useMemo(
    () =>
      pages
        .filter((p) => (p.parent_id ?? '') === parent && p.id !== page.id)
        .sort((a, b) => a.position - b.position),
    [pages, parent, page.id],
  );
  const current =
    (page.parent_id ?? '') === parent
      ? siblings.filter((s) => s.position < page.position).length
      : siblings.length;
  const [position, setPosition] = useState<string>(String(current));
  const [error, setError] = useState<string | null>(null);
  const positionValue = Math.min(Number(position), siblings.length);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    move.mutate(
      { id: page.id, parent_id: parent || null, position: positionValue },
      {
        onSuccess: () => {
          toast.success(`“${page.title}” moved`);
          onClose();
        },
        onError: (err) => {
          setError(fieldErrorsOf(err).parent_id ?? null);
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The page could not be moved'));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={`Move “${page.title}”`}
        description="Its sub-pages move with it."
        closeDisabled={move.isPending}
      >
        <form onSubmit={submit} noValidate aria-label="Move page">
          <DialogBody className="grid gap-4">
            <NativeSelect
              label="Inside"
              value={parent}
              onChange={(v) => {
                setParent(v);
                setPosition(
                  String(pages.filter((p) => (p.parent_id ?? '') === v && p.id !== page.id).length),
                );
              }}
              options={parentOptions(pages, subtreeIds(pages, page.id))}
              error={error}
            />
            <NativeSelect
              label="Position"
              value={String(positionValue)}
              onChange={setPosition}
              options={[
                { value: '0', label: 'First' },
                ...siblings.map((s, i) => ({ value: String(i + 1), label: `After “${s.title}”` })),
              ]}
            />
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose} disabled={move.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={move.isPending}>
              {move.isPending ? 'Moving…' : 'Move page'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
