import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { bottomNavItems, isBottomNavItemActive } from '@/components/layouts/bottom-nav-items';
import { useAuth } from '@/lib/auth';
import { useBrand } from '@/lib/brand';
import { cn } from '@/lib/cn';

const itemClasses = (active: boolean) =>
  cn(
    'relative flex h-16 min-w-[5.25rem] snap-start flex-col items-center justify-center gap-1 rounded-lg px-2 text-[11px] font-medium whitespace-nowrap transition',
    'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand',
    active ? 'text-brand' : 'text-slate-500 hover:text-slate-900',
  );

/** Spec §2 client bottom navigation bar: fixed, horizontally scrollable. */
export function BottomNav({ onMyApplication }: { onMyApplication?: () => void }) {
  const { pathname } = useLocation();
  const { productSlug } = useBrand();
  const activeRef = useRef<HTMLAnchorElement | null>(null);
  const { user } = useAuth();
  const items = bottomNavItems(productSlug, user?.role);

  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, []);

  return (
    <nav
      aria-label="Client navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_24px_-12px_rgb(15_23_42/0.15)] backdrop-blur-md"
    >
      <ul
        className={cn(
          'mx-auto flex max-w-5xl snap-x overflow-x-auto px-1 [scrollbar-width:none] lg:justify-center',
          // A short bar (an affiliate's two entries) sits in the middle on phones too.
          items.length <= 4 && 'justify-center',
        )}
      >
        {items.map((item) => {
          const active = isBottomNavItemActive(item, pathname);
          const Icon = item.icon;
          const content = (
            <>
              {active ? (
                <span
                  aria-hidden="true"
                  className="absolute top-0 left-1/2 h-0.5 w-8 -translate-x-1/2 rounded-b bg-brand"
                />
              ) : null}
              <Icon className={cn('size-5', active ? 'text-brand' : 'text-slate-500')} aria-hidden="true" />
              {item.label}
            </>
          );
          return (
            <li key={item.label}>
              {item.label === 'My Application' && onMyApplication ? (
                <button type="button" onClick={onMyApplication} className={itemClasses(active)}>
                  {content}
                </button>
              ) : (
                <Link
                  to={item.href}
                  ref={active ? activeRef : undefined}
                  aria-current={active ? 'page' : undefined}
                  className={itemClasses(active)}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
