import { CreditCard } from 'lucide-react';
import { DataNotAvailable } from '@/features/client-center/components/client-center-tabs';

/** Client Center → Credit Reports. Owned by the credit work (issue 2/5). */
export function CreditReportsPanel() {
  return (
    <DataNotAvailable
      icon={CreditCard}
      title="Credit reports are not available yet"
      text="Your latest three-bureau report and its funding decision will appear here."
    />
  );
}
