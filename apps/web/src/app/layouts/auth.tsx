import type { ReactNode } from 'react';
import { AuthLayout } from '@/components/layouts/auth-layout';

/** Sign-in and account recovery pages. */
export function AuthShell({ children }: { children?: ReactNode }) {
  return <AuthLayout>{children}</AuthLayout>;
}
