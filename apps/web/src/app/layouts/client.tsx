import type { ReactNode } from 'react';
import { ClientLayout } from '@/components/layouts/client-layout';
import { SessionActionsProvider } from '@/components/layouts/session-controls';
import { NotificationBell } from '@/features/notifications';
import { ShellProviders } from './shell-providers';

/** The client's pages, with the bottom navigation. */
export function ClientShell({ children }: { children?: ReactNode }) {
  return (
    <ShellProviders>
      <SessionActionsProvider value={<NotificationBell />}>
        <ClientLayout>{children}</ClientLayout>
      </SessionActionsProvider>
    </ShellProviders>
  );
}
