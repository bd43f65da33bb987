import { Inbox } from 'lucide-react';
import { DataNotAvailable } from '@/features/client-center/components/client-center-tabs';

/** Client Center → Tickets. Owned by the support work (issue 5/5). */
export function TicketsPanel() {
  return (
    <DataNotAvailable
      icon={Inbox}
      title="Support tickets are not available yet"
      text="You’ll be able to open tickets and follow every reply from the team here."
    />
  );
}
