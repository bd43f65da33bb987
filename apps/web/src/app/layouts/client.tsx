import type { ReactNode } from 'react';
import { ClientLayout } from '@/components/layouts/client-layout';
import { ShellProviders } from './shell-providers';

/** The client's pages, with the bottom navigation. */
export function ClientShell({ children }: { children?: ReactNode }) {
  return (
    <ShellProviders>
      <ClientLayout>{children}</ClientLayout>
    </ShellProviders>
  );
}
