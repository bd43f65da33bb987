import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { GuardKind } from '@/config/routes';
import { useAuth } from '@/lib/auth';
import { decideGuard } from '@/lib/route-guards';

/** Renders its children only for users the guard admits; everyone else is redirected. */
export function RouteGuard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const { user, realUser } = useAuth();
  const location = useLocation();
  const outcome = decideGuard(kind, location, user, realUser);
  if (outcome.type === 'redirect') return <Navigate to={outcome.to} replace />;
  return children;
}
