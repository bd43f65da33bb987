import {
  computeTotals,
  formatCents,
  type OwnerStore,
  type Product,
  type Store,
} from '@fundpath/contracts/ecommerce';
import { Store as StoreIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ColorField } from '@/components/ui/color-field';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { type RadioCardOption, RadioCards } from '@/components/ui/radio-cards';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { useMyStore, usePreviewProducts, useUpdateStore } from '../../api/my-store';
import { storeLinks } from '../hub/links';
import { LogoCard } from './logo-card';
import {
  changedFields,
  FALLBACKS,
  parseSettings,
  previewStore,
  type SettingsErrors,
  type SettingsValues,
  valuesFromStore,
} from './settings-model';

const STATUSES: ReadonlyArray<RadioCardOption<SettingsValues['status']>> = [
  { value: 'draft', label: 'Draft', description: 'Only you can see the storefront.' },
  { value: 'live', label: 'Live', description: 'Everyone can browse and buy.' },
];

const COLOURS = [
  { key: 'primary_color', label: 'Primary colour', usage: 'buttons and prices' },
  { key: 'secondary_color', label: 'Secondary colour', usage: 'the header and hover states' },
  { key: 'accent_color', label: 'Accent colour', usage: 'badges and highlights' },
] as const;

export interface StoreSettingsProps {
  /**
   * The storefront's own header and product cards, themed with the form's values (composed in
   * app/); `products` are the store's newest active products (empty before the first one).
   */
  renderPreview: (store: Store, products: readonly Product[]) => ReactNode;
}

/** `/client/settings`: the owner's store settings with a live preview of the storefront. */
export function StoreSettings({ renderPreview }: StoreSettingsProps) {
  const hub = useMyStore();
  if (hub.isPending) return <Spinner className="py-16" message="Loading your store…" />;
  if (hub.isError)
    return <LoadError title="Your store could not be loaded" error={hub.error} onRetry={hub.refetch} />;
  const store = hub.data.store;
  if (!store)
    return (
      <EmptyState
        icon={StoreIcon}
        title="You have no store yet"
        description="Open your store first; its settings appear here."
        action={<ButtonLink to={storeLinks.hub}>Open your store</ButtonLink>}
      />
    );
  return <SettingsForm store={store} renderPreview={renderPreview} />;
}

function SettingsForm({ store, renderPreview }: { store: OwnerStore } & StoreSettingsProps) {
  const update = useUpdateStore();
  const products = usePreviewProducts();
  const [values, setValues] = useState<SettingsValues>(() => valuesFromStore(store));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const saved = useMemo(() => valuesFromStore(store), [store]);
  const dirty = (Object.keys(values) as Array<keyof SettingsValues>).some((k) => values[k] !== saved[k]);
  const preview = previewStore(values, store);

  const set = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest as SettingsErrors);
  };
  const text = (key: Exclude<keyof SettingsValues, 'status'>) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseSettings(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      toast.error('Check the highlighted fields');
      return;
    }
    const patch = changedFields(parsed.settings, store);
    if (Object.keys(patch).length === 0) return;
    update.mutate(patch, {
      onSuccess: (next) => {
        setValues(valuesFromStore(next));
        setErrors({});
        toast.success('Store settings saved');
      },
      onError: (err) => {
        const fields = { ...issuesToFieldErrors(err), ...fieldErrorsOf(err) } as SettingsErrors;
        setErrors(fields);
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The settings could not be saved'));
      },
    });
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_28rem]">
      <div className="min-w-0 space-y-6">
        {store.suspended ? (
          <Callout tone="warning" title="Your store is suspended">
            Shoppers can browse it but cannot check out.
            {store.suspended_reason ? ` Reason: ${store.suspended_reason}` : ''}
          </Callout>
        ) : null}
        <LogoCard store={store} />
        <form id="store-settings" className="space-y-6" onSubmit={submit} noValidate>
          <Card>
            <CardHeader title="Store details" />
            <CardBody className="grid gap-5 md:grid-cols-2">
              <Field label="Store name" maxLength={80} required {...text('store_name')} />
              <Field
                label="Slug"
                maxLength={48}
                spellCheck={false}
                autoCapitalize="none"
                hint="Lowercase letters, digits and dashes; links carry ?store= with it."
                required
                {...text('slug')}
              />
              <Field
                className="md:col-span-2"
                label="Tagline"
                maxLength={160}
                hint="One line under your store’s name."
                {...text('tagline')}
              />
              <Field
                label="Contact e-mail"
                type="email"
                autoComplete="email"
                hint="Shown to shoppers for questions about orders."
                {...text('contact_email')}
              />
              <Field
                label="Custom domain"
                spellCheck={false}
                autoCapitalize="none"
                placeholder="shop.example.com"
                hint="Optional; leave empty to use your store’s FundPath address."
                {...text('custom_domain')}
              />
            </CardBody>
          </Card>

          <Card id="branding" className="scroll-mt-24">
            <CardHeader title="Colours" description="Empty fields use the storefront’s defaults." />
            <CardBody className="grid gap-5 md:grid-cols-3">
              {COLOURS.map(({ key, label, usage }) => (
                <ColorField
                  key={key}
                  label={label}
                  usage={usage}
                  fallback={FALLBACKS[key]}
                  value={values[key]}
                  error={errors[key]}
                  onChange={(v) => set(key, v)}
                />
              ))}
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Tax and shipping" description="Applied to every order at checkout." />
            <CardBody className="space-y-4">
              <div className="grid gap-5 md:grid-cols-3">
                <Field
                  label="Tax rate (%)"
                  inputMode="decimal"
                  trailing={<Unit>%</Unit>}
                  {...text('tax_rate_bps')}
                />
                <Field
                  label="Shipping price ($)"
                  inputMode="decimal"
                  trailing={<Unit>USD</Unit>}
                  {...text('shipping_cents')}
                />
                <Field
                  label="Free shipping from ($)"
                  inputMode="decimal"
                  trailing={<Unit>USD</Unit>}
                  hint="Orders at or above this ship free."
                  {...text('free_shipping_threshold_cents')}
                />
              </div>
              <CheckoutExample store={preview} />
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Status" />
            <CardBody>
              <RadioCards
                legend="Store status"
                name="status"
                value={values.status}
                onChange={(v) => set('status', v)}
                options={STATUSES}
                error={errors.status}
              />
            </CardBody>
          </Card>

          <div
            className={cn(
              'flex flex-wrap items-center justify-end gap-3 rounded-xl p-3',
              // The save bar follows the page only while there is something to save.
              dirty && 'sticky bottom-0 z-10 bg-white/95 shadow-lg ring-1 ring-slate-200 backdrop-blur',
            )}
          >
            <p className="mr-auto text-sm text-slate-600" aria-live="polite">
              {dirty ? 'You have unsaved changes.' : 'All changes saved.'}
            </p>
            <Button
              variant="ghost"
              disabled={!dirty || update.isPending}
              onClick={() => {
                setValues(saved);
                setErrors({});
              }}
            >
              Discard
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!dirty}>
              Save changes
            </Button>
          </div>
        </form>
      </div>

      <aside aria-labelledby="store-preview-title" className="min-w-0 xl:sticky xl:top-6 xl:self-start">
        <Card className="overflow-hidden">
          <CardHeader
            title={<span id="store-preview-title">Live preview</span>}
            description="How shoppers will see your storefront with these settings."
          />
          <div className="bg-slate-50 p-4">{renderPreview(preview, products.data ?? [])}</div>
        </Card>
      </aside>
    </div>
  );
}

const Unit = ({ children }: { children: ReactNode }) => (
  <span className="pr-2 text-xs text-slate-500" aria-hidden="true">
    {children}
  </span>
);

/** The rules in numbers, with the one totals function checkout uses. */
function CheckoutExample({ store }: { store: Store }) {
  const sample = 5_000;
  const t = computeTotals(sample, store);
  const free = store.free_shipping_threshold_cents;
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
      Example: a {formatCents(sample)} order pays{' '}
      {t.shipping_cents === 0 ? 'no shipping' : `${formatCents(t.shipping_cents)} shipping`} and{' '}
      {formatCents(t.tax_cents)} tax, {formatCents(t.total_cents)} in all
      {free > 0 ? `; from ${formatCents(free)} shipping is free.` : '; shipping is always free.'}
    </p>
  );
}
