import type { Product } from '@fundpath/contracts/ecommerce';
import type { StoreLinks } from '../links';
import { ProductCard } from './product-card';

/** Product tiles, two across on phones and up to four on wide screens. */
export function ProductGrid({
  products,
  links,
  currency,
}: {
  products: readonly Product[];
  links: StoreLinks;
  currency?: string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} to={links.product(product.id)} currency={currency} />
        </li>
      ))}
    </ul>
  );
}

/** Grey tiles while products load (same grid, so nothing jumps). */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul
      className="grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4"
      aria-hidden="true"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <div className="aspect-square animate-pulse rounded-xl bg-slate-100" />
          <div className="mt-3 h-4 w-3/4 animate-pulse rounded bg-slate-100" />
          <div className="mt-2 h-4 w-1/3 animate-pulse rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}
