import { isStaff } from '@fundpath/contracts/roles';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { ClientLayout } from '@/components/layouts/client-layout';
import { LogoutButton, SessionActions, UserChip } from '@/components/layouts/session-controls';
import { SkipLink } from '@/components/layouts/skip-link';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useAuth } from '@/lib/auth';
import { homePathFor } from '@/lib/route-guards';

/** Simple signed-in shell for marketplace roles (specialist, member, affiliate, customer). */
export function SimpleAppLayout({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  return (
    <div className="min-h-dvh bg-slate-50">
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
            <LogoutButton />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 focus:outline-none sm:px-6">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}

/** Screens open to several roles wear the shell of whoever is looking. */
export function AccountLayout({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  const content = children ?? <Outlet />;
  if (isStaff(user)) return <AdminLayout>{content}</AdminLayout>;
  if (user?.role === 'client') return <ClientLayout>{content}</ClientLayout>;
  return <SimpleAppLayout>{content}</SimpleAppLayout>;
}
