import type { Product, Store } from '@fundpath/contracts/ecommerce';
import { type CardProduct, ProductCard, StorefrontHeader, storeTheme } from '@/features/storefront';

/** Stand-ins until the store has active products of its own: one on sale, so the accent shows. */
const SAMPLE_PRODUCTS: CardProduct[] = [
  {
    id: 'sample-1',
    title: 'Your first product',
    price_cents: 2_400,
    compare_at_cents: 3_000,
    in_stock: true,
    images: [],
    variants: [],
  },
  {
    id: 'sample-2',
    title: 'Another product',
    price_cents: 4_500,
    compare_at_cents: null,
    in_stock: true,
    images: [],
    variants: [],
  },
];

/**
 * The settings' live preview: the storefront's own header and product cards (features/storefront),
 * themed with the values being edited. Inert: nothing in it links anywhere.
 */
export function StorefrontPreview({ store, products }: { store: Store; products: readonly Product[] }) {
  const shown: readonly CardProduct[] = products.length > 0 ? products : SAMPLE_PRODUCTS;
  return (
    <div
      style={storeTheme(store).style}
      className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 [&_header]:static [&_nav]:hidden"
    >
      <StorefrontHeader store={store} cartCount={2} />
      {store.tagline ? (
        <p className="bg-[var(--store-tint)] px-4 py-3 text-sm text-slate-800">{store.tagline}</p>
      ) : null}
      <div className="grid grid-cols-2 gap-4 p-4">
        {shown.map((p) => (
          <ProductCard key={p.id} product={p} currency={store.currency} />
        ))}
      </div>
    </div>
  );
}
