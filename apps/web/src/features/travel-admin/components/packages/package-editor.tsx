import { type TravelPackage, travelPackageStatuses } from '@fundpath/contracts/travel';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, isApiError, refusalMessage } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/form-errors';
import { usePackage, useSavePackage } from '../../api/packages';
import { formatDay, packageStatusLabel } from '../badges';
import { DeparturesEditor } from './departures-editor';
import { ImagesField } from './images-field';
import { ItineraryEditor } from './itinerary-editor';
import { ListTokens } from './list-tokens';
import {
  type DepartureDraft,
  type DraftErrors,
  draftOf,
  draftToInput,
  emptyDraft,
  type PackageDraft,
} from './package-draft';
import { PolicyEditor } from './policy-editor';

const STATUS_HINTS: Record<TravelPackage['status'], string> = {
  draft: 'Only staff see it.',
  published: 'Shown on the storefront and affiliates’ sites while it has a bookable departure.',
  archived: 'Hidden from sale; existing bookings are kept.',
};

/**
 * Create (`packageId` null) or edit a package in a dialog that fills the screen on phones. Saving
 * sends the whole package; the server answers 400 with field errors (shown on their inputs) or 409
 * when a change would break bookings (shown above the form).
 */
export function PackageEditor({
  packageId,
  onSaved,
  onClose,
}: {
  packageId: string | null;
  onSaved: (saved: TravelPackage) => void;
  onClose: () => void;
}) {
  const pkg = usePackage(packageId);
  if (packageId && !pkg.data) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent size="panel" title="Edit package">
          <DialogBody>
            {pkg.isError ? (
              <Callout tone="error" title="The package could not be loaded">
                {refusalMessage(pkg.error) ?? errorMessage(pkg.error)}
              </Callout>
            ) : (
              <Spinner message="Loading the package" className="py-16" />
            )}
          </DialogBody>
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <PackageForm key={pkg.data?.id ?? 'new'} pkg={pkg.data ?? null} onSaved={onSaved} onClose={onClose} />
  );
}

export function PackageForm({
  pkg,
  onSaved,
  onClose,
}: {
  pkg: TravelPackage | null;
  onSaved: (saved: TravelPackage) => void;
  onClose: () => void;
}) {
  const dialogs = useDialogs();
  const save = useSavePackage();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState(() => (pkg ? draftOf(pkg) : emptyDraft()));
  const [draft, setDraft] = useState<PackageDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<{
    title: string;
    message: string;
    /** A removed departure the server refused to delete (it has bookings): one click puts it back. */
    restore?: DepartureDraft;
  } | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);

  const set = <K extends keyof PackageDraft>(key: K, value: PackageDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const close = async () => {
    if (
      dirty &&
      !(await dialogs.confirm({
        title: 'Discard your changes?',
        message: 'What you changed in this package is not saved.',
        confirmLabel: 'Discard changes',
        variant: 'warning',
      }))
    )
      return;
    onClose();
  };

  /** The first field in error gets the focus, so a keyboard or screen-reader user lands on it. */
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const showErrors = (next: DraftErrors) => {
    setErrors(next);
    setFormError({
      title: 'Fix the fields marked below',
      message: `${Object.keys(next).length === 1 ? 'One field needs' : `${Object.keys(next).length} fields need`} attention before the package can be saved.`,
    });
    focusFirstError();
  };

  const refused = (err: unknown) => {
    const fields = apiFieldErrors(err);
    if (Object.keys(fields).length) {
      showErrors(fields);
      return;
    }
    const message = refusalMessage(err) ?? errorMessage(err, 'The package could not be saved');
    const conflict = isApiError(err) && err.status === 409;
    // A 409 names the departure it is about: mark it, or offer to put back a removed one.
    const departureId = conflict ? departureIdOf(err) : undefined;
    const index = departureId ? draft.departures.findIndex((d) => d.id === departureId) : -1;
    const removed =
      departureId && index < 0 ? initial.departures.find((d) => d.id === departureId) : undefined;
    setErrors(index >= 0 ? { [`departures.${index}.id`]: message } : {});
    setFormError({
      title: conflict
        ? 'The package was not saved: it would break existing bookings'
        : 'The package could not be saved',
      message: removed ? `Departure of ${formatDay(removed.starts_on)}: ${message}.` : message,
      restore: removed,
    });
    if (index >= 0) focusFirstError();
    toast.error(message);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const built = draftToInput(draft);
    if (!built.ok) {
      showErrors(built.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: pkg?.id ?? null, body: built.input },
      {
        onSuccess: ({ package: saved, message }) => {
          toast.success(message || `${saved.title} saved`);
          onSaved(saved);
        },
        onError: refused,
      },
    );
  };

  const err = (key: string) => errors[key] ?? null;

  return (
    <Dialog open onOpenChange={(open) => !open && void close()}>
      <DialogContent
        size="panel"
        title={pkg ? `Edit ${pkg.title}` : 'New travel package'}
        description={
          pkg
            ? `Last updated ${new Date(pkg.updated_at).toLocaleString('en-US')}`
            : 'Saved as a draft until you publish it.'
        }
        onEscapeKeyDown={(e) => {
          e.preventDefault();
          void close();
        }}
        onInteractOutside={(e) => {
          e.preventDefault();
          void close();
        }}
      >
        <form ref={formRef} onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-8">
            {formError ? (
              <Callout tone="error" title={formError.title}>
                <p>{formError.message}</p>
                {formError.restore ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-2"
                    onClick={() => {
                      const back = formError.restore;
                      if (back) set('departures', [...draft.departures, back]);
                      setFormError(null);
                    }}
                  >
                    Put the departure of {formatDay(formError.restore.starts_on)} back
                  </Button>
                ) : null}
              </Callout>
            ) : null}
            <Section title="Trip">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="Title"
                  value={draft.title}
                  onChange={(e) => set('title', e.target.value)}
                  maxLength={140}
                  required
                  error={err('title')}
                />
                <Field
                  label="Destination"
                  value={draft.destination}
                  onChange={(e) => set('destination', e.target.value)}
                  maxLength={120}
                  required
                  placeholder="Lisbon, Portugal"
                  error={err('destination')}
                />
              </div>
              <TextareaField
                label="Summary"
                rows={2}
                value={draft.summary}
                onChange={(e) => set('summary', e.target.value)}
                maxLength={300}
                showCount
                hint="One or two sentences for the package cards."
                error={err('summary')}
              />
              <TextareaField
                label="Description"
                rows={6}
                value={draft.description}
                onChange={(e) => set('description', e.target.value)}
                maxLength={8000}
                error={err('description')}
              />
            </Section>

            <Section title="Itinerary">
              <ItineraryEditor days={draft.itinerary} onChange={(v) => set('itinerary', v)} errors={errors} />
            </Section>

            <Section title="Images">
              <ImagesField images={draft.images} onChange={(v) => set('images', v)} errors={errors} />
            </Section>

            <Section title="What’s included">
              <div className="grid gap-4 sm:grid-cols-2">
                <ListTokens
                  label="Inclusions"
                  hint="Flights, hotels, guided tours…"
                  value={draft.inclusions}
                  onChange={(v) => set('inclusions', v)}
                  error={err('inclusions')}
                />
                <ListTokens
                  label="Exclusions"
                  hint="Travel insurance, visas, tips…"
                  value={draft.exclusions}
                  onChange={(v) => set('exclusions', v)}
                  error={err('exclusions')}
                />
              </div>
            </Section>

            <Section title="Sale">
              <div className="grid gap-4 sm:grid-cols-3">
                <NativeSelect
                  label="Status"
                  value={draft.status}
                  onChange={(v) => set('status', v as PackageDraft['status'])}
                  options={travelPackageStatuses.map((s) => ({ value: s, label: packageStatusLabel(s) }))}
                  hint={STATUS_HINTS[draft.status]}
                  error={err('status')}
                />
                <Field
                  label="Commission rate (%)"
                  inputMode="decimal"
                  value={draft.commission_percent}
                  onChange={(e) => set('commission_percent', e.target.value)}
                  placeholder="Default"
                  hint="Empty: the affiliate’s tier or the platform default applies."
                  error={err('commission_rate_bps')}
                />
                <Field
                  label="Deposit (%)"
                  inputMode="decimal"
                  value={draft.deposit_percent}
                  onChange={(e) => set('deposit_percent', e.target.value)}
                  hint="Due at booking with the deposit plan; 0 means full payment only."
                  error={err('deposit_bps')}
                />
              </div>
            </Section>

            <Section title="Cancellation policy">
              <PolicyEditor tiers={draft.policy} onChange={(v) => set('policy', v)} errors={errors} />
            </Section>

            <Section title="Departures">
              <DeparturesEditor
                departures={draft.departures}
                onChange={(v) => set('departures', v)}
                errors={errors}
              />
            </Section>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => void close()} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {pkg ? 'Save package' : 'Create package'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The departure a 409 is about (`details.departure_id`), if the server named one. */
function departureIdOf(err: unknown): string | undefined {
  const details = isApiError(err)
    ? (err.body as { details?: { departure_id?: unknown } } | undefined)?.details
    : undefined;
  return typeof details?.departure_id === 'string' ? details.departure_id : undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}
