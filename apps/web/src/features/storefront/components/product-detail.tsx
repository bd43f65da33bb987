import type { Product, Variant } from '@fundpath/contracts/ecommerce';
import { QUANTITY_MAX } from '@fundpath/contracts/ecommerce-core';
import { Check, Lock, PackageX, ShoppingBag, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { isApiError, refusalMessage } from '@/lib/api-client';
import { addToCartErrorMessage, useAddToCart } from '../api/cart-mutations';
import { useProduct } from '../api/get-product';
import { useStorefront, useStorePageTitle } from '../hooks/use-storefront';
import { notifyError, notifySuccess } from '../notify';
import { Breadcrumbs } from './breadcrumbs';
import { Price, percentOff } from './price';
import { ProductGallery } from './product-gallery';
import { QuantityStepper } from './quantity-stepper';
import { storeButtonClasses } from './store-button';
import { freeShippingText } from './storefront-header';
import { defaultVariant, isVariantSoldOut, VariantPicker } from './variant-picker';

/** Units that may be bought now: the variant's or product's count when tracked, else the line limit. */
export function availableOf(product: Product, variant: Variant | null): number {
  if (variant) return variant.available ?? QUANTITY_MAX;
  return product.track_inventory ? Math.max(0, product.inventory_quantity) : QUANTITY_MAX;
}

function StockLine({ available }: { available: number }) {
  if (available <= 0) return <p className="text-sm font-medium text-slate-700">Sold out</p>;
  if (available <= 5)
    return <p className="text-sm font-medium text-amber-800">Only {available} left: order soon</p>;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700">
      <Check className="size-4" aria-hidden="true" /> In stock, ready to ship
    </p>
  );
}

function Purchase({ product }: { product: Product }) {
  const { storeId, store, links, checkoutClosed } = useStorefront();
  const navigate = useNavigate();
  const [variant, setVariant] = useState<Variant | null>(() => defaultVariant(product.variants));
  const [quantity, setQuantity] = useState(1);
  const add = useAddToCart(storeId);
  const available = availableOf(product, variant);
  const soldOut = available <= 0 || (variant !== null && isVariantSoldOut(variant));
  const price = variant?.price_cents ?? product.price_cents;
  const off = percentOff(price, product.compare_at_cents);
  const currency = store?.currency;

  const submit = () =>
    add.mutate(
      {
        store_id: storeId,
        product_id: product.id,
        variant_id: variant?.id ?? null,
        quantity: Math.min(quantity, available),
      },
      {
        onSuccess: () =>
          notifySuccess(`Added ${product.title}${variant ? ` (${variant.title})` : ''} to your cart`, {
            label: 'View cart',
            onClick: () => navigate(links.cart()),
          }),
        onError: (error) => notifyError(addToCartErrorMessage(error), refusalMessage(error)),
      },
    );

  const sku = variant?.sku ?? product.sku;
  return (
    <div className="space-y-6">
      {sku ? <p className="-mt-4 text-xs text-slate-600">SKU {sku}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Price cents={price} compareAtCents={product.compare_at_cents} currency={currency} size="lg" />
        {off ? (
          <span className="rounded-full bg-[var(--store-accent)] px-2.5 py-0.5 text-xs font-semibold text-[var(--store-on-accent)]">
            Save {off}%
          </span>
        ) : null}
      </div>
      <StockLine available={soldOut ? 0 : available} />
      {product.variants.length > 0 ? (
        <VariantPicker
          variants={product.variants}
          value={variant?.id ?? null}
          currency={currency}
          onChange={(v) => {
            setVariant(v);
            setQuantity((q) => Math.min(q, Math.max(1, v.available ?? QUANTITY_MAX)));
          }}
        />
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          max={Math.max(1, available)}
          disabled={soldOut}
        />
        <button
          type="button"
          onClick={submit}
          disabled={soldOut || checkoutClosed || add.isPending}
          aria-busy={add.isPending || undefined}
          className={storeButtonClasses('primary', 'min-w-0 flex-1 sm:min-w-56')}
        >
          <ShoppingBag className="size-4" aria-hidden="true" />
          {soldOut ? 'Sold out' : add.isPending ? 'Adding…' : 'Add to cart'}
        </button>
      </div>
      {checkoutClosed ? (
        <p className="text-sm text-slate-700">This store is not taking orders right now.</p>
      ) : null}
      <ul className="space-y-2 border-t border-slate-200 pt-5 text-sm text-slate-600">
        <li className="flex items-center gap-2">
          <Truck className="size-4 text-[var(--store-ink)]" aria-hidden="true" />
          {freeShippingText(store?.free_shipping_threshold_cents, store?.currency) ??
            'Shipping is shown before you pay'}
        </li>
        <li className="flex items-center gap-2">
          <Lock className="size-4 text-[var(--store-ink)]" aria-hidden="true" />
          Secure checkout
        </li>
      </ul>
    </div>
  );
}

/** `/store/:store_id/product/:id`: gallery, price, variants, quantity, add to cart and the description. */
export function ProductDetail({ productId }: { productId: string }) {
  const { storeId, links } = useStorefront();
  const product = useProduct(storeId, productId);
  useStorePageTitle(product.data?.title ?? null);

  if (product.isPending) {
    return (
      <div
        className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:px-6 md:grid-cols-2 lg:px-8"
        aria-busy="true"
      >
        <h1 className="sr-only">Loading product</h1>
        <div className="aspect-square animate-pulse rounded-2xl bg-slate-100" />
        <div className="space-y-4">
          <div className="h-8 w-2/3 animate-pulse rounded bg-slate-100" />
          <div className="h-6 w-1/4 animate-pulse rounded bg-slate-100" />
        </div>
      </div>
    );
  }
  if (product.isError) {
    const missing =
      isApiError(product.error) && (product.error.status === 404 || product.error.status === 400);
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="sr-only">{missing ? 'Product not found' : 'Product unavailable'}</h1>
        <EmptyState
          icon={PackageX}
          title={missing ? 'This product is no longer available' : 'The product could not be loaded'}
          description={
            missing
              ? 'It may have sold out for good or been removed. Have a look at what else the store offers.'
              : 'Please try again in a moment.'
          }
          action={
            <Link to={links.products()} className={storeButtonClasses('primary')}>
              Browse all products
            </Link>
          }
        />
      </div>
    );
  }

  const p = product.data;
  const category = p.categories[0];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={[
          { label: 'Home', to: links.home() },
          category
            ? { label: category, to: links.products({ category }) }
            : { label: 'Products', to: links.products() },
          { label: p.title },
        ]}
      />
      <div className="mt-6 grid gap-10 md:grid-cols-2 lg:gap-16">
        <ProductGallery product={p} />
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold tracking-tight text-balance text-slate-900">{p.title}</h1>
          <div className="mt-6">
            <Purchase product={p} />
          </div>
          {p.description_html ? (
            <section aria-labelledby="product-description" className="mt-10 border-t border-slate-200 pt-6">
              <h2 id="product-description" className="text-base font-semibold text-slate-900">
                Description
              </h2>
              <div
                className="mt-3 space-y-3 text-sm leading-6 text-slate-700 [&_a]:text-[var(--store-ink)] [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-4 [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the server keeps only its allow-list of tags (catalog/sanitize.ts)
                dangerouslySetInnerHTML={{ __html: p.description_html }}
              />
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
