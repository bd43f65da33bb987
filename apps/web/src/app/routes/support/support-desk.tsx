import { isStaff } from '@fundpath/contracts/roles';
import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { TicketsScreen } from '@/features/support';
import { useAuth } from '@/lib/auth';

/**
 * `/client/support` (a client's own tickets) and `/admin/support` (the staff desk): the same
 * screen; the server decides what each sees, the view adds staff controls.
 */
export default function SupportDeskRoute(_props: ScreenProps) {
  const { user } = useAuth();
  const staff = isStaff(user);
  return (
    <TicketsScreen
      headerActions={(newTicket) => (
        <PageHeader
          className="mb-2 sm:mb-2"
          eyebrow={staff ? 'Team workspace' : 'Help & support'}
          title={staff ? 'Support Desk' : 'Support'}
          description={
            staff
              ? 'Every client ticket: triage, assign, reply and resolve. Updates arrive live.'
              : 'Ask the team anything about your report, funding steps or account. Replies appear here as they arrive.'
          }
          actions={newTicket}
        />
      )}
    />
  );
}
