import type { Category } from '@fundpath/contracts/marketplace';
import { Plus, Tags } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/form-errors';
import { useCategories, useDeleteCategory, useSaveCategory } from '../api/settings';
import { MarketplaceManageGate } from './needs-manage';

/** A slug from a name: `Massage & Spa` → `massage-spa`. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** `/admin/manila/services` for staff with marketplace.manage. */
export function CategoriesAdmin() {
  return (
    <MarketplaceManageGate>
      <CategoriesList />
    </MarketplaceManageGate>
  );
}

type Editing = { category: Category | null } | null;

function CategoriesList() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<Editing>(null);
  const rows = categories.data ?? [];

  const onDelete = async (c: Category) => {
    const ok = await dialogs.confirm({
      title: `Delete “${c.name}”?`,
      message: 'Specialists can no longer file services under it.',
      variant: 'danger',
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    remove.mutate(c.id, {
      onSuccess: () => toast.success(`“${c.name}” deleted`),
      onError: (err) =>
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The category could not be deleted')),
    });
  };

  const columns: Array<DataTableColumn<Category>> = [
    {
      id: 'name',
      header: 'Category',
      cell: (c) => (
        <span className="block max-w-[12rem] sm:max-w-[20rem]">
          <span className="block truncate font-medium text-slate-900">{c.name}</span>
          <span className="block truncate font-mono text-xs text-slate-600">{c.slug}</span>
        </span>
      ),
    },
    {
      id: 'fee',
      header: 'Platform fee',
      align: 'right',
      hideOnMobile: true,
      cell: (c) => <span className="tabular-nums">{(c.platform_fee_bps / 100).toFixed(2)} %</span>,
    },
    {
      id: 'active',
      header: 'Status',
      hideOnMobile: true,
      cell: (c) => (c.active ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Inactive</Badge>),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (c) => (
        <span className="flex justify-end gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEditing({ category: c })}
            aria-label={`Rename ${c.name}`}
          >
            Rename
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => void onDelete(c)}
            disabled={remove.isPending}
            aria-label={`Delete ${c.name}`}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="min-w-0 space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ category: null })}>
          <Plus className="size-4" aria-hidden="true" />
          Add category
        </Button>
      </div>
      <DataTable
        caption="Service categories"
        columns={columns}
        rows={rows}
        getRowId={(c) => c.id}
        loading={categories.isPending}
        error={
          categories.isError
            ? errorMessage(categories.error, 'The categories could not be loaded')
            : undefined
        }
        onRetry={() => void categories.refetch()}
        empty={
          <EmptyState
            variant="plain"
            icon={Tags}
            title="No categories yet"
            description="Add the first category specialists can file their services under."
          />
        }
      />
      {editing ? (
        <CategoryDialog
          category={editing.category}
          nextSort={rows.length ? Math.max(...rows.map((c) => c.sort)) + 1 : 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

/** Add a category (name, slug from it, fee) or rename one (its other fields are kept). */
function CategoryDialog({
  category,
  nextSort,
  onClose,
}: {
  category: Category | null;
  nextSort: number;
  onClose: () => void;
}) {
  const save = useSaveCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(Boolean(category));
  const [fee, setFee] = useState(category ? String(category.platform_fee_bps / 100) : '15');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const busy = save.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const next: Record<string, string> = {};
    const feePct = Number(fee);
    if (!name.trim()) next.name = 'Name is required';
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) next.slug = 'Slugs use lower-case letters, digits and dashes';
    if (!Number.isFinite(feePct) || feePct < 0 || feePct > 100 || fee.trim() === '')
      next.platform_fee_bps = 'A fee from 0 to 100 %';
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(
      {
        id: category?.id ?? null,
        input: {
          name: name.trim(),
          slug,
          description: category?.description ?? '',
          platform_fee_bps: Math.round(feePct * 100),
          active: category?.active ?? true,
          sort: category?.sort ?? nextSort,
        },
      },
      {
        onSuccess: (r) => {
          toast.success(category ? `Renamed to “${r.category.name}”` : `“${r.category.name}” added`);
          onClose();
        },
        onError: (err) => {
          setErrors(apiFieldErrors(err));
          setError(refusalMessage(err) ?? errorMessage(err, 'The category could not be saved'));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        size="md"
        title={category ? `Rename “${category.name}”` : 'Add a category'}
        closeDisabled={busy}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            {error ? <Callout tone="error">{error}</Callout> : null}
            <Field
              label="Name"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                if (!slugTouched) setSlug(slugOf(e.target.value));
              }}
              maxLength={80}
              error={errors.name}
              autoFocus
            />
            <Field
              label="Slug"
              value={slug}
              onChange={(e) => {
                setSlug(e.target.value);
                setSlugTouched(true);
              }}
              maxLength={60}
              hint="Used in the marketplace's addresses."
              error={errors.slug}
            />
            <Field
              label="Platform fee (%)"
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.01}
              value={fee}
              onChange={(e) => setFee(e.target.value)}
              error={errors.platform_fee_bps}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {category ? 'Save' : 'Add category'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
