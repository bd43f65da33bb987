import type { Product } from '@fundpath/contracts/ecommerce';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { ProductImage } from './product-card';

/** The large image and, when there are several, a row of thumbnails that switch it. */
export function ProductGallery({ product }: { product: Pick<Product, 'title' | 'images'> }) {
  const [index, setIndex] = useState(0);
  const images = product.images;
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="min-w-0">
      <div className="aspect-square overflow-hidden rounded-2xl bg-slate-100">
        {current ? (
          <img
            src={current.url}
            alt={current.alt || product.title}
            width={current.width}
            height={current.height}
            className="size-full object-cover"
          />
        ) : (
          <ProductImage product={product} className="size-full" />
        )}
      </div>
      {images.length > 1 ? (
        <ul className="mt-4 grid grid-cols-5 gap-3" aria-label="Product images">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Image ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-lg bg-slate-100 ring-offset-2 transition',
                  i === index ? 'ring-2 ring-[var(--store-ink)]' : 'opacity-80 hover:opacity-100',
                )}
              >
                <img src={image.thumb_url} alt="" className="size-full object-cover" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
