import { PageHeader } from '@/components/ui/page-header';
import { ClientList } from '@/features/clients';

/** `/clients` (staff, issue 7/8): every client with their step, decisions, tickets, tasks and owners. */
export default function ClientsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Staff workspace"
        title="Clients"
        description="Every client in one list: where they are, what waits on the team, and who looks after them."
      />
      <ClientList />
    </>
  );
}
