import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { BottomNav } from '@/components/layouts/bottom-nav';
import { LogoutButton, SessionActions, UserChip } from '@/components/layouts/session-controls';
import { SkipLink } from '@/components/layouts/skip-link';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useAuth } from '@/lib/auth';
import { homePathFor } from '@/lib/route-guards';

/** Shell for client screens: slim top bar and the spec's bottom navigation. */
export function ClientLayout({ children }: { children?: ReactNode }) {
  // A travel affiliate's home is their commission dashboard, not the (client-only) Client Center.
  const { user } = useAuth();
  return (
    <div className="min-h-dvh bg-slate-50 pb-28">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Link
            to={homePathFor(user)}
            className="rounded-md focus-visible:outline-2 focus-visible:outline-brand"
          >
            <BrandLogo />
          </Link>
          <div className="ml-auto flex items-center gap-1 sm:gap-3">
            <SessionActions />
            <UserChip />
            <span aria-hidden="true" className="hidden h-6 w-px bg-slate-200 sm:block" />
            <LogoutButton />
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl px-4 py-6 focus:outline-none sm:px-6 sm:py-8"
      >
        {children ?? <Outlet />}
      </main>
      <BottomNav />
    </div>
  );
}
