import { hasPermission } from '@fundpath/contracts/roles';
import { Wallet } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/lib/auth';
import { Ledger } from './ledger';
import { Payouts } from './payouts';

/** `/admin/commissions` (permission `commissions.manage`): the one ledger, and its payouts. */
export function CommissionsAdmin() {
  const { user } = useAuth();
  if (!hasPermission(user, 'commissions.manage'))
    return (
      <EmptyState
        icon={Wallet}
        title="You can't manage commissions"
        description="Ask an administrator for the “Manage commissions” permission."
      />
    );
  return (
    <div className="min-w-0 space-y-10">
      {/* The actions first; the ledger runs long. */}
      <Payouts />
      <Ledger />
    </div>
  );
}
