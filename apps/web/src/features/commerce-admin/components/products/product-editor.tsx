import { type Product, productStatuses } from '@fundpath/contracts/ecommerce';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency';
import {
  productQueryKey,
  useCreateProduct,
  useDeleteProduct,
  useProduct,
  useUpdateProduct,
} from '../../api/products';
import type { CommerceSurface } from '../../api/surface';
import { centsToInput } from '../../utils/money';
import { productStatusLabel } from '../badges';
import { CategoryTokens } from './category-tokens';
import { DescriptionField } from './description-field';
import { ImagesEditor, type ImageUploads, useImageUploads } from './images-editor';
import {
  type DraftErrors,
  draftOf,
  draftToInput,
  duplicateSkus,
  emptyDraft,
  lowestVariantCents,
  type ProductDraft,
} from './product-draft';
import { VariantsEditor } from './variants-editor';

/** Create (`productId` null) or edit a product in a large dialog. */
export function ProductEditor({
  surface,
  productId,
  categories,
  onCreated,
  onClose,
}: {
  surface: CommerceSurface;
  productId: string | null;
  categories: string[];
  onCreated: (id: string) => void;
  onClose: () => void;
}) {
  const product = useProduct(surface, productId);
  // Above the form: files picked before a new product is saved survive the switch to editing it.
  const uploads = useImageUploads(surface);

  if (productId && !product.data) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent size="lg" title="Edit product">
          <DialogBody>
            {product.isError ? (
              <Callout tone="error" title="The product could not be loaded">
                {refusalMessage(product.error) ?? errorMessage(product.error)}
              </Callout>
            ) : (
              <Spinner message="Loading the product" className="py-16" />
            )}
          </DialogBody>
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <ProductForm
      key={product.data?.id ?? 'new'}
      surface={surface}
      product={product.data ?? null}
      categories={categories}
      uploads={uploads}
      onCreated={onCreated}
      onClose={onClose}
    />
  );
}

function ProductForm({
  surface,
  product,
  categories,
  uploads,
  onCreated,
  onClose,
}: {
  surface: CommerceSurface;
  product: Product | null;
  categories: string[];
  uploads: ImageUploads;
  onCreated: (id: string) => void;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const dialogs = useDialogs();
  const create = useCreateProduct(surface);
  const update = useUpdateProduct(surface);
  const remove = useDeleteProduct(surface);
  const [initial] = useState(() => (product ? draftOf(product) : emptyDraft()));
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // One key per product being created: a retried request creates it once.
  const [createKey] = useState(newIdempotencyKey);
  const saving = create.isPending || update.isPending;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    const errorKey =
      { price: 'price_cents', compare_at: 'compare_at_cents', commission_percent: 'commission_rate_bps' }[
        key as string
      ] ?? key;
    if (errors[errorKey]) setErrors(({ [errorKey]: _, ...rest }) => rest);
  };

  const close = async () => {
    if (uploads.busy) {
      toast.info('Wait for the images to finish uploading');
      return;
    }
    if (
      dirty &&
      !(await dialogs.confirm({
        title: 'Discard your changes?',
        message: 'What you changed in this product is not saved.',
        confirmLabel: 'Discard changes',
        variant: 'warning',
      }))
    )
      return;
    onClose();
  };

  const refused = (err: unknown) => {
    const fields = apiFieldErrors(err);
    setErrors(fields);
    const message = refusalMessage(err) ?? errorMessage(err, 'The product could not be saved');
    setFormError(Object.keys(fields).length ? 'Fix the fields marked below.' : message);
    if (!Object.keys(fields).length) toast.error(message);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const built = draftToInput(draft, { includeSlug: Boolean(product) });
    const problems = { ...(built.ok ? {} : built.errors), ...duplicateSkus(draft) };
    if (!built.ok || Object.keys(problems).length) {
      setErrors(problems);
      setFormError('Fix the fields marked below.');
      return;
    }
    if (product) {
      update.mutate(
        { id: product.id, patch: built.input },
        {
          onSuccess: (saved) => {
            qc.setQueryData(productQueryKey(surface, saved.id), saved);
            toast.success(`${saved.title} saved`);
            onClose();
          },
          onError: refused,
        },
      );
      return;
    }
    create.mutate(
      { body: built.input, key: createKey },
      {
        onSuccess: async (created) => {
          qc.setQueryData(productQueryKey(surface, created.id), created);
          if (uploads.queued) {
            toast.success(`${created.title} created; uploading its images`);
            onCreated(created.id);
            const failed = await uploads.flush(created.id);
            if (failed) toast.error(`${failed} image${failed === 1 ? '' : 's'} could not be uploaded`);
          } else {
            toast.success(`${created.title} created`);
            onClose();
          }
        },
        onError: refused,
      },
    );
  };

  const destroy = async () => {
    if (!product) return;
    const ok = await dialogs.confirm({
      title: `Delete ${product.title}?`,
      message: 'It is removed from the store and the catalogue. Past orders keep their lines.',
      confirmLabel: 'Delete product',
      variant: 'danger',
    });
    if (!ok) return;
    remove.mutate(product.id, {
      onSuccess: () => {
        toast.success(`${product.title} deleted`);
        onClose();
      },
      onError: (err) =>
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The product could not be deleted')),
    });
  };

  const err = (key: string) => errors[key] ?? null;

  return (
    <Dialog open onOpenChange={(open) => !open && void close()}>
      <DialogContent
        size="lg"
        title={product ? `Edit ${product.title}` : 'Add product'}
        description={
          product ? `Last updated ${new Date(product.updated_at).toLocaleString('en-US')}` : undefined
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
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-6">
            {formError ? <Callout tone="error">{formError}</Callout> : null}
            <Section title="Product">
              <Field
                label="Title"
                value={draft.title}
                onChange={(e) => set('title', e.target.value)}
                maxLength={140}
                required
                error={err('title')}
              />
              <DescriptionField
                value={draft.description_html}
                onChange={(html) => set('description_html', html)}
                error={err('description_html')}
              />
            </Section>

            <Section title="Pricing">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="Price ($)"
                  inputMode="decimal"
                  value={
                    draft.variants.length ? centsToInput(lowestVariantCents(draft.variants)) : draft.price
                  }
                  onChange={(e) => set('price', e.target.value)}
                  placeholder="0.00"
                  required
                  disabled={draft.variants.length > 0}
                  hint={
                    draft.variants.length ? 'The lowest variant price: the store shows “from” it.' : undefined
                  }
                  error={err('price_cents')}
                />
                <Field
                  label="Compare-at price ($)"
                  inputMode="decimal"
                  value={draft.compare_at}
                  onChange={(e) => set('compare_at', e.target.value)}
                  placeholder="Optional"
                  hint="Shown struck through beside the price."
                  error={err('compare_at_cents')}
                />
              </div>
            </Section>

            <Section title="Inventory">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="SKU"
                  value={draft.sku}
                  onChange={(e) => set('sku', e.target.value)}
                  maxLength={64}
                  hint="Unique in your store."
                  error={err('sku')}
                />
                <Field
                  label="Quantity in stock"
                  inputMode="numeric"
                  value={draft.inventory_quantity}
                  onChange={(e) => set('inventory_quantity', e.target.value)}
                  disabled={!draft.track_inventory || draft.variants.length > 0}
                  hint={draft.variants.length ? 'Each variant counts its own stock.' : undefined}
                  error={err('inventory_quantity')}
                />
              </div>
              <label className="inline-flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={draft.track_inventory}
                  onChange={(e) => set('track_inventory', e.target.checked)}
                />
                Track stock (sales stop at zero)
              </label>
            </Section>

            <Section title="Organisation">
              <div className="grid gap-4 sm:grid-cols-2">
                <NativeSelect
                  label="Status"
                  value={draft.status}
                  onChange={(v) => set('status', v as ProductDraft['status'])}
                  options={productStatuses.map((s) => ({ value: s, label: productStatusLabel(s) }))}
                  hint="Only active products show in the store."
                  error={err('status')}
                />
                {product ? (
                  <Field
                    label="URL handle"
                    value={draft.slug}
                    onChange={(e) => set('slug', e.target.value)}
                    maxLength={48}
                    hint="Lowercase letters, digits and dashes."
                    error={err('slug')}
                  />
                ) : null}
                <Field
                  label="Affiliate commission (%)"
                  inputMode="decimal"
                  value={draft.commission_percent}
                  onChange={(e) => set('commission_percent', e.target.value)}
                  placeholder="Tier rate"
                  maxLength={6}
                  hint="What a referring affiliate earns on this product, frozen at each sale. Empty: their tier or the default rate."
                  error={err('commission_rate_bps')}
                />
              </div>
              <CategoryTokens
                value={draft.categories}
                onChange={(next) => set('categories', next)}
                suggestions={categories}
                error={err('categories')}
              />
            </Section>

            <VariantsEditor
              variants={draft.variants}
              onChange={(next) => set('variants', next)}
              errors={errors}
              basePrice={draft.price}
            />

            <ImagesEditor
              surface={surface}
              productId={product?.id ?? null}
              images={product?.images ?? []}
              uploads={uploads}
            />
          </DialogBody>
          <DialogFooter className="sm:justify-between">
            {product ? (
              <Button
                variant="plain"
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                onClick={() => void destroy()}
                loading={remove.isPending}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Delete product
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="secondary" onClick={() => void close()}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                {product ? 'Save product' : 'Create product'}
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}
