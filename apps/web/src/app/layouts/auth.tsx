import type { ReactNode } from 'react';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ShellProviders } from './shell-providers';

/** Sign-in and account recovery pages. */
export function AuthShell({ children }: { children?: ReactNode }) {
  return (
    <ShellProviders>
      <AuthLayout>{children}</AuthLayout>
    </ShellProviders>
  );
}
