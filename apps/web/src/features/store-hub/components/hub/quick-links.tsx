import { BarChart3, type LucideIcon, Package, Settings, ShoppingBag, Users } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { storeLinks } from './links';

const LINKS: ReadonlyArray<{ to: string; label: string; text: string; icon: LucideIcon }> = [
  { to: storeLinks.products, label: 'Products', text: 'Catalogue, stock and prices', icon: Package },
  { to: storeLinks.orders, label: 'Orders', text: 'Ship, refund and cancel', icon: ShoppingBag },
  { to: storeLinks.customers, label: 'Customers', text: 'Who buys and how much', icon: Users },
  { to: storeLinks.settings, label: 'Settings', text: 'Branding, tax, shipping, domain', icon: Settings },
  {
    to: storeLinks.analytics,
    label: 'Analytics',
    text: 'Revenue, top products, conversion',
    icon: BarChart3,
  },
];

/** The owner's other store pages, as tiles. */
export function QuickLinks({ className }: { className?: string }) {
  return (
    <nav aria-label="Store pages" className={className}>
      <ul className={cn('grid gap-3 sm:grid-cols-2 xl:grid-cols-5')}>
        {LINKS.map(({ to, label, text, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs transition hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{label}</span>
                <span className="block text-xs text-slate-500">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
