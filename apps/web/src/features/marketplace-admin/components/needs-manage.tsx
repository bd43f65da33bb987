import { hasPermission } from '@fundpath/contracts/roles';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/lib/auth';

/** The marketplace screens are for staff with `marketplace.manage` (the server refuses the others). */
export function MarketplaceManageGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!hasPermission(user, 'marketplace.manage')) {
    return (
      <EmptyState
        icon={Store}
        title="You can't manage the marketplace"
        description="Ask an administrator for the “Manage marketplace” permission."
      />
    );
  }
  return <>{children}</>;
}
