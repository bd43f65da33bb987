import type { ReactNode } from 'react';
import { adminNavGroups } from '@/app/routes/admin/nav';
import { AccountLayout } from '@/components/layouts/account-layout';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { SessionActionsProvider } from '@/components/layouts/session-controls';
import { AdminNavContext } from '@/config/admin-nav';
import { NotificationBell } from '@/features/notifications';
import { ShellProviders } from './shell-providers';

/** The admin shell with the staff navigation derived from the route tables. */
export function AdminShell({ children }: { children?: ReactNode }) {
  return (
    <ShellProviders>
      <AdminNavContext.Provider value={adminNavGroups}>
        <SessionActionsProvider value={<NotificationBell />}>
          <AdminLayout>{children}</AdminLayout>
        </SessionActionsProvider>
      </AdminNavContext.Provider>
    </ShellProviders>
  );
}

/** Signed-in pages shared by roles: staff see them in the admin shell, so it gets the navigation too. */
export function AccountShell({ children }: { children?: ReactNode }) {
  return (
    <ShellProviders>
      <AdminNavContext.Provider value={adminNavGroups}>
        <SessionActionsProvider value={<NotificationBell />}>
          <AccountLayout>{children}</AccountLayout>
        </SessionActionsProvider>
      </AdminNavContext.Provider>
    </ShellProviders>
  );
}
