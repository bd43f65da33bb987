import type { Category, Service } from '@fundpath/contracts/marketplace';
import { Clock, Pencil, Plus, Sparkles, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card } from '@/components/ui/card';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/form-errors';
import {
  useDeleteService,
  useMyServices,
  usePatchService,
  useSaveService,
  useServiceCategories,
} from '../api/workspace';
import { currencies, draftOfService, type ServiceDraft, serviceInputOf } from './service-form';

/** Cents as money in the viewer's locale. */
export const formatServicePrice = (cents: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(cents / 100);

const modeLabel = { online: 'Online', in_person: 'In person' } as const;

type Editing = { service: Service | null } | null;

/** `/specialist/services`: the specialist's services, with create, edit, (de)activate and delete. */
export function ServicesManager() {
  const services = useMyServices();
  const [editing, setEditing] = useState<Editing>(null);
  const rows = services.data ?? [];
  const add = (
    <Button onClick={() => setEditing({ service: null })}>
      <Plus className="size-4" aria-hidden="true" />
      Add a service
    </Button>
  );

  let body: ReactNode;
  if (services.isPending) body = <Spinner message="Loading your services" />;
  else if (services.isError)
    body = (
      <LoadError
        title="Your services could not be loaded"
        error={services.error}
        onRetry={() => services.refetch()}
      />
    );
  else if (rows.length === 0)
    body = (
      <EmptyState
        icon={Sparkles}
        title="No services yet"
        description="Create your first service: what members book, how long it lasts and what it costs."
        action={add}
      />
    );
  else
    body = (
      <ul className="space-y-3" aria-label="Services">
        {rows.map((s) => (
          <ServiceItem key={s.id} service={s} onEdit={() => setEditing({ service: s })} />
        ))}
      </ul>
    );

  return (
    <div className="min-w-0 space-y-4">
      {rows.length > 0 ? <div className="flex justify-end">{add}</div> : null}
      {body}
      {editing ? (
        <ServiceDialog
          service={editing.service}
          nextSort={rows.length ? Math.max(...rows.map((s) => s.sort)) + 1 : 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function ServiceItem({ service: s, onEdit }: { service: Service; onEdit: () => void }) {
  const patch = usePatchService();
  const remove = useDeleteService();
  const dialogs = useDialogs();
  const switchId = useId();

  const toggle = (active: boolean) =>
    patch.mutate(
      { id: s.id, patch: { active } },
      {
        onSuccess: () =>
          toast.success(active ? `“${s.name}” is bookable again` : `“${s.name}” no longer takes bookings`),
        onError: (err) =>
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The service could not be changed')),
      },
    );

  const onDelete = async () => {
    const ok = await dialogs.confirm({
      title: `Delete “${s.name}”?`,
      message:
        'Members can no longer book it; past bookings keep their own copy. To pause it instead, switch it off.',
      variant: 'danger',
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    remove.mutate(s.id, {
      onSuccess: () => toast.success(`“${s.name}” deleted`),
      onError: (err) =>
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The service could not be deleted')),
    });
  };

  const buffers =
    s.buffer_before_minutes || s.buffer_after_minutes
      ? `Buffers ${s.buffer_before_minutes} min before, ${s.buffer_after_minutes} min after`
      : 'No buffers';

  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="break-words text-base font-semibold text-slate-900">{s.name}</h2>
            <Badge tone={s.mode === 'online' ? 'info' : 'brand'}>{modeLabel[s.mode]}</Badge>
            {s.requires_confirmation ? <Badge tone="warning">Needs your confirmation</Badge> : null}
            {s.active ? null : <Badge tone="neutral">Inactive</Badge>}
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span className="font-medium tabular-nums text-slate-900">
              {formatServicePrice(s.price_cents, s.currency)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              {s.duration_minutes} min
            </span>
            {s.category_name ? <span>{s.category_name}</span> : null}
          </p>
          <p className="text-xs text-slate-600">{buffers}</p>
          {s.description ? <p className="line-clamp-2 text-sm text-slate-600">{s.description}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              aria-checked={s.active}
              className="size-4 rounded border-slate-400"
              checked={s.active}
              disabled={patch.isPending}
              onChange={(e) => toggle(e.target.checked)}
            />
            <label htmlFor={switchId} className="text-sm text-slate-800">
              Active<span className="sr-only">: {s.name}</span>
            </label>
          </div>
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${s.name}`}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => void onDelete()}
            disabled={remove.isPending}
            aria-label={`Delete ${s.name}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** Create a service or edit one: every field of the contract, checked by its schema before sending. */
function ServiceDialog({
  service,
  nextSort,
  onClose,
}: {
  service: Service | null;
  nextSort: number;
  onClose: () => void;
}) {
  const save = useSaveService();
  const categories = useServiceCategories();
  const ids = useId();
  const [draft, setDraft] = useState<ServiceDraft>(() => draftOfService(service));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const busy = save.isPending;
  const set = <K extends keyof ServiceDraft>(key: K, value: ServiceDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const categoryOptions = [
    ...(categories.data ?? []).map((c: Category) => ({ value: c.id, label: c.name })),
    // An inactive category the service is still filed under stays selectable as it is.
    ...(service?.category_id && !(categories.data ?? []).some((c) => c.id === service.category_id)
      ? [{ value: service.category_id, label: service.category_name ?? 'Current category' }]
      : []),
  ];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const result = serviceInputOf(draft, service?.sort ?? nextSort);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: service?.id ?? null, input: result.input },
      {
        onSuccess: (r) => {
          toast.success(service ? `“${r.service.name}” saved` : `“${r.service.name}” created`);
          onClose();
        },
        onError: (err) => {
          setErrors(apiFieldErrors(err));
          setError(refusalMessage(err) ?? errorMessage(err, 'The service could not be saved'));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        size="lg"
        title={service ? `Edit “${service.name}”` : 'Add a service'}
        description="What members book: its length, price and where it takes place."
        closeDisabled={busy}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            {error ? <Callout tone="error">{error}</Callout> : null}
            <Field
              label="Name"
              value={draft.name}
              onChange={(e) => set('name', e.target.value)}
              maxLength={120}
              error={errors.name}
              autoFocus
            />
            <NativeSelect
              label="Category"
              value={draft.category_id}
              onChange={(v) => set('category_id', v)}
              placeholder="No category"
              options={categoryOptions}
              error={errors.category_id}
              hint={categories.isError ? 'The categories could not be loaded.' : undefined}
            />
            <TextareaField
              label="Description"
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
              maxLength={2000}
              rows={3}
              error={errors.description}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Price"
                inputMode="decimal"
                value={draft.price}
                onChange={(e) => set('price', e.target.value)}
                placeholder="49.99"
                hint="In the currency below, e.g. 49.99."
                error={errors.price_cents}
              />
              <NativeSelect
                label="Currency"
                value={draft.currency}
                onChange={(v) => set('currency', v)}
                options={currencies.map((c) => ({ value: c, label: c }))}
                error={errors.currency}
              />
              <Field
                label="Duration (minutes)"
                inputMode="numeric"
                value={draft.duration_minutes}
                onChange={(e) => set('duration_minutes', e.target.value)}
                hint="5 to 720."
                error={errors.duration_minutes}
              />
              <NativeSelect
                label="Where"
                value={draft.mode}
                onChange={(v) => set('mode', v as ServiceDraft['mode'])}
                options={[
                  { value: 'online', label: 'Online' },
                  { value: 'in_person', label: 'In person' },
                ]}
                error={errors.mode}
              />
              <Field
                label="Buffer before (minutes)"
                inputMode="numeric"
                value={draft.buffer_before_minutes}
                onChange={(e) => set('buffer_before_minutes', e.target.value)}
                hint="Kept free before each session (up to 240)."
                error={errors.buffer_before_minutes}
              />
              <Field
                label="Buffer after (minutes)"
                inputMode="numeric"
                value={draft.buffer_after_minutes}
                onChange={(e) => set('buffer_after_minutes', e.target.value)}
                hint="Kept free after each session (up to 240)."
                error={errors.buffer_after_minutes}
              />
            </div>
            <div className="space-y-3">
              <div className="flex items-start gap-3">
                <input
                  id={`${ids}-confirm`}
                  type="checkbox"
                  className="mt-1 size-4 rounded border-slate-400"
                  checked={draft.requires_confirmation}
                  onChange={(e) => set('requires_confirmation', e.target.checked)}
                />
                <label htmlFor={`${ids}-confirm`} className="text-sm text-slate-800">
                  Requires my confirmation
                  <span className="block text-xs text-slate-600">
                    Bookings wait as requests until you accept them.
                  </span>
                </label>
              </div>
              <div className="flex items-start gap-3">
                <input
                  id={`${ids}-active`}
                  type="checkbox"
                  className="mt-1 size-4 rounded border-slate-400"
                  checked={draft.active}
                  onChange={(e) => set('active', e.target.checked)}
                />
                <label htmlFor={`${ids}-active`} className="text-sm text-slate-800">
                  Active
                  <span className="block text-xs text-slate-600">Members can find and book it.</span>
                </label>
              </div>
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {service ? 'Save' : 'Create service'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
