import { useParams } from 'react-router';
import { useImpersonateUser } from '@/features/admin';
import { ClientRecordPage } from '@/features/clients';
import { ClientDocuments } from '@/features/documents';
import { assignLocation } from '@/lib/browser';

/** `/clients/:id` (staff, issue 7/8): everything about one client on one page. */
export default function ClientRecordRoute() {
  const { id = '' } = useParams();
  const impersonate = useImpersonateUser();
  return (
    <ClientRecordPage
      id={id}
      impersonating={impersonate.isPending}
      documents={<ClientDocuments userId={id} />}
      onImpersonate={async () => {
        await impersonate.mutateAsync(id);
        assignLocation('/client-center');
      }}
    />
  );
}
