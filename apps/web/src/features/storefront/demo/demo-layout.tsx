import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { href } from '@/lib/href';
import { storeTheme } from '../theme';
import { itemCount } from './demo-cart';
import { demoCategories } from './demo-categories';
import { useDemoCart } from './use-demo-cart';

/** The demo store wears the spec's storefront fallback colours (#dc2626, #991b1b, #ef4444). */
const demoTheme = storeTheme(null);

export const demoLinks = {
  category: (category: string) => href('/category/:category', { category }),
  product: (productId: string) => href('/product/:productId', { productId }),
  cart: href('/cart'),
  checkout: href('/checkout'),
  success: href('/order-success'),
};

/**
 * The platform's demo storefront around each demo page (inside the customer shell's container): a bar with the categories and the cart,
 * and a plain note that it is a demo (nothing is charged or shipped).
 */
export function DemoStore({ children, category }: { children: ReactNode; category?: string }) {
  const { items } = useDemoCart();
  const count = itemCount(items);
  return (
    <div style={demoTheme.style}>
      <div className="rounded-2xl bg-slate-50 ring-1 ring-slate-200 ring-inset">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="text-sm font-semibold text-slate-900">
            Demo store <span className="font-normal text-slate-600">· no payment is taken</span>
          </p>
          <nav
            aria-label="Demo categories"
            className="order-3 w-full overflow-x-auto sm:order-none sm:w-auto"
          >
            <ul className="flex gap-1">
              {demoCategories.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={demoLinks.category(c.slug)}
                    aria-current={category === c.slug ? 'page' : undefined}
                    className={cn(
                      'block rounded-full px-3 py-1.5 text-sm whitespace-nowrap transition',
                      category === c.slug
                        ? 'bg-white font-semibold text-slate-950 shadow-xs ring-1 ring-slate-200'
                        : 'text-slate-700 hover:bg-white',
                    )}
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link
            to={demoLinks.cart}
            className="ml-auto inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-white"
          >
            <ShoppingBag className="size-4" aria-hidden="true" />
            Cart
            <span
              aria-hidden="true"
              className="rounded-full bg-[var(--store-ink)] px-1.5 text-xs font-semibold text-white tabular-nums"
            >
              {count}
            </span>
            <span className="sr-only">
              , {count} {count === 1 ? 'item' : 'items'}
            </span>
          </Link>
        </div>
      </div>
      <div className="pt-8">{children}</div>
    </div>
  );
}
