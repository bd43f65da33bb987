import type { Product } from '@fundpath/contracts/ecommerce';
import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Price, percentOff } from './price';

export type CardProduct = Pick<
  Product,
  'id' | 'title' | 'price_cents' | 'compare_at_cents' | 'in_stock' | 'images' | 'variants'
>;

/** The lowest variant price when variants differ ("From $12.00"), else null. */
export function fromPrice(product: Pick<Product, 'price_cents' | 'variants'>): number | null {
  const prices = product.variants.map((v) => v.price_cents);
  if (prices.length < 2 || prices.every((p) => p === prices[0])) return null;
  return Math.min(...prices);
}

/** The product's first image, or a quiet placeholder in the store's tint. */
export function ProductImage({
  product,
  className,
  sizes = 'thumb',
}: {
  product: Pick<Product, 'title' | 'images'>;
  className?: string;
  sizes?: 'thumb' | 'full';
}) {
  const image = product.images[0];
  if (!image) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-[var(--store-tint)] text-[var(--store-ink)]',
          className,
        )}
      >
        <Package className="size-10 opacity-60" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={sizes === 'thumb' ? image.thumb_url : image.url}
      alt={image.alt || product.title}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={cn('object-cover', className)}
    />
  );
}

/**
 * A product tile: image, title and price, with Sale and Sold out labels. The whole card is one
 * link; without `to` it is an inert preview.
 */
export function ProductCard({
  product,
  to,
  currency = 'USD',
}: {
  product: CardProduct;
  to?: string;
  currency?: string;
}) {
  const off = percentOff(product.price_cents, product.compare_at_cents);
  const from = fromPrice(product);
  const body = (
    <>
      <div className="relative aspect-square overflow-hidden rounded-xl bg-slate-100">
        <ProductImage
          product={product}
          className="size-full transition duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {!product.in_stock ? (
            <span className="rounded-full bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">
              Sold out
            </span>
          ) : off ? (
            <span className="rounded-full bg-[var(--store-accent)] px-2 py-0.5 text-xs font-semibold text-[var(--store-on-accent)]">
              Sale −{off}%
            </span>
          ) : null}
        </div>
      </div>
      <div className="mt-3 space-y-1">
        <h3 className="line-clamp-2 text-sm font-medium text-slate-900 group-hover:underline group-hover:underline-offset-4">
          {product.title}
        </h3>
        {from !== null ? (
          <p className="text-sm text-slate-700">
            From <Price cents={from} currency={currency} size="sm" />
          </p>
        ) : (
          <Price
            cents={product.price_cents}
            compareAtCents={product.compare_at_cents}
            currency={currency}
            size="sm"
          />
        )}
      </div>
    </>
  );
  if (!to) return <div className="group block">{body}</div>;
  return (
    <Link to={to} className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4">
      {body}
    </Link>
  );
}
