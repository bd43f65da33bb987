import type { ReactNode } from 'react';
import { adminNavGroups } from '@/app/routes/admin/nav';
import { AccountLayout } from '@/components/layouts/account-layout';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { AdminNavContext } from '@/config/admin-nav';
import { ShellProviders } from './shell-providers';

/** The admin shell with the staff navigation derived from the route tables. */
export function AdminShell({ children }: { children?: ReactNode }) {
  return (
    <ShellProviders>
      <AdminNavContext.Provider value={adminNavGroups}>
        <AdminLayout>{children}</AdminLayout>
      </AdminNavContext.Provider>
    </ShellProviders>
  );
}

/** Signed-in pages shared by roles: staff see them in the admin shell, so it gets the navigation too. */
export function AccountShell({ children }: { children?: ReactNode }) {
  return (
    <ShellProviders>
      <AdminNavContext.Provider value={adminNavGroups}>
        <AccountLayout>{children}</AccountLayout>
      </AdminNavContext.Provider>
    </ShellProviders>
  );
}
